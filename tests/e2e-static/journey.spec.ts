import { accountMenu, chooseAvatar, field, picture, signUp } from '../e2e/accounts-helpers';
import { CARDS, checkoutDialog, payWith, planCard } from '../e2e/pricing-helpers';
import { ROOT, activated, call, expect, latestMail, logIn, test } from './fixtures';
import { DEMO_PASSWORD, EDGE_PASSWORD, NEW_PASSWORD, OTHER_PASSWORD } from '../setup/credentials.js';

/**
 * The demo journey of issue 37 on the static folder at a host's root, each test in a fresh
 * browser context, so a fresh visitor with a world of their own (seeded from the demo scenario in
 * the browser's IndexedDB on the first call).
 */
const folder = ROOT();
const main = (page: import('@playwright/test').Page) => page.getByRole('main');

test("first visit: a deep link the host answers with 404.html shows the page, calls wait for the worker, a reload is the worker's", async ({
  page,
  seen,
}) => {
  const first = await page.goto(`${folder.url}pricing`);
  expect(first?.status(), 'the host knows no /pricing: its 404.html boots the app').toBe(404);
  await expect(planCard(page, 'Muscle and Movement monthly')).toBeVisible();
  const calls = seen.filter((s) => s.url.includes('/api/'));
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.every((s) => s.fromWorker && s.status === 200)).toBe(true);
  const again = await page.reload();
  expect(again?.status()).toBe(200);
  expect(again?.fromServiceWorker()).toBe(true);
  await expect(planCard(page, 'Muscle and Movement monthly')).toBeVisible();
  // The page's own policy (a meta element: the host sends none) refuses an inline script (issue 46).
  const refused = await page.evaluate(
    () =>
      new Promise<{ ran: boolean; directive: string }>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve({ ran: 'injected' in window, directive: event.effectiveDirective }),
        );
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.head.append(script);
      }),
  );
  expect(refused).toEqual({ ran: false, directive: 'script-src-elem' });
  // And an injected <style>: only the folder's own, by hash, apply (issue 58); the page is styled.
  const styled = await page.evaluate(
    () =>
      new Promise<{ margin: string; directive: string }>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) =>
          resolve({ margin: getComputedStyle(document.body).margin, directive: event.effectiveDirective }),
        );
        const style = document.createElement('style');
        style.textContent = 'body { margin: 33px !important }';
        document.head.append(style);
      }),
  );
  expect(styled).toEqual({ margin: '0px', directive: 'style-src-elem' });
});

test('account: sign up, the activation mail on the dashboard, activate, log in, avatar, password reset by e-mailed code', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = 'ada.lovelace@example.com';
  await signUp(page, { name: 'Ada', email, password: NEW_PASSWORD }, `${folder.url}register`);
  const registered = page.getByRole('dialog', { name: 'Activate your account' });
  await expect(registered).toContainText(email);
  await registered.getByRole('button', { name: 'Close' }).click();

  // The dashboard is rendered by the worker; its link activates the account.
  await page.getByRole('link', { name: 'Dev dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Fake server dashboard' })).toBeVisible();
  await page
    .getByRole('row', { name: /ada\.lovelace@example\.com/ })
    .first()
    .getByRole('link', { name: 'Open link' })
    .click();
  await expect(page).toHaveURL(/\/active\/success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account is activated' })).toBeVisible();

  await logIn(page, folder, email, NEW_PASSWORD);
  await expect(accountMenu(page, 'Hi Ada')).toBeVisible();
  // A reload keeps the world and the session.
  await page.reload();
  await expect(accountMenu(page, 'Hi Ada')).toBeVisible();

  await page.goto(`${folder.url}account-settings`);
  await chooseAvatar(page, { name: 'portrait.png', mimeType: 'image/png', buffer: await picture(page, 'image/png') });
  const crop = page.getByRole('dialog', { name: 'Crop your avatar' });
  await expect(crop.getByRole('button', { name: 'Save avatar' })).toBeEnabled();
  await crop.getByRole('button', { name: 'Save avatar' }).click();
  await expect(crop).toBeHidden();
  const avatar = page.getByRole('banner').locator('img[src*="/uploads/"]');
  await expect(avatar).toBeVisible();
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await page.getByRole('tab', { name: 'Password' }).click();
  await page.getByRole('button', { name: 'Send code' }).click();
  const reset = page.getByRole('dialog', { name: 'Set a new password' });
  // The dialog opens once the code is sent; the mail is there from then on.
  await expect(reset).toBeVisible();
  await field(reset, 'Verification code').fill((await latestMail(page, folder, email, 'reset')).code!);
  await field(reset, 'New password').fill(OTHER_PASSWORD);
  await field(reset, 'Confirm new password').fill(OTHER_PASSWORD);
  await reset.getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('dialog', { name: 'Reset new password successfully!' }).getByRole('button').click();
  await logIn(page, folder, email, OTHER_PASSWORD);
  await expect(accountMenu(page, 'Hi Ada')).toBeVisible();
});

test('buying: the fake checkout, then the subscription status and the order', async ({ page }) => {
  await logIn(page, folder, 'wang.wei@example.com', DEMO_PASSWORD);
  await expect(accountMenu(page, 'Hi')).toBeVisible();
  await page.goto(`${folder.url}pricing`);
  await planCard(page, 'Muscle and Movement monthly').getByRole('button', { name: 'Subscribe now' }).click();
  await expect(checkoutDialog(page)).toBeVisible();
  await payWith(page, CARDS.pays);
  await expect(checkoutDialog(page)).toBeHidden();
  await expect(page.getByText(/Thank you! Your subscription is active/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'You are subscribed to Muscle and Movement' })).toBeVisible();
  await page.goto(`${folder.url}order`);
  await expect(main(page).getByRole('article')).toHaveCount(1);
});

test('contact form, newsletter double opt-in, blog, an article and Back to the place in the list', async ({ page }) => {
  await page.goto(`${folder.url}contact`);
  await main(page).getByRole('textbox', { name: 'Name' }).fill('Margaret Liu');
  await main(page).getByRole('textbox', { name: 'E-mail' }).fill('m.liu@university.example.edu');
  await main(page).getByRole('textbox', { name: 'Message' }).fill('Campus access for 120 students?');
  await main(page).getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your message has been sent' })).toBeVisible();
  await page.goto(`${folder.url}__dev?contacts=1`);
  await expect(page.getByRole('cell', { name: 'm.liu@university.example.edu' })).toBeVisible();

  await page.goto(folder.url);
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Name').fill('Jonas Weber');
  await footer.getByLabel('E-mail').fill('jonas@example.com');
  await footer.getByRole('checkbox').check();
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page).toHaveURL(/\/help-email$/);
  await page.goto((await latestMail(page, folder, 'jonas@example.com', 'newsletter')).link!);
  await expect(page).toHaveURL(/\/help-email-success$/);
  await expect(main(page).getByRole('heading', { level: 1 })).toHaveText("You're subscribed");

  await page.goto(`${folder.url}blog`);
  // An article far down the list; Back from it returns to the same place (docs/decisions/140).
  const article = main(page).getByRole('article').nth(6);
  await article.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  const place = await page.evaluate(() => Math.round(window.scrollY));
  expect(place).toBeGreaterThan(800);
  const title = (await article.getByRole('link').first().textContent())!.trim();
  await article.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/blog-detail\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const photo = main(page).locator('img[src*="/media/"]').first();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.goBack();
  await expect(article).toBeVisible();
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - place), 'back at the place in the list')
    .toBeLessThanOrEqual(2);
});

test('the edge scenario, switched on the dashboard: 1006, 1001 and Unauthorized', async ({ page }) => {
  await page.goto(`${folder.url}__dev`);
  await page.getByRole('button', { name: 'edge', exact: true }).click();
  await expect(page.getByText('Scenario: edge')).toBeVisible();

  await logIn(page, folder, 'not.activated@example.com', EDGE_PASSWORD);
  await expect(page.getByRole('dialog', { name: 'Your account is not activated yet' })).toBeVisible();
  await logIn(page, folder, 'legacy.unactivated@example.com', EDGE_PASSWORD);
  await expect(
    page.getByRole('alert').filter({ hasText: 'This account has been registered but has not been activated' }),
  ).toBeVisible();

  await page.evaluate(() => localStorage.setItem('ma.token', 'edge-expired-session-token'));
  await page.goto(`${folder.url}account-settings`);
  const toast = page.getByText('Login has expired, please log in again.');
  await expect(toast).toBeVisible();
  await toast.click();
  // The way back to the page where the session ended is kept (issue 51).
  await expect(page).toHaveURL(/\/login\?backUrl=%2Faccount-settings$/);
});

test("in Chinese: messages of the worker in the visitor's language, sign-up and the activation dialog", async ({
  page,
}) => {
  await page.addInitScript(() => window.localStorage.setItem('ma.language', 'cn'));
  await logIn(page, folder, 'wang.wei@example.com', 'wrong-password');
  await expect(page.getByText('邮箱或密码错误。')).toBeVisible();
  await page.goto(`${folder.url}register`);
  await field(main(page), '昵称').fill('李娜');
  await field(main(page), '邮箱').fill('li.na@example.com');
  await field(main(page), '密码').fill(NEW_PASSWORD);
  await field(main(page), '确认密码').fill(NEW_PASSWORD);
  await main(page).getByRole('checkbox', { name: '我已阅读并同意《使用条款》和《隐私政策》' }).check();
  await page.getByRole('button', { name: '注册' }).click();
  await expect(page.getByRole('dialog', { name: '激活您的账号' })).toBeVisible();
  expect((await latestMail(page, folder, 'li.na@example.com', 'activation')).subject).toMatch(/[\u4e00-\u9fff]/);
});

test('faults and the clock of the dashboard apply, and are kept over a reload', async ({ page }) => {
  await page.goto(`${folder.url}blog`);
  await call(page, 'POST', `${folder.base}__dev/faults`, { path: '/api/information/list', status: 500, times: 2 });
  await call(page, 'POST', `${folder.base}__dev/clock`, { advanceMs: 3 * 86_400_000 });
  await page.reload();
  await expect(page.getByText('Server-side error.')).toBeVisible();
  const faults = await call(page, 'GET', `${folder.base}__dev/faults`);
  expect(faults.data.list).toEqual([expect.objectContaining({ path: '/api/information/list', remaining: 1 })]);
  const clock = await call(page, 'GET', `${folder.base}__dev/clock`);
  expect(clock.data.offsetMs).toBe(3 * 86_400_000);
});

test('two visitors at once: separate worlds', async ({ browser }) => {
  const [a, b] = await Promise.all([browser.newContext(), browser.newContext()]);
  const [pageA, pageB] = await Promise.all([a.newPage(), b.newPage()]);
  await Promise.all([pageA.goto(`${folder.url}pricing`), pageB.goto(`${folder.url}pricing`)]);
  await Promise.all([
    activated(pageA, folder, 'only.in.a@example.com'),
    activated(pageB, folder, 'only.in.b@example.com'),
  ]);
  const mailsOf = async (page: typeof pageA) =>
    ((await call(page, 'GET', `${folder.base}__dev/mail`)).data.list as Array<{ to: string }>).map((m) => m.to);
  expect(await mailsOf(pageA)).toEqual(['only.in.a@example.com']);
  expect(await mailsOf(pageB)).toEqual(['only.in.b@example.com']);
  const loginB = await call(pageB, 'POST', `${folder.base}api/passport/account/login`, {
    email: 'only.in.a@example.com',
    password: NEW_PASSWORD,
  });
  expect(loginB.code).toBe('1003');
  await Promise.all([a.close(), b.close()]);
});
