import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from '../setup/api-server.js';

/** CORS as the real API must offer it to the production site (CORS_ORIGINS). */
const SITE = 'https://www.example.com';
let server: TestServer;
let closed: TestServer;
beforeAll(async () => {
  server = await startTestServer({ corsOrigins: [SITE, 'http://127.0.0.1:4173'] });
  closed = await startTestServer();
});
afterAll(async () => {
  await server.close();
  await closed.close();
});

const preflight = (base: string, origin: string, path = '/api/u/user/info') =>
  fetch(`${base}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization,platform,language',
    },
  });

describe('CORS', () => {
  it('answers the preflight of a listed origin for the authorization, platform and language headers, without credentials', async () => {
    const res = await preflight(server.baseUrl, SITE);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(
      res.headers
        .get('access-control-allow-headers')
        ?.toLowerCase()
        .split(',')
        .map((h) => h.trim()),
    ).toEqual(expect.arrayContaining(['authorization', 'platform', 'language']));
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('lets a listed origin read answers and embed pictures; other origins get no permission', async () => {
    const ok = await fetch(`${server.baseUrl}/api/information/list`, { headers: { origin: SITE } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(ok.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const other = await fetch(`${server.baseUrl}/api/information/list`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(
      (await preflight(server.baseUrl, 'https://evil.example')).headers.get('access-control-allow-origin'),
    ).toBeNull();
  });

  it('never opens /__dev to other origins, and is off when CORS_ORIGINS is unset', async () => {
    expect(
      (await fetch(`${server.baseUrl}/__dev/clock`, { headers: { origin: SITE } })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
    const res = await fetch(`${closed.baseUrl}/api/information/list`, { headers: { origin: SITE } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('every answer to an allowed origin (red team round 5, docs/decisions/122)', () => {
  const arm = (fault: object) =>
    fetch(`${server.baseUrl}/__dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(fault),
    });
  const armed = async () =>
    (
      (await (await fetch(`${server.baseUrl}/__dev/faults`)).json()) as {
        data: { list: { remaining: number | null }[] };
      }
    ).data.list;
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${server.baseUrl}${path}`, { ...init, headers: { origin: SITE, platform: 'PC', ...init.headers } });

  beforeEach(() => fetch(`${server.baseUrl}/__dev/faults`, { method: 'DELETE' }));

  it('armed faults carry the CORS headers: a status, a code, an odd body, a delay', async () => {
    await arm({ path: '/api/u/user/info', status: 500, times: 1 });
    await arm({ path: '/api/body/list', code: '1006', times: 1 });
    await arm({ path: '/api/information/list', body: { odd: true }, delayMs: 50, times: 1 });
    for (const [path, status] of [
      ['/api/u/user/info', 500],
      ['/api/body/list', 200],
      ['/api/information/list', 200],
    ] as const) {
      const res = await call(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('access-control-allow-origin'), path).toBe(SITE);
    }
    expect(await armed()).toEqual([]);
  });

  it('a fault never answers a preflight, nor is used up by one, with or without a method', async () => {
    await arm({ path: '*', status: 503, times: 1 });
    await arm({ path: '/api/u/user/info', method: 'GET', status: 500, times: 1 });
    const res = await preflight(server.baseUrl, SITE);
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    // From an origin CORS does not answer, and on a server without CORS, OPTIONS meets no fault either.
    expect((await preflight(server.baseUrl, 'https://evil.example')).status).not.toBe(503);
    expect((await armed()).map((f) => f.remaining)).toEqual([1, 1]);
    expect((await call('/api/u/user/info')).status).toBe(503);
    expect((await call('/api/u/user/info')).status).toBe(500);
    await fetch(`${closed.baseUrl}/__dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '*', status: 503 }),
    });
    expect((await preflight(closed.baseUrl, SITE)).status).not.toBe(503);
    await fetch(`${closed.baseUrl}/__dev/faults`, { method: 'DELETE' });
  });

  it("the server's own refusals carry them too: an unknown call, a body over its limit", async () => {
    const unknown = await call('/api/no/such/call');
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('access-control-allow-origin')).toBe(SITE);
    const large = await call('/api/common/propose/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"content":"${'x'.repeat(1_100_000)}"}`,
    });
    expect(large.status).toBe(413);
    expect(large.headers.get('access-control-allow-origin')).toBe(SITE);
  });

  it('and so do those made before any hook: a broken escape, one that is not UTF-8, an over-long part', async () => {
    for (const [path, status] of [
      ['/api/information/detail/%E0%A4%A', 400],
      ['/api/information/detail/%FF', 400],
      [`/api/information/detail/${'1'.repeat(200)}`, 414],
    ] as const) {
      const res = await call(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('access-control-allow-origin'), path).toBe(SITE);
      expect(
        (await call(path, { headers: { origin: 'https://evil.example' } })).headers.get('access-control-allow-origin'),
      ).toBeNull();
    }
  });
});

describe("the software's stand-in pages", () => {
  it('may be framed by the sites the API serves (as the product-detail page frames the software), other dev pages not', async () => {
    const standIn = await fetch(`${server.baseUrl}/__dev/stand-in/stretching-library`);
    expect(standIn.headers.get('content-security-policy')).toContain(
      `frame-ancestors 'self' ${SITE} http://127.0.0.1:4173`,
    );
    expect(standIn.headers.get('x-frame-options')).toBeNull();
    const dashboard = await fetch(`${server.baseUrl}/__dev`);
    expect(dashboard.headers.get('content-security-policy')).toContain("frame-ancestors 'self';");
    expect(dashboard.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const alone = await fetch(`${closed.baseUrl}/__dev/stand-in/stretching-library`);
    expect(alone.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
