import type { Locator, Page } from '@playwright/test';
import { deepUnless, expect, inLanguage, test } from './fixtures';
import { DESKTOP, PHONE, main } from './public-helpers';
import { scrollUntil } from '../setup/scroll-until';

/**
 * Requirements R2, "Scrolling restores the saved position or goes to the top" (issue 54): Back
 * returns to where the reader was, also on a page whose content arrives after it is shown again,
 * and a new page starts at the top. The header's top bar hides without moving what is read.
 */

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** Two frames: the page has seen the scroll and answered it. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Brings the link to the middle of the screen, as a reader scrolls to it, and answers where the page
 * is (the home page's latest articles come as the reader scrolls down to them).
 */
async function scrollTo(page: Page, link: Locator) {
  await scrollUntil(page, link);
  await link.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await frames(page);
  return scrollY(page);
}

const CASES = [
  {
    path: '/blog',
    // The seventh article, far down the list; its list answers slowly when it is shown again.
    link: (page: Page) => main(page).getByRole('article').nth(6).getByRole('link'),
    slow: '/api/information/list',
  },
  {
    path: '/',
    // The home page's latest articles, at its end.
    link: (page: Page) => main(page).getByRole('article').last().getByRole('link'),
    slow: '/api/information/list',
  },
  {
    path: '/university',
    // The last link of the page's own content.
    link: (page: Page) => main(page).getByRole('link').last(),
    slow: null,
  },
] as const;

for (const [language, viewport] of [
  ['en', DESKTOP],
  ['cn', PHONE],
] as const) {
  test(
    `Back returns to the place on the blog list, home and university; a new page starts at the top (${language}, ${viewport.width} px)`,
    deepUnless(language === 'en'),
    async ({ page, fake }) => {
      await inLanguage(page, language);
      await page.setViewportSize(viewport);
      for (const { path, link, slow } of CASES) {
        await page.goto(path);
        const target = link(page);
        const before = await scrollTo(page, target);
        expect(before, `${path} is scrolled well down`).toBeGreaterThan(800);
        const where = (await target.boundingBox())!.y;
        await target.click();
        await expect(page).not.toHaveURL(new RegExp(`${path === '/' ? '/$' : path}$`));
        await expect(main(page).getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect.poll(() => scrollY(page), `${page.url()} opens at its top`).toBe(0);
        if (slow) await fake.dev('POST', '/__dev/faults', { path: slow, delayMs: 1200, times: 1 });
        await page.goBack();
        await expect(target).toBeVisible({ timeout: 15_000 });
        await expect
          .poll(async () => Math.abs((await scrollY(page)) - before), `${path}: back at ${before} px`)
          .toBeLessThanOrEqual(2);
        // Where the reader left it on the screen, and still there once everything has settled.
        await page.waitForLoadState('networkidle');
        expect(Math.abs((await target.boundingBox())!.y - where), `${path}: the link where it was`).toBeLessThanOrEqual(
          2,
        );
      }
    },
  );
}

for (const [language, viewport] of [
  ['en', DESKTOP],
  ['cn', DESKTOP],
  ['en', PHONE],
  ['cn', PHONE],
] as const) {
  // The gate: English on a desktop and Chinese on a phone; the deep run the other two.
  test(
    `the top bar goes without moving the page, and stays gone past 40 px (${language}, ${viewport.width} px)`,
    deepUnless(language === 'cn' && viewport === PHONE),
    async ({ page }) => {
      await inLanguage(page, language);
      await page.setViewportSize(viewport);
      await page.goto('/university');
      const heading = main(page).getByRole('heading', { level: 1 });
      const topBarLink = page
        .getByRole('banner')
        .getByRole('link', { name: language === 'en' ? 'App Download' : 'App 下载' });
      const positions: number[] = [];
      const shown: boolean[] = [];
      for (let y = 0; y <= 120; y += 4) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
        await frames(page);
        // Where the heading is in the document: the screen position plus the scroll.
        positions.push(
          await heading.evaluate((h) => Math.round((h.getBoundingClientRect().top + window.scrollY) * 2) / 2),
        );
        shown.push(await topBarLink.isVisible());
      }
      expect(new Set(positions), 'the heading never moves in the page').toEqual(new Set([positions[0]]));
      // Shown while the bar is on the screen (desktops), then hidden for good: no flicker.
      expect(shown.at(-1), 'hidden past 40 px').toBe(false);
      const flips = shown.filter((s, i) => i > 0 && s !== shown[i - 1]).length;
      expect(flips, 'the bar hides once and stays hidden').toBeLessThanOrEqual(1);
      if (viewport === DESKTOP) expect(shown[0], 'shown at the top of the page').toBe(true);
    },
  );
}
