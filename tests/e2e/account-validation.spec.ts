import { validationMessages } from '../../contract/validation-messages';
import { accountMenu, field, main, ui } from './accounts-helpers';
import { deepUnless, expect, inLanguage, logIn, test } from './fixtures';
import { DEMO_PASSWORD, NEW_PASSWORD, OTHER_PASSWORD } from '../setup/credentials.js';

/**
 * Every validation message of requirements R5, in both languages, where the spec shows it. The
 * same walk again in Chinese is a sweep (the deep run's); in the gate, the unit tests hold that
 * every message has its Chinese text (web/src/app/i18n.test.tsx).
 */
for (const language of ['en', 'cn'] as const) {
  test(
    `every validation message of requirements R5 shows where the spec says (${language})`,
    deepUnless(language === 'en'),
    async ({ page, fake }) => {
      void fake; // every test starts from the demo scenario
      const m = validationMessages[language];
      const l = ui[language];
      await inLanguage(page, language);
      const shows = (text: string) => expect(page.getByText(text, { exact: true })).toBeVisible();
      const gone = (text: string) => expect(page.getByText(text, { exact: true })).toHaveCount(0);

      // Login: the e-mail on blur; the password on submit.
      await page.goto('/login');
      const loginEmail = field(main(page), l.email);
      await loginEmail.fill('');
      await loginEmail.blur();
      await shows(m.emailRequired);
      await loginEmail.fill('not-an-email');
      await loginEmail.blur();
      await shows(m.emailInvalid);
      await loginEmail.fill('lena.hartmann@example.com');
      await loginEmail.blur();
      await gone(m.emailInvalid);
      await field(main(page), l.password).fill('');
      await page.getByRole('button', { name: l.logIn, exact: true }).click();
      await shows(m.passwordRequired);

      // Register: every field; changing the password re-checks a filled confirmation.
      await page.goto('/register');
      const regEmail = field(main(page), l.email);
      await regEmail.focus();
      await regEmail.blur();
      await shows(m.emailRequired);
      await page.getByRole('button', { name: l.signUp, exact: true }).click();
      await shows(m.nameRequired);
      await shows(m.passwordRequired);
      await shows(m.confirmRequired);
      await regEmail.fill('x@');
      await regEmail.blur();
      await shows(m.emailInvalid);
      const password = field(main(page), l.password);
      const confirmation = field(main(page), l.confirmPassword);
      await password.fill('abc');
      await page.getByRole('button', { name: l.signUp, exact: true }).click();
      await shows(m.passwordRule);
      await password.fill('abc-123');
      await page.getByRole('button', { name: l.signUp, exact: true }).click();
      await shows(m.passwordRule);
      await password.fill(NEW_PASSWORD);
      await confirmation.fill(OTHER_PASSWORD);
      await page.getByRole('button', { name: l.signUp, exact: true }).click();
      await shows(m.confirmMismatch);
      await password.fill(OTHER_PASSWORD);
      await gone(m.confirmMismatch);
      await password.fill('abc125');
      await shows(m.confirmMismatch);

      // Reset (Forget): the e-mail on blur, the dialog's fields on submit only.
      await page.goto('/forget');
      const forgetEmail = field(main(page), l.email);
      await forgetEmail.focus();
      await forgetEmail.blur();
      await shows(m.emailRequired);
      await forgetEmail.fill('wang.wei@example.com');
      await page.getByRole('button', { name: l.sendCode }).click();
      const reset = page.getByRole('dialog');
      await field(reset, l.code).focus();
      await field(reset, l.newPassword).focus();
      await gone(m.codeRequired);
      await reset.getByRole('button', { name: l.confirm, exact: true }).click();
      await shows(m.codeRequired);
      await shows(m.newPasswordRequired);
      await shows(m.confirmNewRequired);
      await field(reset, l.newPassword).fill('abc');
      await reset.getByRole('button', { name: l.confirm, exact: true }).click();
      await shows(m.passwordRule);
      await field(reset, l.newPassword).fill(NEW_PASSWORD);
      await field(reset, l.confirmNewPassword).fill('abc999');
      await reset.getByRole('button', { name: l.confirm, exact: true }).click();
      await shows(m.confirmNewMismatch);
      await reset.getByRole('button', { name: l.close }).click();

      // Display name on Account Settings.
      await logIn(page, 'lena.hartmann@example.com', DEMO_PASSWORD);
      await expect(accountMenu(page, l.greeting('Lena Hartmann'))).toBeVisible();
      await page.goto('/account-settings');
      await page.getByRole('button', { name: l.editName }).click();
      const name = main(page).getByRole('textbox', { name: l.name });
      await name.fill('   ');
      await page.getByRole('button', { name: l.save, exact: true }).click();
      await shows(m.displayNameRequired);
      await name.fill('abcdefghijklmnop');
      await page.getByRole('button', { name: l.save, exact: true }).click();
      await shows(m.displayNameTooLong);
      await page.getByRole('button', { name: l.cancel, exact: true }).click();
      await expect(page.getByText('Lena Hartmann', { exact: true })).toBeVisible();
    },
  );
}
