import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../setup/api-server.js';
import { fixtureWorld } from '../setup/fixture-world.js';
import { rawRequest } from '../setup/raw-request.js';
import { DEMO_PASSWORD, EDGE_PASSWORD, NEW_PASSWORD, OTHER_PASSWORD } from '../setup/credentials.js';

/**
 * Fixture documents against a hostile page, oversized and deep bodies, and in sandboxes: their own
 * budget, a world per test, two at once apart (issue 43, docs/decisions/106).
 */
let server: TestServer;
let sandboxed: TestServer;
beforeAll(async () => {
  server = await startTestServer({ scenario: 'demo' });
  sandboxed = await startTestServer({ sandboxes: { maxRecords: 2000, maxDataBytes: 1024 * 1024 } });
});
afterAll(async () => {
  await server.close();
  await sandboxed.close();
});

const EVIL = 'https://evil.example';
const DOC = 'users: [{ email: intruder@example.com, password: Start2025 }]';
const post = (base: string, path: string, headers: Record<string, string>, body: string) =>
  rawRequest(base, { method: 'POST', path, headers, body });
const intruded = () => server.deps.store.data.users.some((u) => u.email === 'intruder@example.com');

describe('the dev guard stays as strict with YAML', () => {
  it('a cross-site page cannot load a document: form types, a foreign Origin, YAML elsewhere', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      expect((await post(server.baseUrl, '/__dev/seed', { 'content-type': type }, DOC)).status, type).toBe(403);
      expect((await post(server.baseUrl, '/__dev/seed', { origin: EVIL, 'content-type': type }, DOC)).status).toBe(403);
    }
    for (const type of ['application/yaml', 'text/yaml', 'application/x-yaml', 'text/x-yaml', 'application/json'])
      expect((await post(server.baseUrl, '/__dev/seed', { origin: EVIL, 'content-type': type }, DOC)).status).toBe(403);
    // YAML is a type of this one route: elsewhere on /__dev only JSON is.
    const reset = await post(server.baseUrl, '/__dev/reset', { 'content-type': 'application/yaml' }, 'scenario: edge');
    expect(reset.status).toBe(403);
    expect(server.deps.store.data.scenario).toBe('demo');
    expect(intruded()).toBe(false);
    // From the site's own page (no Origin, or its own) it loads.
    const own = await post(
      server.baseUrl,
      '/__dev/seed',
      { 'content-type': 'text/yaml; charset=utf-8', origin: server.baseUrl },
      DOC,
    );
    expect(own.json().code).toBe('OK');
    expect(intruded()).toBe(true);
    // The x- forms many clients send read the same.
    for (const type of ['application/x-yaml', 'text/x-yaml']) {
      const other = DOC.replace('intruder@', `${type.split('/')[0]}@`);
      expect((await post(server.baseUrl, '/__dev/seed', { 'content-type': type }, other)).json().code, type).toBe('OK');
    }
  });

  it('a body over 1 MB is refused as it arrives (413); YAML nested deeper than 32 levels (400); aliases cannot explode', async () => {
    const before = JSON.stringify(server.deps.store.data.users);
    const big = `users: [{ email: a@example.com, password: x, note: "${'x'.repeat(1024 * 1024)}" }]`;
    expect((await post(server.baseUrl, '/__dev/seed', { 'content-type': 'application/yaml' }, big)).status).toBe(413);
    const deep = `${'['.repeat(40)}${']'.repeat(40)}`;
    const nested = await post(server.baseUrl, '/__dev/seed', { 'content-type': 'application/yaml' }, deep);
    expect(nested.status).toBe(400);
    expect(nested.json().message).toContain('nested too deeply');
    const laughs = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...Array.from(
        { length: 9 },
        (_, i) =>
          `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [${Array(10)
            .fill(`*${String.fromCharCode(97 + i)}`)
            .join(', ')}]`,
      ),
    ].join('\n');
    const exploded = (await post(server.baseUrl, '/__dev/seed', { 'content-type': 'application/yaml' }, laughs)).json();
    expect(exploded).toMatchObject({ code: '1005', data: { problems: [{ path: '(document)' }] } });
    expect(exploded.data.problems[0].message).toMatch(/cannot be read: .*[Aa]lias/);
    // Another route never reads YAML: it is text there, refused by the route's own schema.
    const elsewhere = await post(
      server.baseUrl,
      '/api/passport/account/login',
      { 'content-type': 'application/yaml' },
      laughs,
    );
    expect(elsewhere.json().code).toBe('1005');
    expect(JSON.stringify(server.deps.store.data.users)).toBe(before);
  });
});

describe('sandboxes', () => {
  const sandboxCount = () => readdirSync(join(sandboxed.dir, 'sandboxes')).length;

  it('a test gets a world of its own; two made at once never see each other; removing one removes its files', async () => {
    const docA = { users: [{ email: 'ana@example.com', password: NEW_PASSWORD, sessions: [{ token: 'ana-token' }] }] };
    const docB = `users: [{ email: bo@example.com, password: Other2025, sessions: [{ token: bo-token }] }]\nextends: edge`;
    const [a, b] = await Promise.all([fixtureWorld(sandboxed.baseUrl, docA), fixtureWorld(sandboxed.baseUrl, docB)]);
    expect(a.token('ana@example.com')).toBe('ana-token');
    expect((await a.call('GET', '/api/u/user/info', undefined, 'ana@example.com')).data.email).toBe('ana@example.com');
    expect((await b.call('GET', '/api/u/user/info', undefined, 'bo@example.com')).data.email).toBe('bo@example.com');
    // Each world holds its own document only.
    expect(
      (await a.call('POST', '/api/passport/account/login', { email: 'bo@example.com', password: OTHER_PASSWORD })).code,
    ).toBe('1003');
    expect(
      (await b.call('POST', '/api/passport/account/login', { email: 'ana@example.com', password: NEW_PASSWORD })).code,
    ).toBe('1003');
    expect(
      (
        await b.call('POST', '/api/passport/account/login', {
          email: 'many.orders@example.com',
          password: EDGE_PASSWORD,
        })
      ).code,
    ).toBe('OK');
    // The shared world a visitor without a sandbox reads holds neither.
    expect((await rawRequest(sandboxed.baseUrl, { path: '/__dev/mail' })).status).toBe(200);
    expect(existsSync(join(sandboxed.dir, 'sandboxes', a.id))).toBe(true);
    await a.remove();
    expect(existsSync(join(sandboxed.dir, 'sandboxes', a.id))).toBe(false);
    expect((await a.call('GET', '/__dev/clock')).code).not.toBe('OK');
    const left = sandboxCount();
    await b.remove();
    expect(sandboxCount()).toBe(left - 1);
  });

  it('seeds an existing sandbox by its x-sandbox header, within its budget; a document over it is refused whole', async () => {
    const world = await fixtureWorld(sandboxed.baseUrl, { extends: 'empty' });
    const seed = (doc: string) =>
      post(sandboxed.baseUrl, '/__dev/seed', { 'content-type': 'application/yaml', 'x-sandbox': world.id }, doc);
    expect((await seed('users: [{ email: c@example.com, password: x, orders: { count: 500 } }]')).json().code).toBe(
      'OK',
    );
    const over = (await seed('users: [{ email: d@example.com, password: x, orders: { count: 5000 } }]')).json();
    expect(over).toMatchObject({ code: '1005' });
    expect(over.data.problems[0].message).toMatch(/does not fit this sandbox's budget \(\d+ records, at most 2000/);
    const login = await world.call('POST', '/api/passport/account/login', { email: 'c@example.com', password: 'x' });
    expect(login.code).toBe('OK');
    // A new sandbox whose document does not fit is never made.
    const sandboxes = sandboxCount();
    await expect(
      fixtureWorld(sandboxed.baseUrl, 'users: [{ email: e@example.com, password: x, orders: { count: 9000 } }]'),
    ).rejects.toThrow(/budget/);
    expect(sandboxCount()).toBe(sandboxes);
    await world.remove();
  });

  it('a refused document makes no sandbox, and names its problems in the language asked for', async () => {
    const sandboxes = sandboxCount();
    await expect(
      fixtureWorld(sandboxed.baseUrl, { users: [{ email: 'x', password: 'y' }] } as never, 'cn'),
    ).rejects.toThrow(/users\[0\]\.email: 必须是有效的邮箱/);
    expect(sandboxCount()).toBe(sandboxes);
    // Removing "this sandbox" outside of one removes nothing (and starts none).
    const res = await rawRequest(sandboxed.baseUrl, { method: 'DELETE', path: '/__dev/sandbox' });
    expect(res.json().code).toBe('1005');
    expect(sandboxCount()).toBe(sandboxes);
  });

  it("a public demo bounds the slow hashes documents cost per client; the scenarios' passwords cost none", async () => {
    const limited = await startTestServer({ sandboxes: {}, rateLimit: true });
    try {
      const world = await fixtureWorld(limited.baseUrl, {});
      const twenty = (n: number) =>
        JSON.stringify({
          users: Array.from({ length: 20 }, (_, i) => ({ email: `u${n}-${i}@example.com`, password: `pw-${n}-${i}` })),
        });
      const seed = (body: string) =>
        post(limited.baseUrl, '/__dev/seed', { 'content-type': 'application/json', 'x-sandbox': world.id }, body);
      for (const n of [1, 2]) expect((await seed(twenty(n))).json().code).toBe('OK');
      // 40 of the 60 hashes of ten minutes are used: a document of 20 more passes (the creation used none).
      expect((await seed(twenty(3))).json().code).toBe('OK');
      expect((await seed(twenty(4))).json()).toMatchObject({ code: '1007' });
      const known = JSON.stringify({ users: [{ email: 'lena@example.com', password: DEMO_PASSWORD }] });
      expect((await seed(known)).json().code).toBe('OK');
    } finally {
      await limited.close();
    }
  });
});
