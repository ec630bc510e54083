import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
