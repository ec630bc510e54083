import argon2 from 'argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestServer, startTestServer } from '../setup/api-server.js';
import { WRONG_PASSWORD } from '../setup/credentials.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ rateLimit: true, hashCost: 'owasp' });
});
afterAll(() => server.close());

const post = (path: string, body: object) =>
  fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((r) => r.json() as Promise<{ code: string }>);

describe('security headers', () => {
  it('every answer carries them; the CSP frames only our own origin', async () => {
    for (const path of ['/api/information/list', '/api/nothing', '/__dev/stand-in/x']) {
      const res = await fetch(`${server.baseUrl}${path}`);
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/frame-src 'self'/);
      expect(csp, path).toMatch(/frame-ancestors 'self'/);
    }
    const api = (await fetch(`${server.baseUrl}/api/information/list`)).headers.get('content-security-policy')!;
    expect(api).toContain("script-src 'self'");
    expect(api).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});

describe('rate limits (1007)', () => {
  it('limits logins, registrations, mails and contact messages per address', async () => {
    const hit = async (n: number, send: (i: number) => Promise<{ code: string }>) => {
      const codes: string[] = [];
      for (let i = 0; i < n; i++) codes.push((await send(i)).code);
      return codes;
    };
    const contact = await hit(31, (i) =>
      post('/api/common/propose/create', { userName: 'R', contact: `r${i}@example.com`, content: 'hi' }),
    );
    expect(contact.slice(0, 30).every((c) => c === 'OK')).toBe(true);
    expect(contact[30]).toBe('1007');
    const resend = await hit(31, (i) => post('/api/passport/active/email', { email: `m${i}@example.com` }));
    expect(resend[30]).toBe('1007');
    const newsletter = await hit(31, (i) =>
      post('/api/common/email', { name: 'N', email: `n${i}@example.com`, agree: true }),
    );
    expect(newsletter[30]).toBe('1007');
  }, 60_000);

  it('stops an address after 10 wrong passwords on one account', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 11; i++)
      codes.push(
        (await post('/api/passport/account/login', { email: 'wang.wei@example.com', password: WRONG_PASSWORD })).code,
      );
    expect(codes.slice(0, 10).every((c) => c === '1003')).toBe(true);
    expect(codes[10]).toBe('1007');
  }, 60_000);
});

describe('login timing', () => {
  it('does not reveal whether an e-mail exists: one Argon2id verification at the same cost either way', async () => {
    // What the time of a login is made of, counted rather than clocked (a shared machine's clock
    // says little): the verifications it runs and the cost parameters of the hash it checks.
    const verify = vi.spyOn(argon2, 'verify');
    const costOf = (hash: string) => /^\$argon2id\$v=\d+\$([^$]+)\$/.exec(hash)?.[1];
    const login = async (email: string) => {
      verify.mockClear();
      expect((await post('/api/passport/account/login', { email, password: WRONG_PASSWORD })).code).toBe('1003');
      expect(verify).toHaveBeenCalledTimes(1);
      return costOf(verify.mock.calls[0]![0]);
    };
    const known = await login('lena.hartmann@example.com');
    const unknown = await login('nobody.at.all@example.com');
    expect(known).toBe('m=19456,p=1,t=2');
    expect(unknown).toBe(known);
    verify.mockRestore();
  });
});
