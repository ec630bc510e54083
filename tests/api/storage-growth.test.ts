import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bigDatabase, writeBigDatabase } from '#fake-server/seed/big-database.js';
import { type FakeServerProcess, startFakeServer } from '../setup/processes.js';
import { startTestServer } from '../setup/api-server.js';
import { killDuringBurst, postJson } from '../setup/kill-during-burst.js';

let dir = '';
let server: FakeServerProcess | null = null;
afterEach(async () => {
  await server?.stop();
  server = null;
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function start() {
  const started = await startFakeServer({
    DB_FILE: join(dir, 'db.json'),
    UPLOAD_DIR: join(dir, 'uploads'),
    RATE_LIMIT: 'off',
  });
  server = started;
  return started;
}

describe('a database of 20,000 messages', () => {
  it('keeps every answered write through kill -9 during a burst; after a restart the file parses and holds them', async () => {
    dir = await mkdtemp(join(tmpdir(), 'growth-'));
    await writeBigDatabase(join(dir, 'db.json'), 20_000);
    const answered = await killDuringBurst(await start(), { label: 'grown' });

    const again = (await start()).url;
    expect((await fetch(`${again}/api/information/list`)).status).toBe(200);
    const db = JSON.parse(await readFile(join(dir, 'db.json'), 'utf8')) as { contacts: Array<{ content: string }> };
    const stored = new Set(db.contacts.map((c) => c.content));
    expect(answered.length).toBeGreaterThanOrEqual(100);
    expect(answered.filter((content) => !stored.has(content))).toEqual([]);
    expect(db.contacts.length).toBeGreaterThanOrEqual(20_000 + answered.length);
    // A write after the restart still lands.
    expect(
      (
        await postJson(`${again}/api/common/propose/create`, {
          userName: 'After',
          contact: 'after@example.com',
          content: 'after restart',
        })
      ).code,
    ).toBe('OK');
  }, 120_000);
});

describe('the dashboard at 100,000 messages', () => {
  it('stays under 200 KB, 50 rows a list, newest first, with a count and pages', async () => {
    const server = await startTestServer({ data: bigDatabase(100_000) });
    try {
      const first = await (await fetch(`${server.baseUrl}/__dev`)).text();
      expect(Buffer.byteLength(first)).toBeLessThan(200 * 1024);
      expect(first).toContain('Contact messages (100,0');
      expect(first).toContain('Visitor 100000');
      expect(first).not.toContain('Visitor 99950<');
      const second = await (await fetch(`${server.baseUrl}/__dev?contacts=2`)).text();
      expect(second).toContain('Visitor 99950<');
      expect(second).toContain('Page 2 of 2,001');
    } finally {
      await server.close();
    }
  }, 60_000);
});
