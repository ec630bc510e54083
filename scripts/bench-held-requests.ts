import { readFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { startTestServer } from '../tests/setup/api-server.js';
import { newSandbox } from '../tests/setup/sandbox-client.js';
import { rawRequest } from '../tests/setup/raw-request.js';
import { startSandboxProcess } from '../tests/setup/sandbox-process.js';

/**
 * `npx tsx scripts/bench-held-requests.ts`: what requests nobody waits for cost the public demo
 * (issue 58, docs/records/2026-11-28-red-team-rounds.md, "Round 7").
 * One visitor arms a delay of 120 s on every call of their sandbox and sends ABANDONED calls (150,000 by default), each on a connection of its own
 * closed as soon as it is written, CONCURRENCY at a time, all from one client. Measured twice:
 * - the public demo's process (SANDBOXES=on, RATE_LIMIT=on, behind a trusted proxy, on the heap
 *   the default SANDBOX_MEMORY_MB must fit: --max-old-space-size=1300): its resident memory
 *   before, at its highest and after, and whether it lived;
 * - the same server in this process: its heap after a full collection before and after, and the
 *   timers left running (a held request's wait is one).
 */
const ABANDONED = Number(process.env.ABANDONED ?? 150_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 200);
/** DELAY_MS=0: no fault armed, the same calls answered at once (what handling them costs by itself). */
const DELAY_MS = Number(process.env.DELAY_MS ?? 120_000);
/** ONLY=process or ONLY=heap: one of the two measurements. */
const ONLY = process.env.ONLY;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Arms the delay in a new sandbox of the server at `base`; `abandon` sends one call and hangs up. */
async function attacker(base: string) {
  const sandbox = await newSandbox(base);
  const armed = await rawRequest(base, {
    method: 'POST',
    path: '/__dev/faults',
    headers: { 'content-type': 'application/json', 'x-sandbox': sandbox },
    body: JSON.stringify({ path: '*', delayMs: DELAY_MS }),
  });
  if (DELAY_MS > 0 && armed.json().code !== 'OK') throw new Error(armed.text);
  const port = Number(new URL(base).port);
  const request =
    `GET /api/information/list HTTP/1.1\r\nhost: 127.0.0.1\r\nlanguage: en\r\nplatform: PC\r\n` +
    `x-sandbox: ${sandbox}\r\nx-forwarded-for: 203.0.113.7\r\n\r\n`;
  const abandon = () =>
    new Promise<void>((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(request, () => socket.destroy()));
      socket.on('error', () => undefined);
      socket.once('close', () => resolve());
    });
  /** `count` calls, CONCURRENCY at a time, while `going` says so; how long they took, in seconds. */
  const send = async (count: number, going = () => true) => {
    const started = Date.now();
    let sent = 0;
    const lanes = Array.from({ length: CONCURRENCY }, async () => {
      while (sent < count && going()) {
        sent++;
        await abandon();
      }
    });
    await Promise.all(lanes);
    return { sent, seconds: (Date.now() - started) / 1000 };
  };
  return { send };
}

async function publicDemoProcess() {
  const server = await startSandboxProcess({
    RATE_LIMIT: 'on',
    TRUST_PROXY: '127.0.0.1',
    NODE_OPTIONS: '--max-old-space-size=1300',
  });
  const rss = async () =>
    Number(/VmRSS:\s+(\d+)/.exec(await readFile(`/proc/${server.child.pid}/status`, 'utf8'))?.[1] ?? NaN) * 1024;
  try {
    const { send } = await attacker(server.url);
    await send(1000);
    await sleep(2000);
    const before = await rss();
    let highest = before;
    const sampler = setInterval(
      () =>
        void rss().then(
          (now) => (highest = Math.max(highest, now || 0)),
          () => undefined,
        ),
      250,
    );
    const { sent, seconds } = await send(ABANDONED, () => server.child.exitCode === null);
    await sleep(5000);
    clearInterval(sampler);
    const alive = await fetch(`${server.url}/healthz`).then(
      (res) => res.status === 200,
      () => false,
    );
    const after = alive ? mb(await rss()) : 'gone';
    console.log(
      `Public demo process: ${sent.toLocaleString('en')} sent in ${seconds.toFixed(0)} s; resident memory ` +
        `${mb(before)} before, ${mb(highest)} at most, ${after} 5 s after; ${alive ? 'answers /healthz' : 'died'}.`,
    );
  } finally {
    await server.close();
  }
}

async function inThisProcess() {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const heap = () => {
    gc();
    gc();
    return process.memoryUsage().heapUsed;
  };
  const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
  const server = await startTestServer({ sandboxes: {}, rateLimit: true, trustProxy: '127.0.0.1' });
  try {
    const { send } = await attacker(server.baseUrl);
    await send(1000);
    await sleep(1000);
    const before = { heap: heap(), timers: timers() };
    const { sent, seconds } = await send(ABANDONED);
    await sleep(2000);
    const after = { heap: heap(), timers: timers() };
    console.log(
      `In one process: ${sent.toLocaleString('en')} sent in ${seconds.toFixed(0)} s; heap after a full ` +
        `collection ${mb(before.heap)} before, ${mb(after.heap)} after; timers running ${before.timers} before, ${after.timers} after.`,
    );
  } finally {
    await server.close();
  }
}

const what = DELAY_MS > 0 ? `delayed (${DELAY_MS} ms)` : 'undelayed';
console.log(`${ABANDONED.toLocaleString('en')} ${what} requests, each on its own connection closed once written:`);
if (ONLY !== 'heap') await publicDemoProcess();
if (ONLY !== 'process') await inThisProcess();
