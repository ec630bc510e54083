import type { Page } from '@playwright/test';
import { expect, shot } from './fixtures';

export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 375, height: 812 };

/** Loads every lazy image and waits until all images have settled (loaded or failed): one still loading after 8 s fails expectTidy. */
export async function settle(page: Page) {
  // A page that keeps a stream open (the product frame's stand-in plays its clip) may never be
  // idle: after 10 s the images below are checked one by one instead (seen once in CI: 150 s).
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch((error: Error) => {
    if (error.name !== 'TimeoutError') throw error;
  });
  await page.evaluate(async () => {
    document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => {
      img.loading = 'eager';
    });
    const settled = (img: HTMLImageElement) =>
      img.complete
        ? null
        : new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
          });
    await Promise.race([
      Promise.all([...document.images].map(settled)),
      new Promise((resolve) => setTimeout(resolve, 8000)),
    ]);
  });
}

/** No sideways scroll and no broken image (hidden, sanitised-away ones aside). */
export async function expectTidy(page: Page, label: string) {
  await settle(page);
  const { scrollWidth, innerWidth, broken } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    broken: [...document.images]
      .filter((img) => !img.complete || (img.naturalWidth === 0 && !img.dataset.broken))
      .map((img) => (img.complete ? img.src : `${img.src} (still loading)`)),
  }));
  expect(scrollWidth, `${label}: sideways scroll`).toBeLessThanOrEqual(innerWidth);
  expect(broken, `${label}: broken or unfinished images`).toEqual([]);
}

/** The page at both widths: tidy at each, and a screenshot of each when SCREENSHOTS=1. */
export async function atBothWidths(page: Page, name: string, language: 'en' | 'cn', before?: () => Promise<void>) {
  for (const [size, viewport] of [
    ['1440', DESKTOP],
    ['375', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    if (before) await before();
    await expectTidy(page, `${name} ${language} ${size}`);
    await shot(page, `${name}-${language}-${size}`);
  }
  await page.setViewportSize(DESKTOP);
}

/** The main landmark, where each page's own content lives (the footer has forms and links too). */
export const main = (page: Page) => page.getByRole('main');
