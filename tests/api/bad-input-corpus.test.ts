import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdir } from 'node:fs/promises';
import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';
import { z } from 'zod';
import { api } from '#contract/api.js';
import { type TestServer, signedUpUser, startTestServer } from '../setup/api-server.js';
import { png } from './images.js';
import { NEW_PASSWORD, OTHER_PASSWORD } from '../setup/credentials.js';

/**
 * The bad-input corpus (issue 8): every endpoint, every field, hostile values. Every answer must be
 * a clear envelope, the server must stay up, and a refused request must change nothing.
 */
let server: TestServer;
let token = '';
beforeAll(async () => {
  server = await startTestServer({ scenario: 'demo' });
  token = (await signedUpUser(server, 'corpus@example.com', NEW_PASSWORD)).token;
});
afterAll(() => server.close());

const HOSTILE: Record<string, unknown> = {
  wrongTypeNumber: 12345,
  wrongTypeObject: { nested: true },
  wrongTypeArray: ['a', 'b'],
  null: null,
  veryLong: 'x'.repeat(100_000),
  unicodeRtl: 'مرحبا \u202Egnp.exe 你好 🧠',
  nullByte: 'a\u0000b',
  sql: "' OR 1=1; DROP TABLE users; --",
  script: '<script>alert(1)</script><img src=x onerror=alert(1)>',
  traversal: '../../../../etc/passwd',
};

/** A valid body for each posting route, to poison one field at a time. */
const VALID: Record<string, Record<string, unknown>> = {
  register: { nickName: 'Corpus', email: 'fresh@example.com', password: NEW_PASSWORD },
  login: { email: 'corpus@example.com', password: NEW_PASSWORD },
  resendActivation: { email: 'corpus@example.com' },
  requestResetCode: { email: 'corpus@example.com' },
  resetPassword: { email: 'corpus@example.com', code: '000000', newPassword: OTHER_PASSWORD },
  updateUser: { nickName: 'Corpus' },
  paypalCreate: { goodsId: 1 },
  paypalCapture: { orderId: 'PAYPAL-X' },
  paypalSubscribe: { goodsId: 1 },
  newsletter: { name: 'C', email: 'c@example.com', agree: true },
  contact: { userName: 'C', contact: 'c@example.com', content: 'Hello' },
};

function routes(router: AppRouter, prefix = ''): Array<[string, AppRoute]> {
  return Object.entries(router).flatMap(([k, r]) =>
    isAppRoute(r) ? [[k, r] as [string, AppRoute]] : routes(r, `${prefix}${k}.`),
  );
}

type Case = { name: string; method: string; url: string; body?: BodyInit; headers?: Record<string, string> };

function casesFor(key: string, route: AppRoute): Case[] {
  const url = route.path.replace(/:(\w+)/g, '1');
  const auth = { authorization: `Bearer ${token}` };
  if (route.method === 'GET') {
    const bad = [
      'page=-1',
      'page=abc',
      'size=1000000000',
      'page=%3Cscript%3E',
      'domainId=99',
      'client=x',
      'softwarePackageId=..%2F..',
      'isFree=maybe',
      'token=%00',
    ];
    return [
      ...bad.map((q) => ({ name: `${key} ?${q}`, method: 'GET', url: `${url}?${q}`, headers: auth })),
      ...(url.includes('/1') && route.path.includes(':')
        ? [
            {
              name: `${key} path traversal`,
              method: 'GET',
              url: route.path.replace(/:(\w+)/g, '..%2F..%2Fetc%2Fpasswd'),
              headers: auth,
            },
          ]
        : []),
    ];
  }
  const json = (body: unknown) => ({
    body: JSON.stringify(body),
    headers: { ...auth, 'content-type': 'application/json' },
  });
  const base = VALID[key] ?? {};
  const schema = (route as { body?: unknown }).body;
  const fields = schema instanceof z.ZodObject ? Object.keys(schema.shape) : Object.keys(base);
  return [
    { name: `${key} empty body`, method: 'POST', url, ...json({}) },
    { name: `${key} array body`, method: 'POST', url, ...json([]) },
    { name: `${key} null body`, method: 'POST', url, ...json(null) },
    ...fields.flatMap((field) =>
      Object.entries(HOSTILE).map(([label, value]) => ({
        name: `${key} ${field}=${label}`,
        method: 'POST',
        url,
        ...json({ ...base, [field]: value }),
      })),
    ),
    {
      name: `${key} text/plain`,
      method: 'POST',
      url,
      body: 'email=a',
      headers: { ...auth, 'content-type': 'text/plain' },
    },
    { name: `${key} xml`, method: 'POST', url, body: '<a/>', headers: { ...auth, 'content-type': 'application/xml' } },
    {
      name: `${key} broken JSON`,
      method: 'POST',
      url,
      body: '{"a":',
      headers: { ...auth, 'content-type': 'application/json' },
    },
    {
      name: `${key} broken multipart`,
      method: 'POST',
      url,
      body: '--b\r\nContent-Disposition: form-data; name="x"\r\n\r\ny',
      headers: { ...auth, 'content-type': 'multipart/form-data; boundary=b' },
    },
    { name: `${key} 10 MB`, method: 'POST', url, ...json({ ...base, pad: 'x'.repeat(10 * 1024 * 1024) }) },
  ];
}

function uploadCases(): Case[] {
  const auth = { authorization: `Bearer ${token}` };
  const file = (bytes: Buffer, name: string, type: string) => {
    const form = new FormData();
    form.append('upfile', new Blob([new Uint8Array(bytes)], { type }), name);
    return form;
  };
  const url = '/api/common/file/upload';
  return [
    {
      name: 'upload traversal name',
      method: 'POST',
      url,
      body: file(png(), '../../../../tmp/evil.png', 'image/png'),
      headers: auth,
    },
    {
      name: 'upload html named png',
      method: 'POST',
      url,
      body: file(Buffer.from('<html><script>alert(1)</script></html>'), 'page.png', 'image/png'),
      headers: auth,
    },
    {
      name: 'upload png header on a script',
      method: 'POST',
      url,
      body: file(Buffer.concat([png().subarray(0, 8), Buffer.from('<script>alert(1)</script>')]), 'x.png', 'image/png'),
      headers: auth,
    },
    {
      name: 'upload bomb dimensions',
      method: 'POST',
      url,
      body: file(png(100_000, 100_000), 'bomb.png', 'image/png'),
      headers: auth,
    },
    {
      name: 'upload two files',
      method: 'POST',
      url,
      body: (() => {
        const f = file(png(), 'a.png', 'image/png');
        f.append('upfile', new Blob([new Uint8Array(png())]), 'b.png');
        return f;
      })(),
      headers: auth,
    },
  ];
}

const ALLOWED_STATUS = [200, 400, 404, 413, 415];

describe('bad input corpus', () => {
  const all = [
    ...routes(api).flatMap(([key, route]) => (key === 'upload' ? [] : casesFor(key, route))),
    ...uploadCases(),
  ];

  it(`answers every case of the corpus with a clear envelope (${all.length} cases)`, async () => {
    const failures: string[] = [];
    for (const c of all) {
      const before = JSON.stringify(server.deps.store.data);
      const res = await fetch(`${server.baseUrl}${c.url}`, {
        method: c.method,
        body: c.body,
        headers: { language: 'en', ...c.headers },
        redirect: 'manual',
      });
      const text = await res.text();
      if (res.status === 302) continue;
      let body: { code?: string; message?: string; state?: string };
      try {
        body = JSON.parse(text);
      } catch {
        failures.push(`${c.name}: not JSON (${res.status}) ${text.slice(0, 80)}`);
        continue;
      }
      if (!ALLOWED_STATUS.includes(res.status)) failures.push(`${c.name}: status ${res.status}`);
      const clear =
        typeof body.message === 'string' &&
        body.message.length > 0 &&
        (typeof body.code === 'string' || typeof body.state === 'string');
      if (!clear) failures.push(`${c.name}: unclear answer ${text.slice(0, 80)}`);
      const refused = body.code ? body.code !== 'OK' : body.state !== 'SUCCESS';
      if (refused && JSON.stringify(server.deps.store.data) !== before)
        failures.push(`${c.name}: refused but the database changed`);
      if ((await fetch(`${server.baseUrl}/api/software/package/list`)).status !== 200)
        throw new Error(`server down after ${c.name}`);
    }
    expect(failures).toEqual([]);
    expect(all.length).toBeGreaterThan(400);
  }, 180_000);

  it('never writes an upload outside the upload folder', async () => {
    const stored = await readdir(server.deps.uploadDir);
    expect(stored.every((f) => /^[0-9a-f]{32}\.(png|jpg)$/.test(f))).toBe(true);
  });
});
