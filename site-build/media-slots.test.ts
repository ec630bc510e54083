import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mediaFacts } from './media-files.js';
import { type MediaSlot, companyFiles, mediaProblems, mediaSlots, readSlots } from './media-slots.js';

const repository = join(import.meta.dirname, '..');

/** The first bytes of a PNG (signature and IHDR) and of a baseline JPEG (SOI, SOF0): what the check reads. */
function png(width: number, height: number) {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(bytes);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}
function jpg(width: number, height: number) {
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  bytes.writeUInt16BE(height, 7);
  bytes.writeUInt16BE(width, 9);
  return bytes;
}
const svg = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"></svg>`;

const SLOTS: MediaSlot[] = [
  {
    name: 'hero',
    file: 'art/hero.svg',
    accepts: ['svg', 'webp', 'png', 'jpg'],
    size: [1200, 800],
    shows: 'Home',
    languages: 'both',
    origin: 'generated',
  },
  {
    name: 'share',
    file: 'share/*.{lang}.jpg',
    accepts: ['jpg'],
    size: [1200, 630],
    exact: true,
    shows: 'link previews',
    languages: 'each',
    origin: 'generated',
  },
];

let root = '';
const put = (file: string, content: string | Buffer) => {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), content);
};
function world() {
  root = mkdtempSync(join(tmpdir(), 'media-'));
  put('web/media.json', JSON.stringify({ slots: SLOTS }));
  put('art/hero.svg', svg(1200, 800));
  for (const language of ['en', 'cn']) put(`share/home.${language}.jpg`, jpg(1200, 630));
}
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the media manifest (web/media.json)', () => {
  it('holds every picture, clip and share image of the repository, each of its format and size', () => {
    expect(mediaProblems(repository)).toEqual([]);
  });

  it('is documented: docs/media.md names every slot', () => {
    const docs = readFileSync(join(repository, 'docs/media.md'), 'utf8');
    for (const slot of readSlots(repository)) expect(docs, slot.name).toContain(`| \`${slot.file}\` |`);
  });

  it('reads the real files: the clip, its poster and a share picture', () => {
    const facts = (file: string) => mediaFacts(readFileSync(join(repository, file)));
    expect(facts('web/public/media/msk-intro.webm')).toEqual({ format: 'webm', width: 1280, height: 720 });
    expect(facts('web/public/media/msk-intro-poster.jpg')).toEqual({ format: 'jpg', width: 1280, height: 720 });
    expect(facts('web/public/share/home.en.jpg')).toEqual({ format: 'jpg', width: 1200, height: 630 });
  });

  it('takes a raster of the right shape dropped beside a generated picture, and the build imports it instead', () => {
    world();
    put('art/hero.png', png(2400, 1600));
    expect(mediaProblems(root)).toEqual([]);
    const plugin = mediaSlots(root);
    const resolveId = plugin.resolveId as (source: string, importer: string) => string | null;
    expect(resolveId('./art/hero.svg', join(root, 'page.tsx'))).toBe(join(root, 'art/hero.png'));
    expect([...companyFiles(root)]).toEqual([join(root, 'art/hero.png')]);
  });

  it('catches a dropped file of the wrong size, shape or format, a second picture for one place, and a stray file', () => {
    world();
    put('art/hero.png', png(1200, 800));
    put('art/hero.jpg', jpg(1200, 800));
    put('share/home.cn.jpg', jpg(1200, 600));
    put('share/home.en.jpg', jpg(2400, 1260));
    put('share/stray.png', png(10, 10));
    expect(mediaProblems(root)).toEqual([
      'art/hero.png and art/hero.jpg: two pictures for one place',
      'share/home.en.jpg: 2400 x 1260, where "share" must be exactly 1200 x 630',
      'share/home.cn.jpg: 1200 x 600, where "share" is 1200 x 630 (a different shape would be cut or squeezed)',
      'share/stray.png: in no slot of web/media.json',
    ]);
  });

  it('catches a raster smaller than its place, and bytes that are not what the name says', () => {
    world();
    put('art/hero.webp', png(600, 400));
    expect(mediaProblems(root)).toEqual(['art/hero.webp: its bytes are png, its name says webp']);
    rmSync(join(root, 'art/hero.webp'));
    put('art/hero.png', png(600, 400));
    expect(mediaProblems(root)).toEqual(['art/hero.png: 600 x 400, smaller than "hero"\'s 1200 x 800']);
  });
});
