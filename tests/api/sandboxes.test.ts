import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../setup/api-server.js';
import { rawRequest } from '../setup/raw-request.js';
import { HEADERS, JSON_TYPE, cookies, inSandbox, newSandbox as create, registerIn } from '../setup/sandbox-client.js';
import { png } from './images.js';
import { EDGE_PASSWORD, NEW_PASSWORD } from '../setup/credentials.js';

/** Sandbox mode (SANDBOXES=on, docs/decisions/076): every client in its own complete fake backend. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sandboxes: {} });
});
afterAll(() => server.close());

const newSandbox = (s: TestServer, scenario?: string) => create(s.baseUrl, scenario);
const call = (s: TestServer, id: string, path: string, method = 'GET', body?: object) =>
  inSandbox(s.baseUrl, id, path, method, body);
const blogTotal = async (s: TestServer, id: string) =>
  (await call(s, id, '/api/information/list?page=1&size=3')).json().data.totalRecord as number;
const register = (s: TestServer, id: string, email: string) => registerIn(s.baseUrl, id, email);
/** A visitor's first write: a contact message, without a cookie. */
const firstWrite = (s: TestServer, headers: Record<string, string> = {}) =>
  rawRequest(s.baseUrl, {
    method: 'POST',
    path: '/api/common/propose/create',
    headers: { ...HEADERS, ...JSON_TYPE, ...headers },
    body: JSON.stringify({ userName: 'A', contact: 'a@example.com', content: 'Hello' }),
  });

describe('placing a client in a sandbox', () => {
  it('reading without a cookie starts none; the first write gets a new sandbox and its cookie', async () => {
    const read = await rawRequest(server.baseUrl, { path: '/api/information/list?page=1&size=3', headers: HEADERS });
    expect(read.json().data.totalRecord).toBe(10);
    expect(cookies(read)).toEqual([]);
    const res = await firstWrite(server);
    expect(res.json().code).toBe('OK');
    const [cookie] = cookies(res);
    expect(cookie).toMatch(/^ma_sandbox=[A-Za-z0-9_-]{22}; Path=\/; HttpOnly; SameSite=Lax$/);
    // The same cookie places the next request in the same sandbox: no new cookie.
    const again = await firstWrite(server, { cookie: cookie!.split(';')[0]! });
    expect(cookies(again)).toEqual([]);
  });

  it('POST /__dev/sandboxes creates one with the scenario asked for, ids carry 128 bits', async () => {
    const edge = await newSandbox(server, 'edge');
    const empty = await newSandbox(server, 'empty');
    const demo = await newSandbox(server);
    expect(edge).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Set([edge, empty, demo]).size).toBe(3);
    expect(await blogTotal(server, empty)).toBe(0);
    expect(await blogTotal(server, demo)).toBe(10);
    const login = await call(server, edge, '/api/passport/account/login', 'POST', {
      email: 'not.activated@example.com',
      password: EDGE_PASSWORD,
    });
    expect(login.json().code).toBe('1006');
  });

  it('an unknown sandbox in the header is refused with a clear error, never silently replaced', async () => {
    for (const id of ['AAAAAAAAAAAAAAAAAAAAAA', 'nonsense', '']) {
      const res = await call(server, id, '/api/information/list?page=1&size=3');
      expect(res.status).toBe(400);
      expect(res.json().message).toMatch(/sandbox/i);
      expect(cookies(res)).toEqual([]);
    }
  });

  it('an expired cookie: a read clears it with the notice for the ribbon, a write gets a fresh sandbox', async () => {
    const expired = { cookie: 'ma_sandbox=AAAAAAAAAAAAAAAAAAAAAA' };
    const read = await rawRequest(server.baseUrl, { path: '/api/information/list', headers: expired });
    expect(read.json().code).toBe('OK');
    expect(cookies(read)[0]).toMatch(/^ma_sandbox=; Max-Age=0;/);
    expect(cookies(read)[1]).toMatch(/^ma_sandbox_notice=expired;/);
    const res = await firstWrite(server, expired);
    expect(res.json().code).toBe('OK');
    const set = cookies(res);
    expect(set[0]).toMatch(/^ma_sandbox=(?!AAAAAAAAAAAAAAAAAAAAAA)[A-Za-z0-9_-]{22};/);
    expect(set[1]).toMatch(/^ma_sandbox_notice=expired;/);
  });

  it('files and assets never create a sandbox', async () => {
    for (const path of ['/media/blog/1.svg', '/uploads/0123456789abcdef0123456789abcdef.png', '/favicon.ico'])
      expect(cookies(await rawRequest(server.baseUrl, { path })), path).toEqual([]);
  });
});

describe('sandboxes never see each other', () => {
  it('two sandboxes register the same e-mail; each gets its own mail and token', async () => {
    const a = await newSandbox(server);
    const b = await newSandbox(server);
    const inA = await register(server, a, 'same@example.com');
    const inB = await register(server, b, 'same@example.com');
    expect(inA.link).not.toBe(inB.link);
    expect(inA.token).not.toBe(inB.token);
    // A's token means nothing in B.
    const cross = await rawRequest(server.baseUrl, {
      path: '/api/u/user/info',
      headers: { ...HEADERS, 'x-sandbox': b, authorization: `Bearer ${inA.token}` },
    });
    expect(cross.json().code).toBe('Unauthorized');
    const mails = (await call(server, a, '/__dev/mail')).json().data.list as { link?: string }[];
    expect(mails.map((m) => m.link)).not.toContain(inB.link);
  });

  it('a fault, a clock move and a reset in one leave the other untouched', async () => {
    const a = await newSandbox(server);
    const b = await newSandbox(server);
    await call(server, a, '/__dev/faults', 'POST', { path: '/api/information/list', status: 500 });
    await call(server, a, '/__dev/clock', 'POST', { advanceMs: 86_400_000 });
    expect((await call(server, a, '/api/information/list')).status).toBe(500);
    expect((await call(server, b, '/api/information/list')).status).toBe(200);
    expect((await call(server, a, '/__dev/clock')).json().data.offsetMs).toBe(86_400_000);
    expect((await call(server, b, '/__dev/clock')).json().data.offsetMs).toBe(0);
    expect((await call(server, b, '/__dev/faults')).json().data.list).toEqual([]);
    await call(server, a, '/__dev/faults', 'DELETE');
    await call(server, a, '/__dev/reset', 'POST', { scenario: 'empty' });
    expect(await blogTotal(server, a)).toBe(0);
    expect(await blogTotal(server, b)).toBe(10);
    // The server's own world is untouched too.
    expect(server.deps.store.data.blogs.length).toBe(10);
  });

  it('an upload in one is not served in the other; the inspector shows each its own calls', async () => {
    const a = await newSandbox(server);
    const b = await newSandbox(server);
    const { token } = await register(server, a, 'pics@example.com');
    const form = new FormData();
    form.append('upfile', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'a.png');
    const upload = (await (
      await fetch(`${server.baseUrl}/api/common/file/upload`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}`, 'x-sandbox': a },
      })
    ).json()) as { url: string };
    const path = new URL(upload.url, server.baseUrl).pathname;
    expect((await call(server, a, path)).status).toBe(200);
    expect((await call(server, b, path)).status).toBe(404);
    expect((await rawRequest(server.baseUrl, { path })).status).toBe(404);
    const seenByB = (await call(server, b, '/__dev/requests')).json().data.list as { url: string }[];
    expect(seenByB.map((r) => r.url)).not.toContain('/api/common/file/upload');
  });

  it("the dashboard shows the caller's sandbox and its mail only, never another's", async () => {
    const a = await newSandbox(server);
    const b = await newSandbox(server);
    await register(server, a, 'dash-a@example.com');
    await register(server, b, 'dash-b@example.com');
    const page = (await call(server, a, '/__dev')).text;
    expect(page).toContain(`Your sandbox: <strong>${a}</strong>`);
    expect(page).toContain('dash-a@example.com');
    expect(page).not.toContain('dash-b@example.com');
    expect(page).not.toContain(b);
  });

  it('two browser contexts get two sandboxes', async () => {
    const first = cookies(await firstWrite(server))[0];
    const second = cookies(await firstWrite(server))[0];
    expect(first).toBeTruthy();
    expect(first).not.toBe(second);
  });
});

describe('limits', () => {
  it('past SANDBOX_MAX the least recently written gives its place once idle; an idle one expires and leaves nothing on disk', async () => {
    const s = await startTestServer({ sandboxes: { max: 2, ttlMs: 60_000, idleMs: 300 } });
    try {
      const first = await newSandbox(s);
      const second = await newSandbox(s);
      await new Promise((resolve) => setTimeout(resolve, 350));
      await call(s, second, '/api/information/list'); // a read keeps no place (docs/decisions/121)
      await call(s, first, '/__dev/faults', 'DELETE'); // a write: first is now the most recently written
      const third = await newSandbox(s);
      expect((await call(s, second, '/api/information/list')).status).toBe(400);
      expect((await call(s, first, '/api/information/list')).status).toBe(200);
      expect((await call(s, third, '/api/information/list')).status).toBe(200);
      expect(existsSync(join(s.dir, 'sandboxes', second))).toBe(false);
    } finally {
      await s.close();
    }
    const short = await startTestServer({ sandboxes: { ttlMs: 150 } });
    try {
      const id = await newSandbox(short);
      expect(existsSync(join(short.dir, 'sandboxes', id))).toBe(true);
      // Nobody uses it: the sweep removes it, files and all, and its id is then refused.
      await expect.poll(() => existsSync(join(short.dir, 'sandboxes', id)), { timeout: 5000 }).toBe(false);
      expect((await call(short, id, '/api/information/list')).status).toBe(400);
      expect(existsSync(join(short.dir, 'sandboxes', id))).toBe(false);
    } finally {
      await short.close();
    }
  });

  it('per-sandbox caps on stored records and bytes answer 413 and store nothing', async () => {
    const s = await startTestServer({ sandboxes: { maxRecords: 100, maxBytes: 100 * 1024 } });
    try {
      const id = await newSandbox(s, 'empty');
      const statuses: number[] = [];
      for (let i = 0; i < 120 && !statuses.includes(413); i++)
        statuses.push(
          (
            await call(s, id, '/api/common/propose/create', 'POST', {
              userName: 'A',
              contact: 'a@b.cc',
              content: `m${i}`,
            })
          ).status,
        );
      expect(statuses.at(-1)).toBe(413);
      const body = Buffer.alloc(200 * 1024);
      const upload = await rawRequest(s.baseUrl, {
        method: 'POST',
        path: '/api/common/file/upload',
        headers: {
          'x-sandbox': await newSandbox(s),
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(body.length),
        },
        body,
      });
      expect(upload.status).toBe(413);
    } finally {
      await s.close();
    }
  });
});

describe('sandboxes survive a restart', () => {
  it('with the same files, each keeps its own data; the others are untouched', async () => {
    const s = await startTestServer({ sandboxes: {} });
    const a = await newSandbox(s);
    const b = await newSandbox(s, 'empty');
    await register(s, a, 'kept@example.com');
    await s.close({ keepFiles: true });
    const again = await startTestServer({ sandboxes: {}, dir: s.dir });
    try {
      const login = await call(again, a, '/api/passport/account/login', 'POST', {
        email: 'kept@example.com',
        password: NEW_PASSWORD,
      });
      expect(login.json().code).toBe('OK');
      expect(await blogTotal(again, b)).toBe(0);
      const inB = await call(again, b, '/api/passport/account/login', 'POST', {
        email: 'kept@example.com',
        password: NEW_PASSWORD,
      });
      expect(inB.json().code).not.toBe('OK');
      // Each sandbox has its own database file and journal.
      expect((await readdir(join(s.dir, 'sandboxes', a))).sort()).toEqual(
        expect.arrayContaining(['db.json', 'db.json.journal']),
      );
    } finally {
      await again.close();
    }
  });
});

describe('reading keeps no place, after a restart too (docs/decisions/121)', () => {
  it('a sandbox only read since the restart gives its place; opening it is no write', async () => {
    const settings = { max: 2, idleMs: 1000 };
    const s = await startTestServer({ sandboxes: settings });
    const a = await newSandbox(s);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const b = await newSandbox(s);
    await s.close({ keepFiles: true });
    const again = await startTestServer({ sandboxes: settings, dir: s.dir });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await call(again, a, '/api/information/list')).status).toBe(200);
      await newSandbox(again);
      expect((await call(again, a, '/api/information/list')).status).toBe(400);
      expect((await call(again, b, '/api/information/list')).status).toBe(200);
    } finally {
      await again.close();
    }
  });
});

describe('without SANDBOXES=on', () => {
  it('the server behaves as before: no cookie, no sandbox, creating one is refused', async () => {
    const plain = await startTestServer();
    try {
      const res = await rawRequest(plain.baseUrl, { path: '/api/information/list' });
      expect(cookies(res)).toEqual([]);
      const create = await rawRequest(plain.baseUrl, {
        method: 'POST',
        path: '/__dev/sandboxes',
        headers: JSON_TYPE,
        body: '{}',
      });
      expect(create.json().code).toBe('1005');
      expect(create.json().message).toMatch(/SANDBOXES=on/);
    } finally {
      await plain.close();
    }
  });
});
