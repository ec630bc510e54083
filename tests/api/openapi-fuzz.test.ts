import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { WireName } from '#contract/dev.contract.js';
import { buildApp } from '#fake-server/app.js';
import { memoryStore } from '#fake-server/db/store.js';
import { scenario } from '#fake-server/seed/index.js';
import { type Seen, checkAnswer } from './fuzz/checks.js';
import { DOCUMENT_FILE, type Json, type Operation, operationsOf } from './fuzz/document.js';
import { type Mutation, encode, mutationsOf, validRequests } from './fuzz/requests.js';
import { examplesOf, isSuccess, wrongShapesTaken } from './fuzz/wrong-shapes.js';
import { DEMO_PASSWORD } from '../setup/credentials.js';

/*
 * Issue 45: an outside validator's view of the fake server. fast-check draws valid requests for
 * every operation of docs/openapi.json from the document's own schemas and breaks them one rule at
 * a time; ajv holds every answer to the document (status, content type, body, headers), in both
 * wire dialects (docs/decisions/090). The seed is fixed so a failure reproduces (FUZZ_SEED and
 * FUZZ_RUNS explore further). Operations come from the document: a new one is fuzzed as it lands.
 * Issue 55 added what an outside probe still found: unknown form fields, calls without a valid
 * token, path values outside their schema, and success bodies of the wrong shape that every 200
 * schema must refuse (fuzz/wrong-shapes.ts); the document is read as a portable tool reads it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 45);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const LENA = { email: 'lena.hartmann@example.com', password: DEMO_PASSWORD };

type Server = { app: FastifyInstance; token: string; dir: string; wire: WireName };

async function start(wire: WireName): Promise<Server> {
  const dir = await mkdtemp(join(tmpdir(), 'openapi-fuzz-'));
  const { app } = await buildApp({
    store: memoryStore(scenario('demo', new Date())),
    webOrigin: 'http://web.test',
    uploadDir: join(dir, 'uploads'),
    snapshotDir: join(dir, 'snapshots'),
    scenario,
    // Per-address limits would turn the run's many sign-ups into 1007s.
    rateLimit: false,
    hashCost: 'test',
    wire,
  });
  return { app, token: '', dir, wire };
}

const json = (body: unknown) => ({ payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

/**
 * Undoes what a valid call of the dev surface or the account changes for the calls after it: armed
 * faults (a fault on `*` would answer every later call), the wire, the clock, the database
 * (a reset or a deletion ends the session).
 */
async function settle(server: Server, after: Operation) {
  const { app } = server;
  if (after.path.startsWith('/__dev')) {
    await app.inject({ method: 'DELETE', url: '/__dev/faults' });
    await app.inject({ method: 'POST', url: '/__dev/wire', ...json({ wire: server.wire }) });
    await app.inject({ method: 'POST', url: '/__dev/clock', ...json({ reset: true }) });
  }
  const info = await app.inject({ url: '/api/u/user/info', headers: { authorization: `Bearer ${server.token}` } });
  if ((info.json() as { code: string }).code === 'OK') return;
  let login = await app.inject({ method: 'POST', url: '/api/passport/account/login', ...json(LENA) });
  if ((login.json() as { code: string }).code !== 'OK') {
    await app.inject({ method: 'POST', url: '/__dev/reset', ...json({ scenario: 'demo' }) });
    login = await app.inject({ method: 'POST', url: '/api/passport/account/login', ...json(LENA) });
  }
  server.token = (login.json() as { data: { token: string } }).data.token;
}

type Report = { requests: number; shapes: number; failures: string[]; seen: Map<string, Seen[]> };

/** Refusals of a request's form: each one an operation documents, some request of the run met. */
const FORM_STATUSES = ['400', '403', '413', '414', '415'];
function unmet(report: Report, operations: Operation[]): string[] {
  return operations.flatMap((operation) => {
    const seen = report.seen.get(`${operation.method} ${operation.path}`) ?? [];
    return FORM_STATUSES.filter(
      (status) => status in (operation.op.responses as object) && !seen.some((s) => String(s.status) === status),
    ).map((status) => `${operation.method} ${operation.path}: ${status} documented, never met`);
  });
}

async function fuzz(server: Server, operation: Operation, report: Report, seed: number) {
  // A few of a list, the same ones for the same seed.
  const pick = <T>(list: T[], n: number) =>
    fc.sample(fc.shuffledSubarray(list, { minLength: Math.min(n, list.length), maxLength: Math.min(n, list.length) }), {
      seed,
      numRuns: 1,
    })[0]!;
  // Distinct requests only: an operation without parameters varies by its language alone.
  const drawn = fc.sample(validRequests(operation), { seed, numRuns: RUNS });
  const valid = [...new Map(drawn.map((r) => [JSON.stringify(r), r])).values()];
  const cases: Mutation[] = [
    ...valid.map((request) => ({ what: 'valid', request, expectation: 'valid' as const })),
    ...mutationsOf(operation, valid[0]!, pick),
  ];
  const key = `${operation.method} ${operation.path}`;
  const successes: Json[] = [];
  for (const c of cases) {
    await settle(server, operation);
    const res = await server.app.inject(
      await encode(
        operation,
        c.request,
        c.token === undefined ? server.token : c.token,
        c.encodedPath,
        c.headers ?? {},
      ),
    );
    report.requests++;
    const expectation = c.expectation ?? 'refused';
    const { problems, seen } = checkAnswer(operation, res, expectation, c.request.language, c.code);
    if (c.misread) problems.push(`the document says it is ${expectation} only through anyOf/oneOf/allOf: ${c.misread}`);
    if (expectation === 'valid' && successes.length === 0 && isSuccess(res)) successes.push(res.json() as Json);
    report.seen.set(key, [...(report.seen.get(key) ?? []), seen]);
    for (const problem of problems)
      report.failures.push(`${server.wire} ${key} (${c.what}, ${JSON.stringify(c.request).slice(0, 160)}): ${problem}`);
  }
  // Bodies of the wrong shape, made from the documented example and from this dialect's own success.
  const shapes = wrongShapesTaken(operation, [...examplesOf(operation), ...successes]);
  report.shapes += shapes.checked;
  for (const problem of shapes.problems) report.failures.push(`${server.wire} ${key}: ${problem}`);
}

const reports: Record<WireName, Report | undefined> = { project: undefined, spec: undefined };
afterAll(() => {
  for (const [wire, report] of Object.entries(reports))
    if (report)
      console.info(
        `openapi fuzz (${wire}): ${report.requests} requests, ${report.shapes} wrong-shaped success bodies, ${report.failures.length} failures`,
      );
});

describe(`the fake server against ${DOCUMENT_FILE}, fuzzed from the document's schemas`, () => {
  for (const wire of ['project', 'spec'] as const) {
    it(`answers every operation as documented in the ${wire} dialect`, async () => {
      const server = await start(wire);
      const report: Report = { requests: 0, shapes: 0, failures: [], seen: new Map() };
      reports[wire] = report;
      const operations = operationsOf();
      try {
        expect(operations.length).toBeGreaterThan(40);
        for (const [i, operation] of operations.entries()) await fuzz(server, operation, report, SEED + i);
      } finally {
        await server.app.close();
        await rm(server.dir, { recursive: true, force: true });
      }
      expect(report.failures).toEqual([]);
      expect(unmet(report, operations)).toEqual([]);
    }, 300_000);
  }
});
