import { readFile, rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ScenarioNameSchema, type SeedResult } from '#contract/dev.contract.js';
import { countsText } from '#fixtures/document/counts.js';
import { FixtureProblems } from '#fixtures/document/problems.js';
import { credentials, scenario } from '#fixtures/index.js';
import type { Database } from '#fixtures/schema.js';
import { openFileStore } from '#fake-server/db/store.js';
import { prepareFile } from '#fake-server/dev/seed.js';
import { createPasswordHasher } from '#fake-server/services/secrets.js';

/**
 * `npm run seed -- --scenario edge`, or `npm run seed -- --file path.yaml` (a fixture document,
 * YAML or JSON: docs/testing-with-fixtures.md): loads it into the running fake server (through
 * POST /__dev/reset or /__dev/seed, no restart), or writes the database file when no server runs.
 */
const { values } = parseArgs({ options: { scenario: { type: 'string' }, file: { type: 'string' } } });
if (values.scenario && values.file) throw new Error('Give --scenario or --file, not both.');
const name = ScenarioNameSchema.parse(values.scenario ?? 'demo');
const file = values.file ? resolve(values.file) : null;
// A server bound to every address (HOST=0.0.0.0 for a demo) is reached on loopback, which /__dev answers.
const host = ['0.0.0.0', '::', '[::]'].includes(process.env.HOST ?? '')
  ? '127.0.0.1'
  : (process.env.HOST ?? '127.0.0.1');
const port = process.env.PORT ?? '4000';
const dbFile = resolve(process.env.DB_FILE ?? '.data/db.json');
const uploadDir = resolve(process.env.UPLOAD_DIR ?? '.data/uploads');
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
  console.error(
    `The fake server at http://${host}:${port} refused ${what}${status}:\n${answer.message ?? 'no answer'}`,
  );
  if (res.status === 403 || res.status === 404) console.error('Is DEV_TOOLS=off?');
  process.exit(1);
}

function printCreated(created: SeedResult) {
  for (const user of created.users) {
    const tokens = user.tokens.map((t) => `${t.token}${t.expired ? ' (expired)' : ''}`).join(', ');
    console.log(`  user ${user.id} ${user.email}${tokens ? `  tokens: ${tokens}` : ''}`);
  }
  const counts = countsText(created);
  if (counts) console.log(`  ${counts}`);
}

async function writeFresh(seed: () => Database) {
  await rm(dbFile, { force: true });
  await rm(uploadDir, { recursive: true, force: true });
  const { store } = await openFileStore(dbFile, seed);
  await store.close();
}

try {
  if (file) {
    const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
      console.error(`Cannot read ${file} (${error.code ?? error.message}).`);
      process.exit(1);
    });
    const type = file.endsWith('.json') ? 'application/json' : 'application/yaml';
    const answer = await toRunningServer('/__dev/seed', type, text);
    if (answer) {
      console.log(`${file} loaded into the running fake server at http://${host}:${port}. Created:`);
      printCreated(answer.data as SeedResult);
    } else {
      const built = await prepareFile(file, createPasswordHasher('owasp'), Date.now());
      await writeFresh(() => built.data);
      console.log(`${file} written to ${dbFile} (uploads in ${dirname(uploadDir)} cleared). Created:`);
      printCreated(built.created);
      if (built.faults.length || built.clock !== null)
        console.log('  (its faults and `now` apply when a running server loads it: a database file holds neither)');
    }
  } else {
    if (await toRunningServer('/__dev/reset', 'application/json', JSON.stringify({ scenario: name }))) {
      console.log(`Scenario "${name}" loaded into the running fake server at http://${host}:${port}.`);
    } else {
      await writeFresh(() => scenario(name));
      console.log(`Scenario "${name}" written to ${dbFile} (uploads in ${dirname(uploadDir)} cleared).`);
    }
    console.log('Accounts:');
    for (const c of credentials(name)) console.log(`  ${c.email} / ${c.password}  (${c.what})`);
  }
} catch (error) {
  if (!(error instanceof FixtureProblems)) throw error;
  console.error(error.message);
  process.exit(1);
}
