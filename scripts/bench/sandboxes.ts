import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeServer } from '../../tests/setup/processes.js';

/**
 * The sandboxes section of `npm run bench` (issue 26, docs/decisions/076): one fake server with
 * SANDBOXES=on and the demo scenario; the cost of creating 1,000 sandboxes one after another
 * (answer time of POST /__dev/sandboxes), the server's resident memory at 0, 100 and 1,000
 * sandboxes, and a read call's latency in a sandbox when the server holds 1 and 1,000 of them.
 */
const COUNT = Number(process.env.SANDBOX_BENCH_COUNT ?? 1000);
const CALLS = Number(process.env.SANDBOX_BENCH_CALLS ?? 300);

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const ms = (n: number) => n.toFixed(1);

/** The child's resident set size in MB, after a pause for the allocator to settle. */
async function rssMb(pid: number) {
  await new Promise((r) => setTimeout(r, 1500));
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

async function timed(fn: () => Promise<Response>) {
  const started = performance.now();
  const res = await fn();
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return performance.now() - started;
}

export async function sandboxesSection() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-sandboxes-'));
  const server = await startFakeServer({
    DB_FILE: join(dir, 'db.json'),
    UPLOAD_DIR: join(dir, 'uploads'),
    RATE_LIMIT: 'off',
    SCENARIO: 'demo',
    SANDBOXES: 'on',
    SANDBOX_MAX: String(COUNT + 10),
    // Room for that many at their budget (fake-server/sandbox/ceiling.ts); this run fills none.
    SANDBOX_MEMORY_MB: String(Math.ceil((COUNT + 10) * 2.25)),
    SANDBOX_DISK_MB: String((COUNT + 10) * 10),
  });
  const base = server.url;
  const pid = server.child.pid!;
  const create = () =>
    fetch(`${base}/__dev/sandboxes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
  const readIn = (id: string) => () =>
    fetch(`${base}/api/information/list?page=1&size=20`, { headers: { 'x-sandbox': id, language: 'en' } });
  const callLatency = async (id: string) => {
    const times: number[] = [];
    for (let i = 0; i < CALLS; i++) times.push(await timed(readIn(id)));
    return { p50: percentile(times, 50), p99: percentile(times, 99) };
  };

  try {
    await timed(() => fetch(`${base}/api/information/list?page=1&size=20`, { headers: { 'x-sandbox': 'x' } })).catch(
      () => 0,
    );
    const rss0 = await rssMb(pid);
    const creates: number[] = [];
    const ids: string[] = [];
    const rss: Record<number, number> = {};
    let atOne = { p50: 0, p99: 0 };
    for (let i = 1; i <= COUNT; i++) {
      let id = '';
      creates.push(
        await timed(async () => {
          const res = await create();
          id = ((await res.clone().json()) as { data: { id: string } }).data.id;
          return res;
        }),
      );
      ids.push(id);
      if (i === 1) atOne = await callLatency(ids[0]!);
      if (i === 100 || i === COUNT) rss[i] = await rssMb(pid);
    }
    const atMany = await callLatency(ids[0]!);
    const atManyLast = await callLatency(ids.at(-1)!);
    const added = rss[COUNT]! - rss0;
    const rows = [
      '| measure | value | budget |',
      '|---|---:|---:|',
      `| create a sandbox (demo scenario), p50 | ${ms(percentile(creates, 50))} ms | 20 ms |`,
      `| create a sandbox, p99 | ${ms(percentile(creates, 99))} ms | |`,
      `| server RSS, 0 sandboxes | ${rss0.toFixed(0)} MB | |`,
      ...Object.entries(rss).map(
        ([n, mb]) => `| server RSS, ${Number(n).toLocaleString('en')} sandboxes | ${mb.toFixed(0)} MB | |`,
      ),
      `| added by ${COUNT.toLocaleString('en')} sandboxes | ${added.toFixed(0)} MB | 300 MB |`,
      `| GET blog list in a sandbox, 1 sandbox: p50 / p99 | ${ms(atOne.p50)} / ${ms(atOne.p99)} ms | |`,
      `| same call, ${COUNT.toLocaleString('en')} sandboxes (first one): p50 / p99 | ${ms(atMany.p50)} / ${ms(atMany.p99)} ms | |`,
      `| same call, ${COUNT.toLocaleString('en')} sandboxes (newest): p50 / p99 | ${ms(atManyLast.p50)} / ${ms(atManyLast.p99)} ms | |`,
    ].join('\n');
    const stamp = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench\` (sandbox section; one call at a time from one client on loopback, ${CALLS} calls per latency row, Node ${process.version}).`;
    return `<!-- sandboxes:start -->\n${stamp}\n\n${rows}\n<!-- sandboxes:end -->`;
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
