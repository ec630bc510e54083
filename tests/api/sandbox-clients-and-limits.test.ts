import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../setup/raw-request.js';
import { HEADERS, JSON_TYPE, cookies, inSandbox, newSandbox } from '../setup/sandbox-client.js';
import { type SandboxProcess, startSandboxProcess } from '../setup/sandbox-process.js';

/**
 * Red team, round 4 (docs/reliability.md): the public demo (`SANDBOXES=on HOST=0.0.0.0 npm run
 * demo`) against one client that wants it for itself. The real server process, per-address limits
 * on (RATE_LIMIT is not set to off), each case from its own loopback address (127.0.0.x).
 */
let server: SandboxProcess;
beforeAll(async () => {
  server = await startSandboxProcess();
});
afterAll(() => server.close());

const sandboxFolders = async (s: SandboxProcess) =>
  (await readdir(join(s.dir, 'sandboxes')).catch(() => [] as string[])).length;
const contact = (n: number) => ({ userName: 'Crawler', contact: 'c@example.com', content: `message ${n}` });
/** A write without a cookie or id: the first write of a new visitor. */
const firstWrite = (base: string, localAddress: string, headers: Record<string, string> = {}) =>
  rawRequest(base, {
    method: 'POST',
    path: '/api/common/propose/create',
    headers: { ...HEADERS, ...JSON_TYPE, ...headers },
    body: JSON.stringify(contact(0)),
    localAddress,
  });

describe('a client without cookies (a crawler) reading the demo', () => {
  it('makes no sandbox: pages, lists, articles and the dashboard read the scenario as it is', async () => {
    const paths = ['/api/information/list?page=1&size=3', '/api/information/detail/1', '/api/body/list', '/__dev'];
    for (let i = 0; i < 200; i++) {
      const res = await rawRequest(server.url, {
        path: paths[i % paths.length]!,
        headers: HEADERS,
        localAddress: '127.0.0.11',
      });
      expect(res.status).toBe(200);
      expect(cookies(res)).toEqual([]);
    }
    expect((await rawRequest(server.url, { path: paths[0]!, headers: HEADERS })).json().data.totalRecord).toBe(10);
    expect(await sandboxFolders(server)).toBe(0);
  });
});

describe('a client address creates a few sandboxes a minute', () => {
  it('the sixth new visitor from one address within a minute is refused with Retry-After; another address is not', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await firstWrite(server.url, '127.0.0.12'));
    expect(answers.slice(0, 5).map((a) => a.json().code)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK']);
    expect(answers.slice(0, 5).every((a) => /^ma_sandbox=/.test(cookies(a)[0] ?? ''))).toBe(true);
    for (const refused of answers.slice(5)) {
      expect(refused.json().code).toBe('1007');
      expect(refused.json().message).toMatch(/new sandboxes from your address/);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(cookies(refused)).toEqual([]);
    }
    const inChinese = await firstWrite(server.url, '127.0.0.12', { language: 'cn' });
    expect(inChinese.json().message).toMatch(/沙盒/);
    // POST /__dev/sandboxes counts against the same budget.
    const scripted = await rawRequest(server.url, {
      method: 'POST',
      path: '/__dev/sandboxes',
      headers: JSON_TYPE,
      body: '{}',
      localAddress: '127.0.0.12',
    });
    expect(scripted.json().code).toBe('1007');
    expect((await firstWrite(server.url, '127.0.0.13')).json().code).toBe('OK');
  });
});

describe('per-address limits count across sandboxes', () => {
  it('80 logins from one address, each as a new visitor: at most 5 reach the password check', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 80; i++) {
      const res = await rawRequest(server.url, {
        method: 'POST',
        path: '/api/passport/account/login',
        headers: { ...HEADERS, ...JSON_TYPE },
        body: JSON.stringify({ email: 'lena.hartmann@example.com', password: `guess${i}` }),
        localAddress: '127.0.0.15',
      });
      codes.push(res.json().code as string);
    }
    expect(codes.filter((c) => c !== '1007').length).toBeLessThanOrEqual(5);
  });

  it('contact messages from one address are limited however many sandboxes it spreads them over, whatever their clocks say', async () => {
    const address = '127.0.0.14';
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await newSandbox(server.url, undefined, address));
    const codes: string[] = [];
    for (let n = 0; n < 35; n++) {
      const res = await inSandbox(server.url, ids[n % 5]!, '/api/common/propose/create', 'POST', contact(n), {
        localAddress: address,
      });
      codes.push(res.json().code as string);
    }
    expect(codes.filter((c) => c === 'OK')).toHaveLength(30);
    expect(codes.slice(30)).toEqual(['1007', '1007', '1007', '1007', '1007']);
    // Moving one sandbox's clock a day ahead does not open the window again.
    await inSandbox(server.url, ids[0]!, '/__dev/clock', 'POST', { advanceMs: 86_400_000 }, { localAddress: address });
    const after = await inSandbox(server.url, ids[0]!, '/api/common/propose/create', 'POST', contact(99), {
      localAddress: address,
    });
    expect(after.json().code).toBe('1007');
  });
});

describe('when every sandbox is in use', () => {
  let small: SandboxProcess;
  beforeAll(async () => {
    small = await startSandboxProcess({ SANDBOX_MAX: '3', SANDBOX_IDLE_MINUTES: '0.05' });
  });
  afterAll(() => small.close());

  it('a new one is refused with 503, a bilingual message and Retry-After; no active sandbox is deleted', async () => {
    const ids = [];
    for (const address of ['127.0.0.21', '127.0.0.22', '127.0.0.23'])
      ids.push(await newSandbox(small.url, undefined, address));
    const refused = await firstWrite(small.url, '127.0.0.24');
    expect(refused.status).toBe(503);
    expect(refused.json().message).toMatch(/every sandbox is in use/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(cookies(refused)).toEqual([]);
    const inChinese = await firstWrite(small.url, '127.0.0.24', { language: 'cn' });
    expect(inChinese.json().message).toMatch(/演示名额已满，请 \d+ 分钟后再试/);
    for (const id of ids) expect((await inSandbox(small.url, id, '/api/information/list')).status).toBe(200);
    expect(await sandboxFolders(small)).toBe(3);
  });

  it('once one has been idle (SANDBOX_IDLE_MINUTES), it makes room for a new visitor', async () => {
    await new Promise((resolve) => setTimeout(resolve, 3500));
    const welcomed = await firstWrite(small.url, '127.0.0.25');
    expect(welcomed.json().code).toBe('OK');
    expect(await sandboxFolders(small)).toBe(3);
  });
});

describe('behind the https proxy', () => {
  const forwardedWrite = (base: string, client: string) =>
    firstWrite(base, '127.0.0.31', { 'x-forwarded-for': client });

  it('without TRUST_PROXY a forwarded address is not believed: a client cannot pose as many', async () => {
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await forwardedWrite(server.url, `203.0.113.${i}`)).json().code);
    expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', '1007']);
  });

  it('with TRUST_PROXY naming the proxy, each visitor has the address the proxy forwards', async () => {
    const proxied = await startSandboxProcess({ TRUST_PROXY: '127.0.0.31' });
    try {
      const codes = [];
      for (let i = 0; i < 6; i++) codes.push((await forwardedWrite(proxied.url, `203.0.113.${i}`)).json().code);
      expect(codes).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', 'OK']);
      for (let i = 0; i < 5; i++) await forwardedWrite(proxied.url, '198.51.100.7');
      expect((await forwardedWrite(proxied.url, '198.51.100.7')).json().code).toBe('1007');
    } finally {
      await proxied.close();
    }
  });
});
