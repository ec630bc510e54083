import { deepUnless, expect, inLanguage, test } from './fixtures';
import { DESKTOP, PHONE, settle } from './public-helpers';

/**
 * Screens that must not drift, compared with their baselines (tests/e2e/visual.spec.ts-snapshots):
 * the first screen of a few key pages at a phone's and a desktop's width. The pages hold nothing
 * that changes with the date or the data. After an intended change of the look, renew them with
 * `npx playwright test tests/e2e/visual.spec.ts --update-snapshots` and look at each picture.
 */
const SCREENS = [
  { name: 'home-en', path: '/', language: 'en' },
  { name: 'home-cn', path: '/', language: 'cn' },
  { name: 'pricing-en', path: '/pricing', language: 'en' },
  { name: 'login-en', path: '/login', language: 'en' },
  { name: 'about-en', path: '/about', language: 'en' },
] as const;

for (const { name, path, language } of SCREENS) {
  for (const [width, viewport] of [
    [375, PHONE],
    [1440, DESKTOP],
  ] as const) {
    test(`${name} at ${width} px looks as it did`, deepUnless(name.startsWith('home-')), async ({ page }) => {
      await inLanguage(page, language);
      await page.setViewportSize(viewport);
      await page.goto(path);
      await settle(page);
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      await expect(page).toHaveScreenshot(`${name}-${width}.png`, {
        animations: 'disabled',
        caret: 'hide',
        scale: 'css',
        // Anti-aliasing may differ by a pixel here and there; a moved or missing block does not pass.
        maxDiffPixelRatio: 0.002,
      });
    });
  }
}
