import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { BRAND } from '../../contract/brand.js';
import { SHARE_FAMILIES, type ShareFamily } from '../../site-server/share/families.js';
import { SHARE_IMAGE } from '../../site-server/share/share-head.js';
import { chromiumLaunch } from '../../tests/setup/chromium.js';
import { withBreakPoints } from './line-breaks.js';
import { C } from './palette.js';

/** Where the share pictures go: served from the site's root as /share/<family>.<language>.jpg. */
export const SHARE_OUT = 'web/public/share';
const MAX_BYTES = 300 * 1024;
/**
 * What each drawn picture was drawn from: a hash of its card (headline, brand, art, look), kept
 * beside the generator. share-stamps.test.ts holds every generated picture to its card, so a
 * headline changed without `npm run art -- --share` fails the check, naming the picture.
 */
export const SHARE_STAMPS = 'packages/art/share-stamps.json';

export const cardStamp = (family: ShareFamily, language: 'en' | 'cn', root: string) =>
  createHash('sha256')
    .update(card(family, language, root))
    .digest('hex')
    .slice(0, 16);

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One card in the site's look: the family's illustration, its headline, the brand. */
export function card(family: ShareFamily, language: 'en' | 'cn', root: string) {
  const { illustration, headline } = SHARE_FAMILIES[family];
  const svg = readFileSync(join(root, 'web/src/assets/illustrations', `${illustration}.svg`), 'base64');
  const logo = readFileSync(join(root, 'web/src/assets/illustrations/logo.svg'), 'base64');
  const font =
    language === 'cn' ? "'Noto Sans CJK SC', 'Noto Sans SC', sans-serif" : "'Noto Sans', 'DejaVu Sans', sans-serif";
  return `<!doctype html><html lang="${language === 'cn' ? 'zh-CN' : 'en'}"><head><meta charset="utf-8"><style>
  html, body { margin: 0; width: ${SHARE_IMAGE.width}px; height: ${SHARE_IMAGE.height}px; overflow: hidden; }
  body { font-family: ${font}; background: linear-gradient(135deg, ${C.deep} 0%, ${C.mid} 55%, ${C.teal} 100%);
    color: ${C.white}; display: grid; grid-template-columns: 560px 1fr; align-items: center; }
  .text { padding: 0 0 0 72px; }
  .brand { display: flex; align-items: center; gap: 14px; font-size: 30px; font-weight: 700; letter-spacing: 0.01em; }
  .brand img { width: 52px; height: 52px; background: ${C.white}; border-radius: 14px; padding: 6px; box-sizing: border-box; }
  h1 { font-size: ${language === 'cn' ? 50 : 56}px; line-height: 1.22; margin: 40px 24px 28px 0; font-weight: 800; text-wrap: balance;
    word-break: keep-all; overflow-wrap: normal; }
  .bar { width: 96px; height: 8px; border-radius: 4px; background: ${C.accent}; }
  .art { height: 100%; display: flex; align-items: center; justify-content: center; background: ${C.bg};
    border-radius: 48px 0 0 48px; margin-left: 24px; }
  .art img { width: 88%; max-height: 86%; object-fit: contain; }
  </style></head><body><div class="text"><div class="brand"><img alt="" src="data:image/svg+xml;base64,${logo}">${escape(BRAND[language])}</div>
  <h1>${escape(withBreakPoints(headline[language], language))}</h1><div class="bar"></div></div>
  <div class="art"><img alt="" src="data:image/svg+xml;base64,${svg}"></div></body></html>`;
}

/** npm run art -- --share: every family in both languages, as JPEG under 300 KB (needs Chromium). */
export async function writeSharePictures(root: string) {
  const out = join(root, SHARE_OUT);
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch(chromiumLaunch);
  try {
    const page = await browser.newPage({ viewport: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height } });
    const written: string[] = [];
    const stamps: Record<string, string> = {};
    for (const family of Object.keys(SHARE_FAMILIES) as ShareFamily[]) {
      for (const language of ['en', 'cn'] as const) {
        await page.setContent(card(family, language, root), { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        const file = join(out, `${family}.${language}.jpg`);
        await page.screenshot({ path: file, type: 'jpeg', quality: 84 });
        if (statSync(file).size > MAX_BYTES) throw new Error(`${file} is over ${MAX_BYTES} bytes`);
        written.push(file);
        stamps[`${SHARE_OUT}/${family}.${language}.jpg`] = cardStamp(family, language, root);
      }
    }
    writeFileSync(join(root, SHARE_STAMPS), `${JSON.stringify(stamps, null, 2)}\n`);
    return written;
  } finally {
    await browser.close();
  }
}
