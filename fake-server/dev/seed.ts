import type { FastifyRequest } from 'fastify';
import { Code } from '#contract/envelope.js';
import { type BuiltWorld, buildWorld, checkCost, passwordsOf, recordsAdded } from '../documents/build.js';
import { PASSWORD_HASHES } from '../seed/factories.js';
import { FixtureProblems, problemsSummary } from '../documents/problems.js';
import { readFile } from 'node:fs/promises';
import { readDocumentText } from '../documents/read.js';
import { checkWhole } from '../documents/check.js';
import { withExpanded } from '../documents/generate/expand.js';
import { loadPool } from '../documents/generate/pools.js';
import { deeperThan } from '../plugins/json-depth.js';
import { requestError } from '../plugins/request-errors.js';
import { world } from '../seed/index.js';
import type { Deps } from '../services/deps.js';
import type { PasswordHasher } from '../services/secrets.js';
import type { Faults } from './faults.js';
import { addDocumentMail } from './document-mail.js';
import { loadScenario } from './snapshots.js';

/** What a sandbox adds to the loading of a document (sandbox mode, a public demo). */
export type SandboxGuard = {
  budget: { maxRecords: number; maxDataBytes: number };
  /** Counts a load against its client before its text is read; throws when over. */
  admit: () => void;
  /** Counts the slow hashes the document asks for against its client; throws when over. */
  charge: (hashes: number) => void;
};

/**
 * A document as the route received it: the data, or its YAML or JSON text, read here (a text
 * that cannot be read is a problem of the document; one nested deeper than any body may be is
 * refused as every body is).
 */
export function documentData(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  const raw = readDocumentText(body);
  if (deeperThan(raw)) throw requestError('jsonTooDeep');
  return raw;
}

/**
 * A fixture document's world, built off to the side (docs/decisions/106): checked against its
 * schema, its cost bounded, each different password hashed once as the server stores passwords
 * (the scenarios' own, Motion2025 and Edge2025, have their hashes already), then its base plus
 * what it adds. Nothing running changes here: a document with any problem throws FixtureProblems
 * before the world it would replace is touched. In a sandbox, a document that adds more records
 * than the sandbox may hold is refused before it is built, and its hashes are counted.
 */
export async function prepareWorld(
  body: unknown,
  hasher: PasswordHasher,
  now: number,
  sandbox?: SandboxGuard,
  /** Where the links of the document's mail point (WEB_ORIGIN); '' keeps them on this server. */
  webOrigin = '',
): Promise<BuiltWorld> {
  sandbox?.admit();
  // Generated people are expanded first, so every check below counts them as written ones.
  return withExpanded(documentData(body), loadPool, (raw) => buildChecked(raw, hasher, now, sandbox, webOrigin));
}

async function buildChecked(
  raw: unknown,
  hasher: PasswordHasher,
  now: number,
  sandbox: SandboxGuard | undefined,
  webOrigin: string,
): Promise<BuiltWorld> {
  // Schema and loader at once: a document that does not fit its schema names what building the rest finds too.
  const doc = checkWhole(raw, { base: world, now });
  checkCost(doc);
  if (sandbox && recordsAdded(doc) > sandbox.budget.maxRecords) {
    const what = `${recordsAdded(doc)} records, at most ${sandbox.budget.maxRecords}`;
    throw new FixtureProblems([{ path: [], key: 'budget', params: { what } }]);
  }
  const known: Record<string, string> = PASSWORD_HASHES;
  const unknown = passwordsOf(doc).filter((password) => !Object.hasOwn(known, password));
  sandbox?.charge(unknown.length);
  const hashes = new Map([
    ...passwordsOf(doc)
      .filter((password) => Object.hasOwn(known, password))
      .map((password) => [password, known[password]!] as const),
    ...(await Promise.all(unknown.map(async (password) => [password, await hasher.hash(password)] as const))),
  ]);
  const built = buildWorld(doc, { base: world, now, hashes });
  addDocumentMail(built, webOrigin);
  if (sandbox) checkBudget(built, sandbox.budget);
  return built;
}

/** What a sandbox may hold (SANDBOX_MAX_RECORDS, SANDBOX_MAX_DATA_MB): a document's world must fit it. */
export function checkBudget(built: BuiltWorld, budget: { maxRecords: number; maxDataBytes: number }) {
  const records = Object.values(built.data).reduce((sum, v) => sum + (Array.isArray(v) ? v.length : 0), 0);
  const bytes = new TextEncoder().encode(JSON.stringify(built.data)).byteLength + JSON.stringify(built.faults).length;
  const mb = (n: number) => (n / 1024 / 1024).toFixed(2);
  const over = [
    records > budget.maxRecords ? `${records} records, at most ${budget.maxRecords}` : '',
    bytes > budget.maxDataBytes ? `${mb(bytes)} MB of data, at most ${mb(budget.maxDataBytes)} MB` : '',
  ].filter(Boolean);
  if (over.length) throw new FixtureProblems([{ path: [], key: 'budget', params: { what: over.join('; ') } }]);
}

/**
 * Puts a built world in place of the current one, as choosing a scenario does (mail, uploads and
 * limits start afresh), with the document's faults armed and its clock set.
 */
export async function putWorld(
  deps: Pick<Deps, 'store' | 'clock' | 'limiter' | 'uploadDir'>,
  faults: Faults,
  built: BuiltWorld,
) {
  if (built.clock !== null) {
    deps.clock.reset();
    deps.clock.advance(built.clock - Date.now());
  }
  faults.clear();
  for (const fault of built.faults) faults.add(fault);
  faults.armCheckout(built.checkout);
  await loadScenario(deps, built.data);
}

/**
 * Problems an answer lists: a document with more is one mistake made many times (40,000 unknown
 * keys), and its answer stays a few hundred KB instead of growing with the document.
 */
export const PROBLEMS_LISTED = 1000;

/** A refused document's answer: 1005, its problems in one message and as a list, in the caller's language. */
export function refusedDocument(request: FastifyRequest, error: FixtureProblems) {
  const problems = error.texts(request.language, PROBLEMS_LISTED);
  const message = problemsSummary(problems, request.language, 20, error.problems.length);
  return { status: 200 as const, body: { code: Code.InvalidParameter, message, data: { problems } } };
}

/** A fixture document's file (YAML or JSON), built (SCENARIO=file:<path>, npm run seed -- --file). */
export async function prepareFile(
  file: string,
  hasher: PasswordHasher,
  now: number,
  webOrigin = '',
): Promise<BuiltWorld> {
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    throw new FixtureProblems([
      { path: [], key: 'syntax', params: { reason: `${file}: ${error.code ?? error.message}` } },
    ]);
  });
  return prepareWorld(text, hasher, now, undefined, webOrigin);
}
