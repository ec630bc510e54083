import type { Language } from './language.js';
import { PASSWORD_MAX, PASSWORD_MIN } from './limits.js';

/**
 * Field rule messages of requirements R5, in both languages. The zod schemas carry these keys as
 * their messages; the web shows them through i18next, the fake server through its catalogue.
 */
export const validationMessages = {
  en: {
    emailRequired: 'Please enter email!',
    emailInvalid: 'Please enter a valid email!',
    passwordRequired: 'Please enter password!',
    nameRequired: 'Please enter name!',
    passwordRule: `The password is a combination of ${PASSWORD_MIN}-${PASSWORD_MAX} digits of numbers or letters!`,
    newPasswordRequired: 'Please enter new password!',
    confirmRequired: 'Please enter confirm password!',
    confirmNewRequired: 'Please enter confirm new password!',
    confirmMismatch: 'The passwords do not match, please check and try again!',
    confirmNewMismatch: 'The new passwords do not match, please check and try again!',
    codeRequired: 'Please enter code!',
    codeInvalid: 'The code is the 6 digits from the e-mail.',
    contactNameRequired: 'Please enter your name',
    contactEmailRequired: 'Please enter your email',
    contactMessageRequired: 'Please enter your message',
    contactMessageTooLong: 'The message can be at most 2000 characters.',
    displayNameRequired: 'The name cannot be empty.',
    displayNameTooLong: 'The name can be at most 15 characters.',
    newsletterEmailRequired: 'Please fill in your email address.',
    newsletterEmailInvalid: 'Please fill in the correct email address.',
    newsletterAgreeRequired: 'Please read and check the box to accept the privacy policy.',
    newsletterNameRequired: 'Please enter your name.',
    textTooLong: 'This field is too long.',
    invalidValue: 'This value is not valid.',
    controlCharacters: 'Please remove invisible control characters from this field.',
    idInvalid: 'The id must be a positive whole number.',
  },
  cn: {
    emailRequired: '请输入邮箱。',
    emailInvalid: '邮箱格式不正确。',
    passwordRequired: '请输入密码。',
    nameRequired: '请输入昵称。',
    passwordRule: `密码为 ${PASSWORD_MIN}～${PASSWORD_MAX} 位字母或数字。`,
    newPasswordRequired: '请输入新密码。',
    confirmRequired: '请再次输入密码。',
    confirmNewRequired: '请再次输入新密码。',
    confirmMismatch: '两次输入的密码不一致，请检查后重试。',
    confirmNewMismatch: '两次输入的新密码不一致，请检查后重试。',
    codeRequired: '请输入验证码。',
    codeInvalid: '请输入邮件中的 6 位数字验证码。',
    contactNameRequired: '请输入您的姓名。',
    contactEmailRequired: '请输入您的邮箱。',
    contactMessageRequired: '请输入留言内容。',
    contactMessageTooLong: '留言最多 2000 个字符。',
    displayNameRequired: '昵称不能为空。',
    displayNameTooLong: '昵称最多 15 个字符。',
    newsletterEmailRequired: '请输入邮箱。',
    newsletterEmailInvalid: '邮箱格式不正确。',
    newsletterAgreeRequired: '请阅读并勾选同意《隐私政策》。',
    newsletterNameRequired: '请输入您的姓名。',
    textTooLong: '内容过长。',
    invalidValue: '该值无效。',
    controlCharacters: '请删除输入内容中不可见的控制字符。',
    idInvalid: '编号必须是正整数。',
  },
} as const;

export type ValidationKey = keyof (typeof validationMessages)['en'];
export type { Language };

/** The message carried by a schema: `validation.<key>`, resolvable by i18next as is. */
export const v = (key: ValidationKey) => `validation.${key}` as const;

export function validationText(message: string, language: Language): string | undefined {
  const key = message.startsWith('validation.') ? message.slice('validation.'.length) : '';
  return (validationMessages[language] as Record<string, string>)[key];
}
