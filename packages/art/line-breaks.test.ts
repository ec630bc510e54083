import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARE_FAMILIES, type ShareFamily } from '../../site-server/share/families.js';
import { SHARE_IMAGE } from '../../site-server/share/share-head.js';
import { suiteChromiumLaunch } from '../../tests/setup/chromium.js';
import { unbreakablePieces } from './line-breaks.js';
import { card } from './share.js';

/**
 * Text drawn into a picture never breaks inside a word, in either language (docs/decisions/139):
 * the share pictures' headlines, cut as the picture cuts them, and then as Chromium lays them out.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const wordEdges = (text: string) => new Set([...segmenter.segment(text)].map((s) => s.index).concat(text.length));
const edgesOf = (pieces: string[]) => pieces.slice(0, -1).map((_, i) => pieces.slice(0, i + 1).join('').length);
const families = Object.keys(SHARE_FAMILIES) as ShareFamily[];

describe('where a Chinese headline may break', () => {
  it.each(families)('%s: only between words, never before a mark, never leaving one character alone', (family) => {
    const text = SHARE_FAMILIES[family].headline.cn;
    const pieces = unbreakablePieces(text);
    expect(pieces.join('')).toBe(text);
    const words = wordEdges(text);
    for (const edge of edgesOf(pieces)) expect(words.has(edge), `${text} at ${edge}`).toBe(true);
    for (const piece of pieces) {
      expect(piece, text).not.toMatch(/^[\s，。、：；！？）》”]/u);
      expect([...piece.trim()].length, `${text}: “${piece}”`).toBeGreaterThan(1);
    }
  });

  it.each([
    ['看清每一块肌肉如何工作', '肌肉'],
    ['用于教学与实践的 3D 解剖', '实践'],
    ['适合教练、治疗师与学生的订阅方案', '治疗师'],
    ['适合教练、治疗师与学生的订阅方案', '订阅方案'],
    ['肌肉与运动：3D 看懂每块肌肉', '肌肉与运动'],
    ['教学和临床都好用的 3D 解剖', '好用'],
  ])('%s keeps %s whole', (text, word) => {
    expect(unbreakablePieces(text).some((p) => p.includes(word))).toBe(true);
  });
});

describe('the share pictures as Chromium lays them out', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(suiteChromiumLaunch);
  });
  afterAll(() => browser?.close());

  /** The headline's lines, read from where each character sits. */
  async function lines(family: ShareFamily, language: 'en' | 'cn') {
    const page = await browser.newPage({ viewport: { width: SHARE_IMAGE.width, height: SHARE_IMAGE.height } });
    try {
      await page.setContent(card(family, language, process.cwd()), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      return await page.evaluate(() => {
        const text = document.querySelector('h1')!.firstChild as Text;
        const out: Array<{ top: number; text: string }> = [];
        for (let i = 0; i < text.length; i++) {
          const range = document.createRange();
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          const rect = range.getClientRects()[0];
          const char = text.data[i]!;
          if (!rect || char === '\u200b') continue;
          const line = out.find((l) => Math.abs(l.top - rect.top) < 4);
          if (line) line.text += char;
          else out.push({ top: rect.top, text: char });
        }
        return out.map((l) => l.text);
      });
    } finally {
      await page.close();
    }
  }

  it.each(families)('%s: every line ends between two words', async (family) => {
    for (const language of ['en', 'cn'] as const) {
      const headline = SHARE_FAMILIES[family].headline[language];
      const drawn = await lines(family, language);
      expect(drawn.join('').replace(/\s/g, ''), `${family}.${language}`).toBe(headline.replace(/\s/g, ''));
      const allowed =
        language === 'cn'
          ? new Set(edgesOf(unbreakablePieces(headline)).map((e) => headline.slice(0, e).replace(/\s/g, '').length))
          : new Set(headline.split(' ').map((_, i, words) => words.slice(0, i + 1).join('').length));
      let at = 0;
      for (const line of drawn.slice(0, -1)) {
        at += line.replace(/\s/g, '').length;
        expect(allowed.has(at), `${family}.${language}: ${drawn.join(' | ')}`).toBe(true);
      }
    }
  });
});
