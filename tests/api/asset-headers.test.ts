import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENT_ONLY_HEADERS,
  SUBRESOURCES,
  SVG_POLICY,
  fileKind,
  securityHeadersFor,
} from '../../site-server/asset-headers.js';
import { BASE_SECURITY_HEADERS } from '../../site-server/security.js';
import { buildSiteServer } from '../../site-server/server.js';
import { rawRequest } from '../setup/raw-request.js';

/**
 * Issue 35: every file carries only the headers that mean something for it, whichever encoding
 * is sent (docs/decisions/097). Asked as a browser asks (`Accept-Encoding: br, gzip`, which picks
 * the precompressed twin) and as a client without compression.
 */
const PAGE_HEADERS = { 'content-security-policy': "default-src 'self'; script-src 'self'", ...BASE_SECURITY_HEADERS };
/** The security header every file keeps: it is only ever run or applied as the type it is sent as. */
const KEPT = ['x-content-type-options'];
/** What a script or style may carry at all: caching, type, length, encoding, Vary, nosniff, the transport's own. */
const SUBRESOURCE_HEADERS = new Set([
  ...KEPT,
  ...['cache-control', 'content-type', 'content-length', 'content-encoding', 'vary'],
  ...['date', 'connection', 'keep-alive', 'transfer-encoding'],
]);
const BROWSER = { 'accept-encoding': 'br, gzip' };
const PLAIN = { 'accept-encoding': 'identity' };
const SCRIPT = `export const text = ${JSON.stringify('a chunk of the app '.repeat(200))};\n`;

let dir: string;
let app: FastifyInstance;
let base: string;

beforeAll(async () => {
  // A root below a folder named `assets`: only the build's own assets/ folder holds hashed files.
  dir = await mkdtemp(join(tmpdir(), 'asset-headers-'));
  const root = join(dir, 'assets', 'dist');
  await mkdir(join(root, '.deploy'), { recursive: true });
  await mkdir(join(root, 'assets'), { recursive: true });
  await mkdir(join(root, 'media'), { recursive: true });
  await writeFile(join(root, '.deploy', 'headers.json'), JSON.stringify(PAGE_HEADERS));
  await writeFile(join(root, 'index.html'), '<html lang="en"><div id="root"></div></html>');
  const files: Record<string, string> = {
    'assets/app-a1.js': SCRIPT,
    'assets/app-a1.css': `.a{color:red}\n`.repeat(200),
    'assets/picture-a1.svg': `<svg xmlns="http://www.w3.org/2000/svg"><title>${'x'.repeat(2000)}</title></svg>`,
  };
  for (const [name, body] of Object.entries(files)) {
    await writeFile(join(root, name), body);
    await writeFile(join(root, `${name}.br`), brotliCompressSync(body));
    await writeFile(join(root, `${name}.gz`), gzipSync(body));
  }
  await writeFile(join(root, 'assets', 'tiny-a1.js'), 'export const a = 1;\n');
  await writeFile(join(root, 'media', 'poster.jpg'), Buffer.alloc(2048, 1));
  await writeFile(join(root, 'robots.txt'), 'User-agent: *\n');
  app = await buildSiteServer({ root });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const names = (headers: Record<string, unknown>) => Object.keys(headers).map((name) => name.toLowerCase());

describe('scripts and styles carry only what means something for them', () => {
  it.each([
    ['a browser (br)', '/assets/app-a1.js', BROWSER, 'br'],
    ['a browser (br)', '/assets/app-a1.css', BROWSER, 'br'],
    ['a gzip-only client', '/assets/app-a1.js', { 'accept-encoding': 'gzip' }, 'gzip'],
    ['a client without compression', '/assets/app-a1.js', PLAIN, undefined],
    ['a client without compression', '/assets/app-a1.css', PLAIN, undefined],
    ['a browser, no precompressed twin', '/assets/tiny-a1.js', BROWSER, undefined],
  ])('%s: %s', async (_who, path, headers, encoding) => {
    const res = await rawRequest(base, { path, headers });
    expect(res.status).toBe(200);
    expect(names(res.headers).filter((name) => !SUBRESOURCE_HEADERS.has(name))).toEqual([]);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(path.endsWith('.js') ? /javascript/ : /text\/css/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    if (encoding) expect(res.headers['content-encoding']).toBe(encoding);
    if (encoding || headers === PLAIN) expect(res.headers.vary).toMatch(/accept-encoding/i);
  });
});

describe('files that may be opened as documents', () => {
  it.each([BROWSER, PLAIN])(
    'an SVG gets a policy that allows no script, in place of the page policy (%o)',
    async (headers) => {
      const res = await rawRequest(base, { path: '/assets/picture-a1.svg', headers });
      expect(res.status).toBe(200);
      expect(res.headers['content-security-policy']).toBe(SVG_POLICY);
      expect(names(res.headers).filter((name) => !SUBRESOURCE_HEADERS.has(name))).toEqual(['content-security-policy']);
    },
  );

  it('a page and a text file keep every header', async () => {
    for (const path of ['/', '/robots.txt']) {
      const res = await rawRequest(base, { path, headers: BROWSER });
      expect(res.status, path).toBe(200);
      for (const [name, value] of Object.entries(PAGE_HEADERS))
        expect(res.headers[name], `${path} ${name}`).toBe(value);
    }
  });

  it("a missing script is an error answer: it keeps the pages' headers", async () => {
    const res = await rawRequest(base, { path: '/assets/missing-a1.js', headers: BROWSER });
    expect(res.status).toBe(404);
    expect(res.headers['content-security-policy']).toBe(PAGE_HEADERS['content-security-policy']);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('validators and byte ranges', () => {
  it('a hashed file has none: its name changes with its content', async () => {
    const res = await rawRequest(base, { path: '/assets/app-a1.js', headers: BROWSER });
    for (const name of ['etag', 'last-modified', 'accept-ranges']) expect(res.headers[name], name).toBeUndefined();
  });

  it('a file under a lasting name keeps them (revalidated on every use), without the pages-only headers', async () => {
    const res = await rawRequest(base, { path: '/media/poster.jpg', headers: BROWSER });
    expect(res.status).toBe(200);
    expect(res.headers.etag).toBeTruthy();
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the rules', () => {
  it('a precompressed twin is its original kind', () => {
    expect(fileKind('/dist/assets/a.js.br')).toBe('subresource');
    expect(fileKind('/dist/assets/a.css.gz')).toBe('subresource');
    expect(fileKind('/dist/assets/a.svg.br')).toBe('svg');
    expect(fileKind('/dist/about/index.html.br')).toBe('document');
    expect(fileKind('/dist/sitemap.xml')).toBe('document');
    expect(fileKind('/dist/no-extension')).toBe('document');
  });

  it('every security header is either kept on every file or named as a document’s own', () => {
    const all = names({ 'content-security-policy': '', ...BASE_SECURITY_HEADERS });
    expect(all.filter((name) => !KEPT.includes(name) && !DOCUMENT_ONLY_HEADERS.includes(name))).toEqual([]);
    expect(names(securityHeadersFor('subresource', PAGE_HEADERS)).sort()).toEqual([...KEPT].sort());
  });

  it("nginx's locations for files a page loads list exactly these extensions", () => {
    const conf = readFileSync('deploy/nginx.conf', 'utf8');
    const patterns = [...conf.matchAll(/location ~ \\\.\((js\|[^)]*)\)\$/g)].map((m) => m[1]!);
    expect(patterns).toHaveLength(2);
    const listed = (pattern: string) =>
      pattern.split('|').flatMap((ext) => ext.replace('jpe?g', 'jpg|jpeg').replace('woff2?', 'woff|woff2').split('|'));
    for (const pattern of patterns) expect(listed(pattern).sort()).toEqual([...SUBRESOURCES].sort());
  });
});
