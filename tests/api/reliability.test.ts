import { afterEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDatabaseFiles } from '#fake-server/db/store.js';
import { killDuringBurst, postJson } from '../setup/kill-during-burst.js';
import { type FakeServerProcess, startFakeServer } from '../setup/processes.js';
import { NEW_PASSWORD } from '../setup/credentials.js';

type Db = { users: Array<{ email: string }>; contacts: Array<{ content: string }> };

let dir = '';
let server: FakeServerProcess | null = null;
afterEach(async () => {
  await server?.stop();
  server = null;
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The real server process (OWASP hashing cost), on a free port with its own database file. */
async function start() {
  dir = await mkdtemp(join(tmpdir(), 'reliability-'));
  const started = await startFakeServer({
    DB_FILE: join(dir, 'db.json'),
    UPLOAD_DIR: join(dir, 'uploads'),
    SCENARIO: 'empty',
    RATE_LIMIT: 'off',
  });
  server = started;
  return started;
}
/** The database as a restarted server reads it: the snapshot file and its journal, both parsed. */
const readDb = async () => (await readDatabaseFiles(join(dir, 'db.json'))) as unknown as Db;

describe('no lost writes', () => {
  it('200 concurrent registrations and 200 contact messages all reach the database file', async () => {
    const base = (await start()).url;
    const answers = await Promise.all([
      ...Array.from({ length: 200 }, (_, i) =>
        postJson(`${base}/api/passport/register`, {
          nickName: `N${i}`,
          email: `burst${i}@example.com`,
          password: NEW_PASSWORD,
        }),
      ),
      ...Array.from({ length: 200 }, (_, i) =>
        postJson(`${base}/api/common/propose/create`, {
          userName: 'Load',
          contact: `c${i}@example.com`,
          content: `message ${i}`,
        }),
      ),
    ]);
    expect(answers.filter((a) => a.code !== 'OK')).toEqual([]);
    const db = await readDb();
    expect(db.users.filter((u) => u.email.startsWith('burst'))).toHaveLength(200);
    expect(db.contacts.filter((c) => c.content.startsWith('message '))).toHaveLength(200);
  }, 120_000);

  it('after SIGKILL in the middle of a write burst the file parses and holds every answered write', async () => {
    const answered = await killDuringBurst(await start(), { label: 'kill' });
    const db = await readDb();
    const stored = new Set(db.contacts.map((c) => c.content));
    expect(answered.length).toBeGreaterThanOrEqual(100);
    expect(answered.filter((content) => !stored.has(content))).toEqual([]);
  }, 120_000);
});
