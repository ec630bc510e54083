import { readFile, readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesOf } from '#contract/access.js';
import { api } from '#contract/index.js';
import { loadReplay } from '#fake-server/proxy/replay.js';
import { type TestServer, signedUpUser, startTestServer, uploadImage } from '../setup/api-server.js';
import { NEW_PASSWORD } from '../setup/credentials.js';

const HEADERS = { platform: 'PC', language: 'en' };
const json = async (res: Response) => (await res.json()) as { code: string; message: string; data: any };
const get = (server: TestServer, path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers: { ...HEADERS, ...headers } });
const devCall = (server: TestServer, method: string, path: string, body?: unknown) =>
  fetch(`${server.baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const lastSeen = async (server: TestServer) =>
  (await json(await fetch(`${server.baseUrl}/__dev/requests`))).data.list[0];

/** A new user made through the proxy: the upstream mails the link, the proxy follows it. */
async function signedUpThrough(front: TestServer, back: TestServer) {
  const email = `proxy${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = NEW_PASSWORD;
  const post = (path: string, body: unknown) =>
    fetch(`${front.baseUrl}${path}`, {
      method: 'POST',
      headers: { ...HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  expect((await json(await post('/api/passport/register', { nickName: 'Ada', email, password }))).code).toBe('OK');
  const mail = await json(
    await fetch(`${back.baseUrl}/__dev/mail/latest?to=${encodeURIComponent(email)}&kind=activation`),
  );
  const link = new URL(mail.data.link);
  expect((await fetch(`${front.baseUrl}${link.pathname}${link.search}`, { redirect: 'manual' })).status).toBe(302);
  const login = await json(await post('/api/passport/account/login', { email, password }));
  expect(login.code).toBe('OK');
  return { email, token: login.data.token as string };
}

let upstream: TestServer;
let proxy: TestServer;
const proxyTo = (base: string, extra: { strict?: boolean; timeoutMs?: number } = {}) =>
  startTestServer({
    scenario: 'empty',
    proxy: { base, strict: extra.strict ?? false, timeoutMs: extra.timeoutMs ?? 5000 },
  });

beforeAll(async () => {
  upstream = await startTestServer({ scenario: 'demo' });
  proxy = await proxyTo(upstream.baseUrl);
});
afterAll(async () => {
  await proxy.close();
  await upstream.close();
});

describe('proxy mode', () => {
  it("opening the site as a user says why it cannot, and opens no session of the fake server's world (issue 58)", async () => {
    const page = await fetch(`${proxy.baseUrl}/__dev/open-as`);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('This server runs in proxy mode');
    expect(text).not.toContain('<script');
    // A session the fake server's own world has (the document loaded in it), asked for anyway.
    await proxy.client().dev.seed({
      body: { users: [{ email: 'ada@example.com', password: NEW_PASSWORD, sessions: [{ token: 'ada-live' }] }] },
    });
    const asked = await proxy.client('', 'cn').dev.openAs({ body: { token: 'ada-live' } });
    expect(asked.body).toEqual({
      code: '1005',
      message: expect.stringContaining('代理模式下，所有 /api 调用都会发往真实 API'),
    });
  });

  it('passes every call of the contract through to the upstream, with its status and answer', async () => {
    for (const route of routesOf(api)) {
      const path = route.path.replace(/:\w+/g, '1');
      const init: RequestInit = {
        method: route.method,
        headers: { ...HEADERS, 'content-type': 'application/json' },
        redirect: 'manual',
      };
      if (!['GET', 'DELETE'].includes(route.method)) init.body = '{}';
      const res = await fetch(`${proxy.baseUrl}${path}`, init);
      const seen = await lastSeen(upstream);
      expect({ route: path, method: seen.method, url: seen.url, status: seen.status }).toEqual({
        route: path,
        method: route.method,
        url: path,
        status: res.status,
      });
    }
  });

  it('answers public reads as the upstream does, in the language asked for', async () => {
    for (const language of ['en', 'cn']) {
      const direct = await json(await get(upstream, '/api/information/list?page=1&size=20', { language }));
      const proxied = await json(await get(proxy, '/api/information/list?page=1&size=20', { language }));
      expect(proxied).toEqual(direct);
      expect(proxied.data.list.length).toBeGreaterThan(0);
    }
    // The proxy's own database is the empty scenario: the list came from the upstream.
    expect(proxy.deps.store.data.blogs).toHaveLength(0);
  });

  it('forwards the token and a multipart upload; the file is then read through the proxy', async () => {
    const user = await signedUpThrough(proxy, upstream);
    expect(upstream.deps.store.data.users.some((u) => u.email === user.email)).toBe(true);
    const info = await json(await get(proxy, '/api/u/user/info', { authorization: `Bearer ${user.token}` }));
    expect(info.data.email).toBe(user.email);
    const upload = await uploadImage(proxy, user.token);
    expect(upload.url).toMatch(/^\/uploads\//);
    expect(upstream.deps.store.data.uploads.some((u) => upload.url!.endsWith(u.name))).toBe(true);
    const direct = Buffer.from(await (await fetch(`${upstream.baseUrl}${upload.url}`)).arrayBuffer());
    const proxied = Buffer.from(await (await fetch(`${proxy.baseUrl}${upload.url}`)).arrayBuffer());
    expect(proxied.length).toBeGreaterThan(0);
    expect(proxied.equals(direct)).toBe(true);
  });

  it('flags an answer of the wrong shape without changing it, and counts it on the dashboard', async () => {
    const wrong = { code: 'OK', message: '', data: { list: 'not a list' } };
    await devCall(upstream, 'POST', '/__dev/faults', { path: '/api/goods/body/list', body: wrong, times: 1 });
    const res = await get(proxy, '/api/goods/body/list?domainId=1');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual(wrong);
    const seen = await lastSeen(proxy);
    expect(seen.mismatch).toMatch(/does not match the contract: data\.list/);
    const dashboard = await (await fetch(`${proxy.baseUrl}/__dev`)).text();
    expect(dashboard).toMatch(/mismatches: <strong>1<\/strong>/);
    expect(dashboard).toContain('Do not apply in proxy mode');
  });

  it('in strict mode, answers a wrong shape with a 502 envelope naming it', async () => {
    const strict = await proxyTo(upstream.baseUrl, { strict: true });
    try {
      await devCall(upstream, 'POST', '/__dev/faults', {
        path: '/api/goods/body/list',
        body: { code: 'OK', message: '', data: null },
        times: 1,
      });
      const res = await get(strict, '/api/goods/body/list?domainId=1');
      expect(res.status).toBe(502);
      const body = await json(res);
      expect(body.code).toBe('1009');
      expect(body.message).toContain('GET /api/goods/body/list');
      // A right answer still passes.
      expect((await json(await get(strict, '/api/goods/body/list?domainId=1'))).code).toBe('OK');
    } finally {
      await strict.close();
    }
  });

  it('never lets a dot segment climb out of /api on the upstream', async () => {
    const before = (await lastSeen(upstream)).id;
    const { port } = new URL(proxy.baseUrl);
    // Sent as written: fetch would resolve the dots before sending.
    const status = (path: string) =>
      new Promise<number>((resolve, reject) =>
        request({ host: '127.0.0.1', port, path, headers: HEADERS }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end(),
      );
    for (const path of [
      '/api/../__dev/requests',
      '/api/%2e%2e/__dev/requests',
      '/api/x/%2E./..%2f',
      '/api/./information/list',
    ]) {
      expect(await status(path), path).toBe(400);
    }
    expect((await lastSeen(upstream)).id).toBe(before);
  });

  it('applies a fault armed on the proxy in front of the real API', async () => {
    const before = (await lastSeen(upstream)).id;
    await devCall(proxy, 'POST', '/__dev/faults', { path: '/api/information/list', code: '1006', times: 1 });
    const body = await json(await get(proxy, '/api/information/list?page=1&size=20'));
    expect(body.code).toBe('1006');
    expect((await lastSeen(upstream)).id).toBe(before);
    expect((await json(await get(proxy, '/api/information/list?page=1&size=20'))).code).toBe('OK');
  });

  it('turns an upstream that is down into a clear 502, and one too slow into a 504', async () => {
    const down = await proxyTo('http://127.0.0.1:9');
    try {
      const res = await get(down, '/api/information/list?page=1&size=20', { language: 'cn' });
      expect(res.status).toBe(502);
      expect(await json(res)).toMatchObject({ code: '1009', message: '无法连接上游 API。' });
      expect(await (await fetch(`${down.baseUrl}/__dev`)).text()).toContain('upstream failing');
    } finally {
      await down.close();
    }
    const slow = await proxyTo(upstream.baseUrl, { timeoutMs: 300 });
    try {
      await devCall(upstream, 'POST', '/__dev/faults', { path: '/api/information/list', delayMs: 2000, times: 1 });
      const res = await get(slow, '/api/information/list?page=1&size=20');
      expect(res.status).toBe(504);
      expect((await json(res)).message).toBe('The upstream API did not answer in time.');
    } finally {
      await slow.close();
    }
  });
});

describe('record and replay', () => {
  it('records public answers and their media, nothing of a user, and replays them with the upstream gone', async () => {
    const user = await signedUpThrough(proxy, upstream);
    const auth = { authorization: `Bearer ${user.token}` };
    expect((await json(await devCall(proxy, 'POST', '/__dev/record', { name: 'sales-demo' }))).data.recording).toBe(
      'sales-demo',
    );
    const visits = [
      '/api/information/list?page=1&size=20',
      '/api/information/detail/1',
      '/api/goods/body/list?domainId=1',
      '/api/goods/body/list?domainId=2',
      '/api/edu/patient/category/all',
      '/api/software/package/list',
    ];
    const direct: Record<string, unknown> = {};
    for (const language of ['en', 'cn']) {
      for (const path of visits) direct[`${language} ${path}`] = await json(await get(proxy, path, { language }));
    }
    // A signed-in user's calls pass, and are never recorded.
    await get(proxy, '/api/u/user/info', auth);
    await get(proxy, '/api/u/order/list?page=1&size=20', auth);
    await get(proxy, '/api/information/list?page=1&size=20', { ...auth, language: 'en' });
    const stopped = await json(await devCall(proxy, 'DELETE', '/__dev/record'));
    expect(stopped.data).toMatchObject({ name: 'sales-demo', answers: visits.length * 2 });
    expect(stopped.data.files).toBeGreaterThan(0);

    const folder = join(proxy.dir, 'snapshots', 'sales-demo');
    const saved = await readFile(join(folder, 'answers.json'), 'utf8');
    expect(saved).not.toContain(user.email);
    expect(saved).not.toContain(user.token);
    expect(saved).not.toContain('/api/u/');
    expect(saved).not.toMatch(/"token"|"email"|orderNo/);
    expect((await readdir(join(folder, 'files', 'media'))).length).toBeGreaterThan(0);

    await upstream.close();
    const replay = await startTestServer({ scenario: 'empty', replay: await loadReplay(folder, 'sales-demo') });
    try {
      for (const language of ['en', 'cn']) {
        for (const path of visits)
          expect(await json(await get(replay, path, { language }))).toEqual(direct[`${language} ${path}`]);
      }
      const categories = (
        direct['en /api/edu/patient/category/all'] as { data: { list: Array<Record<string, unknown>> } }
      ).data.list;
      const picture = Object.values(categories[0]!).find(
        (v) => typeof v === 'string' && v.startsWith('/media/'),
      ) as string;
      const res = await fetch(`${replay.baseUrl}${picture}`);
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
      // Accounts still work offline: the fake server's own, on the empty scenario.
      expect((await signedUpUser(replay)).token).toBeTruthy();
    } finally {
      await replay.close();
    }
    // The dashboard's scenario switch offers the recording, and switches to it and back.
    const offline = await startTestServer({ scenario: 'empty', recordingsDir: join(proxy.dir, 'snapshots') });
    try {
      const blog = async () => (await json(await get(offline, visits[0]!))).data.list.length;
      expect(await blog()).toBe(0);
      expect(await (await fetch(`${offline.baseUrl}/__dev`)).text()).toContain('recorded:sales-demo');
      expect(
        (await json(await devCall(offline, 'POST', '/__dev/reset', { scenario: 'recorded:sales-demo' }))).code,
      ).toBe('OK');
      expect(await blog()).toBeGreaterThan(0);
      expect(
        (await json(await devCall(offline, 'POST', '/__dev/reset', { scenario: 'recorded:nothing-here' }))).code,
      ).toBe('1008');
      expect((await json(await devCall(offline, 'POST', '/__dev/reset', { scenario: 'empty' }))).code).toBe('OK');
      expect(await blog()).toBe(0);
    } finally {
      await offline.close();
      upstream = await startTestServer({ scenario: 'demo' });
    }
  });

  it('refuses to record outside proxy mode, and names that leave the folder', async () => {
    const offline = await startTestServer({ scenario: 'empty' });
    try {
      expect((await json(await devCall(offline, 'POST', '/__dev/record', { name: 'x' }))).code).toBe('1005');
    } finally {
      await offline.close();
    }
    expect((await json(await devCall(proxy, 'POST', '/__dev/record', { name: '..' }))).code).toBe('1005');
  });
});
