import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readDatabaseFiles } from '#fake-server/db/store.js';
import { startTestServer } from '../setup/api-server.js';
import { startBrowserBackend } from '../setup/browser-backend.js';
import { NEW_PASSWORD } from '../setup/credentials.js';

/**
 * Fixture documents over HTTP (issue 43, docs/decisions/106): POST /__dev/seed with JSON or YAML,
 * what it answers, what the world then holds, and that a refused document changes nothing, in
 * memory, on disk and after a restart.
 */
const servers: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
});
async function server(options: Parameters<typeof startTestServer>[0] = {}) {
  const s = await startTestServer(options);
  servers.push(s);
  return s;
}

const seed = async (s: { baseUrl: string }, body: string, type = 'application/yaml', language = 'en') => {
  const res = await fetch(`${s.baseUrl}/__dev/seed`, {
    method: 'POST',
    headers: { 'content-type': type, language },
    body,
  });
  return { status: res.status, ...((await res.json()) as { code: string; message: string; data?: any }) };
};
const userInfo = async (s: { baseUrl: string }, token: string) =>
  (await (
    await fetch(`${s.baseUrl}/api/u/user/info`, { headers: { authorization: `Bearer ${token}`, language: 'en' } })
  ).json()) as { code: string; data?: { nickName: string; email: string } };

const DOCUMENT = `
extends: edge
now: 2026-06-01T12:00:00+08:00
users:
  - email: Li.Na@example.com
    password: ${NEW_PASSWORD}
    language: cn
    sessions: [{ token: li-na-live }, { token: li-na-old, expired: true }]
    subscriptions: [{ product: msk-patient-education, due: tomorrow 23:59 Asia/Shanghai }]
    orders: { count: 3 }
faults:
  - { path: /api/information/list, status: 503, times: 1 }
`;

describe('POST /__dev/seed', () => {
  it.each([
    ['YAML as application/yaml', DOCUMENT, 'application/yaml'],
    ['YAML as text/yaml', DOCUMENT, 'text/yaml'],
    [
      'JSON',
      JSON.stringify({
        extends: 'edge',
        now: '2026-06-01T04:00:00Z',
        users: [{ email: 'li.na@example.com', password: NEW_PASSWORD, sessions: [{ token: 'li-na-live' }] }],
      }),
      'application/json',
    ],
  ])(
    '%s: answers each user with its id and known tokens; the world is the base plus the document',
    async (_, body, type) => {
      const s = await server({ scenario: 'demo' });
      const answer = await seed(s, body, type);
      expect(answer).toMatchObject({ status: 200, code: 'OK', message: 'Fixture document loaded' });
      const [user] = answer.data.users;
      expect(user).toMatchObject({ id: 6, email: 'li.na@example.com' });
      expect(user.tokens[0]).toMatchObject({ token: 'li-na-live', expired: false });
      // Each known session comes with the link that opens the site signed in with it (issue 51).
      expect(user.tokens[0].open).toMatch(/^http:\/\/web\.test\/__dev\/open-as#token=li-na-live&language=(en|cn)$/);
      // The edge scenario's accounts, and the new one, signed in by its known token.
      expect(s.deps.store.data.users.map((u) => u.email)).toContain('many.orders@example.com');
      expect(await userInfo(s, 'li-na-live')).toMatchObject({ code: 'OK', data: { nickName: 'Li Na' } });
      expect(s.deps.clock.iso().slice(0, 16)).toBe('2026-06-01T04:00');
    },
  );

  it('the expired token is Unauthorized, the password signs in, the subscription and the fault hold', async () => {
    const s = await server({ scenario: 'demo' });
    const answer = await seed(s, DOCUMENT);
    expect(answer.data).toMatchObject({ orders: 4, faults: 1 });
    expect((await userInfo(s, 'li-na-old')).code).toBe('Unauthorized');
    const login = await s.client().passport.login({ body: { email: 'li.na@example.com', password: NEW_PASSWORD } });
    expect(login.body.code).toBe('OK');
    const status = await s.client(login.body.code === 'OK' ? login.body.data.token : '').order.purchaseStatus({
      query: { client: 3, domainId: 2 },
    });
    expect(status.body).toMatchObject({ code: 'OK', data: { isBuy: true, dueTime: '2026-06-02T15:59:00.000Z' } });
    expect((await fetch(`${s.baseUrl}/api/information/list`)).status).toBe(503);
    expect((await fetch(`${s.baseUrl}/api/information/list`)).status).toBe(200);
  });

  it('a refused document changes nothing: every problem named, in the caller language', async () => {
    const s = await server({ scenario: 'edge' });
    const before = JSON.stringify(s.deps.store.data);
    const bad = `users:\n  - email: a@example.com\n    password: x\n    orders: [{ due: +3x }]\n    avatr: none`;
    const answer = await seed(s, bad, 'application/yaml', 'cn');
    expect(answer).toMatchObject({ status: 200, code: '1005' });
    expect(answer.data.problems).toEqual([
      { path: 'users[0].orders[0].due', message: expect.stringContaining('“+3x”既不是 ISO 8601 时间') },
      { path: 'users[0].avatr', message: '未知字段（是否拼写错误？）' },
    ]);
    expect(answer.message).toMatch(/^该测试数据文档有 2 个问题，未做任何更改：\nusers\[0\]\.orders\[0\]\.due: /);
    expect(JSON.stringify(s.deps.store.data)).toBe(before);
  });

  it('a document the loader refuses (an account the base has) leaves the file as it was, also after a restart', async () => {
    const s = await startTestServer({ scenario: 'empty', file: true });
    const good = await seed(s, 'extends: empty\nusers: [{ email: kept@example.com, password: Start2025 }]');
    expect(good.code).toBe('OK');
    const file = join(s.dir, 'db.json');
    await s.deps.store.write();
    const disk = await readDatabaseFiles(file);
    const refused = await seed(
      s,
      'users: [{ email: new.member@example.com, password: Start2025 }]\nplans: [{ id: 1, product: msk-patient-education, period: month, fastspringParams: x }]',
    );
    expect(refused.code).toBe('1005');
    expect(refused.data.problems).toEqual([
      {
        path: 'users[0].email',
        message: '"new.member@example.com" is already an account of the world this document extends (empty)',
      },
    ]);
    expect(s.deps.store.data.plans.find((p) => p.id === 1)!.domainId).toBe(1);
    await s.close({ keepFiles: true });
    expect(await readDatabaseFiles(file)).toEqual(disk);
    const again = await server({ file: true, dir: s.dir });
    expect(again.deps.store.data.users.map((u) => u.email)).toEqual(['new.member@example.com', 'kept@example.com']);
  });

  it('a YAML text that cannot be read is a problem of the document, named with its line, and changes nothing', async () => {
    const s = await server({ scenario: 'edge' });
    const answer = await seed(s, 'users:\n  - { email: "a@example.com\n    password: x\n');
    expect(answer).toMatchObject({ status: 200, code: '1005' });
    // Where the quote opens, not where the reader noticed it never closed (issue 51).
    expect(answer.data.problems).toContainEqual({
      path: '(document)',
      message: expect.stringMatching(/^cannot be read: line 2, column 14: Missing closing "quote \(it opens here/),
    });
    expect(s.deps.store.data.scenario).toBe('edge');
  });
});

describe('the same document gives the same world on the server and in the static demo', () => {
  it('database, created users and tokens alike (passwords hashed each with its own salt)', async () => {
    const doc = `${DOCUMENT}\narticles: [{ library: sanitiser-check }, { title: { en: A, cn: 甲 }, content: { en: <p>a</p>, cn: <p>甲</p> }, date: -2d }]\nplans: [{ id: 7, product: muscle-and-movement, period: year, fastspringParams: '{"x":' }]`;
    const s = await server({ scenario: 'demo', now: '2026-05-31T00:00:00Z' });
    const worker = await startBrowserBackend({ scenario: 'demo', now: '2026-05-31T00:00:00Z' });
    servers.push(worker);
    const [onServer, inWorker] = [await seed(s, doc), await seed(worker, doc)];
    expect(inWorker).toEqual(onServer);
    const comparable = (data: typeof s.deps.store.data) =>
      JSON.parse(JSON.stringify(data, (key, value: unknown) => (key === 'passwordHash' ? '' : value))) as unknown;
    expect(comparable(worker.deps.store.data)).toEqual(comparable(s.deps.store.data));
    expect(await userInfo(worker, 'li-na-live')).toEqual(await userInfo(s, 'li-na-live'));
  });
});

describe('the provider in a document (issue 51)', () => {
  it('arms the next checkout and keeps a plan its store does not sell; a later load clears the arm', async () => {
    const s = await server({ scenario: 'empty' });
    const doc = `
plans:
  - id: 7
    product: muscle-and-movement
    period: month
    atProvider: false
    fastspringParams: { product: campus-monthly, title: Campus, cnTitle: 校园, text: '', cnText: '', discrib: '', cnDiscrib: '', price: 49, cnPrice: 49 }
checkout: { next: timeout, delayMs: 500 }
`;
    expect((await seed(s, doc)).code).toBe('OK');
    expect(s.deps.store.data.plans.find((p) => p.id === 7)?.atProvider).toBe(false);
    const next = async () => (await (await fetch(`${s.baseUrl}/__dev/checkout/next`)).json()) as { data: unknown };
    expect((await next()).data).toEqual({ next: 'timeout', delayMs: 500 });
    expect((await seed(s, 'extends: empty')).code).toBe('OK');
    expect((await next()).data).toEqual({ next: 'pay' });
  });
});

describe('the scenarios are documents', () => {
  it.each(['demo', 'empty', 'edge'])(
    'fixtures/scenarios/%s.yaml loaded as a document is the scenario',
    async (name) => {
      const now = '2026-05-31T00:00:00Z';
      const s = await server({ scenario: 'empty', now });
      // A scenario is built as of the start of its day: the document loaded at that moment is the same world.
      const text = `now: ${now}\n${await readFile(`fixtures/scenarios/${name}.yaml`, 'utf8')}`;
      expect((await seed(s, text)).code).toBe('OK');
      const loaded = s.deps.store.data;
      const reference = (await server({ scenario: name as 'demo', now })).deps.store.data;
      const strip = (data: typeof loaded) => ({
        ...data,
        scenario: '',
        fixture: undefined,
        users: data.users.map((u) => ({ ...u, passwordHash: '' })),
      });
      expect(strip(loaded)).toEqual(strip(reference));
    },
  );
});
