import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHARE_FAMILIES } from './families.js';

/*
 * The home page's share picture and its alt text carry the page's headline: the site server needs
 * it without the web's texts, so it is written twice, and held equal here (a headline change that
 * leaves the share card behind fails; then `npm run art -- --share` redraws the picture).
 */
describe("the home page's share headline", () => {
  it.each(['en', 'cn'] as const)('is the headline the home page shows (%s)', (language) => {
    const home = JSON.parse(readFileSync(`web/src/locales/${language}/home.json`, 'utf8')) as {
      hero: { title: string };
    };
    // The page's text carries zero-width break hints for the browser; the card places its own.
    expect(SHARE_FAMILIES.home.headline[language]).toBe(home.hero.title.replaceAll('\u200b', ''));
  });
});
