import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { checkAssetHeaders } from './asset-header-checks';
import { ANATOMY_PATH, FILE_HOST, PROD_DIST, STOREFRONT } from './production-stack';
import { styleSources } from '../../site-server/style-hashes';

const get = (base: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity', ...headers }, redirect: 'manual' });
const langOf = async (res: Response) => /<html lang="([^"]+)"/.exec(await res.text())?.[1];

/**
 * What any host of the production build must do, checked the same way for `npm run serve` and for
 * nginx with deploy/nginx.conf: pages in the visitor's language, the shell elsewhere, caching,
 * compression, security headers with the production CSP, a health check, nothing of the build's
 * notes and no API.
 */
export async function checkSiteHost(base: string, { brotli }: { brotli: boolean }) {
  // The language: ?lang=, then the cookie, then Accept-Language, else English.
  expect(await langOf(await get(base, '/'))).toBe('en');
  expect(await langOf(await get(base, '/', { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' }))).toBe('zh-CN');
  expect(await langOf(await get(base, '/pricing', { cookie: 'ma_lang=cn' }))).toBe('zh-CN');
  expect(await langOf(await get(base, '/pricing?lang=cn'))).toBe('zh-CN');
  expect(await langOf(await get(base, '/pricing?lang=en', { cookie: 'ma_lang=cn', 'accept-language': 'zh-CN' }))).toBe(
    'en',
  );
  expect(await langOf(await get(base, '/about', { cookie: 'ma_lang=en', 'accept-language': 'zh-CN' }))).toBe('en');

  const page = await get(base, '/about');
  expect(page.status).toBe(200);
  expect(page.headers.get('cache-control')).toBe('no-cache');
  expect(page.headers.get('vary') ?? '').toMatch(/Cookie/i);
  expect(page.headers.get('vary') ?? '').toMatch(/Accept-Language/i);
  expect(await page.text()).toContain('data-prerendered="en"');

  // A page that is not prerendered gets the app shell.
  const shell = await get(base, '/account-settings');
  expect(shell.status).toBe(200);
  const shellHtml = await shell.text();
  expect(shellHtml).toContain('<div id="root">');
  expect(shellHtml).not.toContain('data-prerendered');

  // Hashed assets: a year, immutable; compressed when asked.
  const assetName = (await readdir(join(PROD_DIST, 'assets'))).find((f) => f.endsWith('.js'))!;
  const asset = await get(base, `/assets/${assetName}`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const lib = (await readdir(join(PROD_DIST, 'assets'))).find((f) => /^lib-.*\.js$/.test(f))!;
  expect((await get(base, `/assets/${lib}`, { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBe(
    'gzip',
  );
  if (brotli)
    expect((await get(base, `/assets/${lib}`, { 'accept-encoding': 'br, gzip' })).headers.get('content-encoding')).toBe(
      'br',
    );
  expect((await get(base, '/', { 'accept-encoding': 'gzip' })).headers.get('content-encoding')).toBe('gzip');

  // Security headers, with the policy the build's settings call for.
  const csp = page.headers.get('content-security-policy') ?? '';
  expect(csp).toContain(`connect-src 'self' ${process.env.PROD_API_URL}`);
  expect(csp).toMatch(/script-src 'self' https:\/\/sbl\.onfastspring\.com/);
  expect(csp).toContain(`https://${STOREFRONT.split('/')[0]}`);
  expect(csp).toContain(new URL(ANATOMY_PATH).origin);
  // FILE_ORIGINS: the file host may serve pictures and media, nothing else.
  expect(csp).toMatch(new RegExp(`img-src [^;]*${FILE_HOST}`));
  expect(csp).toMatch(new RegExp(`media-src [^;]*${FILE_HOST}`));
  expect(csp).not.toMatch(new RegExp(`(script|connect|frame)-src [^;]*${FILE_HOST}`));
  expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  // No <style> but the built pages' own, by hash; style attributes on their own directive (issue 58).
  expect(csp).toContain(`style-src 'self' ${(await styleSources(PROD_DIST)).join(' ')};`);
  expect(csp).toContain("style-src-attr 'unsafe-inline'");
  for (const [name, value] of Object.entries({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'SAMEORIGIN',
    'referrer-policy': 'strict-origin-when-cross-origin',
  })) {
    expect(page.headers.get(name), name).toBe(value);
  }
  // Scripts, styles and SVGs: only the headers that mean something for them, in every encoding.
  await checkAssetHeaders(base, { brotli });

  // Health for load balancers; no API, no dev surface, none of the build's notes.
  const health = await get(base, '/healthz');
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });
  for (const path of [
    '/api/information/list',
    '/__dev',
    '/__dev/mail',
    '/.deploy/headers.json',
    '/.vite/manifest.json',
  ]) {
    expect((await get(base, path)).status, path).toBe(404);
  }

  // Page files only through the page route; precompressed twins only by negotiation; errors carry
  // the security headers too, and nothing names the server's version.
  for (const path of ['/index.html.br', '/index.html.gz', '/about/index.cn.html', '/spa.html', `/assets/${lib}.gz`]) {
    const res = await get(base, path);
    expect(res.status, path).toBe(404);
    expect(res.headers.get('x-content-type-options'), `${path} nosniff`).toBe('nosniff');
    expect(res.headers.get('content-security-policy'), `${path} CSP`).toBeTruthy();
  }
  // (fetch resolves `%2e%2e` segments itself; these reach the server as written.)
  for (const path of ['/..%2f..%2fetc/passwd', '/..%2F.ssh/id_rsa', '/a%zz']) {
    const res = await get(base, path);
    expect(res.status, path).toBe(400);
    expect(res.headers.get('x-frame-options'), `${path} on a refusal`).toBe('SAMEORIGIN');
  }
  expect((await get(base, '/')).headers.get('server') ?? '').not.toMatch(/\d/);
}

/** Every text file of the production build, for greps. */
export async function builtText(): Promise<Array<{ file: string; text: string }>> {
  const out: Array<{ file: string; text: string }> = [];
  const walk = async (dir: string) => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (/\.(js|css|html|json|txt|svg|webmanifest|xml)$/.test(entry.name))
        out.push({ file: path, text: await readFile(path, 'utf8') });
    }
  };
  await walk(PROD_DIST);
  return out;
}
