import { type Socket, connect } from 'node:net';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { fakeServerConfig } from '#fake-server/config.js';
import { checkCeilings } from '#fake-server/sandbox/ceiling.js';
import { rawRequest } from '../../tests/setup/raw-request.js';
import { newSandbox, registerIn } from '../../tests/setup/sandbox-client.js';
import { type SandboxProcess, startSandboxProcess } from '../../tests/setup/sandbox-process.js';
import { sandboxMemory } from './sandbox-memory.js';

/**
 * The public demo section of `npm run bench` (issue 34, docs/decisions/093): what one sandbox-mode
 * server at the default settings carries, and how long one abusive client takes to be refused.
 * `BENCH_ONLY=public-demo npm run bench` runs it alone.
 */
const MB = 1024 * 1024;
/** The fake server's own defaults (fake-server/config.ts), as a public demo starts with them. */
const CONFIG = fakeServerConfig({ SANDBOXES: 'on' });
const DEFAULTS = CONFIG.sandboxes!;
const DEFAULT_CEILINGS = { memoryMb: CONFIG.SANDBOX_MEMORY_MB, diskMb: CONFIG.SANDBOX_DISK_MB };
const HEADERS = { platform: 'PC', language: 'en', 'content-type': 'application/json' };
const contact = JSON.stringify({ userName: 'A', contact: 'a@example.com', content: 'Hello' });
const firstWrite = (base: string, localAddress: string, headers: Record<string, string> = {}) =>
  rawRequest(base, {
    method: 'POST',
    path: '/api/common/propose/create',
    headers: { ...HEADERS, ...headers },
    body: contact,
    localAddress,
  });
/** The https proxy in front (TRUST_PROXY): it forwards each visitor's address. */
const PROXY = '127.0.3.9';
const folders = async (s: SandboxProcess) => (await readdir(join(s.dir, 'sandboxes')).catch(() => [])).length;
const rssMb = async (s: SandboxProcess) => {
  await new Promise((r) => setTimeout(r, 1500));
  return s.rssMb();
};

/** A crawler (no cookies) reading as fast as 20 connections go for 5 s. */
async function crawler(s: SandboxProcess) {
  const result = await autocannon({
    url: s.url,
    connections: 20,
    duration: 5,
    requests: [
      { path: '/api/information/list?page=1&size=10' },
      { path: '/api/information/detail/3' },
      { path: '/api/body/list' },
      { path: '/__dev' },
    ],
  });
  return { rps: Math.round(result.requests.average), sandboxes: await folders(s) };
}

/** One address starting sandboxes one after another: how many get through, and when the first is refused. */
async function starter(s: SandboxProcess) {
  const started = performance.now();
  for (let n = 1; n <= 50; n++) {
    const res = await firstWrite(s.url, '127.0.3.1');
    if (res.json().code !== 'OK')
      return { admitted: n - 1, refusedAfterMs: performance.now() - started, retryAfter: res.headers['retry-after'] };
  }
  return { admitted: 50, refusedAfterMs: NaN, retryAfter: undefined };
}

/**
 * One host with an IPv6 /64 taking a new address of it for every request (through the proxy):
 * how many sandboxes it starts before it is refused (docs/decisions/121).
 */
async function ipv6Host(s: SandboxProcess) {
  for (let n = 1; n <= 50; n++) {
    const res = await firstWrite(s.url, PROXY, { 'x-forwarded-for': `2001:db8:3:1:${n.toString(16)}::1` });
    if (res.json().code !== 'OK') return { admitted: n - 1, retryAfter: res.headers['retry-after'] };
  }
  return { admitted: 50, retryAfter: undefined };
}

/** SANDBOX_MAX visitors from 5 addresses each... and one more. */
async function fill(s: SandboxProcess) {
  for (let i = 0; i < DEFAULTS.max; i++) {
    const address = Math.floor(i / 5);
    await firstWrite(s.url, `127.0.${10 + Math.floor(address / 250)}.${1 + (address % 250)}`);
  }
  const extra = await firstWrite(s.url, '127.0.9.9');
  return {
    open: await folders(s),
    status: extra.status,
    retryAfter: extra.headers['retry-after'],
    rss: await rssMb(s),
  };
}

/**
 * One signed-in client sending 40 uploads of 1 MB at once and stalling (each within the 5 MB an
 * upload may have, in a sandbox with room for them: only the client's budget in flight stops them).
 */
async function flood() {
  const s = await startSandboxProcess({ SANDBOX_MAX: '20', SANDBOX_MAX_MB: '100' });
  const id = await newSandbox(s.url, undefined, '127.0.4.1');
  const { token } = await registerIn(s.url, id, 'flood@example.com');
  const url = new URL(s.url);
  const started = performance.now();
  const answers = await Promise.all(
    Array.from(
      { length: 40 },
      () =>
        new Promise<{ status: string; ms: number }>((resolve) => {
          const socket: Socket = connect({ host: url.hostname, port: Number(url.port), localAddress: '127.0.4.1' });
          let text = '';
          socket.on('data', (c: Buffer) => (text += c.toString()));
          socket.on('error', () => undefined);
          // An upload answers in its own shape (200, state ERROR) whatever the refusal (requirements D3).
          socket.once('close', () =>
            resolve({
              status: /server is busy/.test(text) ? 'busy' : (text.split(' ')[1] ?? 'closed'),
              ms: performance.now() - started,
            }),
          );
          socket.write(
            `POST /api/common/file/upload HTTP/1.1\r\nHost: ${url.host}\r\nx-sandbox: ${id}\r\nauthorization: Bearer ${token}\r\ncontent-type: multipart/form-data; boundary=b\r\ncontent-length: ${4 * MB}\r\n\r\n`,
          );
          socket.write(Buffer.alloc(MB, 120)); // ...and stalls
        }),
    ),
  );
  await s.close();
  const busy = answers.filter((a) => a.status === 'busy');
  return {
    busy: busy.length,
    firstBusyMs: Math.min(...busy.map((a) => a.ms)),
    lastClosedMs: Math.max(...answers.map((a) => a.ms)),
  };
}

/** A body trickling a byte a second: when the server cuts it (REQUEST_TIMEOUT_MS, 30 s by default). */
async function trickle(s: SandboxProcess) {
  const url = new URL(s.url);
  return new Promise<number>((resolve) => {
    const started = performance.now();
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    socket.write(
      `POST /api/common/propose/create HTTP/1.1\r\nHost: ${url.host}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n`,
    );
    const drip = setInterval(() => socket.write(' '), 1000);
    socket.resume();
    socket.on('error', () => undefined);
    socket.once('close', () => {
      clearInterval(drip);
      resolve(performance.now() - started);
    });
  });
}

export async function publicDemoSection() {
  const ceilings = checkCeilings(DEFAULTS, DEFAULT_CEILINGS, Infinity);
  const memory = {
    empty: await sandboxMemory(50, 'nothing', 0.5),
    contacts: await sandboxMemory(5, 'contacts', 0.5),
    users: await sandboxMemory(3, 'users', 0.5),
    faults: await sandboxMemory(5, 'faults', 0.5),
  };
  const server = await startSandboxProcess({ TRUST_PROXY: PROXY });
  try {
    const rss0 = await rssMb(server);
    const read = await crawler(server);
    const start = await starter(server);
    const v6 = await ipv6Host(server);
    const body = await flood();
    const cut = await trickle(server);
    const full = await fill(server);
    const f = (n: number, digits = 1) => n.toFixed(digits);
    const rows = [
      '| measure | value |',
      '|---|---:|',
      `| prospects served at once (SANDBOX_MAX) | ${DEFAULTS.max} |`,
      `| memory ceiling of ${DEFAULTS.max} sandboxes at SANDBOX_MAX_DATA_MB ${CONFIG.SANDBOX_MAX_DATA_MB} (checked at start, under SANDBOX_MEMORY_MB ${DEFAULT_CEILINGS.memoryMb}) | ${ceilings.memoryMb} MB |`,
      `| disk ceiling at SANDBOX_MAX_MB ${CONFIG.SANDBOX_MAX_MB} (under SANDBOX_DISK_MB ${DEFAULT_CEILINGS.diskMb}) | ${ceilings.diskMb} MB |`,
      `| heap of an open, untouched sandbox | ${f(memory.empty.perSandboxMb, 2)} MB |`,
      `| heap of a sandbox filled to its data budget with contact messages / users / faults | ${f(memory.contacts.perSandboxMb, 2)} / ${f(memory.users.perSandboxMb, 2)} / ${f(memory.faults.perSandboxMb, 2)} MB |`,
      `| ... per MB of data it counts | ${f(memory.contacts.perDataByte, 2)} / ${f(memory.users.perDataByte, 2)} / ${f(memory.faults.perDataByte, 2)} MB (the ceiling assumes 1 MB + 2.5 per MB) |`,
      `| server RSS: no sandbox / ${full.open} open sandboxes | ${f(rss0, 0)} / ${f(full.rss, 0)} MB |`,
      `| visitor ${DEFAULTS.max + 1} when all are in use | ${full.status}, Retry-After ${full.retryAfter} s, none deleted |`,
      `| a crawler without cookies, 20 connections for 5 s | ${read.rps} requests/s, ${read.sandboxes} sandboxes made |`,
      `| one address starting sandboxes back to back | ${start.admitted} started, refused after ${f(start.refusedAfterMs, 0)} ms (Retry-After ${start.retryAfter} s) |`,
      `| one IPv6 /64 doing the same, a new address of it each time (through a trusted proxy) | ${v6.admitted} started (Retry-After ${v6.retryAfter} s) |`,
      `| one signed-in client sending 40 uploads of 1 MB at once and stalling | ${body.busy} refused as the server's load (over its 16 MB in flight) after ${f(body.firstBusyMs, 0)} ms; the rest cut at the request timeout, all closed by ${f(body.lastClosedMs / 1000, 1)} s |`,
      `| a body trickling a byte a second | cut after ${f(cut / 1000, 1)} s (REQUEST_TIMEOUT_MS 30,000) |`,
    ].join('\n');
    const stamp = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`BENCH_ONLY=public-demo npm run bench\` (the real server, SANDBOXES=on at the default settings with TRUST_PROXY naming one loopback address, clients on loopback addresses; heap figures in process after a full collection; Node ${process.version}, 2 shared cores).`;
    return `<!-- public-demo:start -->\n${stamp}\n\n${rows}\n<!-- public-demo:end -->`;
  } finally {
    await server.close();
  }
}
