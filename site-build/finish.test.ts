import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The build's compressed twins are the ones a server reads: brotli and gzip for the files served
 * as files (scripts, styles, help documents); only gzip for the pages and the shell, which
 * `npm run serve` compresses per response and nginx serves through gzip_static.
 */
const TEXT = `<!doctype html><html><head><meta charset="UTF-8"></head><body>${'<p>Muscles and movement.</p>'.repeat(200)}</body></html>`;
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'finish-'));
  for (const file of ['index.html', 'index.cn.html', 'spa.html', 'about/index.cn.html', 'help/terms.html'])
    await mkdir(join(dir, file, '..'), { recursive: true }).then(() => writeFile(join(dir, file), TEXT));
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'assets', 'app-1a2b.js'), `export const words = ${JSON.stringify(TEXT)};`);
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'site-build/finish.ts'], {
    env: { ...process.env, WEB_OUT_DIR: dir, PREVIEW_BUILD: 'on' },
  });
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the compressed twins of a build (site-build/finish.ts)', () => {
  it.each(['assets/app-1a2b.js', 'help/terms.html'])('%s, served as a file: brotli and gzip', (file) => {
    expect(existsSync(join(dir, `${file}.br`))).toBe(true);
    expect(existsSync(join(dir, `${file}.gz`))).toBe(true);
  });

  it.each(['index.html', 'index.cn.html', 'spa.html', 'about/index.cn.html'])(
    '%s, a page or the shell: gzip for nginx, no brotli twin nothing reads',
    (file) => {
      expect(existsSync(join(dir, `${file}.gz`))).toBe(true);
      expect(existsSync(join(dir, `${file}.br`))).toBe(false);
    },
  );
});
