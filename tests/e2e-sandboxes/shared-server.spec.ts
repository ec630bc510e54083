import { expect, test } from '@playwright/test';
import { accountMenu, field, main } from '../e2e/accounts-helpers';
import { logIn } from '../e2e/fixtures';
import { NEW_PASSWORD } from '../setup/credentials.js';

/**
 * Twenty visitors, five at a time, on one sandbox-mode server (the public demo a salesperson sends as a
 * link): every one reads the site without a sandbox (reading starts none, docs/decisions/093),
 * signs up with the SAME e-mail (their first write starts their sandbox), reads the activation
 * mail on the dashboard, which shows their own sandbox and nothing of the others', activates,
 * signs in and finds an empty order list. Any leak between sandboxes fails: a second registration
 * of the e-mail would answer "already registered", another's mail would show as a second row.
 */
const VISITORS = 20;
const EMAIL = 'prospect@university.example';
test.use({ baseURL: process.env.SANDBOX_SERVER_URL });

for (let visitor = 1; visitor <= VISITORS; visitor++) {
  test(`visitor ${visitor} signs up, activates and signs in within a sandbox of their own`, async ({
    page,
    context,
  }) => {
    await page.goto('/register');
    const sandboxCookie = async () => (await context.cookies()).find((c) => c.name === 'ma_sandbox');
    expect(await sandboxCookie(), 'reading the site starts no sandbox').toBeUndefined();

    await field(main(page), 'Name').fill(`Visitor ${visitor}`);
    await field(main(page), 'E-mail').fill(EMAIL);
    await field(main(page), 'Password').fill(NEW_PASSWORD);
    await field(main(page), 'Confirm password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByRole('dialog', { name: 'Activate your account' })).toContainText(EMAIL);
    const sandbox = await sandboxCookie();
    expect(sandbox?.value, 'the first write placed the visitor in a sandbox').toMatch(/^[\w-]{22}$/);
    expect(sandbox?.httpOnly).toBe(true);

    await page.goto('/__dev');
    await expect(page.getByText(`Your sandbox: ${sandbox!.value}`)).toBeVisible();
    const mails = page.getByRole('row', { name: new RegExp(`${EMAIL.replace(/\./g, '\\.')} activation`) });
    await expect(mails).toHaveCount(1);
    await mails.getByRole('link', { name: 'Open link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your account is activated' })).toBeVisible();

    await logIn(page, EMAIL, NEW_PASSWORD);
    await expect(accountMenu(page, `Hi Visitor ${visitor}`)).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'ma_sandbox')?.value).toBe(sandbox!.value);
  });
}
