import { DEEP, expect, footerSettled, inLanguage, test } from './fixtures';
import { main } from './public-helpers';

// Requesting `fake` resets the demo scenario before each test.
test.beforeEach(({ fake }) => void fake);

test.describe('Contact', () => {
  test('each validation message, checked on submit', async ({ page }) => {
    await page.goto('/contact');
    const m = main(page);
    await expect(m.getByText('Please enter your name')).toHaveCount(0);
    await m.getByRole('button', { name: 'Send message' }).click();
    await expect(m.getByText('Please enter your name')).toBeVisible();
    await expect(m.getByText('Please enter your email')).toBeVisible();
    await expect(m.getByText('Please enter your message')).toBeVisible();
    await m.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
    await m.getByRole('button', { name: 'Send message' }).click();
    await expect(m.getByText('Please enter a valid email!')).toBeVisible();
    await m.getByRole('textbox', { name: 'Message' }).fill('   ');
    await m.getByRole('button', { name: 'Send message' }).click();
    await expect(m.getByText('Please enter your message')).toBeVisible();
  });

  test('the messages in Chinese', async ({ page }) => {
    await inLanguage(page, 'cn');
    await page.goto('/contact');
    await main(page).getByRole('button', { name: '提交留言' }).click();
    for (const text of ['请输入您的姓名。', '请输入您的邮箱。', '请输入留言内容。'])
      await expect(main(page).getByText(text)).toBeVisible();
  });

  test('15 rows, at most 2000 characters with a counter', async ({ page }) => {
    await page.goto('/contact');
    const message = main(page).getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveAttribute('rows', '15');
    await expect(message).toHaveAttribute('maxlength', '2000');
    await expect(main(page).getByText('0 / 2000 characters')).toBeVisible();
    await message.fill('Hello there');
    await expect(main(page).getByText('11 / 2000 characters')).toBeVisible();
    await message.fill('x'.repeat(2100));
    await expect(message).toHaveValue('x'.repeat(2000));
    await expect(main(page).getByText('2000 / 2000 characters')).toBeVisible();
  });

  test('a sent message says Success, resets the form and reaches the dashboard', async ({ page, fake, request }) => {
    await page.goto('/contact');
    const m = main(page);
    const text = `Could we get campus access for 120 kinesiology students? (${Date.now()})`;
    await m.getByRole('textbox', { name: 'Name' }).fill('Margaret Liu');
    await m.getByRole('textbox', { name: 'E-mail' }).fill('m.liu@university.example.edu');
    await m.getByRole('textbox', { name: 'Message' }).fill(text);
    await m.getByRole('button', { name: 'Send message' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Success' });
    await expect(toast).toContainText('Your message has been sent');
    await expect(m.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(m.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
    await expect(m.getByRole('textbox', { name: 'Message' })).toHaveValue('');
    const dashboard = await (await request.get(`${fake.url}/__dev`)).text();
    expect(dashboard).toContain('Margaret Liu');
    expect(dashboard).toContain('m.liu@university.example.edu');
    expect(dashboard).toContain(text);
  });

  test('a refused message shows the server message titled Error and keeps the form', async ({ page, fake }) => {
    await page.goto('/contact');
    await fake.dev('POST', '/__dev/faults', {
      path: '/api/common/propose/create',
      code: '1007',
      message: 'Too many messages, please try again later.',
      times: 1,
    });
    const m = main(page);
    await m.getByRole('textbox', { name: 'Name' }).fill('Margaret Liu');
    await m.getByRole('textbox', { name: 'E-mail' }).fill('m.liu@university.example.edu');
    await m.getByRole('textbox', { name: 'Message' }).fill('Hello');
    await m.getByRole('button', { name: 'Send message' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Error' });
    await expect(toast).toContainText('Too many messages, please try again later.');
    await expect(m.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });
});

test.describe('Newsletter', () => {
  const join = async (page: import('@playwright/test').Page, email: string) => {
    await page.goto('/');
    const footer = await footerSettled(page);
    await footer.getByLabel('Name').fill('Jonas Weber');
    await footer.getByLabel('E-mail').fill(email);
    await footer.getByRole('checkbox').check();
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/help-email$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Check your inbox');
  };

  test('join -> mail -> confirm -> success page', async ({ page, fake }) => {
    const email = `reader-${Date.now()}@example.com`;
    await join(page, email);
    const mail = await fake.latestMail(email, 'newsletter');
    expect(mail.link).toBeTruthy();
    await page.goto(mail.link!);
    await expect(page).toHaveURL(/\/help-email-success$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText("You're subscribed");
  });

  test('an expired link lands on the fail page, whose form sends a new one', async ({ page, fake }) => {
    const email = `late-${Date.now()}@example.com`;
    await join(page, email);
    const mail = await fake.latestMail(email, 'newsletter');
    try {
      await fake.dev('POST', '/__dev/clock', { advanceMs: 49 * 3600 * 1000 });
      await page.goto(mail.link!);
      await expect(page).toHaveURL(/\/help-email-fail$/);
      const m = main(page);
      await expect(
        m.getByText(
          'Activation failed! This link has expired. Please resubmit your name and email address on the webpage.',
        ),
      ).toBeVisible();
      await m.getByRole('textbox', { name: 'Name' }).fill('Jonas Weber');
      await m.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await m.getByRole('checkbox').check();
      await m.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page).toHaveURL(/\/help-email$/);
      const again = await fake.latestMail(email, 'newsletter');
      expect(again.link).not.toBe(mail.link);
    } finally {
      await fake.dev('POST', '/__dev/clock', { reset: true });
    }
  });

  test('an unknown link lands on the fail page too', DEEP, async ({ page }) => {
    await page.goto('/api/common/email/confirm?token=not-a-real-token');
    await expect(page).toHaveURL(/\/help-email-fail$/);
  });
});
