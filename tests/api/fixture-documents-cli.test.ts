import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDatabaseFiles } from '#fake-server/db/store.js';
import { freePort, startFakeServer, startNode } from '../setup/processes.js';
import { NEW_PASSWORD } from '../setup/credentials.js';

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
    'extends: edge\nusers:\n  - { email: cli@example.com, password: Start2025, note: QA account, sessions: [{ token: cli-token }] }\n',
  );
  await writeFile(
    join(dir, 'world.json'),
    JSON.stringify({
      users: [
        { email: 'json@example.com', password: NEW_PASSWORD, sessions: [{ token: 'json-token' }] },
        { email: 'pending@example.com', password: NEW_PASSWORD, activation: { token: 'cli-activation' } },
        { email: 'forgetful@example.com', password: NEW_PASSWORD, reset: { code: '246810' } },
      ],
      subscribers: [{ email: 'reader@example.com', token: 'cli-confirm' }],
    }),
  );
  await writeFile(join(dir, 'bad.yaml'), 'users:\n  - email: nope\n    passwrd: x\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** `npm run seed -- args` as a process: its exit code and output (`cwd`: where it runs, the project by default). */
async function seedCommand(args: string[], env: Record<string, string>, cwd = process.cwd()) {
  try {
    const script = join(process.cwd(), 'scripts/seed.ts');
    // tsx from this project, wherever the command runs.
    const tsx = pathToFileURL(join(process.cwd(), 'node_modules/tsx/dist/loader.mjs')).href;
    const { stdout, stderr } = await run(process.execPath, ['--import', tsx, script, ...args], {
      env: { ...process.env, ...env },
      cwd,
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
        body: JSON.stringify({ email, password: NEW_PASSWORD }),
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
    // As --scenario prints its accounts: the password and the note with the id and tokens (issue 51, bug 5).
    expect(yaml.out).toMatch(
      /written to .*db\.json[\s\S]*user 6 cli@example\.com \/ Start2025 {2}tokens: cli-token {2}\(QA account\)/,
    );
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
        expect(loaded.out).toMatch(/user \d+ json@example\.com \/ Start2025/);
        // The secrets a tester would otherwise read from the outbox: a link or a code away (issue 51, must-hold 6).
        expect(loaded.out).toMatch(/open the site as json-token: http:\S+\/__dev\/open-as#token=json-token/);
        expect(loaded.out).toMatch(/activation link: http:\S+\/api\/passport\/activate\?token=cli-activation/);
        expect(loaded.out).toContain('reset code: 246810');
        expect(loaded.out).toMatch(/subscriber reader@example\.com \(confirmed\): http:\S+confirm\?token=cli-confirm/);
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
          body: JSON.stringify({ users: [{ email: 'only.one@example.com', password: NEW_PASSWORD }] }),
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

describe('npm run seed -- --check (issue 51: one pass, offline)', () => {
  it(
    'lists every problem of both stages at once, touches no server and no database, exits 1',
    { timeout: 60_000 },
    async () => {
      await writeFile(
        join(dir, 'mistakes.yaml'),
        [
          'extends: edge',
          'users:',
          '  - email: many.orders@example.com # taken in edge: only the loader knows',
          '    password: Start2025',
          '    created: "2026-02-30"',
          '    subscriptions: [{ product: muscle-and-movement, plan: 99, due: tomorrow 23:59 Asia/Shangai }]',
          '  - { email: nope, pasword: x }',
        ].join('\n'),
      );
      const env = { DB_FILE: join(dir, 'checked', 'db.json'), PORT: String(await freePort()) };
      const checked = await seedCommand(['--check', join(dir, 'mistakes.yaml')], env);
      expect(checked.code, checked.out).toBe(1);
      for (const line of [
        'The fixture document has 6 problems and changed nothing:',
        'users[0].created: "2026-02-30" names no date: February 2026 has 28 days',
        'users[0].subscriptions[0].due: "tomorrow 23:59 Asia/Shangai": Asia/Shangai is no time zone (did you mean Asia/Shanghai?)',
        'users[1].email: must be an e-mail address',
        'users[1].password: is required',
        'users[1].pasword: unknown field (a typo?)',
        'users[0].email: "many.orders@example.com" is already an account of the world this document extends (edge)',
      ])
        expect(checked.out).toContain(line);
      expect(existsSync(join(dir, 'checked'))).toBe(false);
      // A YAML mistake is pointed at its line; a good document says what it would make.
      await writeFile(join(dir, 'unclosed.yaml'), 'users:\n  - email: "a@example.com\n    password: x\n');
      const unclosed = await seedCommand(['--check', join(dir, 'unclosed.yaml')], env);
      expect(unclosed.code).toBe(1);
      expect(unclosed.out).toContain('cannot be read: line 2, column 12: Missing closing "quote (it opens here');
      const good = await seedCommand(['--check', join(dir, 'world.yaml')], env);
      expect(good.code, good.out).toBe(0);
      expect(good.out).toMatch(
        /world\.yaml: no problems \(checked in \d+ ms, nothing loaded\)\. It would create:\n {2}1 user\b/,
      );
      expect(existsSync(join(dir, 'checked'))).toBe(false);
    },
  );
});

describe('generated people (issue 59)', () => {
  it('--check and --link expand them: counted, and named by --as', { timeout: 60_000 }, async () => {
    await writeFile(
      join(dir, 'prospect.yaml'),
      [
        'organisation: { name: Kensington MSK Clinic, kind: clinic }',
        'generate:',
        '  locale: en_GB',
        '  people: [{ state: live, period: year }, { state: new }, { count: 3 }]',
        '  plan: {}',
      ].join('\n'),
    );
    const env = { PORT: String(await freePort()) };
    const checked = await seedCommand(['--check', join(dir, 'prospect.yaml')], env);
    expect(checked.out).toContain('It would create:\n  5 users, 1 order, 1 plan');
    // The people the link may open as are the generated ones, listed when --as names none of them.
    const link = await seedCommand(['--link', join(dir, 'prospect.yaml'), '--as', 'nobody@example.com'], env);
    expect(link.code).toBe(1);
    const people = /its people: (.*)\)/.exec(link.out)?.[1]?.split(', ');
    expect(people).toHaveLength(5);
    for (const email of people ?? []) expect(email).toMatch(/^[a-z-]+\.[a-z-]+\d*@kensington-msk-clinic\.test$/);
  });
});

describe('what a document prints is safe for a terminal (issue 50, finding 8)', () => {
  const ESC = '\u001b';
  it('the seed command and the server at start show control characters escaped', { timeout: 60_000 }, async () => {
    await writeFile(
      join(dir, 'escapes.yaml'),
      'users:\n  - { email: t@example.com, password: "Start\\e]0;owned\\a2025", note: "clears\\e[2J the screen" }\n',
    );
    await writeFile(
      join(dir, 'escapes-bad.yaml'),
      'users:\n  - { email: u@example.com, password: x, created: "\\e]0;title\\a\\e[2J" }\n',
    );
    const env = { DB_FILE: join(dir, 'escapes', 'db.json'), PORT: String(await freePort()) };
    const loaded = await seedCommand(['--file', join(dir, 'escapes.yaml')], env);
    expect(loaded.code, loaded.out).toBe(0);
    expect(loaded.out).toContain('t@example.com / Start\\x1b]0;owned\\x072025  (clears\\x1b[2J the screen)');
    for (const args of [['--file'], ['--check']]) {
      const refused = await seedCommand([...args, join(dir, 'escapes-bad.yaml')], env);
      expect(refused.code).toBe(1);
      expect(refused.out).toContain('users[0].created: "\\x1b]0;title\\x07\\x1b[2J" is neither ISO 8601');
      expect(refused.out).not.toContain(ESC);
    }
    expect(loaded.out).not.toContain(ESC);
    const start = await run(process.execPath, ['--import', 'tsx', 'fake-server/server.ts'], {
      env: { ...process.env, ...env, PORT: '0', SCENARIO: `file:${join(dir, 'escapes-bad.yaml')}` },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(start).toMatchObject({ code: 1, stderr: expect.stringContaining('\\x1b]0;title\\x07\\x1b[2J') });
    expect((start as { stderr: string }).stderr).not.toContain(ESC);
  });

  it("the server's start line shows a document's file name escaped (issue 58)", { timeout: 60_000 }, async () => {
    const file = join(dir, `world${ESC}]0;owned\u0007${ESC}[2J.yaml`);
    await writeFile(file, 'users:\n  - { email: named@example.com, password: Start2025 }\n');
    const server = await startNode(
      ['--import', 'tsx', 'fake-server/server.ts'],
      { PORT: '0', HOST: '127.0.0.1', DB_FILE: join(dir, 'named', 'db.json'), SCENARIO: `file:${file}` },
      /Fake server on [^\n]*\n/,
    );
    try {
      expect(server.match[0]).toContain('fixture document');
      expect(server.match[0]).toContain('world\\x1b]0;owned\\x07\\x1b[2J.yaml');
      expect(server.match[0]).not.toContain(ESC);
      expect(server.match[0]).not.toContain('\u0007');
    } finally {
      await server.stop();
    }
  });
});

describe('uploads belong beside the database chosen (issue 51, bug 6)', () => {
  it('DB_FILE elsewhere, no server: the default world keeps its uploads', { timeout: 60_000 }, async () => {
    const project = join(dir, 'project');
    await mkdir(join(project, '.data', 'uploads'), { recursive: true });
    await writeFile(join(project, '.data', 'uploads', 'avatar.png'), 'mine');
    await mkdir(join(dir, 'scratch', 'uploads'), { recursive: true });
    await writeFile(join(dir, 'scratch', 'uploads', 'old.png'), 'scratch');
    const env = { DB_FILE: join(dir, 'scratch', 'db.json'), PORT: String(await freePort()) };
    const seeded = await seedCommand(['--file', join(dir, 'world.json')], env, project);
    expect(seeded.code, seeded.out).toBe(0);
    expect(seeded.out).toContain(`uploads in ${join(dir, 'scratch', 'uploads')} cleared`);
    expect(existsSync(join(project, '.data', 'uploads', 'avatar.png'))).toBe(true);
    expect(existsSync(join(dir, 'scratch', 'uploads', 'old.png'))).toBe(false);
  });
});
