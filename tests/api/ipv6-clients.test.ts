import { type Socket, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../setup/raw-request.js';
import { type TestServer, startTestServer } from '../setup/api-server.js';
import { HEADERS, JSON_TYPE, cookies, inSandbox, newSandbox } from '../setup/sandbox-client.js';
import type { SandboxSettings } from '#fake-server/sandbox/sandboxes.js';

/**
 * Red team, round 5 (issue 46, docs/decisions/121): the public demo against one host with an IPv6
 * /64, which may take a new address for every request, and against a client that keeps its
 * sandboxes by reading them. Servers on a real port with their per-address limits on, behind a
 * trusted proxy (TRUST_PROXY: this test's 127.0.0.41), which forwards each visitor's address in
 * X-Forwarded-For.
 */
const PROXY = '127.0.0.41';
const behindProxy = (sandboxes: Partial<SandboxSettings> = {}) =>
  startTestServer({ trustProxy: PROXY, rateLimit: true, sandboxes });
let server: TestServer;
beforeAll(async () => {
  server = await behindProxy();
});
afterAll(() => server.close());

const contact = (n: number) => ({ userName: 'Visitor', contact: 'v@example.com', content: `message ${n}` });
/** A new visitor's first write (no cookie, no id), from `client` as the proxy forwards it. */
const firstWrite = (base: string, client: string, headers: Record<string, string> = {}) =>
  rawRequest(base, {
    method: 'POST',
    path: '/api/common/propose/create',
    headers: { ...HEADERS, ...JSON_TYPE, 'x-forwarded-for': client, ...headers },
    body: JSON.stringify(contact(0)),
    localAddress: PROXY,
  });
const idOf = (answer: Awaited<ReturnType<typeof firstWrite>>) => /=([\w-]{22});/.exec(cookies(answer)[0] ?? '')?.[1];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one IPv6 /64 is one client', () => {
  it('a host taking a new address of its /64 for each visit starts 5 sandboxes a minute, as one IPv4 address; the next /64 is another client', async () => {
    const codes = [];
    for (let i = 1; i <= 8; i++)
      codes.push((await firstWrite(server.baseUrl, `2001:db8:5:1::${i.toString(16)}`)).json());
    expect(codes.map((c) => c.code as string)).toEqual(['OK', 'OK', 'OK', 'OK', 'OK', '1007', '1007', '1007']);
    expect(codes[5].message).toMatch(/new sandboxes from your address: try again in \d+ min/);
    const refused = await firstWrite(server.baseUrl, '2001:db8:5:1:ffff:ffff:ffff:ffff');
    expect(refused.json().code).toBe('1007');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await firstWrite(server.baseUrl, '2001:db8:5:2::1')).json().code).toBe('OK');
    // An IPv4 client written as IPv6 is that IPv4 client.
    for (let i = 0; i < 5; i++) await firstWrite(server.baseUrl, '198.51.100.9');
    expect((await firstWrite(server.baseUrl, '::ffff:198.51.100.9')).json().code).toBe('1007');
  });

  it("the API's per-address limits count the /64: 35 contact messages from 35 of its addresses, 30 pass", async () => {
    const id = await newSandbox(server.baseUrl, undefined, PROXY);
    const send = (client: string, n: number) =>
      inSandbox(server.baseUrl, id, '/api/common/propose/create', 'POST', contact(n), {
        headers: { 'x-forwarded-for': client },
        localAddress: PROXY,
      });
    const codes: string[] = [];
    for (let n = 0; n < 35; n++) codes.push((await send(`2001:db8:6:1:${n.toString(16)}::1`, n)).json().code as string);
    expect(codes.filter((c) => c === 'OK')).toHaveLength(30);
    expect(codes.slice(30)).toEqual(['1007', '1007', '1007', '1007', '1007']);
    expect((await send('2001:db8:6:2::1', 99)).json().code).toBe('OK');
  });
});

/** A JSON body of `bytes` announced and all but its last byte sent, then stalled: held in flight. */
function stalledBody(base: string, client: string, bytes: number): Promise<Socket> {
  const url = new URL(base);
  const socket = connect({ host: url.hostname, port: Number(url.port), localAddress: PROXY });
  socket.on('error', () => undefined);
  socket.write(
    `POST /api/common/propose/create HTTP/1.1\r\nHost: ${url.host}\r\nx-forwarded-for: ${client}\r\ncontent-type: application/json\r\ncontent-length: ${bytes}\r\n\r\n`,
  );
  return new Promise((resolve) => socket.write(Buffer.alloc(bytes - 1, 32), () => resolve(socket)));
}

/** A whole body of `bytes` from `client`: the answer's status line. */
function wholeBody(base: string, client: string, bytes: number): Promise<string> {
  const url = new URL(base);
  return new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port), localAddress: PROXY });
    let text = '';
    socket.on('error', () => undefined);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (text.includes('\r\n\r\n')) {
        socket.destroy();
        resolve(text.split('\r\n')[0]!);
      }
    });
    socket.once('close', () => resolve(text.split('\r\n')[0] ?? 'closed'));
    socket.write(
      `POST /api/common/propose/create HTTP/1.1\r\nHost: ${url.host}\r\nx-forwarded-for: ${client}\r\ncontent-type: application/json\r\ncontent-length: ${bytes}\r\nconnection: close\r\n\r\n`,
    );
    const json = Buffer.from(JSON.stringify(contact(1)));
    // Not ended: a half-closed connection is closed by the server before it answers.
    socket.write(Buffer.concat([json, Buffer.alloc(bytes - json.length, 32)]));
  });
}

describe('bodies in flight are counted per client', () => {
  let plain: TestServer;
  beforeAll(async () => {
    plain = await startTestServer({ trustProxy: PROXY });
  });
  afterAll(() => plain.close());

  it("16 MB stalled from one /64's addresses: its next body is refused as the server's load, another /64's is not", async () => {
    const MB = 1_000_000;
    const held = await Promise.all(
      Array.from({ length: 16 }, (_, i) => stalledBody(plain.baseUrl, `2001:db8:7:1::${i + 1}`, MB)),
    );
    try {
      // Once the 16 MB are in (16,000,000 of the 16 MiB a client may have in flight), one more MB is
      // too much. (A body sent while they still arrive could push one of them out instead: let them settle.)
      await sleep(1000);
      await expect
        .poll(() => wholeBody(plain.baseUrl, '2001:db8:7:1:a:b:c:d', MB), { timeout: 10_000, interval: 300 })
        .toBe('HTTP/1.1 503 Service Unavailable');
      expect(await wholeBody(plain.baseUrl, '2001:db8:7:2::1', MB)).toBe('HTTP/1.1 200 OK');
      expect(held.map((socket) => socket.bytesRead)).toEqual(held.map(() => 0));
    } finally {
      for (const socket of held) socket.destroy();
    }
  });
});

describe("one client's live sandboxes are bounded (SANDBOX_PER_CLIENT)", () => {
  let small: TestServer;
  beforeAll(async () => {
    small = await behindProxy({ perClient: 3, idleMs: 3000 });
  });
  afterAll(() => small.close());

  it('a fourth from the same /64 waits, whatever address it takes, until one of its three goes without a write; reading them does not hold them', async () => {
    const ids = [];
    for (let i = 1; i <= 3; i++) ids.push(idOf(await firstWrite(small.baseUrl, `2001:db8:8:1::${i}`))!);
    expect(ids.every(Boolean)).toBe(true);
    const refused = await firstWrite(small.baseUrl, '2001:db8:8:1::4');
    expect(refused.json().code).toBe('1007');
    expect(refused.json().message).toMatch(
      /already has 3 sandboxes in use: go on in one of them, or try again in 1 min/,
    );
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(3);
    expect(cookies(refused)).toEqual([]);
    const inChinese = await firstWrite(small.baseUrl, '2001:db8:8:1::5', { language: 'cn' });
    expect(inChinese.json().message).toMatch(/已有 3 个沙盒/);
    // Another client is not held back by this one.
    expect((await firstWrite(small.baseUrl, '2001:db8:8:2::1')).json().code).toBe('OK');
    // Its three sandboxes are read all along; at the promised time the fourth is started.
    const until = Date.now() + wait * 1000 + 200;
    while (Date.now() < until) {
      for (const id of ids) expect((await inSandbox(small.baseUrl, id, '/api/information/list')).status).toBe(200);
      await sleep(250);
    }
    expect((await firstWrite(small.baseUrl, '2001:db8:8:1::6')).json().code).toBe('OK');
  });
});

describe('a full demo: reads keep no place, and Retry-After is the real wait', () => {
  let full: TestServer;
  beforeAll(async () => {
    full = await behindProxy({ max: 2, idleMs: 3000 });
  });
  afterAll(() => full.close());

  it("of two sandboxes read every quarter second, the one also written keeps its place; the third visitor, told to wait, gets the other's when told", async () => {
    const ids = [];
    for (const client of ['2001:db8:9:1::1', '2001:db8:9:2::1'])
      ids.push(idOf(await firstWrite(full.baseUrl, client))!);
    const refused = await firstWrite(full.baseUrl, '2001:db8:9:3::1');
    expect(refused.status).toBe(503);
    expect(refused.json().message).toMatch(/every sandbox is in use\. Try again in 1 min/);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(3);
    const until = Date.now() + wait * 1000 + 200;
    while (Date.now() < until) {
      for (const id of ids) await inSandbox(full.baseUrl, id, '/api/information/list');
      await inSandbox(full.baseUrl, ids[1]!, '/__dev/faults', 'DELETE');
      await sleep(250);
    }
    const welcomed = await firstWrite(full.baseUrl, '2001:db8:9:3::1');
    expect(welcomed.json().code).toBe('OK');
    // The one only read gave its place; the one written is still there.
    expect((await inSandbox(full.baseUrl, ids[0]!, '/api/information/list')).status).toBe(400);
    expect((await inSandbox(full.baseUrl, ids[1]!, '/api/information/list')).status).toBe(200);
  });
});
