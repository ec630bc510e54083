import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { bigDatabase, writeBigDatabase } from '#fake-server/seed/big-database.js';
import { startFakeServer, startNode } from '../../tests/setup/processes.js';

/**
 * The growth section of `npm run bench`: the same write and read cases on a fresh database and on
 * ones holding 20,000 and 100,000 contact messages (built directly as files), and json-server at
 * 20,000 records on the same cases.
 */
const SECONDS = Number(process.env.GROWTH_SECONDS ?? 5);
const SIZES = [0, 20_000, 100_000];
const ONE_AT_A_TIME = Number(process.env.GROWTH_CALLS ?? 400);

type Measured = {
  p50Write: number;
  p50Read: number;
  writesPerSecond: number;
  readsPerSecond: number;
  startMs: number | null;
};

let counter = 0;
const contactBody = () =>
  JSON.stringify({
    userName: 'Bench',
    contact: `g${process.pid}-${++counter}@example.com`,
    content: 'Growth bench message',
  });
const writeCase = (url: string, connections: number) =>
  autocannon({
    url,
    connections,
    duration: SECONDS,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (req) => ({ ...req, body: contactBody() }) }],
  });
const readCase = (url: string, connections: number) => autocannon({ url, connections, duration: SECONDS });

/** The median of `count` calls made one after another, in milliseconds with two decimals. */
async function oneAtATime(count: number, call: () => Promise<Response>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await call();
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]! * 100) / 100;
}

async function measure(writeUrl: string, readUrl: string, startMs: number | null): Promise<Measured> {
  const p50Write = await oneAtATime(ONE_AT_A_TIME, () =>
    fetch(writeUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: contactBody() }),
  );
  const p50Read = await oneAtATime(ONE_AT_A_TIME, () => fetch(readUrl));
  const manyWrites = await writeCase(writeUrl, 20);
  const manyReads = await readCase(readUrl, 20);
  return {
    p50Write,
    p50Read,
    writesPerSecond: Math.round(manyWrites.requests.average),
    readsPerSecond: Math.round(manyReads.requests.average),
    startMs,
  };
}

async function fakeServer(dir: string, messages: number): Promise<Measured> {
  const file = join(dir, `fake-${messages}.json`);
  await writeBigDatabase(file, messages);
  const started = performance.now();
  const fake = await startFakeServer({ DB_FILE: file, UPLOAD_DIR: join(dir, 'uploads'), RATE_LIMIT: 'off' });
  const startMs = Math.round(performance.now() - started);
  const base = fake.url;
  try {
    return await measure(`${base}/api/common/propose/create`, `${base}/api/information/detail/1`, startMs);
  } finally {
    await fake.stop();
  }
}

async function jsonServer(dir: string, messages: number): Promise<Measured> {
  const file = join(dir, `json-server-${messages}.json`);
  const data = bigDatabase(messages);
  await writeFile(
    file,
    JSON.stringify(
      { contacts: data.contacts, blogs: data.blogs.map((b) => ({ ...b, title: b.title.en, content: b.content.en })) },
      null,
      2,
    ),
  );
  const json = await startNode(['scripts/bench/json-server.cjs', file, '0'], {}, /json-server on (\d+)/);
  const base = `http://127.0.0.1:${json.match[1]}`;
  try {
    return await measure(`${base}/contacts`, `${base}/blogs/1`, null);
  } finally {
    await json.stop();
  }
}

export async function growthSection(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'bench-growth-'));
  const rows: Array<[string, Measured]> = [];
  try {
    for (const size of SIZES)
      rows.push([`fake server, ${size.toLocaleString('en')} messages`, await fakeServer(dir, size)]);
    rows.push(['json-server, 20,000 messages', await jsonServer(dir, 20_000)]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const fresh = rows[0]![1];
  const at20k = rows[1]![1];
  const at100k = rows[2]![1];
  const json20k = rows[3]![1];
  const table = [
    '| database | contact write p50, one at a time (ms) | article read p50, one at a time (ms) | contact writes/s, 20 concurrent | article reads/s, 20 concurrent | start (ms) |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows.map(
      ([name, m]) =>
        `| ${name} | ${m.p50Write} | ${m.p50Read} | ${m.writesPerSecond} | ${m.readsPerSecond} | ${m.startMs ?? '—'} |`,
    ),
  ].join('\n');
  const x = (a: number, b: number) => (b === 0 ? 'n/a' : (a / b).toFixed(2));
  const growth = [
    `Growth cost at 20,000 / fresh (target at most 1.5): write p50 **${x(at20k.p50Write, fresh.p50Write)}x**,`,
    `read p50 **${x(at20k.p50Read, fresh.p50Read)}x**, writes/s **${x(fresh.writesPerSecond, at20k.writesPerSecond)}x** fewer,`,
    `reads/s **${x(fresh.readsPerSecond, at20k.readsPerSecond)}x** fewer; at 100,000 / fresh: write p50 **${x(at100k.p50Write, fresh.p50Write)}x**, read p50 **${x(at100k.p50Read, fresh.p50Read)}x**.`,
    `Contact writes at 20 concurrent, fake server / json-server at 20,000: **${x(at20k.writesPerSecond, json20k.writesPerSecond)}x** (target at least 3x).`,
    `At 100,000 messages: start **${at100k.startMs} ms** (target under 3,000), write p50 **${at100k.p50Write} ms** (target under 10).`,
  ].join(' ');
  const stamp = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench\` (one-at-a-time medians of ${ONE_AT_A_TIME} calls, ${SECONDS} s per concurrent case, loopback, Node ${process.version}, ${(await import('node:os')).cpus().length} cores shared by client and servers).`;
  return `<!-- growth:start -->\n${stamp}\n\n${table}\n\n${growth}\n<!-- growth:end -->`;
}
