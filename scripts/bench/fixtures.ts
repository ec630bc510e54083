import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { buildWorld, passwordsOf } from '#fake-server/documents/build.js';
import { checkDocument, readYaml } from '#fake-server/documents/read.js';
import type { BaseName, FixtureDocumentInput } from '#fake-server/documents/schema.js';
import { PASSWORD_HASHES } from '#fake-server/seed/factories.js';
import { world } from '#fake-server/seed/index.js';
import { checkBudget } from '#fake-server/dev/seed.js';
import { openFileStore } from '#fake-server/db/store.js';
import { createPasswordHasher } from '#fake-server/services/secrets.js';
import { FixtureProblems } from '#fake-server/documents/problems.js';
import { startFakeServer } from '../../tests/setup/processes.js';
import { hostileSection } from './hostile.js';

/**
 * The fixture documents section of `npm run bench` (issue 43, docs/decisions/106): loading a
 * document of 1,000 users sharing one password with 10,000 generated orders into the real server
 * (Argon2id at the server's cost, the database file written), and what a document may hold inside
 * a sandbox's default budget, found by the server's own check and confirmed by the server.
 */
const RUNS = Number(process.env.FIXTURE_BENCH_RUNS ?? 5);
const BUDGET = { maxRecords: 20_000, maxDataBytes: 0.5 * 1024 * 1024 };

const bigDocument = (): FixtureDocumentInput => ({
  extends: 'empty',
  users: Array.from({ length: 1000 }, (_, i) => ({
    email: `member${String(i).padStart(4, '0')}@example.com`,
    password: 'Bench2025',
    orders: { count: 10 },
  })),
});

async function seed(url: string, body: string, type: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const res = await fetch(`${url}/__dev/seed`, { method: 'POST', headers: { 'content-type': type, ...headers }, body });
  const answer = (await res.json()) as { code: string; message: string; data?: { orders: number } };
  if (answer.code !== 'OK') throw new Error(answer.message);
  return { ms: performance.now() - started, orders: answer.data!.orders };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Whether a world fits the default budget, as the server's check says. */
function fits(doc: FixtureDocumentInput) {
  const checked = checkDocument(doc);
  const hashes = new Map(passwordsOf(checked).map((p) => [p, PASSWORD_HASHES.Motion2025]));
  try {
    checkBudget(buildWorld(checked, { base: world, now: Date.now(), hashes }), BUDGET);
    return true;
  } catch (error) {
    if (error instanceof FixtureProblems) return false;
    throw error;
  }
}

/** The bytes an order adds to a world (what the data budget counts). */
function orderBytes() {
  const size = (n: number) => {
    const checked = checkDocument(ordersOf('empty')(n));
    const built = buildWorld(checked, {
      base: world,
      now: Date.now(),
      hashes: new Map([['Bench2025', PASSWORD_HASHES.Motion2025]]),
    });
    return new TextEncoder().encode(JSON.stringify(built.data)).byteLength;
  };
  return Math.round((size(1000) - size(0)) / 1000);
}

/** The largest n for which `make(n)` fits, by bisection. */
function largest(make: (n: number) => FixtureDocumentInput, high: number) {
  let [lo, hi] = [0, high];
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(make(mid))) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

const ordersOf =
  (base: BaseName) =>
  (n: number): FixtureDocumentInput => ({
    extends: base,
    users: [{ email: 'many@example.com', password: 'Bench2025', ...(n ? { orders: { count: n } } : {}) }],
  });
const usersOf =
  (base: BaseName) =>
  (n: number): FixtureDocumentInput => ({
    extends: base,
    users: Array.from({ length: n }, (_, i) => ({ email: `u${i}@example.com`, password: 'Bench2025' })),
  });

/** CPU milliseconds of each step of one load, in this process: what a load costs whatever else the machine runs. */
async function phases(yaml: string) {
  const hasher = createPasswordHasher('owasp');
  const dir = await mkdtemp(join(tmpdir(), 'bench-fixture-phases-'));
  const cpu = async <T>(work: () => T | Promise<T>): Promise<[T, number]> => {
    const before = process.cpuUsage();
    const result = await work();
    const used = process.cpuUsage(before);
    return [result, (used.user + used.system) / 1000];
  };
  try {
    const [raw, read] = await cpu(() => readYaml(yaml));
    const [doc, check] = await cpu(() => checkDocument(raw));
    const [hash, hashing] = await cpu(() => hasher.hash('Bench2025'));
    const [built, build] = await cpu(() =>
      buildWorld(doc, { base: world, now: Date.now(), hashes: new Map([['Bench2025', hash]]) }),
    );
    const [, write] = await cpu(async () =>
      (await openFileStore(join(dir, 'db.json'), () => built.data)).store.close(),
    );
    const total = read + check + hashing + build + write;
    return `CPU time of one load of the YAML document, step by step, in one process (\`process.cpuUsage\`, so what a load costs whatever else the machine runs): YAML read ${read.toFixed(0)} ms, schema check ${check.toFixed(0)} ms, one Argon2id hash ${hashing.toFixed(0)} ms, world built ${build.toFixed(0)} ms, database file written ${write.toFixed(0)} ms: **${total.toFixed(0)} ms** in all.`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function fixturesSection() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-fixtures-'));
  const doc = bigDocument();
  const yaml = stringify(doc);
  const json = JSON.stringify(doc);
  const server = await startFakeServer({
    DB_FILE: join(dir, 'db.json'),
    UPLOAD_DIR: join(dir, 'uploads'),
    SCENARIO: 'empty',
    RATE_LIMIT: 'off',
  });
  const sandboxes = await startFakeServer({
    DB_FILE: join(dir, 'sandboxed', 'db.json'),
    UPLOAD_DIR: join(dir, 'sandboxed', 'uploads'),
    SANDBOXES: 'on',
    RATE_LIMIT: 'off',
  });
  const rows: string[] = [];
  const load = loadavg()[0]!.toFixed(1);
  try {
    for (const [label, body, type] of [
      ['YAML', yaml, 'application/yaml'],
      ['JSON', json, 'application/json'],
    ] as const) {
      const times: number[] = [];
      let orders = 0;
      for (let i = 0; i < RUNS; i++) ({ ms: times[i] = 0, orders } = await seed(server.url, body, type));
      rows.push(
        `| 1,000 users, one password, \`{ count: 10 }\` each, as ${label} (${(body.length / 1024).toFixed(0)} KB) | ${orders.toLocaleString('en')} | ${median(times).toFixed(0)} | ${Math.max(...times).toFixed(0)} |`,
      );
    }
    // The sandbox budget, found by the server's own check, then confirmed by the server at its edge.
    const limits: string[] = [];
    for (const base of ['catalogue', 'empty', 'edge', 'demo'] as const) {
      const orders = largest(ordersOf(base), 20_000);
      const users = largest(usersOf(base), 5000);
      for (const [n, ok] of [
        [orders, 'OK'],
        [orders + 1, '1005'],
      ] as const) {
        const res = await fetch(`${sandboxes.url}/__dev/sandboxes`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ fixture: ordersOf(base)(n) }),
        });
        const answer = (await res.json()) as { code: string; data?: { id: string } };
        if (answer.code !== ok) throw new Error(`${base}, ${n} orders: ${answer.code}, expected ${ok}`);
        if (answer.data)
          await fetch(`${sandboxes.url}/__dev/sandbox`, { method: 'DELETE', headers: { 'x-sandbox': answer.data.id } });
      }
      limits.push(`| \`extends: ${base}\` | ${orders.toLocaleString('en')} | ${users.toLocaleString('en')} |`);
    }
    const stamp = `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`BENCH_ONLY=fixtures npm run bench\` (the real fake server on a database file, Argon2id at the server's cost; median and slowest of ${RUNS} loads, each replacing the last; Node ${process.version}, ${cpus().length} cores, load average ${load} at the start).`;
    return `<!-- fixtures:start -->
${stamp}

| document | orders made | median ms | slowest ms |
|---|---:|---:|---:|
${rows.join('\n')}

A load is one Argon2id hash (the one password), the world built in memory and the database written whole. Target: under 2 s.

${await phases(yaml)}

What one document may hold inside a sandbox at the default budget (\`SANDBOX_MAX_DATA_MB=0.5\`, \`SANDBOX_MAX_RECORDS=20000\`): the most generated orders for one user, or the most users without orders, found with the server's own check (\`checkBudget\` in \`fake-server/dev/seed.ts\`) and confirmed at the edge by the server (that many orders load, one more is refused with 1005). The data budget is what binds (a generated order takes ${orderBytes()} bytes), long before the 20,000 records.

| base | most orders (one user) | most users (no orders) |
|---|---:|---:|
${limits.join('\n')}

${await hostileSection(dir, yaml)}
<!-- fixtures:end -->`;
  } finally {
    await Promise.all([server.stop(), sandboxes.stop()]);
    await rm(dir, { recursive: true, force: true });
  }
}
