import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_SECURITY_HEADERS } from '../../site-server/security.js';
import { type TestServer, startTestServer } from '../setup/api-server.js';

/*
 * Issue 45, point 3: what reaches the server mangled. Refusals Fastify makes before any route runs
 * are the envelope in the caller's language with every answer's headers; a mangled mail link still
 * leads to its failure page; numbers are decimal digits. (The fuzzer, openapi-fuzz.test.ts, holds
 * every operation to the document; these are the cases the issue names, written out.)
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (path: string, language = 'en') =>
  fetch(`${server.baseUrl}${path}`, { headers: { language }, redirect: 'manual' });

describe('requests that arrive mangled', () => {
  it('answers a broken escape and an over-long parameter with the envelope, its headers, in the caller language', async () => {
    for (const [path, status, en, cn] of [
      ['/api/information/detail/%C0', 400, 'percent escape that is not UTF-8', 'UTF-8'],
      ['/api/information/detail/%E4%BD', 400, 'percent escape that is not UTF-8', 'UTF-8'],
      [`/api/information/detail/${'1'.repeat(101)}`, 414, 'longer than 100 characters', '超过 100 个字符'],
      [`/__dev/stand-in/${'a'.repeat(101)}`, 414, 'longer than 100 characters', '超过 100 个字符'],
    ] as const) {
      for (const [language, text] of [
        ['en', en],
        ['cn', cn],
      ] as const) {
        const res = await get(path, language);
        expect(res.status, path).toBe(status);
        for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS))
          expect(res.headers.get(name), `${path} ${name}`).toBe(value);
        expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
        const body = (await res.json()) as { code: string; message: string };
        expect(body.code).toBe('1005');
        expect(body.message).toContain(text);
        if (language === 'cn') expect(body.message).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });

  it('reads an unreadable body in the caller language', async () => {
    const res = await fetch(`${server.baseUrl}/api/passport/account/login`, {
      method: 'POST',
      headers: { language: 'cn', 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: '1005', message: '请求内容不是有效的 JSON。' });
  });

  it('sends a mangled activation or newsletter link to its failure page, never JSON', async () => {
    for (const [path, page] of [
      ['/api/passport/activate', '/active/fail'],
      ['/api/common/email/confirm', '/help-email-fail'],
    ] as const) {
      for (const query of ['?token=a&token=b', `?token=${'a'.repeat(5000)}`, '', '?token=', '?token[x]=1']) {
        const res = await get(`${path}${query}`);
        expect(res.status, `${path}${query.slice(0, 30)}`).toBe(302);
        expect(res.headers.get('location')).toBe(`http://web.test${page}`);
      }
    }
  });

  it('reads whole numbers as decimal digits only', async () => {
    for (const path of [
      '/api/information/list?page=0x1f',
      '/api/information/list?page=1e1',
      '/api/information/list?page=1.0',
      '/api/information/list?page=',
      '/api/goods/body/list?domainId=',
      '/api/goods/body/list?domainId=3',
      '/api/software/package/list?domainId=7',
      '/api/information/detail/0x1',
    ]) {
      const body = (await (await get(path)).json()) as { code: string; message: string };
      expect(body.code, path).toBe('1005');
      expect(body.message, path).toMatch(/^Invalid parameter "/);
    }
    expect(((await (await get('/api/information/list?page=2')).json()) as { code: string }).code).toBe('OK');
    const clock = await fetch(`${server.baseUrl}/__dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advanceMs: true }),
    });
    expect(((await clock.json()) as { code: string }).code).toBe('1005');
    expect(server.deps.clock.offsetMs()).toBe(0);
  });
});
