import { cpus } from 'node:os';
import { buildWorld, passwordsOf } from '#fake-server/documents/build.js';
import { checkOffline } from '#fake-server/documents/check.js';
import { expandDocument } from '#fake-server/documents/generate/expand.js';
import { loadPool } from '#fake-server/documents/generate/pools.js';
import { FixtureProblems } from '#fake-server/documents/problems.js';
import { checkDocument } from '#fake-server/documents/read.js';
import { DOCUMENT_LIMITS } from '#fake-server/documents/schema.js';
import { PASSWORD_HASHES } from '#fake-server/seed/factories.js';
import { world } from '#fake-server/seed/index.js';
import { checkBudget } from '#fake-server/dev/seed.js';
import { SHANGHAI_DOZEN } from '../../tests/setup/generated-worlds.js';

/**
 * The prospect worlds section of `npm run bench` (issue 59, docs/decisions/170): how long a
 * document's `generate` takes to expand for a dozen people (the first time, which loads the
 * locale's names from faker, then again) and for the most people a document may hold, how long
 * checking and building that world takes, and how many generated people fit a sandbox's default budget.
 */
const BUDGET = { maxRecords: 20_000, maxDataBytes: 0.5 * 1024 * 1024 };
const STATES = [
  { state: 'live', period: 'year' },
  { state: 'live', product: 'msk-patient-education' },
  { state: 'lapsed' },
  { state: 'none' },
  { state: 'new' },
] as const;

/** `count` people of every state in turn (a fifth each), of the largest name pool. */
const many = (count: number) => ({
  extends: 'catalogue',
  organisation: { name: 'Riverside Sports Clinic', kind: 'clinic' },
  generate: {
    locale: 'en_US',
    people: STATES.map((state, i) => ({ ...state, count: Math.floor(count / 5) + (i < count % 5 ? 1 : 0) })),
  },
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
async function timed<T>(work: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** Whether the world of `count` generated people fits the default sandbox budget, by the server's own check. */
async function fits(count: number) {
  const doc = checkDocument((await expandDocument(many(count), loadPool)).raw);
  const hashes = new Map(passwordsOf(doc).map((p) => [p, PASSWORD_HASHES.Motion2025]));
  try {
    checkBudget(buildWorld(doc, { base: world, now: Date.now(), hashes }), BUDGET);
    return true;
  } catch (error) {
    if (error instanceof FixtureProblems) return false;
    throw error;
  }
}

export async function prospectWorldsSection(): Promise<string> {
  const [, cold] = await timed(() => expandDocument(SHANGHAI_DOZEN, loadPool));
  const warm: number[] = [];
  for (let run = 0; run < 20; run++) warm.push((await timed(() => expandDocument(SHANGHAI_DOZEN, loadPool)))[1]);
  const most = DOCUMENT_LIMITS.users;
  await loadPool('en_US');
  const expandRuns: number[] = [];
  const checkRuns: number[] = [];
  for (let run = 0; run < 5; run++) {
    const [expanded, expandMs] = await timed(() => expandDocument(many(most), loadPool));
    const [, checkMs] = await timed(() => checkOffline(expanded.raw, { base: world, now: Date.now() }));
    expandRuns.push(expandMs);
    checkRuns.push(checkMs);
  }
  let [low, high] = [1, most];
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (await fits(mid)) low = mid;
    else high = mid - 1;
  }
  const compact = JSON.stringify(SHANGHAI_DOZEN).length;
  const written = JSON.stringify((await expandDocument(SHANGHAI_DOZEN, loadPool)).raw).length;
  const stamp = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return `<!-- prospect-worlds:start -->
Measured ${stamp} UTC with \`BENCH_ONLY=prospect-worlds npm run bench\` on this machine (${cpus().length} shared cores), in one Node process. People of every state in turn (live yearly and monthly, lapsed, none, not activated); "expand" is \`generate\` made into users (fake-server/documents/generate/), "check and build" what a load then does without hashing (\`npm run seed -- --check\`: the schema, then the world built on its base).

| | time |
|---|---:|
| a dozen people, the first document (loads faker's zh_CN names) | ${ms(cold)} ms |
| a dozen people, again (median of 20) | ${ms(median(warm))} ms |
| ${most.toLocaleString('en')} people (the most a document may hold), expand (median of 5) | ${ms(median(expandRuns))} ms |
| ${most.toLocaleString('en')} people, check and build (median of 5) | ${ms(median(checkRuns))} ms |

A sandbox's default budget (20,000 records, 0.5 MB of data) holds the world of ${low.toLocaleString('en')} generated people (one more is refused, by the server's own check). The dozen's document is ${compact.toLocaleString('en')} characters of JSON as written, ${written.toLocaleString('en')} with its people written out: a link carries it as written.
<!-- prospect-worlds:end -->`;
}
