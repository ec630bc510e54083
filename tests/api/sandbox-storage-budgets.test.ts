import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inSandbox, newSandbox, registerIn } from '../setup/sandbox-client.js';
import { type SandboxProcess, startSandboxProcess } from '../setup/sandbox-process.js';
import { png } from './images.js';

/**
 * Red team, round 4: every sandbox has a byte budget (SANDBOX_MAX_MB for all it stores,
 * SANDBOX_MAX_DATA_MB for what it keeps in memory), counted on the bytes that actually arrived,
 * and the server refuses to start when SANDBOX_MAX sandboxes at that budget would not fit its
 * memory and disk ceilings. The real server process.
 */
let server: SandboxProcess;
beforeAll(async () => {
  server = await startSandboxProcess({ RATE_LIMIT: 'off', SANDBOX_MAX_MB: '2', SANDBOX_MAX_DATA_MB: '0.25' });
});
afterAll(() => server.close());

async function folderBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? await folderBytes(path) : (await stat(path)).size;
  }
  return total;
}
const MB = 1024 * 1024;
/** A real PNG padded to `bytes` (the header is what the server checks). */
const bigPng = (bytes: number) => Buffer.concat([png(), Buffer.alloc(bytes - png().length, 1)]);

/** A multipart upload in the sandbox; `chunked` sends it without a Content-Length. */
function upload(id: string, token: string, bytes: Buffer, chunked = false): Promise<{ status: number; text: string }> {
  const boundary = 'budgetboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="upfile"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const body = Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const url = new URL(server.url);
  return new Promise((resolve) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/common/file/upload',
        headers: {
          authorization: `Bearer ${token}`,
          'x-sandbox': id,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(body.length) }),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      },
    );
    // A refusal may close the connection before the whole body is written.
    req.on('error', () => resolve({ status: 0, text: '' }));
    for (let at = 0; at < body.length; at += 64 * 1024) req.write(body.subarray(at, at + 64 * 1024));
    req.end();
  });
}
const stored = (answer: { text: string }) => /"state":"SUCCESS"/.test(answer.text);

describe('uploads are counted on the bytes that arrive', () => {
  it('eight parallel 1.9 MB uploads into a 2 MB sandbox: one lands, the folder stays within the budget', async () => {
    const id = await newSandbox(server.url);
    const { token } = await registerIn(server.url, id, 'parallel@example.com');
    const answers = await Promise.all(Array.from({ length: 8 }, () => upload(id, token, bigPng(1.9 * MB))));
    expect(answers.filter(stored).length).toBeLessThanOrEqual(1);
    expect(await folderBytes(join(server.dir, 'sandboxes', id))).toBeLessThan(2 * MB + 256 * 1024);
  });

  it('a chunked upload (no Content-Length) counts its bytes: 2.5 MB into a 2 MB sandbox is refused', async () => {
    const id = await newSandbox(server.url);
    const { token } = await registerIn(server.url, id, 'chunked@example.com');
    const answer = await upload(id, token, bigPng(2.5 * MB), true);
    expect(stored(answer)).toBe(false);
    expect(await folderBytes(join(server.dir, 'sandboxes', id, 'uploads'))).toBe(0);
  });
});

describe('faults, the database and snapshots share the budget', () => {
  it('armed faults count their bytes: 50 faults of 60 KB in five sandboxes hold no more than the budget in memory', async () => {
    const wide = JSON.parse(`[${Array.from({ length: 20_000 }, () => '[]').join(',')}]`) as unknown;
    const before = await server.rssMb();
    const statuses: number[] = [];
    for (let s = 0; s < 5; s++) {
      const id = await newSandbox(server.url);
      for (let i = 0; i < 50; i++)
        statuses.push(
          (await inSandbox(server.url, id, '/__dev/faults', 'POST', { path: `/api/x${i}`, status: 500, body: wide }))
            .status,
        );
    }
    const armed = statuses.filter((s) => s === 200).length;
    expect(armed).toBeLessThanOrEqual(5 * 5);
    expect(statuses.filter((s) => s === 413).length).toBe(250 - armed);
    expect((await server.rssMb()) - before).toBeLessThan(60);
  });

  it('contact messages fill the database part: then writes answer 413, and a reset empties it', async () => {
    const id = await newSandbox(server.url);
    const message = (n: number) => ({ userName: 'A', contact: 'a@example.com', content: `${n} ${'x'.repeat(1990)}` });
    const answers = [];
    for (let n = 0; n < 200 && answers.at(-1)?.status !== 413; n++)
      answers.push(await inSandbox(server.url, id, '/api/common/propose/create', 'POST', message(n)));
    expect(answers.at(-1)!.status).toBe(413);
    expect(answers.at(-1)!.json().message).toMatch(/sandbox is full/);
    // About 0.25 MB of messages went in, and no more.
    expect(answers.length).toBeGreaterThan(40);
    expect(answers.length).toBeLessThan(125);
    expect((await inSandbox(server.url, id, '/api/common/propose/create', 'POST', message(999))).status).toBe(413);
    expect((await inSandbox(server.url, id, '/__dev/reset', 'POST', { scenario: 'demo' })).json().code).toBe('OK');
    const again = await inSandbox(server.url, id, '/api/common/propose/create', 'POST', {
      userName: 'A',
      contact: 'a@example.com',
      content: 'after the reset',
    });
    expect(again.json().code).toBe('OK');
  });

  it('50 snapshots of one sandbox stop at its budget on disk', async () => {
    const id = await newSandbox(server.url);
    const { token } = await registerIn(server.url, id, 'snapshots@example.com');
    expect(stored(await upload(id, token, bigPng(0.5 * MB)))).toBe(true);
    const codes: number[] = [];
    for (let i = 0; i < 50; i++)
      codes.push((await inSandbox(server.url, id, '/__dev/snapshot', 'POST', { name: `s${i}` })).status);
    expect(codes).toContain(413);
    expect(await folderBytes(join(server.dir, 'sandboxes', id))).toBeLessThan(2 * MB + 256 * 1024);
  });
});

describe('the ceilings are checked at start', () => {
  /** The server's exit code and what it said on stderr, or 'listening' when it started. */
  const start = (env: NodeJS.ProcessEnv) =>
    new Promise<{ code: number | null | 'listening'; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'fake-server/server.ts'], {
        env: { ...process.env, PORT: '0', SANDBOXES: 'on', DB_FILE: join(server.dir, 'other', 'db.json'), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.stdout.on('data', (c: Buffer) => {
        if (!/Fake server on/.test(c.toString())) return;
        child.kill();
        resolve({ code: 'listening', stderr });
      });
      child.once('exit', (code) => resolve({ code, stderr }));
    });

  it('SANDBOX_MAX sandboxes at their budget beyond the memory or disk ceiling: the server does not start', async () => {
    const memory = await start({ SANDBOX_MAX: '100000' });
    expect(memory.code).toBe(1);
    expect(memory.stderr).toMatch(/SANDBOX_MAX.*SANDBOX_MEMORY_MB/s);
    const disk = await start({ SANDBOX_MAX: '100', SANDBOX_MAX_MB: '50', SANDBOX_DISK_MB: '1000' });
    expect(disk.code).toBe(1);
    expect(disk.stderr).toMatch(/SANDBOX_MAX.*SANDBOX_DISK_MB/s);
    expect((await start({ SANDBOX_MAX: '100' })).code).toBe('listening');
  });
});
