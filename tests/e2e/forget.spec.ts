import { accountMenu, field, main } from './accounts-helpers';
import { deepUnless, expect, inLanguage, logIn, test } from './fixtures';
import { OTHER_PASSWORD } from '../setup/credentials.js';

/** Forgot password: the code step, the reset dialog, and one truthful answer for every address (issue 54). */
test('forget: code step, a dialog that outside clicks and Escape leave open, then "Log in now" only', async ({
  page,
  fake,
}) => {
  await page.goto('/forget');
  await field(main(page), 'E-mail').fill('wang.wei@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(forgetAnswer.en)).toBeVisible();
  const reset = page.getByRole('dialog', { name: 'Set a new password' });
  await expect(reset).toContainText('wang.wei@example.com');
  await page.keyboard.press('Escape');
  await page.mouse.click(8, 400);
  await expect(reset).toBeVisible();

  await field(reset, 'Verification code').fill((await fake.latestMail('wang.wei@example.com', 'reset')).code!);
  await field(reset, 'New password').fill(OTHER_PASSWORD);
  await field(reset, 'Confirm new password').fill(OTHER_PASSWORD);
  await reset.getByRole('button', { name: 'Confirm' }).click();
  await expect(reset).toBeHidden();
  const success = page.getByRole('dialog', { name: 'Reset new password successfully!' });
  await expect(success).toBeVisible();
  await expect(success.getByRole('button')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(success).toBeVisible();
  await success.getByRole('button', { name: 'Log in now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, 'wang.wei@example.com', OTHER_PASSWORD);
  await expect(accountMenu(page, 'Hi')).toBeVisible();
});

/** What Forget answers for any address (no account enumeration), and truthfully: issue 54. */
const forgetAnswer = {
  en: 'If an account exists for this address, we have sent a verification code to it. Please check your inbox.',
  cn: '如果该邮箱已注册账号，我们已向其发送验证码，请您查收邮件。',
};

for (const language of ['en', 'cn'] as const) {
  test(
    `forget with an address that has no account: the same answer as for any address, which says so, and no mail (${language})`,
    deepUnless(language === 'en'),
    async ({ page, fake }) => {
      await inLanguage(page, language);
      await page.goto('/forget');
      const typo = 'wang.wie@example.com';
      await field(main(page), language === 'en' ? 'E-mail' : '邮箱').fill(typo);
      await page.getByRole('button', { name: language === 'en' ? 'Send code' : '发送验证码' }).click();
      await expect(page.getByText(forgetAnswer[language])).toBeVisible();
      const reset = page.getByRole('dialog', { name: language === 'en' ? 'Set a new password' : '设置新密码' });
      await expect(reset).toContainText(
        language === 'en' ? `If an account exists for ${typo}, we have sent` : `如果 ${typo} 已注册账号`,
      );
      await expect(fake.latestMail(typo)).rejects.toThrow();
    },
  );
}
