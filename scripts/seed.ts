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
// A server bound to every address (HOST=0.0.0.0 for a demo) is reached on loopback, which /__dev answers.
const host = ['0.0.0.0', '::', '[::]'].includes(process.env.HOST ?? '')
  ? '127.0.0.1'
  : (process.env.HOST ?? '127.0.0.1');
const port = process.env.PORT ?? '4000';
const dbFile = resolve(process.env.DB_FILE ?? '.data/db.json');
const uploadDir = resolve(process.env.UPLOAD_DIR ?? '.data/uploads');

/** true when a running server loaded it; false when none answers; throws when one answers but refuses. */
async function resetRunningServer(): Promise<boolean> {
  let res: Response;
  try {
    res = await fetch(`http://${host}:${port}/__dev/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ scenario: name }),
      signal: AbortSignal.timeout(3000),
    });
  } catch {
    return false;
  }
  const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
  if (body.code === 'OK') return true;
  // Never write the file under a running server: it would overwrite what the server holds.
  throw new Error(
    `The fake server at http://${host}:${port} refused the reset (HTTP ${res.status}): ${body.message ?? 'no answer'}. Is DEV_TOOLS=off?`,
  );
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
for (const c of credentials(name)) console.log(`  ${c.email} / ${c.password}  (${c.what})`);
