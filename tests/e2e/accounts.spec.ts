import { maskEmail } from '../../web/src/lib/mask-email';
import {
  accountMenu,
  activatedAccount,
  chooseAvatar,
  field,
  main,
  picture,
  signUp,
  storedText,
} from './accounts-helpers';
import { DEEP, expect, inLanguage, logIn, test } from './fixtures';
import { test as worldTest } from './world-fixtures';
import { DEMO_PASSWORD, EDGE_PASSWORD, NEW_PASSWORD, OTHER_PASSWORD } from '../setup/credentials.js';

/** Signing up, activating, logging in and resetting a password, with every answer code the spec names. */
const activationSent = 'The email to activate your account has been sent to your mailbox';

test('the whole life of an account: sign up, activate, log in, profile, avatar, reset, delete', async ({
  page,
  fake,
}) => {
  test.setTimeout(150_000);
  await page.clock.install();
  const email = 'ada.lovelace@example.com';

  // Register: OK opens the "registered but not activated" dialog, with resend.
  await signUp(page, { name: 'Ada', email, password: NEW_PASSWORD });
  const registered = page.getByRole('dialog', { name: 'Activate your account' });
  await expect(registered).toContainText(email);
  await registered.getByRole('button', { name: /^Resend the e.mail$/ }).click();
  await expect(page.getByRole('alert').filter({ hasText: activationSent })).toBeVisible();
  await registered.getByRole('button', { name: 'Close' }).click();
  await expect(registered).toBeHidden();
  // The same e-mail again answers 1006: the same dialog.
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(registered).toBeVisible();
  await expect(registered.getByRole('button', { name: 'I have activated, go to sign in' })).toBeVisible();

  // The link of the mail, opened from the dev dashboard, activates and lands on the success page.
  await page.goto('/__dev');
  await page
    .getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) })
    .first()
    .getByRole('link', { name: 'Open link' })
    .click();
  await expect(page).toHaveURL(/\/active\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is activated' })).toBeVisible();
  await expect(page.getByText('Going to the login page in 10 s')).toBeVisible();
  await page.clock.runFor(1500);
  await expect(page.getByText('Going to the login page in 9 s')).toBeVisible();
  await page.clock.runFor(9 * 1500);
  await expect(page).toHaveURL(/\/login$/);

  // Log in: the header greets by name.
  await logIn(page, email, NEW_PASSWORD);
  await expect(accountMenu(page, 'Hi Ada')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // Account Settings from the header menu; the e-mail is masked.
  await accountMenu(page, 'Hi Ada').click();
  await page.getByRole('menuitem', { name: 'Account Settings' }).click();
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect(page.getByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
  await expect(page.getByText(maskEmail(email), { exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toHaveCount(0);

  // Name: 16 characters are refused, 15 are fine.
  await page.getByRole('button', { name: 'Edit name' }).click();
  await main(page).getByRole('textbox', { name: 'Name' }).fill('Ada King Lovelac');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The name can be at most 15 characters.')).toBeVisible();
  await main(page).getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(accountMenu(page, 'Hi Ada Lovelace')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit name' })).toBeVisible();

  // Avatar: a GIF is refused; a PNG and a JPEG are cropped, uploaded as JPEG and shown in the header.
  await chooseAvatar(page, {
    name: 'wave.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  });
  await expect(page.getByText('Please choose a PNG or JPEG image.')).toBeVisible();
  const headerAvatar = page.getByRole('banner').locator('img[src*="/uploads/"]');
  let previous = '';
  for (const [name, mimeType] of [
    ['portrait.png', 'image/png'],
    ['portrait.jpg', 'image/jpeg'],
  ] as const) {
    await chooseAvatar(page, { name, mimeType, buffer: await picture(page, mimeType) });
    const crop = page.getByRole('dialog', { name: 'Crop your avatar' });
    await expect(crop.getByRole('button', { name: 'Save avatar' })).toBeEnabled();
    await crop.getByRole('button', { name: 'Save avatar' }).click();
    await expect(crop).toBeHidden();
    await expect(headerAvatar).toBeVisible();
    const src = (await headerAvatar.getAttribute('src'))!;
    expect(src).not.toBe(previous);
    previous = src;
    const bytes = await (await page.request.get(src)).body();
    expect([...bytes.subarray(0, 3)], `${name} is uploaded as a JPEG`).toEqual([0xff, 0xd8, 0xff]);
  }

  // Password: the reset flow for the signed-in e-mail; a wrong code shows the server's message.
  const oldToken = await page.evaluate(() => localStorage.getItem('ma.token'));
  await page.getByRole('tab', { name: 'Password' }).click();
  await expect(page.getByText(maskEmail(email))).toBeVisible();
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(
    page.getByText('The verification code was sent successfully, please go to the mailbox to check'),
  ).toBeVisible();
  const reset = page.getByRole('dialog', { name: 'Set a new password' });
  await field(reset, 'Verification code').fill('000000');
  await field(reset, 'New password').fill(OTHER_PASSWORD);
  await field(reset, 'Confirm new password').fill(OTHER_PASSWORD);
  await reset.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The verification code is incorrect or has expired.')).toBeVisible();
  await field(reset, 'Verification code').fill((await fake.latestMail(email, 'reset')).code!);
  await reset.getByRole('button', { name: 'Confirm' }).click();
  const success = page.getByRole('dialog', { name: 'Reset new password successfully!' });
  await expect(success).toBeVisible();
  await expect(success.getByRole('button')).toHaveCount(1);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ma.token'))).toBeNull();
  // The old token is refused by the server.
  const refused = await page.request.get('/api/u/user/info', {
    headers: { authorization: `Bearer ${oldToken}`, platform: 'PC', language: 'en' },
  });
  expect((await refused.json()).code).toBe('Unauthorized');
  await success.getByRole('button', { name: 'Log in now' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The new password works.
  await logIn(page, email, OTHER_PASSWORD);
  await expect(accountMenu(page, 'Hi Ada Lovelace')).toBeVisible();

  // Delete: confirmation with the seed's texts, toast, signed out, at Login; the account is gone.
  await page.goto('/account-settings');
  await page.getByRole('tab', { name: 'Delete account' }).click();
  await page.getByRole('button', { name: 'Delete account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Confirmation' });
  await expect(confirm).toContainText(
    'The account cannot be recovered after deletion. Are you sure you want to delete it?',
  );
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await confirm.getByRole('button', { name: 'OK to delete' }).click();
  await expect(page.getByText('Account deleted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('ma.token'))).toBeNull();
  await logIn(page, email, OTHER_PASSWORD);
  await expect(page.getByText('The e-mail or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('in Chinese: sign up, log in before activating (1006), resend, activate, log in', DEEP, async ({ page, fake }) => {
  await inLanguage(page, 'cn');
  const email = 'li.na@example.com';
  await page.goto('/register');
  await field(main(page), '昵称').fill('李娜');
  await field(main(page), '邮箱').fill(email);
  await field(main(page), '密码').fill(NEW_PASSWORD);
  await field(main(page), '确认密码').fill(NEW_PASSWORD);
  await main(page).getByRole('checkbox', { name: '我已阅读并同意《使用条款》和《隐私政策》' }).check();
  await page.getByRole('button', { name: '注册' }).click();
  const registered = page.getByRole('dialog', { name: '激活您的账号' });
  await expect(registered).toContainText(`激活邮件已发送到 ${email}`);
  await registered.getByRole('button', { name: '我已激活，去登录' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await field(main(page), '邮箱').fill(email);
  await field(main(page), '密码').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  const pending = page.getByRole('dialog', { name: '账号尚未激活' });
  await expect(pending).toBeVisible();
  await pending.getByRole('button', { name: '重新发送激活邮件' }).click();
  await expect(pending).toBeHidden();
  await expect(page.getByText('激活邮件已发送，请查收。')).toBeVisible();

  await page.goto((await fake.latestMail(email, 'activation')).link!);
  await expect(page.getByRole('heading', { level: 1, name: '账号激活成功' })).toBeVisible();
  await expect(page.getByText('10 秒后跳转到登录页')).toBeVisible();
  await page.getByRole('link', { name: '去登录' }).click();
  await logIn(page, email, NEW_PASSWORD);
  await expect(accountMenu(page, '您好，李娜')).toBeVisible();
});

worldTest.describe('the answer codes of a login', () => {
  // The edge scenario's 1006 and 1001 accounts, as a document of this test's own.
  worldTest.use({
    fixture: {
      users: [
        { email: 'pending.pat@example.com', password: EDGE_PASSWORD, activated: false },
        { email: 'legacy.lee@example.com', password: EDGE_PASSWORD, activated: 'legacy' },
        { email: 'active.ada@example.com', password: EDGE_PASSWORD },
      ],
    },
  });
  worldTest(
    'login: 1006 dialog whose resend closes it, 1001 toast, wrong password message',
    async ({ page, world }) => {
      await logIn(page, 'pending.pat@example.com', EDGE_PASSWORD);
      const pending = page.getByRole('dialog', { name: 'Your account is not activated yet' });
      await expect(pending).toBeVisible();
      await pending.getByRole('button', { name: /^Resend the e.mail$/ }).click();
      await expect(pending).toBeHidden();
      await expect(page.getByRole('alert').filter({ hasText: activationSent })).toBeVisible();
      expect((await world.latestMail('pending.pat@example.com', 'activation')).link).toContain(
        '/api/passport/activate?token=',
      );

      await logIn(page, 'legacy.lee@example.com', EDGE_PASSWORD);
      const toast = page
        .getByRole('alert')
        .filter({ hasText: 'This account has been registered but has not been activated' });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText('Tips');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await logIn(page, 'active.ada@example.com', 'wrong-password');
      await expect(page.getByText('The e-mail or password is incorrect.')).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
    },
  );
});

test('register: other codes show the server message (an e-mail already active), 1001 its toast', async ({
  page,
  fake,
}) => {
  const signUp = async (email: string) => {
    await page.goto('/register');
    await field(main(page), 'Name').fill('Lena');
    await field(main(page), 'E-mail').fill(email);
    await field(main(page), 'Password').fill(DEMO_PASSWORD);
    await field(main(page), 'Confirm password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  };
  await signUp('lena.hartmann@example.com');
  await expect(
    page.getByText(
      'This e-mail is already registered. Please log in, or reset your password if you have forgotten it.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await fake.reset('edge');
  await signUp('legacy.unactivated@example.com');
  await expect(
    page.getByRole('alert').filter({ hasText: 'This account has been registered but has not been activated' }),
  ).toContainText('Tips');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('login goes to backUrl (same-site only), else the referrer, else Home', async ({ page, fake }) => {
  void fake; // every test starts from the demo scenario
  const submit = async () => {
    await field(main(page), 'E-mail').fill('lena.hartmann@example.com');
    await field(main(page), 'Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(accountMenu(page, 'Hi Lena Hartmann')).toBeVisible();
  };
  const logOut = async () => {
    await accountMenu(page, 'Hi Lena Hartmann').click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('ma.token'))).toBeNull();
  };

  // A signed-in page sends the visitor to Login with backUrl, and back after logging in.
  await page.goto('/account-settings');
  await expect(page).toHaveURL(/\/login\?backUrl=%2Faccount-settings$/);
  await submit();
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  await logOut();

  // The referrer: the page the visitor came from.
  await page.goto('/pricing');
  await page.getByRole('banner').getByRole('link', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submit();
  await expect(page).toHaveURL(/\/pricing$/);
  await logOut();

  // An absolute or protocol-relative backUrl is never followed.
  await page.evaluate(() => sessionStorage.clear());
  for (const evil of ['https://evil.example/steal', '//evil.example/steal', '/\\evil.example']) {
    await page.goto(`/login?backUrl=${encodeURIComponent(evil)}`);
    await submit();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    await logOut();
    await page.evaluate(() => sessionStorage.clear());
  }
});

test('remember password keeps only the e-mail; unticked it is forgotten', async ({ page, fake }) => {
  void fake; // every test starts from the demo scenario
  await logIn(page, 'lena.hartmann@example.com', DEMO_PASSWORD);
  await expect(accountMenu(page, 'Hi Lena Hartmann')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ma.email'))).toBe('lena.hartmann@example.com');
  expect(await storedText(page)).not.toContain(DEMO_PASSWORD);

  await accountMenu(page, 'Hi Lena Hartmann').click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(field(main(page), 'E-mail')).toHaveValue('lena.hartmann@example.com');
  await expect(field(main(page), 'Password')).toHaveAttribute('autocomplete', 'current-password');
  await expect(field(main(page), 'E-mail')).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();

  await page.getByRole('checkbox', { name: 'Remember me' }).uncheck();
  await field(main(page), 'Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(accountMenu(page, 'Hi Lena Hartmann')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ma.email'))).toBeNull();
  expect(await storedText(page)).not.toContain(DEMO_PASSWORD);
});

test('login page links to Forgot password, Sign up, Terms of Use and Privacy Policy', async ({ page, fake }) => {
  void fake; // every test starts from the demo scenario
  await page.goto('/login');
  const main = page.getByRole('main');
  for (const [name, path] of [
    ['Forgot password?', '/forget'],
    ['Sign up', '/register'],
    ['Terms of Use', '/terms-of-use'],
    ['Privacy Policy', '/privacy-policy'],
  ] as const) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', path);
  }
  await page.goto('/register');
  await expect(page.getByRole('main').getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/forget',
  );
});

test('active page: success (the default) to Login, fail to Register, each with its button; a used link fails', async ({
  page,
  fake,
}) => {
  await page.clock.install();
  await page.goto('/active/fail');
  await expect(page.getByRole('heading', { level: 1, name: 'Activation failed' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Sign up' })).toHaveAttribute('href', '/register');
  await expect(page.getByText('Going to the sign-up page in 10 s')).toBeVisible();
  await page.clock.runFor(10 * 1500);
  await expect(page).toHaveURL(/\/register$/);

  await page.goto('/active/whatever');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is activated' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const { link } = await activatedAccount(fake, 'twice@example.com');
  await page.goto(link);
  await expect(page).toHaveURL(/\/active\/fail$/);
});
