import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeArt } from './index.js';
import { MEDIA_OUT } from './media/index.js';
import { SITE_OUT } from './site/index.js';
import { VIDEO_OUT } from './video.js';
import { companyFiles } from '../../site-build/media-slots.js';

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

const root = process.cwd();
let out: string;
afterAll(() => rm(out, { recursive: true, force: true }));

describe('npm run art', () => {
  it('writes every generated picture exactly as committed, twice the same', async () => {
    out = await mkdtemp(join(tmpdir(), 'art-'));
    const first = writeArt(out);
    expect(first.site).toBeGreaterThan(20);
    expect(first.media).toBeGreaterThan(50);
    let compared = 0;
    for await (const file of files(out)) {
      const rel = relative(out, file);
      expect((await readFile(file)).equals(await readFile(join(root, rel))), rel).toBe(true);
      compared++;
    }
    // Nothing committed in the generated folders lacks its generator, but the company's own pictures.
    const own = companyFiles(root);
    for (const dir of [SITE_OUT, MEDIA_OUT]) {
      for await (const file of files(join(root, dir))) {
        if (own.has(file)) continue;
        const rel = relative(root, file);
        await expect(readFile(join(out, rel)), rel).resolves.toBeTruthy();
      }
    }
    expect(compared).toBe(first.site + first.media + 2);
    expect(writeArt(out)).toEqual(first);
    await expect(readFile(join(out, VIDEO_OUT, 'msk-intro.en.vtt'), 'utf8')).resolves.toMatch(/^WEBVTT/);
  });
});
