import { readFile, rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ScenarioNameSchema, type SeedResult } from '#contract/dev.contract.js';
import { countsText } from '#fake-server/documents/counts.js';
import { checkExpanded } from '#fake-server/documents/generate/check-expanded.js';
import { expandDocument } from '#fake-server/documents/generate/expand.js';
import { loadPool } from '#fake-server/documents/generate/pools.js';
import { FixtureProblems, printable } from '#fake-server/documents/problems.js';
import { checkDocument, readDocumentText } from '#fake-server/documents/read.js';
import type { FixtureDocument } from '#fake-server/documents/schema.js';
import { normaliseEmail } from '#fake-server/documents/users.js';
import { credentials, scenario, world } from '#fake-server/seed/index.js';
import type { Database } from '#fake-server/db/schema.js';
import { openFileStore } from '#fake-server/db/store.js';
import { fakeServerConfig } from '#fake-server/config.js';
import { documentData, prepareFile } from '#fake-server/dev/seed.js';
import { createPasswordHasher } from '#fake-server/services/secrets.js';
import { prospectLinkCommand } from './seed-link.js';

/**
 * `npm run seed -- --scenario edge`, or `npm run seed -- --file path.yaml` (a fixture document,
 * YAML or JSON: docs/testing-with-fixtures.md): loads it into the running fake server (through
 * POST /__dev/reset or /__dev/seed, no restart), or writes the database file when no server runs.
 * `npm run seed -- --check path.yaml` checks a document whole (schema and loader) and touches
 * nothing: no server, no database, no password hashed. `npm run seed -- --link path.yaml [--as
 * EMAIL] [--language en|cn] [--base URL]` prints the link that opens its world in a demo
 * (scripts/seed-link.ts). A document's generated people are expanded in each case.
 */
const { values } = parseArgs({
  options: {
    scenario: { type: 'string' },
    file: { type: 'string' },
    check: { type: 'string' },
    link: { type: 'string' },
    as: { type: 'string' },
    language: { type: 'string' },
    base: { type: 'string' },
  },
});
if ([values.scenario, values.file, values.check, values.link].filter(Boolean).length > 1)
  throw new Error('Give one of --scenario, --file, --check or --link.');
if (!values.link && (values.as || values.language || values.base))
  throw new Error('--as, --language and --base go with --link.');
const name = ScenarioNameSchema.parse(values.scenario ?? 'demo');
// The server's own settings: the same database, uploads (beside it unless UPLOAD_DIR says) and port.
const config = fakeServerConfig(process.env);
const { dbFile, uploadDir } = config;
// A server bound to every address (HOST=0.0.0.0 for a demo) is reached on loopback, which /__dev answers.
const host = ['0.0.0.0', '::', '[::]'].includes(config.HOST) ? '127.0.0.1' : config.HOST;
const port = config.PORT;
type Answer = { code?: string; message?: string; data?: unknown };

/** The running server's answer; null when none answers; throws when one answers but refuses. */
async function toRunningServer(path: string, type: string, body: string): Promise<Answer | null> {
  let res: Response;
  try {
    res = await fetch(`http://${host}:${port}${path}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
      signal: AbortSignal.timeout(30_000),
    });
  } catch {
    return null;
  }
  const answer = (await res.json().catch(() => ({}))) as Answer;
  if (answer.code === 'OK') return answer;
  // Never write the file under a running server: it would overwrite what the server holds.
  // A refusal of the server (code 1005, say) comes with HTTP 200; another status is the transport's.
  const status = res.status === 200 ? '' : ` (HTTP ${res.status})`;
  const what = path === '/__dev/seed' ? 'the document' : 'the scenario';
  // Its message quotes the document: each line printed escaped.
  const message = (answer.message ?? 'no answer').split('\n').map(printable).join('\n');
  console.error(`The fake server at http://${host}:${port} refused ${what}${status}:\n${message}`);
  if (res.status === 403 || res.status === 404) console.error('Is DEV_TOOLS=off?');
  process.exit(1);
}

/**
 * What a document made, as `--scenario` prints its accounts: each user's id, e-mail, password,
 * known tokens and `note` (from the document itself), then the counts. Everything from the
 * document is printed escaped (a control character never reaches the terminal raw).
 */
function printCreated(created: SeedResult, doc: FixtureDocument) {
  const entries = new Map((doc.users ?? []).map((user) => [normaliseEmail(user.email), user]));
  if (created.users.length) console.log('Accounts:');
  for (const user of created.users) {
    const entry = entries.get(user.email);
    const tokens = user.tokens.map((t) => `${t.token}${t.expired ? ' (expired)' : ''}`).join(', ');
    const line = [
      `user ${user.id} ${user.email} / ${entry?.password ?? '?'}`,
      tokens ? `tokens: ${tokens}` : '',
      entry?.note ? `(${entry.note})` : '',
    ];
    console.log(`  ${printable(line.filter(Boolean).join('  '))}`);
    // What a tester would otherwise read from the outbox or the dashboard: a link and a code away.
    const more = [
      ...user.tokens.filter((t) => t.open).map((t) => `open the site as ${t.token}: ${t.open}`),
      user.activation ? `activation link: ${user.activation.link}` : '',
      user.reset ? `reset code: ${user.reset.code} (until ${user.reset.expires})` : '',
    ];
    for (const text of more.filter(Boolean)) console.log(`    ${printable(text)}`);
  }
  for (const c of created.confirmations ?? [])
    console.log(`  ${printable(`subscriber ${c.email} (${c.status}): ${c.link}`)}`);
  const counts = countsText(created);
  if (counts) console.log(`  ${counts}`);
}

async function writeFresh(seed: () => Database) {
  await rm(dbFile, { force: true });
  await rm(uploadDir, { recursive: true, force: true });
  const { store } = await openFileStore(dbFile, seed);
  await store.close();
}

async function readText(file: string) {
  return readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    console.error(`Cannot read ${printable(file)} (${error.code ?? error.message}).`);
    process.exit(1);
  });
}

/** Every problem of both stages, offline: what the document would create, or each problem (exit 1). */
async function check(file: string) {
  const started = performance.now();
  const raw = documentData(await readText(file));
  const created = await checkExpanded(raw, { base: world, now: Date.now() });
  const ms = (performance.now() - started).toFixed(0);
  console.log(`${printable(file)}: no problems (checked in ${ms} ms, nothing loaded). It would create:`);
  const users = `${created.users.length} user${created.users.length === 1 ? '' : 's'}`;
  console.log(`  ${[users, countsText(created)].filter(Boolean).join(', ')}`);
}

/** A document as it loads, its generated people written out: whose passwords and notes to print. */
const expandedDocument = async (text: string) =>
  checkDocument((await expandDocument(readDocumentText(text), loadPool)).raw);

try {
  if (values.check) await check(values.check);
  else if (values.link)
    await prospectLinkCommand(documentData(await readText(values.link)), {
      file: values.link,
      as: values.as,
      language: values.language,
      base: values.base,
      server: `http://${host}:${port}`,
      print: printCreated,
    });
  else if (values.file) {
    const file = values.file;
    const text = await readText(file);
    const type = file.endsWith('.json') ? 'application/json' : 'application/yaml';
    const answer = await toRunningServer('/__dev/seed', type, text);
    if (answer) {
      console.log(`${printable(file)} loaded into the running fake server at http://${host}:${port}.`);
      printCreated(answer.data as SeedResult, await expandedDocument(text));
    } else {
      const built = await prepareFile(file, createPasswordHasher('owasp'), Date.now());
      await writeFresh(() => built.data);
      console.log(`${printable(file)} written to ${dbFile} (uploads in ${uploadDir} cleared).`);
      printCreated(built.created, await expandedDocument(text));
      if (built.faults.length || built.clock !== null)
        console.log('  (its faults and `now` apply when a running server loads it: a database file holds neither)');
    }
  } else {
    if (await toRunningServer('/__dev/reset', 'application/json', JSON.stringify({ scenario: name }))) {
      console.log(`Scenario "${name}" loaded into the running fake server at http://${host}:${port}.`);
    } else {
      await writeFresh(() => scenario(name));
      console.log(`Scenario "${name}" written to ${dbFile} (uploads in ${uploadDir} cleared).`);
    }
    console.log('Accounts:');
    for (const c of credentials(name)) console.log(`  ${c.email} / ${c.password}  (${c.what})`);
  }
} catch (error) {
  // A body nested too deeply, offline: told as the server tells it.
  const offline = values.check ?? values.link;
  if (offline && !(error instanceof FixtureProblems) && error instanceof Error) {
    console.error(`${printable(offline)}: ${printable(error.message)}`);
    process.exit(1);
  }
  if (!(error instanceof FixtureProblems)) throw error;
  // Offline, every problem is listed (up to a thousand); the summary of a load names the first twenty.
  console.error(error.terminalText('en', offline ? 1000 : 20));
  process.exit(1);
}
