import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readDatabaseFiles } from '#fake-server/db/store.js';
import { type TestServer, startTestServer } from '../setup/api-server.js';
import { NEW_PASSWORD } from '../setup/credentials.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ file: true, scenario: 'empty' });
});
afterAll(() => server.close());

describe('the database file', () => {
  it('holds all 50 of 50 parallel registrations', async () => {
    const c = server.client();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        c.passport.register({ body: { nickName: `U${i}`, email: `bulk${i}@example.com`, password: NEW_PASSWORD } }),
      ),
    );
    expect(answers.every((a) => a.body.code === 'OK')).toBe(true);
    // The files as a restarted server would read them: the snapshot and its journal.
    const file = (await readDatabaseFiles(join(server.dir, 'db.json')))!;
    const bulk = file.users.filter((u) => u.email.startsWith('bulk'));
    expect(bulk).toHaveLength(50);
    expect(new Set(bulk.map((u) => u.id)).size).toBe(50);
  });

  it('registers one account when the same e-mail races with itself', async () => {
    const c = server.client();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        c.passport.register({ body: { nickName: 'Twin', email: 'twin@example.com', password: NEW_PASSWORD } }),
      ),
    );
    expect(answers.filter((a) => a.body.code === 'OK')).toHaveLength(1);
    expect(server.deps.store.data.users.filter((u) => u.email === 'twin@example.com')).toHaveLength(1);
  });
});
