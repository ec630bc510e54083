import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '#fake-server/app.js';
import { memoryStore } from '#fake-server/db/store.js';
import { createClock } from '#fake-server/services/clock.js';
import { scenario } from '#fake-server/seed/index.js';

export type DataSource = { origin: string; name: string; close: () => Promise<void> };

/**
 * Where the prerender asks for the answers the reading pages show: the API at PRERENDER_API_URL,
 * or, for the demo build, the fake server with the demo scenario in this process on a loopback
 * port. A production build without PRERENDER_API_URL prerenders those pages without data.
 */
export async function dataSource(mode: string): Promise<DataSource | null> {
  const url = process.env.PRERENDER_API_URL?.replace(/\/$/, '');
  if (url) return { origin: url, name: url, close: async () => {} };
  if (mode !== 'demo') return null;
  const dir = await mkdtemp(join(tmpdir(), 'prerender-api-'));
  const clock = createClock();
  const { app } = await buildApp({
    store: memoryStore(scenario('demo', clock.now())),
    clock,
    webOrigin: '',
    uploadDir: join(dir, 'uploads'),
    snapshotDir: join(dir, 'snapshots'),
    scenario,
    rateLimit: false,
  });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin,
    name: 'the fake server (demo scenario)',
    close: async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
