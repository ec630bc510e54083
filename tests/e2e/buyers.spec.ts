import type { Page } from '@playwright/test';
import { expect, inLanguage, test } from './fixtures';
import { DESKTOP, PHONE, atBothWidths, main } from './public-helpers';

// Requesting `fake` resets the demo scenario before each test.
test.beforeEach(({ fake }) => void fake);

/** A date a few months ahead, as a date input takes it. */
const startDate = () => new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);

async function fillQuote(page: Page, labels: Record<string, string>, choices: string[]) {
  const m = main(page);
  for (const [label, value] of Object.entries(labels))
    await m.getByRole('textbox', { name: label, exact: true }).fill(value);
  for (const choice of choices) await m.getByRole('radio', { name: choice, exact: true }).check();
}

test.describe("an institution's quote request (issue 60)", () => {
  test('from Pricing: every field checked in the reader’s words, sent as one message the inbox reads, its own confirmation', async ({
    page,
    fake,
    request,
  }) => {
    await page.goto('/pricing');
    await main(page).getByRole('link', { name: 'Request a quote' }).click();
    await expect(page).toHaveURL(/\/quote-request$/);
    const m = main(page);
    await expect(m.getByRole('heading', { level: 1 })).toHaveText('Request a quote');
    await m.getByRole('button', { name: 'Send the request' }).click();
    for (const message of [
      'Please enter the name of your institution.',
      'Please choose the kind of institution.',
      'Please enter the number of users as a whole number.',
      'Please choose a start date.',
      'Please choose the invoice you need.',
      'Please enter your email',
    ])
      await expect(m.getByText(message)).toBeVisible();
    // What the seller can truly issue: no Chinese VAT invoice offered.
    await expect(m.getByRole('radio')).toHaveCount(4 + 3 + 3);
    await expect(m.getByText(/not a Chinese VAT invoice \(fapiao\)/)).toBeVisible();

    const stamp = Date.now();
    await fillQuote(
      page,
      {
        Institution: `Northbridge University ${stamp}`,
        'Country or region': 'United Kingdom',
        City: 'Leeds',
        'Department or course': 'School of Sport Science, functional anatomy',
        'Number of users': '0',
        'Start date': startDate(),
        'Contact person': 'Margaret Liu',
        'E-mail': 'm.liu@northbridge.example.ac.uk',
        'Telephone (optional)': '+44 113 496 0000',
      },
      [
        'University or college',
        'Bank transfer, under a quote and a purchase contract',
        "An invoice in the institution's name and address",
      ],
    );
    await m.getByRole('button', { name: 'Send the request' }).click();
    await expect(m.getByText('Please enter a realistic number of users (at least one).')).toBeVisible();
    await m.getByRole('textbox', { name: 'Number of users', exact: true }).fill('120');
    await m.getByRole('button', { name: 'Send the request' }).click();

    const confirmation = m.getByRole('status').filter({ hasText: 'Thank you: your request has reached us' });
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText('m.liu@northbridge.example.ac.uk');
    await expect(confirmation).toContainText('120');
    await expect(confirmation).toBeFocused();

    // The company's inbox (the fake server's dashboard): one contact message, the gist first.
    const inbox = await (await request.get(`${fake.url}/__dev`)).text();
    expect(inbox).toContain('QUOTE REQUEST / 机构报价申请');
    expect(inbox).toContain(`Northbridge University ${stamp} · University / 高校 · 120 seats / 人`);
    expect(inbox).toContain('Payment / 付款方式: Bank transfer under a contract / 签约后对公转账');
    expect(inbox).toContain('Contact / 联系人: Margaret Liu, m.liu@northbridge.example.ac.uk, +44 113 496 0000');

    // The same path from the other pricing page, University and Contact.
    for (const [path, name] of [
      ['/pricing/patient-education', 'Request a quote'],
      ['/university', 'Request a campus quote'],
      ['/contact', 'Request a quote'],
    ] as const) {
      await page.goto(path);
      await expect(main(page).getByRole('link', { name }).first()).toHaveAttribute('href', '/quote-request');
    }
  });

  test('in Chinese: the messages in Chinese, and no WeChat code the settings do not name', async ({ page }) => {
    await inLanguage(page, 'cn');
    await page.goto('/quote-request');
    const m = main(page);
    await m.getByRole('button', { name: '提交报价申请' }).click();
    for (const message of ['请输入单位名称。', '请选择单位类型。', '请选择付款方式。', '请输入您的邮箱。'])
      await expect(m.getByText(message)).toBeVisible();
    await expect(m.getByText('不是中国大陆增值税发票', { exact: false })).toBeVisible();
    await expect(m.getByRole('img', { name: /微信/ })).toHaveCount(0);
    await atBothWidths(page, 'quote-request', 'cn');
  });
});

test.describe('the home page on a phone (issue 60)', () => {
  test('the primary action stays in reach once the hero has gone, moving nothing; figures whole; short feature cards', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }).observe({ type: 'layout-shift' });
    });
    const header = page.getByRole('banner');
    const headerAction = header.getByRole('link', { name: 'Start for free' });
    const height = (await header.boundingBox())!.height;
    await expect(headerAction).toBeHidden();

    // Past the hero's buttons: the action is in the header, which keeps its height and covers nothing new.
    const features = main(page).getByRole('heading', { name: 'Four ways to see the body move' });
    await features.scrollIntoViewIfNeeded();
    await expect(headerAction).toBeVisible();
    await expect(headerAction).toHaveAttribute('href', '/muscle-and-movement');
    expect((await header.boundingBox())!.height).toBe(height);
    // Back at the closing band, whose own button is on screen: the header's goes.
    await main(page).getByRole('heading', { name: 'Start learning in 3D today' }).scrollIntoViewIfNeeded();
    await expect(headerAction).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);

    // Each figure on one line ("2,000+" never "2,000 / +").
    const figures = main(page).getByRole('region', { name: 'The apps in numbers' }).getByRole('definition');
    await expect(figures).toHaveCount(5);
    for (const figure of await figures.all()) {
      const lines = await figure.evaluate((dd) => {
        const range = document.createRange();
        range.selectNodeContents(dd);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, (await figure.textContent())!).toBe(1);
    }
    // The four feature cards: picture beside words, each well under a screen's third.
    for (const card of await main(page).locator('#features article').all())
      expect((await card.boundingBox())!.height).toBeLessThan(260);
  });
});

test('Download on a desktop: a QR code per store link, with the link in words; none on a phone', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/download');
  const codes = main(page).getByRole('img', { name: /^QR code for/ });
  await expect(codes).toHaveCount(2);
  await expect(codes.first()).toBeVisible();
  await expect(codes.first()).toHaveAttribute(
    'alt',
    /https:\/\/play\.google\.com\/store\/search\?q=MotionAtlas&c=apps$/,
  );
  await page.setViewportSize(PHONE);
  await expect(codes.first()).toBeHidden();
});
