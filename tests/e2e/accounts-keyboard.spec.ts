import {
  accountMenu,
  activatedAccount,
  chooseAvatar,
  expectFocusTrapped,
  field,
  main,
  picture,
  ui,
} from './accounts-helpers';
import { DEEP, animationsDone, expect, inLanguage, logIn, shot, test } from './fixtures';
import { DEMO_PASSWORD, OTHER_PASSWORD } from '../setup/credentials.js';

/** The account screens without a mouse, and their screenshots (SCREENSHOTS=1). */
test.describe('keyboard only', () => {
  test('log in and sign up without a mouse; the dialog keeps the focus and Escape closes it', async ({
    page,
    fake,
  }) => {
    void fake; // every test starts from the demo scenario
    await page.goto('/login');
    await field(main(page), 'E-mail').focus();
    await page.keyboard.type('lena.hartmann@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(accountMenu(page, 'Hi Lena Hartmann')).toBeVisible();

    await accountMenu(page, 'Hi Lena Hartmann').focus();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/register');
    await field(main(page), 'Name').focus();
    await page.keyboard.type('Keys');
    await page.keyboard.press('Tab');
    await page.keyboard.type('keys.only@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keyboard1');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Keyboard1');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Activate your account' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'I have activated, go to sign in' })).toBeFocused();
    await expectFocusTrapped(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test(
    'forget and reset by keyboard: the dialog ignores Escape, keeps the focus, closes from its button',
    DEEP,
    async ({ page, fake }) => {
      await page.goto('/forget');
      await field(main(page), 'E-mail').focus();
      await page.keyboard.type('wang.wei@example.com');
      await page.keyboard.press('Enter');
      const reset = page.getByRole('dialog', { name: 'Set a new password' });
      await expect(field(reset, 'Verification code')).toBeFocused();
      await expectFocusTrapped(page, reset);
      await page.keyboard.press('Escape');
      await expect(reset).toBeVisible();
      await reset.getByRole('button', { name: 'Close' }).focus();
      await page.keyboard.press('Enter');
      await expect(reset).toBeHidden();

      await page.getByRole('button', { name: 'Send code' }).focus();
      await page.keyboard.press('Enter');
      await expect(field(reset, 'Verification code')).toBeFocused();
      await page.keyboard.type((await fake.latestMail('wang.wei@example.com', 'reset')).code!);
      await page.keyboard.press('Tab');
      await page.keyboard.type(OTHER_PASSWORD);
      await page.keyboard.press('Tab');
      await page.keyboard.type(OTHER_PASSWORD);
      await page.keyboard.press('Enter');
      const success = page.getByRole('dialog', { name: 'Reset new password successfully!' });
      await expect(success.getByRole('button', { name: 'Log in now' })).toBeFocused();
      await expectFocusTrapped(page, success, 3);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/login$/);
    },
  );

  test('account settings by keyboard: tabs, name, avatar, delete confirmation', DEEP, async ({ page, fake }) => {
    const account = await activatedAccount(fake, 'keys@example.com');
    await logIn(page, account.email, account.password);
    await expect(accountMenu(page, 'Hi Ada')).toBeVisible();
    await page.goto('/account-settings');

    // Name: Enter edits, typing and Enter saves, Escape cancels.
    await page.getByRole('button', { name: 'Edit name' }).focus();
    await page.keyboard.press('Enter');
    await expect(main(page).getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Ada Keys');
    await page.keyboard.press('Enter');
    await expect(accountMenu(page, 'Hi Ada Keys')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit name' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Edit name' })).toBeFocused();

    // Avatar: the cropper's square moves with the arrow keys; Enter saves.
    await chooseAvatar(
      page,
      { name: 'me.png', mimeType: 'image/png', buffer: await picture(page, 'image/png') },
      'keyboard',
    );
    const crop = page.getByRole('dialog', { name: 'Crop your avatar' });
    await expect(crop.getByRole('button', { name: 'Save avatar' })).toBeEnabled();
    await expect(crop.getByRole('button', { name: 'Save avatar' })).toBeFocused();
    await expectFocusTrapped(page, crop, 4);
    await crop.getByRole('group', { name: 'Crop area' }).focus();
    const side = crop.getByText(/^\d+ × \d+ px$/);
    const before = await side.textContent();
    await page.keyboard.press('+');
    await expect(side).not.toHaveText(before!);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await crop.getByRole('button', { name: 'Save avatar' }).focus();
    await page.keyboard.press('Enter');
    await expect(crop).toBeHidden();
    await expect(page.getByRole('banner').locator('img[src*="/uploads/"]')).toBeVisible();

    // Tabs: arrow keys move between them.
    await page.getByRole('tab', { name: 'Profile' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('tab', { name: 'Password', selected: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('tab', { name: 'Delete account', selected: true })).toBeFocused();

    // Delete: the confirmation opens on Cancel, keeps the focus, Escape cancels; OK to delete deletes.
    await page.getByRole('button', { name: 'Delete account' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete Confirmation' });
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectFocusTrapped(page, confirm, 4);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await confirm.getByRole('button', { name: 'Cancel' }).focus();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'OK to delete' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Account deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('screenshots of the account screens', async ({ page, fake }) => {
  test.skip(!process.env.SCREENSHOTS, 'only when making screenshots (SCREENSHOTS=1)');
  test.setTimeout(300_000);
  const settle = () => animationsDone(page);
  for (const language of ['en', 'cn'] as const) {
    const l = ui[language];
    for (const width of [1440, 375]) {
      const name = (screen: string) => `${screen}-${language}-${width}`;
      await fake.reset('demo');
      await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
      await inLanguage(page, language);
      // A fresh visitor: no session left from the last round (its token died with the reset).
      await page.goto('/404');
      await page.evaluate(() => ['ma.token', 'ma.email'].forEach((key) => localStorage.removeItem(key)));
      await page.goto('/login');
      await shot(page, name('login'));

      await page.goto('/register');
      await shot(page, name('register'));
      await field(main(page), l.name).fill(language === 'en' ? 'Sofia Marin' : '陈晓');
      await field(main(page), l.email).fill('sofia.marin@example.com');
      await field(main(page), l.password).fill('Clinic2026');
      await field(main(page), l.confirmPassword).fill('Clinic2026');
      await page.getByRole('button', { name: l.signUp, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settle();
      await shot(page, name('register-dialog'));

      await page.goto('/forget');
      await shot(page, name('forget'));
      await field(main(page), l.email).fill('wang.wei@example.com');
      await page.getByRole('button', { name: l.sendCode }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settle();
      await shot(page, name('forget-reset'));

      await page.goto('/active/success');
      await shot(page, name('active-success'));
      await page.goto('/active/fail');
      await shot(page, name('active-fail'));

      await logIn(page, 'lena.hartmann@example.com', DEMO_PASSWORD);
      await expect(page.getByRole('banner')).toContainText('Lena');
      await page.goto('/account-settings');
      await expect(main(page).getByText('Lena Hartmann', { exact: true })).toBeVisible();
      await shot(page, name('account-profile'));
      await chooseAvatar(page, {
        name: 'me.png',
        mimeType: 'image/png',
        buffer: await picture(page, 'image/png', 960, 720),
      });
      await expect(page.getByRole('dialog').getByRole('button').last()).toBeEnabled();
      await settle();
      await shot(page, name('account-avatar'));
      await page.keyboard.press('Escape');
      await page.goto('/account-settings?tab=2');
      await shot(page, name('account-password'));
      await page.goto('/account-settings?tab=3');
      await shot(page, name('account-delete'));
      await main(page).getByRole('button').last().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await settle();
      await shot(page, name('account-delete-confirm'));
    }
  }
});
