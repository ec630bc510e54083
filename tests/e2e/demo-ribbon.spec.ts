import type { Locator, Page } from '@playwright/test';
import { DEEP, deepUnless, expect, test } from './fixtures';

/**
 * The demo ribbon (issue 26): in the page's flow, it never covers a control at any width or
 * scroll position; it folds away and stays folded; it links to the dev dashboard and says once
 * when an expired demo was replaced.
 */
const ribbon = (page: Page) => page.getByRole('complementary', { name: /^(Demo data from the fake server|演示数据)/ });

/** The control is what a tap at its centre reaches, scrolled to the bottom edge of the screen too. */
async function expectUncovered(page: Page, control: Locator, what: string) {
  await control.scrollIntoViewIfNeeded();
  for (const edge of ['center', 'bottom'] as const) {
    if (edge === 'bottom')
      await control.evaluate((el) => {
        const box = el.getBoundingClientRect();
        window.scrollBy(0, box.bottom - window.innerHeight + 2);
      });
    const reached = await control.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!hit && (el === hit || el.contains(hit));
    });
    expect(reached, `${what} (${edge} of the screen)`).toBe(true);
  }
}

for (const width of [375, 1440]) {
  test(
    `covers no control at ${width} px: plans, PayPal, the Android tile, the legal note`,
    deepUnless(width === 1440),
    async ({ page }) => {
      await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
      for (const path of ['/pricing', '/pricing/patient-education']) {
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(ribbon(page)).toBeVisible();
        await expectUncovered(
          page,
          main.getByRole('button', { name: /Subscribe now/ }).last(),
          `${path} Subscribe now`,
        );
        await expectUncovered(page, main.getByRole('button', { name: /PayPal/ }).last(), `${path} PayPal`);
      }
      await page.goto('/download');
      await expectUncovered(
        page,
        page
          .getByRole('main')
          .getByRole('link', { name: /Google Play/ })
          .last(),
        'Android tile',
      );
      await page.goto('/register');
      await expectUncovered(
        page,
        page
          .getByRole('main')
          .getByRole('link', { name: /Terms of Use/ })
          .last(),
        'the legal note on Register',
      );
    },
  );
}

test('folds away, stays folded on the next page, and opens again', DEEP, async ({ page }) => {
  await page.goto('/');
  await expect(ribbon(page).getByRole('link', { name: 'Dev dashboard' })).toHaveAttribute('href', '/__dev');
  await ribbon(page).getByRole('button', { name: 'Hide' }).click();
  await expect(ribbon(page).getByRole('link', { name: 'Dev dashboard' })).toHaveCount(0);
  await page.goto('/pricing');
  const show = ribbon(page).getByRole('button', { name: 'Demo' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  await expect(ribbon(page).getByRole('link', { name: 'Dev dashboard' })).toBeVisible();
});

test('says once, in the language of the page, that an expired demo was replaced', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'ma_sandbox_notice', value: 'expired', url: baseURL! }]);
  await page.goto('/?lang=cn');
  await expect(ribbon(page).getByRole('status')).toHaveText('您之前的演示已过期，已为您新建一个演示。');
  await page.goto('/');
  await expect(ribbon(page).getByRole('status')).toHaveCount(0);
});
