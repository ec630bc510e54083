import { type Locator, type Page, expect } from '@playwright/test';

/**
 * Scrolls down a screen at a time, as a reader does, until `target` is on the page: a part below
 * the fold (the home page's latest articles) loads when the reader comes near it
 * (docs/decisions/152), so it is not there to scroll to before.
 */
export async function scrollUntil(page: Page, target: Locator) {
  await expect
    .poll(
      async () => {
        if ((await target.count()) > 0) return true;
        await page.mouse.wheel(0, 800);
        return false;
      },
      { message: 'scrolled down until it came' },
    )
    .toBe(true);
}
