import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDatabaseFiles } from '#fake-server/db/store.js';
import { freePort, startFakeServer } from '../setup/processes.js';

/**
 * The two load paths outside HTTP (issue 43): `npm run seed -- --file` (into the running server, or
 * the database file when none runs) and `SCENARIO=file:<path>` at start.
 */
const run = promisify(execFile);
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'fixture-cli-'));
  await writeFile(
    join(dir, 'world.yaml'),
    'extends: edge\nusers:\n  - { email: cli@example.com, password: Start2025, sessions: [{ token: cli-token }] }\n',
  );
  await writeFile(
    join(dir, 'world.json'),
    JSON.stringify({ users: [{ email: 'json@example.com', password: 'Start2025' }] }),
  );
  await writeFile(join(dir, 'bad.yaml'), 'users:\n  - email: nope\n    passwrd: x\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** `npm run seed -- args` as a process: its exit code and output. */
async function seedCommand(args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', ...args], {
      env: { ...process.env, ...env },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

const login = async (url: string, email: string, headers: Record<string, string> = {}) =>
  (
    (await (
      await fetch(`${url}/api/passport/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ email, password: 'Start2025' }),
      })
    ).json()) as { code: string }
  ).code;

describe('npm run seed -- --file', () => {
  it('writes the database file when no server runs; a bad document writes nothing', { timeout: 60_000 }, async () => {
    const env = {
      DB_FILE: join(dir, 'offline', 'db.json'),
      UPLOAD_DIR: join(dir, 'offline', 'uploads'),
      PORT: String(await freePort()),
    };
    const yaml = await seedCommand(['--file', join(dir, 'world.yaml')], env);
    expect(yaml.code, yaml.out).toBe(0);
    expect(yaml.out).toMatch(/written to .*db\.json[\s\S]*user 6 cli@example\.com {2}tokens: cli-token/);
    const written = await readDatabaseFiles(env.DB_FILE);
    expect(written!.users.map((u) => u.email)).toContain('cli@example.com');
    const bad = await seedCommand(['--file', join(dir, 'bad.yaml')], env);
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('users[0].email: must be an e-mail address');
    expect(bad.out).toContain('users[0].passwrd: unknown field (a typo?)');
    expect(await readDatabaseFiles(env.DB_FILE)).toEqual(written);
  });

  it(
    'loads into the running server (JSON too), and SCENARIO=file: seeds a new database and checks the document at every start',
    { timeout: 120_000 },
    async () => {
      const env = {
        DB_FILE: join(dir, 'live', 'db.json'),
        UPLOAD_DIR: join(dir, 'live', 'uploads'),
        RATE_LIMIT: 'off',
      };
      const server = await startFakeServer({ ...env, SCENARIO: `file:${join(dir, 'world.yaml')}` });
      try {
        expect(server.match.input).toContain(`new database, fixture document ${join(dir, 'world.yaml')}`);
        expect(await login(server.url, 'cli@example.com')).toBe('OK');
        expect(await login(server.url, 'many.orders@example.com')).toBe('1003');
        const loaded = await seedCommand(['--file', join(dir, 'world.json')], { ...env, PORT: String(server.port) });
        expect(loaded.code, loaded.out).toBe(0);
        expect(loaded.out).toContain('loaded into the running fake server');
        expect(await login(server.url, 'json@example.com')).toBe('OK');
        const refused = await seedCommand(['--file', join(dir, 'bad.yaml')], { ...env, PORT: String(server.port) });
        expect(refused.code).toBe(1);
        expect(refused.out).toContain('users[0].passwrd: unknown field (a typo?)');
        // A refusal comes with HTTP 200: only another status is worth naming (issue 51).
        expect(refused.out).toContain('refused the document:');
        expect(refused.out).not.toContain('HTTP 200');
        expect(await login(server.url, 'json@example.com')).toBe('OK');
      } finally {
        await server.stop();
      }
      const bad = await run(process.execPath, ['--import', 'tsx', 'fake-server/server.ts'], {
        env: { ...process.env, ...env, PORT: '0', SCENARIO: `file:${join(dir, 'bad.yaml')}` },
      }).catch((error: { code: number; stderr: string }) => error);
      expect(bad).toMatchObject({
        code: 1,
        stderr: expect.stringContaining('users[0].email: must be an e-mail address'),
      });
    },
  );

  it(
    'with SANDBOXES=on every new sandbox starts from the document, and changes in one stay there',
    { timeout: 60_000 },
    async () => {
      const server = await startFakeServer({
        DB_FILE: join(dir, 'sandboxed', 'db.json'),
        UPLOAD_DIR: join(dir, 'sandboxed', 'uploads'),
        RATE_LIMIT: 'off',
        SANDBOXES: 'on',
        SCENARIO: `file:${join(dir, 'world.yaml')}`,
      });
      try {
        const sandbox = async () => {
          const answer = (await (
            await fetch(`${server.url}/__dev/sandboxes`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: '{}',
            })
          ).json()) as { code: string; data: { id: string } };
          expect(answer.code).toBe('OK');
          return { 'x-sandbox': answer.data.id };
        };
        const [one, two] = [await sandbox(), await sandbox()];
        expect(await login(server.url, 'cli@example.com', one)).toBe('OK');
        expect(await login(server.url, 'cli@example.com', two)).toBe('OK');
        // The document extends edge: its users are there too, the demo's are not.
        expect(await login(server.url, 'many.orders@example.com', one)).toBe('1003');
        const seeded = await fetch(`${server.url}/__dev/seed`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...one },
          body: JSON.stringify({ users: [{ email: 'only.one@example.com', password: 'Start2025' }] }),
        });
        expect(((await seeded.json()) as { code: string }).code).toBe('OK');
        expect(await login(server.url, 'only.one@example.com', one)).toBe('OK');
        expect(await login(server.url, 'only.one@example.com', two)).toBe('1003');
        expect(await login(server.url, 'cli@example.com', await sandbox())).toBe('OK');
      } finally {
        await server.stop();
      }
    },
  );
});
