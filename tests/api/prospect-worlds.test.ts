import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readProspectLink } from '#contract/prospect-link.js';
import { type TestServer, startTestServer } from '../setup/api-server.js';
import { type RawAnswer, rawRequest } from '../setup/raw-request.js';
import { HEADERS, JSON_TYPE, cookies } from '../setup/sandbox-client.js';
import { LONDON_CLINIC, SHANGHAI_SCHOOL } from '../setup/prospect-documents.js';

/**
 * Prospect links (issue 59, docs/decisions/175, 176): a server without sandboxes (and the static
 * demo's worker) answers a link that carries the world; in sandbox mode the server stores the world
 * and every visitor who opens its link gets a private copy, within every sandbox's limits.
 */
const TEACHER = 'zhang.min@shsr.edu.test';
const LEAD = 'olivia.bennett@thameside.example.test';

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  rawRequest(base, {
    method: 'POST',
    path,
    headers: { ...HEADERS, ...JSON_TYPE, ...headers },
    body: JSON.stringify(body),
  });
const get = (base: string, path: string, headers: Record<string, string> = {}) =>
  rawRequest(base, { path, headers: { ...HEADERS, ...headers } });
/** The cookie header a browser would send after this answer. */
const cookieOf = (res: RawAnswer) => cookies(res)[0]!.split(';')[0]!;
const fragment = (link: string) => link.slice(link.indexOf('#'));

/** What a prospect's browser does with a sandbox link: opens the world, then a session of the person. */
async function openLink(base: string, link: string, cookie?: string) {
  const read = await readProspectLink(fragment(link));
  if (read.kind !== 'sandbox') throw new Error('a sandbox link');
  const opened = await post(base, '/__dev/prospect-worlds/open', { id: read.world }, cookie ? { cookie } : {});
  expect(opened.json().code, opened.text).toBe('OK');
  const jar = cookie ?? cookieOf(opened);
  const session = await post(base, '/__dev/session', { email: read.as }, { cookie: jar });
  expect(session.json().code, session.text).toBe('OK');
  return { cookie: jar, token: session.json().data.token as string, organisation: opened.json().data.organisation };
}
const storedId = (link: string) => /s1\.([\w-]{22})/.exec(link)![1]!;
const whoIs = async (base: string, cookie: string, token: string) =>
  (await get(base, '/api/u/user/info', { cookie, authorization: `Bearer ${token}` })).json();

describe('a server without sandboxes (and the static demo): the link carries the world', () => {
  let server: TestServer;
  beforeAll(async () => (server = await startTestServer()));
  afterAll(() => server.close());

  it('answers a link that reads back as the document, who and the language; checks it as a load does', async () => {
    const res = await post(server.baseUrl, '/__dev/prospect-worlds', {
      document: SHANGHAI_SCHOOL,
      as: TEACHER,
      language: 'cn',
    });
    expect(res.json().code, res.text).toBe('OK');
    const { kind, link } = res.json().data;
    expect(kind).toBe('static');
    expect(link).toMatch(/^http:\/\/web\.test\/#demo=w1\./);
    const read = await readProspectLink(fragment(link));
    expect(read).toMatchObject({ kind: 'static', as: TEACHER, language: 'cn' });
    expect(read.kind === 'static' && read.document).toEqual(JSON.parse(JSON.stringify(SHANGHAI_SCHOOL)));

    const nobody = await post(
      server.baseUrl,
      '/__dev/prospect-worlds',
      { document: SHANGHAI_SCHOOL, as: 'nobody@x.cn' },
      { language: 'cn' },
    );
    expect(nobody.json()).toMatchObject({
      code: '1005',
      data: { problems: [{ path: 'as', message: expect.stringContaining('nobody@x.cn') }] },
    });
    const broken = await post(server.baseUrl, '/__dev/prospect-worlds', { document: 'users: [{ email: x }]' });
    expect(broken.json().code).toBe('1005');
    // Nothing of either changed the server's world.
    expect(
      (await get(server.baseUrl, '/__dev/mail'))
        .json()
        .data.list.some((m: { to: string }) => m.to.endsWith('shsr.edu.test')),
    ).toBe(false);
  });

  it('a session of any person of the world by e-mail; an unknown one is refused in the caller language', async () => {
    const res = await post(server.baseUrl, '/__dev/session', { email: 'Lena.Hartmann@example.com' });
    expect(res.json().data.user).toMatchObject({
      email: 'lena.hartmann@example.com',
      name: 'Lena Hartmann',
      language: 'en',
    });
    expect(
      (await get(server.baseUrl, '/api/u/user/info', { authorization: `Bearer ${res.json().data.token}` })).json().data
        .nickName,
    ).toBe('Lena Hartmann');
    const none = await post(server.baseUrl, '/__dev/session', { email: 'nobody@example.com' }, { language: 'cn' });
    expect(none.json()).toMatchObject({ code: '1008', message: expect.stringContaining('没有邮箱为') });
  });
});

describe('a sandbox-mode server: stored worlds, a private copy for every visitor', () => {
  let server: TestServer;
  let link: string;
  beforeAll(async () => {
    server = await startTestServer({ sandboxes: { prospectWorlds: { max: 3, ttlMs: 3_600_000 } } });
    const res = await post(server.baseUrl, '/__dev/prospect-worlds', {
      document: SHANGHAI_SCHOOL,
      as: TEACHER,
      language: 'cn',
    });
    expect(res.json().code, res.text).toBe('OK');
    expect(cookies(res), 'storing a world starts no sandbox').toEqual([]);
    ({ link } = res.json().data);
    expect(res.json().data).toMatchObject({ kind: 'sandbox', id: expect.stringMatching(/^[\w-]{22}$/) });
    expect(Date.parse(res.json().data.expires) - Date.now()).toBeGreaterThan(3_500_000);
  });
  afterAll(() => server.close());

  it('two prospects open one link: each a sandbox of their own, signed in as the teacher, never seeing the other', async () => {
    expect(link).toMatch(/^http:\/\/web\.test\/#demo=s1\.[\w-]{22}&as=zhang\.min%40shsr\.edu\.test&lang=cn$/);
    const first = await openLink(server.baseUrl, link);
    const second = await openLink(server.baseUrl, link);
    expect(first.cookie).not.toBe(second.cookie);
    expect(first.organisation).toBe('上海运动康复学院');
    expect((await whoIs(server.baseUrl, first.cookie, first.token)).data).toMatchObject({ nickName: '张敏' });
    // The first prospect changes their name; the second's teacher is as stored.
    await post(
      server.baseUrl,
      '/api/u/user/update',
      { nickName: '张老师' },
      { cookie: first.cookie, authorization: `Bearer ${first.token}` },
    );
    expect((await whoIs(server.baseUrl, first.cookie, first.token)).data.nickName).toBe('张老师');
    expect((await whoIs(server.baseUrl, second.cookie, second.token)).data.nickName).toBe('张敏');
    // The pending activation of the new student is in each copy's own outbox.
    const mail = await get(server.baseUrl, '/__dev/mail/latest?to=wang.fang%40shsr.edu.test&kind=activation', {
      cookie: second.cookie,
    });
    expect(mail.json().data).toMatchObject({
      language: 'cn',
      link: expect.stringContaining('http://web.test/api/passport/activate?token='),
    });
  });

  it("the salesperson's reset and snapshots touch no prospect's copy (issue 59: a reset signed the prospect out)", async () => {
    const prospect = await openLink(server.baseUrl, link);
    // The salesperson's own sandbox: a world of theirs, a snapshot, a scenario reset.
    const mine = await post(server.baseUrl, '/__dev/sandboxes', { fixture: LONDON_CLINIC });
    const id = mine.json().data.id as string;
    expect((await post(server.baseUrl, '/__dev/snapshot', { name: 'before' }, { 'x-sandbox': id })).json().code).toBe(
      'OK',
    );
    expect((await post(server.baseUrl, '/__dev/reset', { scenario: 'empty' }, { 'x-sandbox': id })).json().code).toBe(
      'OK',
    );
    expect((await post(server.baseUrl, '/__dev/restore', { name: 'before' }, { 'x-sandbox': id })).json().code).toBe(
      'OK',
    );
    expect((await whoIs(server.baseUrl, prospect.cookie, prospect.token)).code).toBe('OK');
  });

  it('opening it again in the same browser puts a fresh copy in its own sandbox, relative times from now', async () => {
    const prospect = await openLink(server.baseUrl, link);
    const again = await post(
      server.baseUrl,
      '/__dev/prospect-worlds/open',
      { id: storedId(link) },
      { cookie: prospect.cookie },
    );
    expect(cookies(again), 'the same sandbox').toEqual([]);
    expect(
      (await whoIs(server.baseUrl, prospect.cookie, prospect.token)).code,
      'a fresh copy: the old session is gone',
    ).toBe('Unauthorized');
  });

  it('an unknown, malformed or hostile id opens nothing and leaves no sandbox behind', async () => {
    for (const id of ['A'.repeat(22), '../../../etc/passwd', '..%2F..%2Fdb', 'x'.repeat(64)]) {
      const res = await post(server.baseUrl, '/__dev/prospect-worlds/open', { id }, { language: 'cn' });
      expect(res.json()).toMatchObject({ code: '1008', message: '此演示链接已过期或不存在，请联系发送者获取新链接。' });
      expect(cookies(res)).toEqual([]);
    }
  });

  it('stored worlds are bounded: in count (then 503-like refusal with Retry-After), in size; they survive a restart', async () => {
    const store = () => post(server.baseUrl, '/__dev/prospect-worlds', { document: LONDON_CLINIC, as: LEAD });
    expect((await store()).json().code).toBe('OK');
    expect((await store()).json().code).toBe('OK');
    const full = await store();
    expect(full.json()).toMatchObject({ code: '1009', message: expect.stringContaining('at most 3 prepared worlds') });
    expect(Number(full.headers['retry-after'])).toBeGreaterThan(3000);
    const files = await readdir(join(server.dir, 'prospect-worlds'));
    expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(3);
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);

    const big = {
      ...LONDON_CLINIC,
      contacts: Array.from({ length: 300 }, (_, i) => ({
        name: `N${i}`,
        email: `n${i}@x.test`,
        message: 'x'.repeat(1000),
      })),
    };
    const tooLarge = await post(server.baseUrl, '/__dev/prospect-worlds', { document: big });
    expect(tooLarge.json()).toMatchObject({ code: '1005', message: expect.stringContaining('too large to keep') });

    await server.close({ keepFiles: true });
    server = await startTestServer({ dir: server.dir, sandboxes: { prospectWorlds: { max: 3, ttlMs: 3_600_000 } } });
    expect((await openLink(server.baseUrl, link)).organisation).toBe('上海运动康复学院');
  });
});

describe('limits a visitor meets', () => {
  it('one client stores at most 20 worlds an hour; an expired world opens nothing', async () => {
    const server = await startTestServer({ rateLimit: true, sandboxes: { prospectWorlds: { max: 100, ttlMs: 400 } } });
    try {
      const store = () => post(server.baseUrl, '/__dev/prospect-worlds', { document: { users: [] } });
      const answers = [];
      for (let i = 0; i < 21; i++) answers.push(await store());
      expect(answers.slice(0, 20).every((a) => a.json().code === 'OK')).toBe(true);
      expect(answers[20]!.json().code).toBe('1007');
      expect(Number(answers[20]!.headers['retry-after'])).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 500));
      const id = answers[0]!.json().data.id as string;
      expect((await post(server.baseUrl, '/__dev/prospect-worlds/open', { id })).json().code).toBe('1008');
    } finally {
      await server.close();
    }
  });
});
