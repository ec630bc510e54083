import { BRAND } from '#contract/brand.js';
import type { Language } from '../db/schema.js';

type Template = { subject: string; intro: string; action: string; outro: string };
/** `subscribed`: a newsletter sign-up of an address already on the list (sent as a `newsletter` mail). */
export type MailTemplate = 'activation' | 'reset' | 'newsletter' | 'subscribed' | 'receipt';
type Kind = MailTemplate;
/** What a receipt states (its plan, the price paid, the order's reference). */
export type MailFacts = { plan?: string; price?: string; reference?: string };

/** A Chinese mail opens with a greeting, named when the name is known (张三，您好！). */
const greetingCn = (name: string) => (name ? `${name}，您好！` : '您好！');

const templates: Record<Kind, Record<Language, (name: string, facts: MailFacts) => Template>> = {
  activation: {
    en: (name) => ({
      subject: `Activate your ${BRAND.en} account`,
      intro: `Hi ${name}, thank you for signing up for ${BRAND.en}. Please confirm your e-mail address to activate your account.`,
      action: 'Activate my account',
      outro: 'The link is valid for 24 hours. If you did not sign up, you can ignore this e-mail.',
    }),
    cn: (name) => ({
      // 【brand】 first, as Chinese transactional mails are found in QQ and 163 inbox lists.
      subject: `【${BRAND.cn}】请激活您的账号`,
      intro: `${name}，您好！感谢注册${BRAND.cn}。请点击下方链接确认邮箱，激活您的账号。`,
      action: '激活账号',
      outro: '链接 24 小时内有效。如果您没有注册，请忽略此邮件。',
    }),
  },
  reset: {
    en: (name) => ({
      subject: `Your ${BRAND.en} verification code`,
      intro: `Hi ${name}, use this code to set a new password:`,
      action: '',
      outro:
        'The code is valid for 10 minutes and can be used once. If you did not ask for it, your password stays as it is.',
    }),
    cn: (name) => ({
      subject: `【${BRAND.cn}】您的验证码`,
      intro: `${name}，您好！请使用以下验证码设置新密码：`,
      action: '',
      outro: '验证码 10 分钟内有效，只能使用一次。如果不是您本人操作，请忽略此邮件，您的密码不会改变。',
    }),
  },
  newsletter: {
    en: (name) => ({
      subject: `Confirm your ${BRAND.en} newsletter subscription`,
      intro: `Hi ${name || 'there'}, please confirm that you want to receive the ${BRAND.en} newsletter: new 3D content, training tips and product news, about twice a month.`,
      action: 'Confirm my subscription',
      outro:
        'The link is valid for 48 hours. If you did not ask for this, ignore this e-mail and you will not hear from us.',
    }),
    cn: (name) => {
      const greeting = greetingCn(name);
      return {
        subject: `【${BRAND.cn}】请确认订阅邮件通讯`,
        intro: `${greeting}请点击下方链接，确认订阅${BRAND.cn}邮件通讯（新的 3D 内容、训练技巧和产品动态，每月约两期）。`,
        action: '确认订阅',
        outro: '链接 48 小时内有效。如果不是您本人操作，请忽略此邮件，我们不会再联系您。',
      };
    },
  },
  subscribed: {
    en: (name) => ({
      subject: `You are already subscribed to the ${BRAND.en} newsletter`,
      intro: `Hi ${name || 'there'}, someone (we hope you) asked to subscribe this address to the ${BRAND.en} newsletter. It is already on our list, confirmed: there is nothing more to do.`,
      action: '',
      outro: 'If you did not ask for this, ignore this e-mail: nothing has changed.',
    }),
    cn: (name) => {
      const greeting = greetingCn(name);
      return {
        subject: `【${BRAND.cn}】您已订阅邮件通讯`,
        intro: `${greeting}我们收到了用此邮箱订阅${BRAND.cn}邮件通讯的申请。该邮箱已在订阅名单中并已确认，无需再做任何操作。`,
        action: '',
        outro: '如果不是您本人操作，请忽略此邮件，订阅状态不会改变。',
      };
    },
  },
  receipt: {
    en: (name, { plan, price, reference }) => ({
      subject: `Your ${BRAND.en} receipt: ${plan}`,
      intro: `Hi ${name}, thank you for your purchase. You paid ${price} for ${plan} (order ${reference}); it renews automatically until you cancel it.`,
      action: 'See my orders',
      outro: 'Keep this e-mail as your receipt. A question about a payment? Reply to this e-mail.',
    }),
    cn: (name, { plan, price, reference }) => {
      const greeting = greetingCn(name);
      return {
        subject: `【${BRAND.cn}】付款凭证：${plan}`,
        intro: `${greeting}感谢您的购买。您已为“${plan}”支付 ${price}（订单号：${reference}），订阅将自动续费，直至您取消订阅。`,
        action: '查看我的订单',
        outro: '请保留此邮件作为付款凭证。如对付款有疑问，请直接回复此邮件。',
      };
    },
  },
};

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Renders a mail as text and as HTML; the HTML escapes every value it is given. */
export function renderMail(
  kind: Kind,
  language: Language,
  name: string,
  secret: { link?: string; code?: string },
  facts: MailFacts = {},
) {
  const m = templates[kind][language](name, facts);
  const brand = BRAND[language];
  const signature = language === 'cn' ? `${brand}团队` : `— ${brand}`;
  const text = [
    m.intro,
    secret.code ?? '',
    secret.link ? `${m.action}${language === 'cn' ? '：' : ': '}${secret.link}` : '',
    m.outro,
    signature,
  ]
    .filter(Boolean)
    .join('\n\n');
  const body = secret.code
    ? `<p style="font-size:32px;letter-spacing:8px;font-weight:700;color:#0b4f5c">${escape(secret.code)}</p>`
    : !secret.link
      ? ''
      : `<p><a href="${escape(secret.link ?? '')}" style="display:inline-block;background:#0b6e7a;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escape(m.action)}</a></p>
<p style="font-size:13px;color:#55656b;word-break:break-all">${escape(secret.link ?? '')}</p>`;
  const html = `<!doctype html><html lang="${language === 'cn' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(m.subject)}</title></head>
<body style="font-family:system-ui,'PingFang SC','Microsoft YaHei',sans-serif;color:#17262b;max-width:560px;margin:auto;padding:24px">
<h1 style="font-size:20px;color:#0b4f5c">${escape(brand)}</h1>
<p>${escape(m.intro)}</p>
${body}
<p style="color:#55656b">${escape(m.outro)}</p>
</body></html>`;
  return { subject: m.subject, text, html };
}
