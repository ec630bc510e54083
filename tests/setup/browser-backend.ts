import { createServer } from 'node:http';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import type { ScenarioName } from '#contract/dev.contract.js';
import { scenario } from '#fake-server/seed/index.js';
import type { Database } from '#fake-server/db/schema.js';
import { createClock } from '#fake-server/services/clock.js';
import { answerFetch } from '../../static-demo/fetch-adapter.js';
import { openWorld } from '../../static-demo/world.js';

/**
 * The static demo's backend (static-demo/: the fake server's code on the browser's host, its
 * world in IndexedDB) behind a real port, so the API suites run against it unchanged
 * (FAKE_BACKEND=browser, vitest's `browser-backend` project): each request becomes the fetch
 * event's Request a service worker would get, and its Response is written back.
 */
export async function startBrowserBackend(options: {
  scenario?: ScenarioName;
  data?: Database;
  now?: string;
  rateLimit?: boolean;
  hashCost?: 'owasp' | 'test';
  webOrigin?: string;
}) {
  const dir = await mkdtemp(join(tmpdir(), 'browser-backend-'));
  const clock = createClock(options.now);
  await mkdir(join(dir, 'uploads'));
  const world = await openWorld({
    name: 'test',
    idbFactory: new IDBFactory(),
    webOrigin: options.webOrigin ?? 'http://web.test',
    seed: () => options.data ?? scenario(options.scenario ?? 'demo', clock.now()),
    clock,
    hashCost: options.hashCost ?? 'test',
    rateLimit: options.rateLimit ?? false,
    uploadDir: join(dir, 'uploads'),
    snapshotDir: join(dir, 'snapshots'),
  });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        if (name !== 'host' && value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
      const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks);
      const request = new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers, body });
      answerFetch(request, '/', world.handle)
        .then(async (response) => {
          if (!response) return void res.writeHead(404).end();
          if (response.type === 'error') return void res.destroy();
          res.writeHead(response.status, Object.fromEntries(response.headers));
          res.end(Buffer.from(await response.arrayBuffer()));
        })
        .catch((error: unknown) => res.writeHead(500).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    deps: world.deps,
    baseUrl,
    dir,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      world.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
