import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestServer, signedUpUser, startTestServer, uploadImage } from '../setup/api-server.js';
import { startFakeServer } from '../setup/processes.js';
import { rawRequest } from '../setup/raw-request.js';
import { png } from './images.js';

/**
 * Red team, part 2: the /__dev surface against a hostile page in the developer's browser, a
 * DNS-rebinding page, and careless or hostile inputs
 * (docs/records/2026-11-28-red-team-rounds.md, "Dev surface and local threats").
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(async () => {
  await rawRequest(server.baseUrl, { method: 'DELETE', path: '/__dev/faults' });
  await rawRequest(server.baseUrl, {
    method: 'POST',
    path: '/__dev/clock',
    headers: { 'content-type': 'application/json' },
    body: '{"reset":true}',
  });
});

const EVIL = 'https://evil.example';
const json = (body: object) => ({ 'content-type': 'application/json', body: JSON.stringify(body) });
const post = (path: string, headers: Record<string, string>, body: string) =>
  rawRequest(server.baseUrl, { method: 'POST', path, headers, body });

describe('a hostile web page cannot drive /__dev', () => {
  const attempts = [
    ['/__dev/reset', 'scenario=empty'],
    ['/__dev/faults', 'path=*&status=500'],
    ['/__dev/clock', 'advanceMs=86400000'],
    ['/__dev/snapshot', 'name=stolen'],
  ] as const;

  it.each(attempts)('a cross-site form post to %s gets 403 and changes nothing', async (path, form) => {
    const blogs = server.deps.store.data.blogs.length;
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'multipart/form-data; boundary=x']) {
      const res = await post(path, { origin: EVIL, 'content-type': type }, form);
      expect(res.status, `${path} ${type}`).toBe(403);
    }
    const viaJson = await post(
      path,
      { origin: EVIL, 'content-type': 'application/json' },
      JSON.stringify(Object.fromEntries(new URLSearchParams(form))),
    );
    expect(viaJson.status).toBe(403);
    expect(server.deps.store.data.scenario).toBe('demo');
    expect(server.deps.store.data.blogs.length).toBe(blogs);
    expect((await rawRequest(server.baseUrl, { path: '/__dev/faults' })).json().data.list).toEqual([]);
    expect(server.deps.clock.offsetMs()).toBe(0);
  });

  it('a text/plain post without an Origin (a script that forgot JSON) is refused too', async () => {
    expect((await post('/__dev/faults', { 'content-type': 'text/plain' }, '{"path":"*","status":500}')).status).toBe(
      403,
    );
  });

  it('scripts (no Origin), the server itself and the web origin may post JSON', async () => {
    const body = json({ path: '/api/nothing', times: 1 });
    expect((await post('/__dev/faults', { 'content-type': body['content-type'] }, body.body)).json().code).toBe('OK');
    expect(
      (await post('/__dev/faults', { 'content-type': body['content-type'], origin: server.baseUrl }, body.body)).json()
        .code,
    ).toBe('OK');
    expect(
      (
        await post('/__dev/faults', { 'content-type': body['content-type'], origin: 'http://web.test' }, body.body)
      ).json().code,
    ).toBe('OK');
    expect(
      (
        await rawRequest(server.baseUrl, {
          method: 'DELETE',
          path: '/__dev/faults',
          headers: { origin: server.baseUrl },
        })
      ).json().code,
    ).toBe('OK');
  });
});

describe('a DNS-rebinding page cannot read the outbox', () => {
  it('answers 403 to a foreign Host on /__dev and, bound to loopback, on the API', async () => {
    const user = await signedUpUser(server);
    await server.client().passport.requestResetCode({ body: { email: user.email } });
    for (const path of ['/__dev', '/__dev/mail/latest?kind=reset', '/__dev/requests', '/api/information/list']) {
      const res = await rawRequest(server.baseUrl, { path, headers: { host: 'rebind.evil.example:4000' } });
      expect(res.status, path).toBe(403);
      expect(res.text, path).not.toMatch(/"code":"\d{6}"/);
    }
    for (const host of [
      'localhost',
      `localhost:${new URL(server.baseUrl).port}`,
      '127.0.0.1',
      '[::1]:4000',
      'web.test',
    ]) {
      expect(
        (await rawRequest(server.baseUrl, { path: '/__dev/mail/latest?kind=reset', headers: { host } })).status,
        host,
      ).toBe(200);
    }
  });
});

describe('every dev input is bounded', () => {
  it('refuses a clock move beyond 10 years; the server keeps answering', async () => {
    const far = await post(
      '/__dev/clock',
      { 'content-type': 'application/json' },
      JSON.stringify({ advanceMs: 9007199254740991 }),
    );
    expect(far.json().code).toBe('1005');
    const nine = 9 * 365 * 86_400_000;
    expect(
      (await post('/__dev/clock', { 'content-type': 'application/json' }, JSON.stringify({ advanceMs: nine }))).json()
        .code,
    ).toBe('OK');
    expect(
      (await post('/__dev/clock', { 'content-type': 'application/json' }, JSON.stringify({ advanceMs: nine }))).json()
        .code,
    ).toBe('1005');
    const contact = await server
      .client()
      .common.contact({ body: { userName: 'Ann', contact: 'ann@example.com', content: 'Hello' } });
    expect(contact.body.code).toBe('OK');
    expect((await rawRequest(server.baseUrl, { path: '/__dev' })).status).toBe(200);
  });

  it('refuses huge fault messages and more than 50 faults', async () => {
    const huge = await post(
      '/__dev/faults',
      { 'content-type': 'application/json' },
      JSON.stringify({ path: '*', message: 'x'.repeat(900_000) }),
    );
    expect(huge.json().code).toBe('1005');
    const codes: string[] = [];
    for (let i = 0; i < 51; i++)
      codes.push(
        (
          await post('/__dev/faults', { 'content-type': 'application/json' }, JSON.stringify({ path: `/api/x${i}` }))
        ).json().code,
      );
    expect(codes.slice(0, 50).every((c) => c === 'OK')).toBe(true);
    expect(codes[50]).toBe('1005');
  });
});

describe('the dashboard never breaks on what it shows', () => {
  it('shows refused uploads as plain file descriptions, and every view answers', async () => {
    const user = await signedUpUser(server);
    const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    await uploadImage(server, user.token, big, 'big.png', 'image/png');
    await uploadImage(server, user.token, Buffer.from('GIF89a\x01\x00\x01\x00'), 'a.gif', 'image/gif');
    await uploadImage(server, null, png(), 'anon.png', 'image/png');
    for (const path of ['/__dev', '/__dev/requests', '/__dev/mail', '/__dev/faults', '/__dev/clock']) {
      expect((await rawRequest(server.baseUrl, { path })).status, path).toBe(200);
    }
    const list = (await rawRequest(server.baseUrl, { path: '/__dev/requests' })).json().data.list as {
      url: string;
      requestBody: unknown;
    }[];
    const gif = list.find((r) => JSON.stringify(r.requestBody).includes('a.gif'));
    expect(gif?.requestBody).toMatchObject({ upfile: { filename: 'a.gif', mimetype: 'image/gif', bytes: 10 } });
  });
});

/** The real server process, so the environment is read as a developer sets it. */
async function startProcess(env: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), 'fake-server-env-'));
  const server = await startFakeServer({ DB_FILE: join(dir, 'db.json'), UPLOAD_DIR: join(dir, 'uploads'), ...env });
  return {
    baseUrl: server.url,
    stop: async () => {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

describe('switches of the dev surface', () => {
  it('DEV_TOOLS=off removes /__dev entirely while the API keeps working', async () => {
    const p = await startProcess({ DEV_TOOLS: 'off' });
    try {
      for (const path of ['/__dev', '/__dev/mail/latest', '/__dev/requests', '/__dev/checkout'])
        expect((await rawRequest(p.baseUrl, { path })).status, path).toBe(404);
      const reset = await rawRequest(p.baseUrl, {
        method: 'POST',
        path: '/__dev/reset',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(reset.status).toBe(404);
      expect((await rawRequest(p.baseUrl, { path: '/api/information/list' })).json().code).toBe('OK');
    } finally {
      await p.stop();
    }
  }, 30_000);

  it('DEV_HOSTS adds Host names /__dev answers; others stay refused', async () => {
    const p = await startProcess({ DEV_HOSTS: 'demo-laptop.local, 192.168.1.20' });
    try {
      expect(
        (await rawRequest(p.baseUrl, { path: '/__dev/clock', headers: { host: 'demo-laptop.local:4000' } })).status,
      ).toBe(200);
      expect((await rawRequest(p.baseUrl, { path: '/__dev/clock', headers: { host: '192.168.1.20' } })).status).toBe(
        200,
      );
      expect((await rawRequest(p.baseUrl, { path: '/__dev/clock', headers: { host: 'other.local' } })).status).toBe(
        403,
      );
    } finally {
      await p.stop();
    }
  }, 30_000);
});
