import { createServer } from 'node:http';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderedPicture } from '../site-server/share/article.js';
import { drawable, renderArticlePicture, renderWithDeadline, sharePng } from './share-photo.js';

const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
const photo = await readFile('fixtures/assets/blog/hamstring-stretching.svg', 'utf8');

let dist: string;
let origin: string;
/** 200 bytes that keep resvg drawing for minutes. */
const turbulence = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><filter id="f"><feTurbulence baseFrequency="0.01" numOctaves="100000"/></filter><rect width="100%" height="100%" filter="url(#f)"/></svg>`;
const server = createServer((request, response) => {
  const svg = request.url === '/uploads/a.svg' ? photo : request.url === '/uploads/slow.svg' ? turbulence : null;
  if (svg) response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg);
  else response.writeHead(404).end();
});
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'share-photo-'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  server.close();
  await rm(dist, { recursive: true, force: true });
});

describe("an article's SVG photo as a share picture", () => {
  it('is a 1200 x 630 PNG under 300 KB, whatever the drawing is shaped', () => {
    for (const svg of [
      photo,
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 400"><rect width="100" height="400" fill="#0b4f5c"/></svg>',
    ]) {
      const png = sharePng(svg);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(size(png)).toEqual([1200, 630]);
      expect(png.byteLength).toBeLessThan(300 * 1024);
    }
  });

  it('is written once per article and photo, where the share tags name it', async () => {
    expect(await renderArticlePicture('7', '/uploads/a.svg', origin, dist)).toBe(true);
    expect(size(await readFile(join(dist, renderedPicture('7', '/uploads/a.svg'))))).toEqual([1200, 630]);
    expect(renderedPicture('7', '/uploads/b.svg')).not.toBe(renderedPicture('7', '/uploads/a.svg'));
  });

  it('is not drawn for a raster photo or none, and a photo the API cannot give leaves no file and no failure', async () => {
    expect(await renderArticlePicture('8', '/uploads/a.jpg', origin, dist)).toBe(false);
    expect(await renderArticlePicture('9', '/uploads/missing.svg', origin, dist)).toBe(false);
    expect(await renderArticlePicture('10', '/uploads/a.svg', 'http://127.0.0.1:9', dist)).toBe(false);
    expect(await renderArticlePicture('11', null, origin, dist)).toBe(false);
    expect(await renderArticlePicture('12', undefined, origin, dist)).toBe(false);
    expect(await renderArticlePicture('13', '  ', origin, dist)).toBe(false);
    expect((await readdir(join(dist, 'share/articles'))).filter((f) => /^(8|9|10|11|12|13)-/.test(f))).toEqual([]);
  });

  it('is drawn with a deadline: a drawing made to take minutes is stopped, the build goes on without it', async () => {
    const started = Date.now();
    expect(await renderArticlePicture('14', '/uploads/slow.svg', origin, dist, 2000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(4000);
    expect((await readdir(join(dist, 'share/articles'))).filter((f) => f.startsWith('14-'))).toEqual([]);
    // The same renderer draws an honest photo well within it.
    const png = await renderWithDeadline(photo, 10_000);
    expect(size(png!)).toEqual([1200, 630]);
  });

  it('is drawn only from a self-contained, bounded drawing (no file or URL of the build machine)', () => {
    expect(drawable(photo)).toBe(true);
    for (const hostile of [
      '<svg xmlns="http://www.w3.org/2000/svg"><image href="/etc/ssl/private/key.png" width="10" height="10"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><image xlink:href="file:///root/a.png"/></svg>',
      '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(/other.svg#p)" width="1" height="1"/></svg>',
      `<svg xmlns="http://www.w3.org/2000/svg"><desc>${'x'.repeat(2_000_001)}</desc></svg>`,
    ])
      expect(drawable(hostile)).toBe(false);
  });
});
