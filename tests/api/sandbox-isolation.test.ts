import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadReplay } from '#fake-server/proxy/replay.js';
import { type TestServer, startTestServer } from '../setup/api-server.js';
import { rawRequest } from '../setup/raw-request.js';
import { HEADERS, JSON_TYPE, cookies, inSandbox, newSandbox } from '../setup/sandbox-client.js';

/**
 * Red team, round 4: sandboxes isolated in everything. Another site cannot start or swap a
 * visitor's sandbox, a second cookie is refused, nothing per sandbox is cacheable, and a recording
 * is replayed per sandbox and changed only by the operator.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sandboxes: {} });
});
afterAll(() => server.close());

const contact = { userName: 'A', contact: 'a@example.com', content: 'Hello' };
const post = (base: string, headers: Record<string, string>, path = '/api/common/propose/create') =>
  rawRequest(base, {
    method: 'POST',
    path,
    headers: { ...HEADERS, ...JSON_TYPE, ...headers },
    body: JSON.stringify(contact),
  });
const folders = async (s: TestServer) => (await readdir(join(s.dir, 'sandboxes')).catch(() => [])).length;

describe('another site cannot start or replace a sandbox', () => {
  it.each([
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['a sibling subdomain', { origin: 'http://sub.127.0.0.1.example', 'sec-fetch-site': 'same-site' }],
  ])('a cookie-less post with %s: 403, no cookie, no sandbox', async (_name, headers) => {
    const before = await folders(server);
    const res = await post(server.baseUrl, headers);
    expect(res.status).toBe(403);
    expect(res.json().message).toMatch(/another site/);
    expect(cookies(res)).toEqual([]);
    expect(await folders(server)).toBe(before);
  });

  it('the same post from the demo itself (its own Origin) starts one', async () => {
    const res = await post(server.baseUrl, { origin: server.baseUrl, 'sec-fetch-site': 'same-origin' });
    expect(res.json().code).toBe('OK');
    expect(cookies(res)[0]).toMatch(/^ma_sandbox=/);
  });

  it('two sandbox cookies (one tossed from a sibling subdomain) are refused, not guessed between', async () => {
    const a = await newSandbox(server.baseUrl);
    const b = await newSandbox(server.baseUrl);
    const res = await rawRequest(server.baseUrl, {
      path: '/api/information/list',
      headers: { ...HEADERS, cookie: `ma_sandbox=${b}; other=1; ma_sandbox=${a}` },
    });
    expect(res.status).toBe(400);
    expect(res.json().message).toMatch(/two sandbox cookies/i);
  });
});

describe('over https', () => {
  let https: TestServer;
  beforeAll(async () => {
    https = await startTestServer({ sandboxes: {}, webOrigin: 'https://demo.example.com' });
  });
  afterAll(() => https.close());

  it('the cookie is __Host- prefixed; an unprefixed one (which a sibling can set) places no one', async () => {
    const res = await post(https.baseUrl, {});
    const [cookie] = cookies(res);
    expect(cookie).toMatch(/^__Host-ma_sandbox=[\w-]{22}; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    const id = /=([\w-]{22})/.exec(cookie!)![1]!;
    await inSandbox(https.baseUrl, id, '/__dev/clock', 'POST', { advanceMs: 60_000 });
    const own = await rawRequest(https.baseUrl, {
      path: '/__dev/clock',
      headers: { cookie: `__Host-ma_sandbox=${id}` },
    });
    expect(own.json().data.offsetMs).toBe(60_000);
    const tossed = await rawRequest(https.baseUrl, { path: '/__dev/clock', headers: { cookie: `ma_sandbox=${id}` } });
    expect(tossed.json().data.offsetMs).toBe(0);
  });
});

describe('nothing per visitor is cacheable', () => {
  it('every /__dev page, a reset code, a sandbox answer and an answer that sets the cookie say no-store', async () => {
    const id = await newSandbox(server.baseUrl);
    for (const path of ['/__dev', '/__dev/mail/latest?kind=reset', '/__dev/faults', '/api/information/list'])
      expect((await inSandbox(server.baseUrl, id, path)).headers['cache-control'], path).toBe('no-store');
    expect((await post(server.baseUrl, {})).headers['cache-control']).toBe('no-store');
    const plain = await startTestServer();
    try {
      for (const path of ['/__dev', '/__dev/mail/latest?kind=reset'])
        expect((await rawRequest(plain.baseUrl, { path })).headers['cache-control'], path).toBe('no-store');
    } finally {
      await plain.close();
    }
  });
});

describe('recordings', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'recordings-'));
    await mkdir(join(dir, 'sales'), { recursive: true });
    const list = { code: 'OK', message: '', data: { list: [], totalRecord: 77 } };
    await writeFile(
      join(dir, 'sales', 'answers.json'),
      JSON.stringify({
        recordedAt: '2026-01-01T00:00:00Z',
        upstream: 'x',
        answers: [{ language: 'en', url: '/api/information/list?page=1&size=3', status: 200, body: list }],
        files: [],
      }),
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("one visitor's reset leaves the recording the others are replayed", async () => {
    const replayed = await startTestServer({
      scenario: 'empty',
      sandboxes: { scenario: 'empty' },
      recordingsDir: dir,
      replay: await loadReplay(join(dir, 'sales'), 'sales'),
    });
    try {
      const total = async (id: string) =>
        (await inSandbox(replayed.baseUrl, id, '/api/information/list?page=1&size=3')).json().data.totalRecord;
      const a = await newSandbox(replayed.baseUrl);
      const b = await newSandbox(replayed.baseUrl);
      expect([await total(a), await total(b)]).toEqual([77, 77]);
      expect((await inSandbox(replayed.baseUrl, a, '/__dev/reset', 'POST', { scenario: 'demo' })).json().code).toBe(
        'OK',
      );
      expect([await total(a), await total(b)]).toEqual([10, 77]);
    } finally {
      await replayed.close();
    }
  });

  it('only the operator, on the machine itself, starts a recording: not a visitor through the proxy', async () => {
    const upstream = await startTestServer();
    const proxied = await startTestServer({
      scenario: 'empty',
      sandboxes: {},
      proxy: { base: upstream.baseUrl, strict: false, timeoutMs: 5000 },
      recordingsDir: dir,
    });
    try {
      const id = await newSandbox(proxied.baseUrl);
      const visitor = await inSandbox(
        proxied.baseUrl,
        id,
        '/__dev/record',
        'POST',
        { name: 'sales', replace: true },
        {
          headers: { 'x-forwarded-for': '203.0.113.9' },
        },
      );
      expect(visitor.status).toBe(403);
      expect(visitor.json().message).toMatch(/operator/);
      const operator = await inSandbox(proxied.baseUrl, id, '/__dev/record', 'POST', { name: 'other' });
      expect(operator.json().code).toBe('OK');
      expect((await inSandbox(proxied.baseUrl, id, '/__dev/record', 'DELETE')).json().code).toBe('OK');
    } finally {
      await proxied.close();
      await upstream.close();
    }
  });
});
