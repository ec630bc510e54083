import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { type IncomingHttpHeaders, type Server, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requiresUser, routesOf } from '#contract/access.js';
import { api } from '#contract/index.js';
import { catalog } from '#contract/catalog.contract.js';
import { loadReplay } from '#fake-server/proxy/replay.js';
import { recordedUrl } from '#fake-server/proxy/recording.js';
import { type TestServer, startTestServer } from '../setup/api-server.js';
import { rawRequest } from '../setup/raw-request.js';

/**
 * Red team, part 3 (docs/records/2026-11-28-red-team-rounds.md, "Third round"): proxy mode and recordings
 * against a hostile upstream, a hostile client and a tampered recording.
 */
type Seen = { method: string; url: string; headers: IncomingHttpHeaders };
const seen: Seen[] = [];
let upstreamBytesWritten = 0;
let hostile: Server;
let hostileBase: string;
let proxy: TestServer;
const MAX = 1024 * 1024;

/** An upstream that does what a careless or compromised API might. */
function hostileUpstream() {
  return createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    const path = (req.url ?? '').split('?')[0];
    if (path === '/api/hostile/headers') {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-security-policy': 'default-src * data: blob: unsafe-inline',
        'x-frame-options': 'ALLOWALL',
        'x-content-type-options': 'none',
        'set-cookie': 'session=upstream; Path=/',
        'strict-transport-security': 'max-age=0',
        'access-control-allow-origin': '*',
        etag: '"v1"',
      });
      return res.end('{"code":"OK","message":"","data":null}');
    }
    if (path === '/uploads/0123456789abcdef0123456789abcdef.png') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end('<script>fetch("/__dev/mail")</script>');
    }
    if (path === '/api/huge-declared') {
      res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': String(300 * MAX) });
      return res.end();
    }
    if (path === '/api/huge') {
      // 300 MB in chunks, as long as the proxy keeps reading.
      res.writeHead(200, { 'content-type': 'application/octet-stream' });
      const chunk = Buffer.alloc(64 * 1024, 120);
      let left = 300 * 16;
      const pump = () => {
        while (left-- > 0 && !res.destroyed) {
          upstreamBytesWritten += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end();
      };
      return pump();
    }
    if (path === '/api/trickle') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":"OK",');
      const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(' ')), 100);
      return void res.on('close', () => clearInterval(timer));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"code":"OK","message":"","data":null}');
  });
}

beforeAll(async () => {
  hostile = hostileUpstream();
  await new Promise<void>((resolve) => hostile.listen(0, '127.0.0.1', resolve));
  const address = hostile.address();
  hostileBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  proxy = await startTestServer({
    scenario: 'empty',
    proxy: { base: hostileBase, strict: false, timeoutMs: 800, maxBytes: MAX },
  });
});
afterAll(async () => {
  await proxy.close();
  hostile.closeAllConnections();
  await new Promise((resolve) => hostile.close(resolve));
});

describe('the proxy stays inside /api, /media and /uploads', () => {
  it.each([
    '/api/..\\__dev/mail',
    '/media/..\\__dev/mail',
    '/uploads/..\\..\\__dev/mail',
    '/api/..\\__dev',
    '/api/%5c..%5c__dev/mail',
    '/api/%2e%2e/__dev/mail',
    '/api/..%2f__dev/mail',
    'http://evil.example/api/x',
    `${'http://127.0.0.1'}/api/information/list`,
  ])('%s is refused with 400 and never reaches the upstream', async (path) => {
    const before = seen.length;
    const res = await rawRequest(proxy.baseUrl, { path });
    expect(res.status).toBe(400);
    expect(seen.slice(before)).toEqual([]);
  });
});

describe('the proxy is a careful reverse proxy', () => {
  it('keeps its own security headers over the upstream answer and drops its cookies', async () => {
    const res = await rawRequest(proxy.baseUrl, { path: '/api/hostile/headers' });
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).not.toContain('default-src *');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers.etag).toBe('"v1"');
  });

  it('serves an upstream "image" as the image its name says, under a policy where no script runs', async () => {
    const res = await rawRequest(proxy.baseUrl, { path: '/uploads/0123456789abcdef0123456789abcdef.png' });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sets its own forwarding headers and passes on no cookie of the dev origin', async () => {
    const before = seen.length;
    await rawRequest(proxy.baseUrl, {
      path: '/api/information/list?page=1',
      headers: {
        'x-forwarded-for': '6.6.6.6',
        'x-forwarded-host': 'evil.example',
        forwarded: 'for=6.6.6.6;host=evil.example',
        'x-real-ip': '6.6.6.6',
        cookie: 'ma_lang=cn; ma_sandbox=secret; other=1',
        authorization: 'Bearer t',
      },
    });
    const call = seen.slice(before)[0]!;
    expect(call.url).toBe('/api/information/list?page=1');
    expect(call.headers['x-forwarded-for']).toBe('127.0.0.1');
    // No public origin configured: no host is forwarded, never the client's (docs/decisions/123).
    expect(call.headers['x-forwarded-host']).toBeUndefined();
    expect(call.headers['x-forwarded-proto']).toBe('http');
    expect(call.headers.forwarded).toBeUndefined();
    expect(call.headers['x-real-ip']).toBeUndefined();
    expect(call.headers.cookie).toBeUndefined();
    expect(call.headers.authorization).toBe('Bearer t');
  });

  it("forwards the configured public origin's host, never a client's Host (round 5); a fault there carries CORS", async () => {
    const site = 'https://www.example.com';
    const publicProxy = await startTestServer({
      scenario: 'empty',
      proxy: { base: hostileBase, strict: false, timeoutMs: 800, publicOrigin: 'https://demo.example.com' },
      // As when bound to a public address: any Host reaches /api.
      guardEveryPath: false,
      corsOrigins: [site],
    });
    try {
      const before = seen.length;
      for (const host of ['evil.example', 'demo.example.com.evil.example', '127.0.0.1'])
        await rawRequest(publicProxy.baseUrl, {
          path: '/api/information/list?page=1',
          headers: { host, 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example' },
        });
      const calls = seen.slice(before);
      expect(calls).toHaveLength(3);
      for (const call of calls) {
        expect(call.headers['x-forwarded-host']).toBe('demo.example.com');
        expect(call.headers['x-forwarded-proto']).toBe('https');
        expect(call.headers.forwarded).toBeUndefined();
      }
      await rawRequest(publicProxy.baseUrl, {
        method: 'POST',
        path: '/__dev/faults',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/api/information/list', status: 500, times: 1 }),
      });
      const fault = await rawRequest(publicProxy.baseUrl, { path: '/api/information/list', headers: { origin: site } });
      expect(fault.status).toBe(500);
      expect(fault.headers['access-control-allow-origin']).toBe(site);
      expect(seen.length).toBe(before + 3);
    } finally {
      await publicProxy.close();
    }
  });

  it('answers 502 past the size cap, declared or streamed, and stops reading (memory stays bounded)', async () => {
    expect((await rawRequest(proxy.baseUrl, { path: '/api/huge-declared' })).status).toBe(502);
    const res = await rawRequest(proxy.baseUrl, { path: '/api/huge' });
    expect(res.status).toBe(502);
    expect(res.json().message).toMatch(/larger|more than/i);
    await expect.poll(() => upstreamBytesWritten, { timeout: 5000 }).toBeGreaterThan(MAX);
    // The upstream was cut off after about the cap plus socket buffers, never 300 MB.
    expect(upstreamBytesWritten).toBeLessThan(40 * MAX);
  });

  it('answers 504 for a body that trickles past the timeout, and the dashboard shows it', async () => {
    const res = await rawRequest(proxy.baseUrl, { path: '/api/trickle' });
    expect(res.status).toBe(504);
    const dashboard = await rawRequest(proxy.baseUrl, { path: '/__dev' });
    expect(dashboard.text).toContain('/api/trickle');
    expect(dashboard.text).toMatch(/did not answer in time/);
  });
});

describe('recordings are data, not code', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'recordings-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const write = async (name: string, answers: unknown[], files: Record<string, string> = {}) => {
    const folder = join(dir, name);
    await mkdir(join(folder, 'files', 'media'), { recursive: true });
    for (const [path, text] of Object.entries(files)) await writeFile(join(folder, 'files', path), text);
    await writeFile(
      join(folder, 'answers.json'),
      JSON.stringify({ recordedAt: '2026-01-01T00:00:00Z', upstream: 'x', answers, files: Object.keys(files) }),
    );
    return folder;
  };
  const list = { code: 'OK', message: '', data: { list: [], total: 0, pageNum: 1, pageSize: 3, pages: 0 } };

  it('replays files and answers with the security headers of live ones; an SVG script never runs', async () => {
    const folder = await write(
      'evil',
      [{ language: 'en', url: '/api/information/list?page=1&size=3', status: 200, body: list }],
      {
        '/media/evil.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>fetch("/__dev/mail")</script></svg>',
      },
    );
    const server = await startTestServer({ scenario: 'empty', replay: await loadReplay(folder, 'evil') });
    try {
      const svg = await rawRequest(server.baseUrl, { path: '/media/evil.svg' });
      expect(svg.status).toBe(200);
      expect(svg.headers['content-type']).toBe('image/svg+xml');
      expect(svg.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(svg.headers['x-content-type-options']).toBe('nosniff');
      const answer = await rawRequest(server.baseUrl, {
        path: '/api/information/list?size=3&page=1&utm_source=x',
        headers: { language: 'en' },
      });
      expect(answer.json()).toEqual(list);
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['content-security-policy']).toContain("default-src 'self'");
    } finally {
      await server.close();
    }
  });

  it('refuses a tampered recording naming the file: a user-only answer, a status outside 100-599', async () => {
    const userRoute = routesOf(api).find((r) => requiresUser(r) && r.method === 'GET')!;
    const privateOne = await write('private', [
      { language: 'en', url: userRoute.path.replace(/:\w+/g, '1'), status: 200, body: list },
    ]);
    await expect(loadReplay(privateOne, 'private')).rejects.toThrow(/private[/\\]answers\.json.*not a public/);
    const odd = await write('odd', [{ language: 'en', url: '/api/information/list', status: 999, body: list }]);
    await expect(loadReplay(odd, 'odd')).rejects.toThrow(/odd[/\\]answers\.json.*999/);
  });

  it('keeps only the query parameters the contract declares, and nothing that looks like a token or e-mail', () => {
    const route = routesOf(catalog).find((r) => r.path === '/api/body/list')!;
    expect(recordedUrl(route, route.path, '?utm_source=mail&size=5&access_token=abc&page=2')).toBe(
      '/api/body/list?page=2&size=5',
    );
    expect(recordedUrl(route, route.path, '?page=someone%40example.com')).toBeNull();
    expect(recordedUrl(route, route.path, '?page=eyJhbGciOiJIUzI1NiJ9abcdefgh')).toBeNull();
  });

  it('a recording under a name in use is refused unless replace is said', async () => {
    const server = await startTestServer({
      scenario: 'empty',
      proxy: { base: hostileBase, strict: false, timeoutMs: 800 },
      recordingsDir: dir,
    });
    try {
      const start = (body: object) =>
        rawRequest(server.baseUrl, {
          method: 'POST',
          path: '/__dev/record',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const taken = await start({ name: 'evil' });
      expect(taken.json().code).toBe('1005');
      expect(JSON.parse(await readFile(join(dir, 'evil', 'answers.json'), 'utf8')).files).toEqual(['/media/evil.svg']);
      expect((await start({ name: 'evil', replace: true })).json().code).toBe('OK');
    } finally {
      await server.close();
    }
  });
});
