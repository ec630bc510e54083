import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { scenario } from '#fake-server/seed/index.js';
import { type TestServer, startTestServer } from '../setup/api-server.js';
import { rawRequest } from '../setup/raw-request.js';

/** Red team, part 4: what the server loads from disk, snapshot names, and a disk that refuses writes. */
let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = '';
});

type Run = {
  code: number | null;
  stderr: string;
  stdout: string;
  url: string | null;
  kill: () => void;
  exited: Promise<void>;
};

/** The real server process on a database file; resolves once it listens or exits. */
function run(dbFile: string): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'fake-server/server.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DB_FILE: dbFile, UPLOAD_DIR: join(dir, 'uploads') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const result: Run = {
    code: null,
    stderr: '',
    stdout: '',
    url: null,
    kill: () => child.kill('SIGKILL'),
    exited: new Promise((r) => child.once('exit', () => r())),
  };
  return new Promise((resolve) => {
    child.stderr.on('data', (c: Buffer) => (result.stderr += c.toString()));
    child.stdout.on('data', (c: Buffer) => {
      result.stdout += c.toString();
      const m = /Fake server on (http:\/\/[\d.:]+)/.exec(result.stdout);
      if (m && !result.url) {
        result.url = m[1]!;
        resolve(result);
      }
    });
    child.once('exit', (code) => {
      result.code = code;
      resolve(result);
    });
  });
}

describe('a database file that does not fit', () => {
  it.each([
    ['an empty object', '{}'],
    ['an array', '[]'],
    ['null', 'null'],
    ['broken JSON', '{"users": ['],
    ['a user without an e-mail', JSON.stringify({ ...scenario('demo'), users: [{ id: 1 }] })],
  ])(
    '%s: the server refuses to start, names the file, and leaves it untouched',
    async (_name, content) => {
      dir = await mkdtemp(join(tmpdir(), 'bad-db-'));
      const file = join(dir, 'db.json');
      await writeFile(file, content);
      const result = await run(file);
      expect(result.url, result.stdout).toBeNull();
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(file);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(await readFile(file, 'utf8')).toBe(content);
    },
    30_000,
  );

  it.each([
    ['a line that is no change', '{}'],
    ['a user without an e-mail', JSON.stringify({ c: 'users', put: { id: 1 } })],
    ['a change to a collection that does not exist', JSON.stringify({ c: 'nothing', put: { id: 1 } })],
  ])(
    'a journal holding %s: the server refuses to start, names the journal, and leaves both files untouched',
    async (_name, line) => {
      dir = await mkdtemp(join(tmpdir(), 'bad-journal-'));
      const file = join(dir, 'db.json');
      const content = JSON.stringify(scenario('demo'));
      const journal = `${line}\n${JSON.stringify({ set: 'scenario', v: 'demo' })}\n`;
      await writeFile(file, content);
      await writeFile(`${file}.journal`, journal);
      const result = await run(file);
      expect(result.url, result.stdout).toBeNull();
      expect(result.code).not.toBe(0);
      expect(result.stderr).toContain(`${file}.journal`);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(await readFile(file, 'utf8')).toBe(content);
      expect(await readFile(`${file}.journal`, 'utf8')).toBe(journal);
    },
    30_000,
  );

  it('a database file written before uploads had owners still loads', async () => {
    dir = await mkdtemp(join(tmpdir(), 'old-db-'));
    const file = join(dir, 'db.json');
    const { uploads: _uploads, ...old } = scenario('demo');
    await writeFile(file, JSON.stringify(old));
    const result = await run(file);
    try {
      expect(result.url).not.toBeNull();
      expect((await rawRequest(result.url!, { path: '/api/information/list' })).json().code).toBe('OK');
    } finally {
      result.kill();
      await result.exited;
    }
  }, 30_000);
});

describe('a disk that refuses writes', () => {
  it('stops the server with a clear message instead of answering from memory', async () => {
    dir = await mkdtemp(join(tmpdir(), 'full-disk-'));
    const file = join(dir, 'db.json');
    await writeFile(file, JSON.stringify(scenario('demo')));
    // Every append to the journal fails as on a full disk.
    await symlink('/dev/full', `${file}.journal`);
    const result = await run(file);
    expect(result.url, result.stderr).not.toBeNull();
    const answer = await rawRequest(result.url!, {
      method: 'POST',
      path: '/api/common/propose/create',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'Ann', contact: 'ann@example.com', content: 'Hello' }),
    });
    expect(answer.json().code).not.toBe('OK');
    await result.exited;
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('cannot be written');
    expect(result.stderr).toContain(file);
  }, 30_000);
});

describe('snapshots', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ file: true });
  });
  afterAll(() => server.close());
  const dev = (path: string, body: object) =>
    rawRequest(server.baseUrl, {
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json() as { code: string; message: string });

  it('names are plain names: `..`, `.`, dotted and nested names are refused and delete nothing', async () => {
    expect((await dev('/__dev/snapshot', { name: 'keep' })).code).toBe('OK');
    for (const name of ['..', '.', '.hidden', 'a/b', '../x', 'a\\b', '']) {
      expect((await dev('/__dev/snapshot', { name })).code, name).toBe('1005');
      expect((await dev('/__dev/restore', { name })).code, name).toBe('1005');
    }
    expect(existsSync(join(server.dir, 'db.json'))).toBe(true);
    expect(await readdir(join(server.dir, 'snapshots'))).toEqual(['keep']);
  });

  it('a snapshot whose database does not fit is refused and changes nothing', async () => {
    await mkdir(join(server.dir, 'snapshots', 'broken'), { recursive: true });
    await writeFile(join(server.dir, 'snapshots', 'broken', 'db.json'), '{}');
    await writeFile(join(server.dir, 'snapshots', 'broken', 'clock.json'), '{"offsetMs":0}');
    const before = JSON.stringify(server.deps.store.data);
    const answer = await dev('/__dev/restore', { name: 'broken' });
    expect(answer.code).toBe('1005');
    expect(answer.message).toContain(join('snapshots', 'broken', 'db.json'));
    expect(JSON.stringify(server.deps.store.data)).toBe(before);
    expect((await server.client().content.blogList({ query: {} })).body.code).toBe('OK');
  });

  it.each([
    ['broken JSON', '{"offsetMs":'],
    ['a clock moved past the 10-year bound', '{"offsetMs":9007199254740991}'],
    ['no offset', '{}'],
  ])('a snapshot whose clock.json holds %s is refused and changes nothing', async (_name, clock) => {
    const folder = join(server.dir, 'snapshots', 'bad-clock');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'db.json'), JSON.stringify(scenario('edge')));
    await writeFile(join(folder, 'clock.json'), clock);
    const before = JSON.stringify(server.deps.store.data);
    const offset = server.deps.clock.offsetMs();
    const answer = await dev('/__dev/restore', { name: 'bad-clock' });
    expect(answer.code).toBe('1005');
    expect(answer.message).toContain(join('snapshots', 'bad-clock', 'clock.json'));
    expect(JSON.stringify(server.deps.store.data)).toBe(before);
    expect(server.deps.clock.offsetMs()).toBe(offset);
    expect(
      (
        await server
          .client()
          .common.contact({ body: { userName: 'Ann', contact: 'ann@example.com', content: 'still writes' } })
      ).body.code,
    ).toBe('OK');
  });
});
