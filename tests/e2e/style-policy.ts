import { type Page, expect } from '@playwright/test';

/**
 * The site's policy allows no <style> element but the build's own, by hash (issue 58,
 * docs/decisions/162). A page whose own styles it refused says so on the console and shows
 * unstyled (the body keeps the browser's 8 px margin, which the site's styles take away): each
 * visit of a sweep checks both, at no cost of its own.
 */
export function watchStylePolicy(page: Page) {
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refusals.push(`${page.url()}: ${message.text()}`);
  });
  return {
    refusals,
    async expectStyled(what: string) {
      expect(await page.evaluate(() => getComputedStyle(document.body).margin), `${what}: styled`).toBe('0px');
    },
  };
}
