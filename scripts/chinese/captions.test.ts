import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Captions a patient can read (docs/decisions/139): every cue of every caption file at most 9
 * characters a second in Chinese (17 in English), a Chinese cue at most two lines of 16 characters
 * and without the sentence's closing 。, and the captions saying what the transcript beside the
 * video says. A failure names the file, the cue and the fix.
 */
const MEDIA = 'web/public/media';
const LIMITS = { cn: { perSecond: 9, length: 32 }, en: { perSecond: 17, length: 90 } } as const;

type Cue = { n: string; from: number; to: number; text: string };
const seconds = (stamp: string) => stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);

function parseVtt(source: string): Cue[] {
  return source
    .trim()
    .split(/\n{2,}/)
    .slice(1)
    .map((block) => {
      const [n = '', time = '', ...lines] = block.split('\n');
      const [from = '', to = ''] = time.split(' --> ');
      return { n, from: seconds(from), to: seconds(to), text: lines.join('\n') };
    });
}

/** What a reader reads: every character but spaces (CJK practice counts marks too). */
const readLength = (text: string) => text.replace(/\s/g, '').length;

const files = readdirSync(MEDIA).filter((f) => /\.(en|cn)\.vtt$/.test(f));

describe('the captions', () => {
  it('are there to check, in both languages', () => {
    expect(files.some((f) => f.endsWith('.cn.vtt')) && files.some((f) => f.endsWith('.en.vtt'))).toBe(true);
  });

  it.each(files)('%s: every cue can be read in the time it shows', (file) => {
    const language = file.endsWith('.cn.vtt') ? 'cn' : 'en';
    const limit = LIMITS[language];
    const problems: string[] = [];
    for (const cue of parseVtt(readFileSync(`${MEDIA}/${file}`, 'utf8'))) {
      const duration = cue.to - cue.from;
      const length = readLength(cue.text);
      const rate = length / duration;
      const where = `${MEDIA}/${file} cue ${cue.n} (“${cue.text}”)`;
      if (rate > limit.perSecond)
        problems.push(
          `${where}: ${rate.toFixed(1)} characters a second, over ${limit.perSecond}; fix: give it ${(length / limit.perSecond).toFixed(1)} s or split it (packages/art/scenes/knee-video.ts, npm run art -- --video)`,
        );
      if (length > limit.length)
        problems.push(`${where}: ${length} characters, over ${limit.length}; fix: split it into two cues`);
      if (language === 'cn' && /。$/.test(cue.text))
        problems.push(`${where}: ends in 。; fix: a Chinese cue is a phrase, without the closing mark`);
    }
    expect(problems, `\n${problems.join('\n')}\n`).toEqual([]);
  });

  it.each(['en', 'cn'] as const)('say what the transcript beside the video says (%s)', (language) => {
    const cues = parseVtt(readFileSync(`${MEDIA}/msk-intro.${language}.vtt`, 'utf8'));
    const products = JSON.parse(readFileSync(`web/src/locales/${language}/products.json`, 'utf8')) as {
      msk: { transcript: Record<string, string> };
    };
    const words = (text: string) => text.replace(/[\s\p{P}]/gu, '');
    expect(words(cues.map((c) => c.text).join(''))).toBe(words(Object.values(products.msk.transcript).join('')));
  });
});
