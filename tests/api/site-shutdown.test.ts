import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeServer } from '../setup/processes.js';
import { startSiteProcess } from '../setup/site-process.js';

/**
 * A release stops a server while browsers hold connections to it: requests in flight get a few
 * seconds to finish, then the process ends (site-server/request-timeout.ts, closeWithin; a page
 * left open held `npm run serve` for 56 s before).
 */
async function stopTime(url: string, stop: () => Promise<void>) {
  const socket = connect(Number(new URL(url).port), '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  // A request whose headers never finish: the connection is busy, never idle.
  socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  await new Promise((resolve) => setTimeout(resolve, 200));
  const at = Date.now();
  await stop();
  socket.destroy();
  return Date.now() - at;
}

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

// Side by side: each waits out its grace period, the CPU idle.
describe.concurrent('a stopping server ends within its grace period while a client holds a connection open', () => {
  it('npm run serve', async () => {
    const site = await startSiteProcess();
    const took = await stopTime(site.url, site.close);
    expect(took).toBeGreaterThan(1_000);
    expect(took).toBeLessThan(8_000);
  }, 30_000);

  it('the fake server (the database is still closed cleanly)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'shutdown-'));
    dirs.push(dir);
    const fake = await startFakeServer({ DB_FILE: join(dir, 'db.json'), UPLOAD_DIR: join(dir, 'uploads') });
    const took = await stopTime(fake.url, fake.stop);
    expect(took).toBeGreaterThan(1_000);
    expect(took).toBeLessThan(8_000);
    expect(fake.child.exitCode).toBe(0);
  }, 30_000);
});
