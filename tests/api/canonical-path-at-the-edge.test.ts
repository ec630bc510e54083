import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '#contract/access.js';
import { devApi } from '#contract/index.js';
import { canonicalPath } from '../../site-server/canonical-path.js';
import { type TestServer, signedUpUser, startTestServer } from '../setup/api-server.js';
import { rawRequest } from '../setup/raw-request.js';

/**
 * Red team, part 3 (docs/records/2026-11-28-red-team-rounds.md, "Third round"): one canonical path at the edge.
 * Every /__dev route of the contract and every prefix the server owns, under every spelling the first
 * round used, sent cross-site and with a foreign Host, is refused and changes nothing.
 */
const EVIL = 'https://evil.example';
const FOREIGN_HOST = 'attacker-rebind.example';

/** The spellings an attacker tries for a path: each means the same path to a lenient parser. */
export function spellings(path: string): [string, string][] {
  const [, first = '', rest = ''] = /^\/([^/]*)(.*)$/.exec(path) ?? [];
  const hex = (c: string, upper: boolean) => {
    const code = c.charCodeAt(0).toString(16);
    return `%${upper ? code.toUpperCase() : code.toLowerCase()}`;
  };
  const underscores = (upper: boolean) => path.replace(/_/g, () => hex('_', upper));
  const all = [
    ['%5F', underscores(true)],
    ['%5f', underscores(false)],
    [
      'mixed-case hex',
      `/${[...first].map((c, i) => (c === '_' ? hex(c, i % 2 === 0) : hex(c, true))).join('')}${rest}`,
    ],
    ['backslash', rest ? `/${first}${rest.replace('/', '\\')}` : `/${first}\\`],
    ['%5c', `/${first}${rest.replace('/', '%5c')}`],
    ['//', `//${first}${rest}`],
    ['inner //', `/${first}/${rest}`],
    ['/./', `/./${first}${rest}`],
    ['trailing /', `${path}/`],
    [';x', `${path};x`],
  ] as [string, string][];
  return all.filter(([, spelled]) => spelled !== path);
}

const devPaths = [...new Set(routesOf(devApi).map((r) => r.path.replace(/:\w+/g, 'x')))];

let server: TestServer;
let open: TestServer;
beforeAll(async () => {
  server = await startTestServer({ corsOrigins: ['https://site.example'] });
  // Bound to a public address, only /__dev checks the Host header (DNS rebinding's target).
  open = await startTestServer({ guardEveryPath: false });
});
afterAll(async () => {
  await server.close();
  await open.close();
});

const state = async (s: TestServer) => ({
  scenario: s.deps.store.data.scenario,
  users: s.deps.store.data.users.length,
  blogs: s.deps.store.data.blogs.length,
  clock: s.deps.clock.offsetMs(),
  faults: (await rawRequest(s.baseUrl, { path: '/__dev/faults' })).json().data.list.length,
});

describe('the canonical path', () => {
  it.each([
    ['/%5F%5Fdev/mail', '/__dev/mail'],
    ['/%5f%5Fdev/mail?to=a%40b', '/__dev/mail'],
    ['/api//information///list', '/api/information/list'],
    ['/blog-detail/%E4%B8%AD', '/blog-detail/%E4%B8%AD'],
    ['/blog-detail/%e4%b8%ad', '/blog-detail/%E4%B8%AD'],
    ['/%7Euser', '/~user'],
  ])('%s is %s', (raw, path) => {
    expect(canonicalPath(raw)).toMatchObject({ path });
  });

  it.each([
    '/api/..\\__dev/mail',
    '/api/%5c..%5c__dev',
    '/uploads/%2e%2e%2fdb.json',
    '/..%2fdist-old/secret/',
    '/api/../__dev/mail',
    '/api/%2E%2E/__dev',
    '/api/.%2e/__dev',
    '/./__dev',
    '/a%00',
    '/a%zz',
    '/a%2',
    'http://evil.example/api/x',
    '*',
  ])('%s is refused', (raw) => {
    expect(canonicalPath(raw)).toHaveProperty('refused');
  });
});

describe('every /__dev route under every spelling', () => {
  const cases = devPaths.flatMap((path) => spellings(path).map(([how, spelled]) => [path, how, spelled] as const));

  it.each(cases)(
    '%s as %s (%s): a cross-site form post is refused and changes nothing',
    async (_path, _how, spelled) => {
      const before = await state(server);
      const res = await rawRequest(server.baseUrl, {
        method: 'POST',
        path: spelled,
        headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'scenario=empty&name=keep&path=*&status=500&advanceMs=86400000',
      });
      expect([400, 403, 404], `${res.status} ${res.text.slice(0, 120)}`).toContain(res.status);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(await state(server)).toEqual(before);
    },
  );

  it.each(cases)('%s as %s (%s): a foreign Host is refused on a public bind', async (_path, _how, spelled) => {
    const res = await rawRequest(open.baseUrl, { path: spelled, headers: { host: FOREIGN_HOST } });
    expect([400, 403, 404], `${res.status}`).toContain(res.status);
    expect(res.text).not.toMatch(/activation|"link"|"code":"\d{6}"/);
  });
});

describe('every prefix the server owns, bound to loopback', () => {
  const owned = ['/api/information/list', '/media/blog/1.svg', '/uploads/0123456789abcdef0123456789abcdef.png'];
  const cases = owned.flatMap((path) => spellings(path).map(([how, spelled]) => [how, spelled] as const));

  it.each(cases)('%s (%s) with a foreign Host is refused', async (_how, spelled) => {
    const res = await rawRequest(server.baseUrl, { path: spelled, headers: { host: FOREIGN_HOST } });
    expect([400, 403]).toContain(res.status);
  });
});

describe('what the first round found, now', () => {
  it('POST /%5F%5Fdev/reset cross-site: refused, the database is whole', async () => {
    const before = await state(server);
    const res = await rawRequest(server.baseUrl, {
      method: 'POST',
      path: '/%5F%5Fdev/reset',
      headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'scenario=empty',
    });
    expect(res.status).toBe(403);
    expect(await state(server)).toEqual(before);
  });

  it('/%5F%5Fdev/snapshot name=keep cannot overwrite a saved snapshot', async () => {
    const json = { 'content-type': 'application/json' };
    const save = (body: object) =>
      rawRequest(server.baseUrl, {
        method: 'POST',
        path: '/__dev/snapshot',
        headers: json,
        body: JSON.stringify(body),
      });
    expect((await save({ name: 'keep' })).json().code).toBe('OK');
    const forged = await rawRequest(server.baseUrl, {
      method: 'POST',
      path: '/%5F%5Fdev/snapshot',
      headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=keep',
    });
    expect(forged.status).toBe(403);
    // Even the owner's own call does not replace it silently.
    const again = await save({ name: 'keep' });
    expect(again.json()).toMatchObject({ code: '1005' });
    expect(again.json().message).toMatch(/replace/);
    expect((await save({ name: 'keep', replace: true })).json().code).toBe('OK');
  });

  it('DNS rebinding: /%5F%5Fdev/mail with a foreign Host on 0.0.0.0 is 403 like /__dev/mail', async () => {
    const user = await signedUpUser(open);
    for (const path of ['/__dev/mail', '/%5F%5Fdev/mail', '/%5f%5fDEV/mail'.replace('DEV', 'dev')]) {
      const res = await rawRequest(open.baseUrl, { path, headers: { host: FOREIGN_HOST } });
      expect(res.status, path).toBe(403);
      expect(res.text).not.toContain(user.email);
    }
  });

  it('CORS never answers Access-Control-Allow-Origin on the dev surface, however spelled', async () => {
    for (const path of ['/__dev/mail', '/%5F%5Fdev/mail', '/%5f%5fdev/mail']) {
      const res = await rawRequest(server.baseUrl, { path, headers: { origin: 'https://site.example' } });
      expect(res.headers['access-control-allow-origin'], path).toBeUndefined();
    }
    const api = await rawRequest(server.baseUrl, {
      path: '/api/information/list',
      headers: { origin: 'https://site.example' },
    });
    expect(api.headers['access-control-allow-origin']).toBe('https://site.example');
  });

  it('a refusal at the edge carries the security headers and speaks the caller language', async () => {
    const res = await rawRequest(server.baseUrl, { path: '/api/..\\__dev/mail', headers: { language: 'cn' } });
    expect(res.status).toBe(400);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeDefined();
    expect(res.json().message).toMatch(/地址/);
  });

  it('an absolute-form target is refused with 400', async () => {
    const res = await rawRequest(server.baseUrl, { path: 'http://evil.example/api/information/list' });
    expect(res.status).toBe(400);
  });
});
