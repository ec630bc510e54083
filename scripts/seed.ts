import { rm } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ScenarioNameSchema } from '#contract/dev.contract.js';
import { credentials, scenario } from '#fixtures/index.js';
import { openFileStore } from '#fake-server/db/store.js';

/**
 * `npm run seed -- --scenario edge`: loads a scenario into the running fake server (through
 * POST /__dev/reset, no restart), or writes the database file when no server is running.
 */
const { values } = parseArgs({ options: { scenario: { type: 'string', default: 'demo' } } });
const name = ScenarioNameSchema.parse(values.scenario);
const host = process.env.HOST ?? '127.0.0.1';
const port = process.env.PORT ?? '4000';
const dbFile = resolve(process.env.DB_FILE ?? '.data/db.json');
const uploadDir = resolve(process.env.UPLOAD_DIR ?? '.data/uploads');

async function resetRunningServer(): Promise<boolean> {
  try {
    const res = await fetch(`http://${host}:${port}/__dev/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: name }),
      signal: AbortSignal.timeout(3000),
    });
    return ((await res.json()) as { code?: string }).code === 'OK';
  } catch {
    return false;
  }
}

if (await resetRunningServer()) {
  console.log(`Scenario "${name}" loaded into the running fake server at http://${host}:${port}.`);
} else {
  await rm(dbFile, { force: true });
  await rm(uploadDir, { recursive: true, force: true });
  await openFileStore(dbFile, () => scenario(name));
  console.log(`Scenario "${name}" written to ${dbFile} (uploads in ${dirname(uploadDir)} cleared).`);
}
console.log('Accounts:');
for (const c of credentials[name]) console.log(`  ${c.email} / ${c.password}  (${c.what})`);
