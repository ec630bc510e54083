import { type Socket, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELD_PER_CLIENT } from '#fake-server/plugins/held-requests.js';
import { type TestServer, signedUpUser, startTestServer } from '../setup/api-server.js';
import { inSandbox, newSandbox } from '../setup/sandbox-client.js';
import { NEW_PASSWORD } from '../setup/credentials.js';

/**
 * Red team, round 7 (issue 58): a visitor arms a long delay in their own sandbox and sends calls
 * whose connections they close at once. Each wait on a timer (a delay fault, the fake provider's
 * armed timeout) ends when its client leaves, keeping nothing; and one client (an IPv4 address, an
 * IPv6 /64) has at most HELD_PER_CLIENT requests waiting at once. A public demo's server: sandbox
 * mode, limits on, behind a trusted proxy (this test's 127.0.0.58) that forwards each visitor.
 */
const PROXY = '127.0.0.58';
let server: TestServer;
let sandbox: string;
let port: number;
beforeAll(async () => {
  server = await startTestServer({ trustProxy: PROXY, rateLimit: true, sandboxes: {} });
  port = Number(new URL(server.baseUrl).port);
  sandbox = await newSandbox(server.baseUrl, undefined, PROXY);
});
afterAll(() => server.close());

/**
 * The timers of `ms` running in this process (the server runs in it): a held request's wait is
 * one. A delay no other timer has is chosen, so other files' timers in this worker do not count.
 */
function waitsOf(ms: number) {
  const running = new Set<unknown>();
  const { setTimeout: set, clearTimeout: clear } = globalThis;
  globalThis.setTimeout = ((fn: (...args: unknown[]) => void, delay?: number, ...args: unknown[]) => {
    const handle = set(() => {
      running.delete(handle);
      fn(...args);
    }, delay);
    if (delay === ms) running.add(handle);
    return handle;
  }) as typeof setTimeout;
  globalThis.clearTimeout = ((handle?: Parameters<typeof clearTimeout>[0]) => {
    running.delete(handle);
    clear(handle);
  }) as typeof clearTimeout;
  return {
    count: () => running.size,
    [Symbol.dispose]() {
      globalThis.setTimeout = set;
      globalThis.clearTimeout = clear;
    },
  };
}
async function until(what: string, check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`waited ${ms} ms for: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A call on a connection of its own, left open (the caller closes it), from `client` through the proxy. */
function openCall(
  path: string,
  client: string,
  method = 'GET',
  body?: object,
): Promise<{ socket: Socket; answer: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1', localAddress: PROXY }, () => {
      const text = body ? JSON.stringify(body) : '';
      socket.write(
        `${method} ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\nlanguage: en\r\nplatform: PC\r\nx-sandbox: ${sandbox}\r\n` +
          `x-forwarded-for: ${client}\r\n${body ? `content-type: application/json\r\ncontent-length: ${Buffer.byteLength(text)}\r\n` : ''}\r\n${text}`,
      );
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
      const answer = new Promise<string>((done) => socket.on('close', () => done(received)));
      resolve({ socket, answer });
    });
    socket.on('error', reject);
  });
}
const arm = (fault: object) =>
  inSandbox(server.baseUrl, sandbox, '/__dev/faults', 'POST', fault, { localAddress: PROXY });
const clear = () => inSandbox(server.baseUrl, sandbox, '/__dev/faults', 'DELETE', undefined, { localAddress: PROXY });

describe('a delayed call whose client left', () => {
  it('holds nothing once its connection closes (before: a timer, the request, its reply and socket for the whole delay)', async () => {
    using waits = waitsOf(119_999);
    await arm({ path: '*', delayMs: 119_999 });
    const calls = await Promise.all(
      Array.from({ length: 10 }, (_, i) => openCall('/api/information/list', `203.0.113.${i + 1}`)),
    );
    try {
      await until('ten calls held', () => waits.count() === 10);
      for (const call of calls) call.socket.destroy();
      await until('the ten waits ended', () => waits.count() === 0);
    } finally {
      for (const call of calls) call.socket.destroy();
      await clear();
    }
  });

  it('runs nothing for a client that left: a delayed activation link whose visitor closed it activates nothing', async () => {
    const email = 'gone@example.com';
    const at = (path: string, method = 'GET', body?: object) =>
      inSandbox(server.baseUrl, sandbox, path, method, body, { localAddress: PROXY });
    expect(
      (await at('/api/passport/register', 'POST', { nickName: 'Gone', email, password: NEW_PASSWORD })).json().code,
    ).toBe('OK');
    const link = new URL((await at(`/__dev/mail/latest?to=${email}&kind=activation`)).json().data.link as string);
    await arm({ path: '/api/passport/activate', delayMs: 400, times: 1 });
    const call = await openCall(`${link.pathname}${link.search}`, '203.0.113.20');
    await new Promise((resolve) => setTimeout(resolve, 100));
    call.socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 700));
    const login = await at('/api/passport/account/login', 'POST', { email, password: NEW_PASSWORD });
    expect(login.json().code).toBe('1006');
  });

  it("the fake provider's armed timeout ends when the buyer's connection closes", async () => {
    // (A server without sandboxes: the buyer signs up as the helper does, without a sandbox id.)
    const plain = await startTestServer();
    const user = await signedUpUser(plain);
    using waits = waitsOf(59_999);
    await plain.client().dev.armCheckout({ body: { next: 'timeout', delayMs: 59_999 } });
    const session = {
      products: [{ path: 'muscle-movement-monthly', quantity: 1 }],
      tags: { platform: 'website', userId: user.id, goodsId: 1 },
      paymentContact: { email: user.email },
      language: 'en',
    };
    const socket = connect({ port: Number(new URL(plain.baseUrl).port), host: '127.0.0.1' }, () => {
      const text = JSON.stringify({ session, cardNumber: '4242 4242 4242 4242' });
      socket.write(
        `POST /__dev/checkout/pay HTTP/1.1\r\nhost: 127.0.0.1\r\nlanguage: en\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(text)}\r\n\r\n${text}`,
      );
    });
    try {
      await until('the payment waits', () => waits.count() === 1);
      socket.destroy();
      await until('its wait ended', () => waits.count() === 0);
    } finally {
      socket.destroy();
      await plain.close();
    }
  });
});

describe('requests one client may have waiting at once', () => {
  it(`${HELD_PER_CLIENT}, then 1007 with Retry-After (the fault not used up); another client is served; a closed one makes room`, async () => {
    // Long enough that the first waits cannot end while a loaded machine runs the test.
    using waits = waitsOf(29_999);
    await arm({ path: '/api/information/list', delayMs: 29_999, times: 1000 });
    const calls = await Promise.all(
      Array.from({ length: HELD_PER_CLIENT }, (_, i) => openCall('/api/information/list', `2001:db8:58::${i + 1}`)),
    );
    try {
      await until('all held', () => waits.count() === HELD_PER_CLIENT);
      // Another address of the same /64: the same client.
      const over = await openCall('/api/information/list', '2001:db8:58::ffff');
      const answer = await Promise.race([over.answer, new Promise<string>((r) => setTimeout(() => r(''), 5000))]);
      over.socket.destroy();
      expect(answer).toMatch(/^HTTP\/1\.1 200/);
      expect(Number(/\r\nretry-after: (\d+)\r\n/i.exec(answer)?.[1])).toBeGreaterThan(0);
      expect(Number(/\r\nretry-after: (\d+)\r\n/i.exec(answer)?.[1])).toBeLessThanOrEqual(30);
      expect(answer).toContain('"code":"1007"');
      expect(answer).toContain(`already has ${HELD_PER_CLIENT} requests waiting`);
      const faults = (
        await inSandbox(server.baseUrl, sandbox, '/__dev/faults', 'GET', undefined, { localAddress: PROXY })
      ).json();
      expect(faults.data.list[0].remaining).toBe(1000 - HELD_PER_CLIENT);
      // Another /64 waits as the fault says.
      const other = await openCall('/api/information/list', '2001:db8:59::1');
      await until('the other client’s call held', () => waits.count() === HELD_PER_CLIENT + 1);
      other.socket.destroy();
      await until('the other client’s wait ended', () => waits.count() === HELD_PER_CLIENT);
      // One of the client's own calls closed: the next one waits again.
      calls.pop()!.socket.destroy();
      await until('one of its waits ended', () => waits.count() === HELD_PER_CLIENT - 1);
      const next = await openCall('/api/information/list', '2001:db8:58::abcd');
      await until('the next call held', () => waits.count() === HELD_PER_CLIENT);
      next.socket.destroy();
    } finally {
      for (const call of calls) call.socket.destroy();
      await clear();
    }
  });
});
