import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSiteServer } from '../../site-server/server.js';
import { plainHost, within } from '../../site-server/site.js';
import { rawRequest } from '../setup/raw-request.js';

/**
 * Red team, part 3 (docs/records/2026-11-28-red-team-rounds.md, "Third round"): the site server
 * (`npm run serve`, and the demo through the same code) stays in its root, never writes the Host header into a page as the
 * client sent it, and serves page files only through the page route.
 */
let dir: string;
let root: string;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'site-root-'));
  root = join(dir, 'dist');
  // A build, and the siblings whose names start with the root's (an old build, a backup).
  for (const sibling of ['dist-old', 'dist.bak']) {
    await mkdir(join(dir, sibling, 'secret'), { recursive: true });
    await writeFile(join(dir, sibling, 'secret', 'index.html'), `<p>SECRET of ${sibling}</p>`);
  }
  await mkdir(join(root, '.deploy'), { recursive: true });
  await mkdir(join(root, 'about'), { recursive: true });
  await writeFile(join(root, '.deploy', 'headers.json'), JSON.stringify({ 'x-frame-options': 'SAMEORIGIN' }));
  await writeFile(
    join(root, 'index.html'),
    '<html lang="en"><link rel="canonical" href="__SITE_ORIGIN__/"><div id="root"></div></html>',
  );
  await writeFile(join(root, 'index.html.br'), 'brotli bytes');
  await writeFile(join(root, 'index.html.gz'), 'gzip bytes');
  await writeFile(join(root, 'about', 'index.html'), '<html lang="en"><p>About</p></html>');
  app = await buildSiteServer({ root });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the site server stays in its root', () => {
  it.each([
    '/..%2fdist-old/secret/',
    '/..%2Fdist.bak/secret/',
    '/%2e%2e/dist-old/secret/',
    '/..\\dist-old\\secret\\',
    '/../dist-old/secret/',
  ])('%s is refused and shows nothing of a sibling folder', async (path) => {
    const res = await rawRequest(base, { path });
    expect(res.status).toBe(400);
    expect(res.text).not.toContain('SECRET');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('containment needs a separator: a sibling whose name starts with the root is outside', () => {
    expect(within(root, root)).toBe(true);
    expect(within(root, join(root, 'about'))).toBe(true);
    expect(within(root, `${root}-old/secret`)).toBe(false);
    expect(within(root, `${root}.bak`)).toBe(false);
  });
});

describe('page files only through the page route', () => {
  it.each(['/index.html.br', '/index.html.gz', '/index.html', '/about/index.html'])('%s is 404', async (path) => {
    const res = await rawRequest(base, { path, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status).toBe(404);
    expect(res.headers['content-type'] ?? '').not.toContain('octet-stream');
  });

  it('the page route still serves the page', async () => {
    expect((await rawRequest(base, { path: '/about' })).text).toContain('About');
  });
});

describe('the Host header never reaches a page as the client wrote it', () => {
  it('a hostile Host is replaced by localhost in the origin placeholder', async () => {
    const res = await rawRequest(base, { path: '/', headers: { host: '"><script>alert(1)</script>' } });
    expect(res.text).not.toContain('<script>');
    expect(res.text).toContain('href="http://localhost/"');
  });

  it('a plain host and port is kept', async () => {
    const res = await rawRequest(base, { path: '/', headers: { host: 'demo.example:4100' } });
    expect(res.text).toContain('href="http://demo.example:4100/"');
  });

  it.each([
    ['localhost:4000', 'localhost:4000'],
    ['[::1]:4000', '[::1]:4000'],
    ['Demo.Example', 'demo.example'],
    ['a b', 'localhost'],
    ['x"y', 'localhost'],
    ['evil.example/<svg>', 'localhost'],
    [undefined, 'localhost'],
  ])('plainHost(%j) is %s', (host, expected) => {
    expect(plainHost(host)).toBe(expected);
  });
});
