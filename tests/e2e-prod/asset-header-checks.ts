import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { SVG_POLICY } from '../../site-server/asset-headers';
import { PROD_DIST } from './production-stack';

/** The security header every file keeps: it is only ever run or applied as the type it is sent as. */
const KEPT = ['x-content-type-options'];
/** All a script or style may carry: caching, type, length, encoding, Vary, nosniff, the transport's own. */
const SUBRESOURCE_HEADERS = new Set([
  ...KEPT,
  ...['cache-control', 'content-type', 'content-length', 'content-encoding', 'vary'],
  ...['date', 'connection', 'keep-alive', 'transfer-encoding', 'server'],
]);

/**
 * The production build's scripts, styles and SVGs carry only the headers that mean something for
 * them (docs/decisions/097), whichever encoding is sent: asked as a browser asks (`br, gzip`), as
 * a gzip-only client and as a client without compression. The same for `npm run serve` and nginx.
 */
export async function checkAssetHeaders(base: string, { brotli }: { brotli: boolean }) {
  const files = await readdir(join(PROD_DIST, 'assets'));
  const twinned = (pattern: RegExp) => files.find((f) => pattern.test(f) && files.includes(`${f}.br`))!;
  const script = twinned(/\.js$/);
  const style = twinned(/\.css$/);
  const svg = twinned(/\.svg$/);
  for (const [accept, encoding] of [
    ['br, gzip', brotli ? 'br' : 'gzip'],
    ['gzip', 'gzip'],
    ['identity', null],
  ] as const) {
    for (const file of [script, style, svg]) {
      const what = `${file} asked with ${accept}`;
      const res = await fetch(`${base}/assets/${file}`, { headers: { 'accept-encoding': accept } });
      expect(res.status, what).toBe(200);
      const names = [...res.headers.keys()];
      const extra = file === svg ? ['content-security-policy'] : [];
      expect(
        names.filter((name) => !SUBRESOURCE_HEADERS.has(name)),
        `${what}: headers beyond a file's own`,
      ).toEqual(extra);
      expect(res.headers.get('cache-control'), what).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-encoding'), what).toBe(encoding);
      expect(res.headers.get('vary') ?? '', what).toMatch(/accept-encoding/i);
      for (const name of KEPT) expect(res.headers.get(name), `${what}: ${name}`).toBeTruthy();
      if (file === svg) expect(res.headers.get('content-security-policy'), what).toBe(SVG_POLICY);
    }
  }
}
