import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requiresUser, routesOf } from '#contract/access.js';
import { contract } from '#contract/index.js';
import { type TestServer, startTestServer } from '../setup/api-server.js';
import { png } from './images.js';

/**
 * Red team, part 1: authorisation follows the route the server matched. Every user-only route of
 * the contract (generated from its metadata, not listed by hand) is tried without a token under
 * the disguises a router may decode or forgive.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const userRoutes = routesOf(contract).filter(requiresUser);

/** The same path, disguised: each letter percent-encoded in turn, doubled slashes, a trailing slash, other case. */
function disguises(path: string): string[] {
  const letters = [...path].map((ch, i) => ({ ch, i })).filter(({ ch }) => /[a-z]/i.test(ch));
  const encoded = letters.map(
    ({ ch, i }) => `${path.slice(0, i)}%${ch.charCodeAt(0).toString(16)}${path.slice(i + 1)}`,
  );
  const upper = `%${path
    .charCodeAt(path.length - 1)
    .toString(16)
    .toUpperCase()}`;
  return [
    path,
    ...encoded,
    `${path.slice(0, -1)}${upper}`,
    path.replace('/api/', '//api/'),
    path.replace(/\/([^/]+)$/, '//$1'),
    `${path}/`,
    path.toUpperCase(),
    path.replace(/\/([a-z])/, (_m, c: string) => `/${c.toUpperCase()}`),
    `${path}?x=1`,
    `${path};x=1`,
    path.replace(/\//g, '%2f').replace(/^%2f/, '/'),
  ];
}

async function call(method: string, url: string) {
  const init: RequestInit = { method, headers: { platform: 'PC', language: 'en' } };
  if (method === 'POST') {
    const form = new FormData();
    form.set('upfile', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'a.png');
    form.set('nickName', 'Mallory');
    form.set('goodsId', '1');
    form.set('orderId', 'x');
    init.body = form;
  }
  const res = await fetch(`${server.baseUrl}${url}`, init);
  const text = await res.text();
  return { status: res.status, text };
}

describe('authorisation by the matched route', () => {
  it('the contract marks the user-only routes: /api/u/* and the upload, nothing else', () => {
    const marked = userRoutes.map((r) => r.path).sort();
    expect(marked).toContain('/api/common/file/upload');
    expect(marked.filter((p) => !p.startsWith('/api/u/'))).toEqual(['/api/common/file/upload']);
    const unmarked = routesOf(contract)
      .filter((r) => !requiresUser(r))
      .map((r) => r.path);
    expect(unmarked.filter((p) => p.startsWith('/api/u/'))).toEqual([]);
  });

  it.each(userRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s refuses every disguise without a token',
    async (_name, route) => {
      for (const url of disguises(route.path)) {
        const { status, text } = await call(route.method, url);
        expect(text, `${route.method} ${url}`).not.toMatch(/"(code|state)":"(OK|SUCCESS)"/);
        expect([200, 400, 404], `${route.method} ${url}`).toContain(status);
        if (status === 200) expect(text, `${route.method} ${url}`).toMatch(/"code":"Unauthorized"/);
      }
    },
  );

  it('no upload reaches the disk without a token', async () => {
    for (const url of ['/api/common/file/%75pload', '/api/common/file/uploa%64', '/api/common/file/upload'])
      await call('POST', url);
    const stored = await readdir(server.deps.uploadDir).catch(() => []);
    expect(stored).toEqual([]);
  });
});
