import type { Locator, Page } from '@playwright/test';
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

/** The boxes' tops grouped into rows (a row: tops within 4 px), as counts, top to bottom. */
export async function rowsOf(boxes: Locator): Promise<number[]> {
  const tops = (await boxes.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top))).sort(
    (a, b) => a - b,
  );
  const rows: number[][] = [];
  for (const top of tops) {
    const row = rows.at(-1);
    if (row && top - row[0]! <= 4) row.push(top);
    else rows.push([top]);
  }
  return rows.map((row) => row.length);
}

/**
 * Cards side by side line up: within each row of cards, each of these parts (a title, a button)
 * starts at the same height. Answers the rows where one does not.
 */
export async function misalignedRows(cards: Locator, part: (card: Locator) => Locator): Promise<string[]> {
  const boxes = [];
  for (const card of await cards.all())
    boxes.push({ card: (await card.boundingBox())!, part: (await part(card).first().boundingBox())! });
  const problems: string[] = [];
  for (const a of boxes)
    for (const b of boxes)
      if (a !== b && Math.abs(a.card.y - b.card.y) <= 4 && Math.abs(a.part.y - b.part.y) > 2)
        problems.push(`cards at ${Math.round(a.card.y)}: parts at ${Math.round(a.part.y)} and ${Math.round(b.part.y)}`);
  return problems;
}

/**
 * A picture meant to stand on the page's own background has no box of its own: its corners are
 * transparent (the art's backdrop fades out before its edges).
 */
export async function cornersOf(img: Locator): Promise<number[]> {
  return img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(el, 0, 0);
    const alpha = (x: number, y: number) => context.getImageData(x, y, 1, 1).data[3]!;
    const [w, h] = [canvas.width - 2, canvas.height - 2];
    return [alpha(1, 1), alpha(w, 1), alpha(1, h), alpha(w, h)];
  });
}

/** The texts inside an element that a box cuts at its side (an ellipsis, a hidden overflow). */
export const clippedText = (element: Locator): Promise<string[]> =>
  element.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
      .map((el) => el.textContent ?? ''),
  );
