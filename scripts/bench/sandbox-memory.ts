import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from '#fake-server/app.js';
import { memoryStore } from '#fake-server/db/store.js';
import { scenario } from '#fake-server/seed/index.js';
import { NEW_PASSWORD } from '../../tests/setup/credentials.js';

/**
 * What one sandbox costs in memory, in this process: the heap after a full
 * collection, before and after `count` sandboxes are made and each is filled to its data budget
 * (SANDBOX_MAX_DATA_MB) by `fill`. Answers MB per sandbox, and per MB of data it counts.
 */
export async function sandboxMemory(
  count: number,
  fill: 'nothing' | 'contacts' | 'users' | 'faults',
  maxDataMb = 1,
): Promise<{ openMb: number; perSandboxMb: number; dataMb: number; perDataByte: number }> {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  const dir = await mkdtemp(join(tmpdir(), 'bench-memory-'));
  const { app } = await buildApp({
    store: memoryStore(scenario('demo')),
    webOrigin: 'http://127.0.0.1',
    uploadDir: join(dir, 'uploads'),
    snapshotDir: join(dir, 'snapshots'),
    scenario,
    rateLimit: false,
    hashCost: 'test',
    sandboxes: {
      root: join(dir, 'sandboxes'),
      max: count + 1,
      ttlMs: 3_600_000,
      idleMs: 60_000,
      perClient: count + 1,
      maxRecords: 1_000_000,
      maxBytes: 100 * maxDataMb * 1024 * 1024,
      maxDataBytes: maxDataMb * 1024 * 1024,
      scenario: 'demo',
    },
  });
  const post = (id: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { 'x-sandbox': id, language: 'en' }, payload });
  const heap = () => {
    gc();
    gc();
    return process.memoryUsage().heapUsed;
  };
  try {
    // The scenario's shared copy is built by the first sandbox: not counted per sandbox.
    await app.inject({ method: 'POST', url: '/__dev/sandboxes', payload: {} });
    const start = heap();
    const ids: string[] = [];
    for (let i = 0; i < count; i++)
      ids.push((await app.inject({ method: 'POST', url: '/__dev/sandboxes', payload: {} })).json().data.id as string);
    // Opened and used once, as a visitor's first call does.
    for (const id of ids) await app.inject({ url: '/api/information/list', headers: { 'x-sandbox': id } });
    const before = heap();
    let n = 0;
    for (const id of ids) {
      for (let status = 200; status === 200 && fill !== 'nothing'; n++) {
        const res =
          fill === 'contacts'
            ? await post(id, '/api/common/propose/create', { userName: 'A', contact: 'a@b.cc', content: `m${n}` })
            : fill === 'users'
              ? await post(id, '/api/passport/register', { nickName: 'A', email: `u${n}@b.cc`, password: NEW_PASSWORD })
              : await post(id, '/__dev/faults', {
                  path: `/api/x${n}`,
                  body: JSON.parse(`[${Array.from({ length: 20_000 }, () => '[]').join(',')}]`) as unknown,
                });
        status = res.statusCode === 200 && res.json().code === 'OK' ? 200 : res.statusCode;
        if (fill === 'faults' && res.statusCode === 200 && res.json().code !== 'OK')
          await app.inject({ method: 'DELETE', url: '/__dev/faults', headers: { 'x-sandbox': id } });
      }
    }
    const after = heap();
    let dataBytes = 0;
    for (const id of ids) {
      const folder = join(dir, 'sandboxes', id);
      for (const file of ['db.json', 'db.json.journal'])
        dataBytes += await stat(join(folder, file)).then((s) => s.size);
      const faults = (await app.inject({ url: '/__dev/faults', headers: { 'x-sandbox': id } })).json().data.list;
      dataBytes += JSON.stringify(faults).length;
    }
    const perSandbox = (after - before) / count;
    return {
      openMb: (before - start) / count / 1024 / 1024,
      perSandboxMb: (after - start) / count / 1024 / 1024,
      dataMb: dataBytes / count / 1024 / 1024,
      perDataByte: fill === 'nothing' ? 0 : perSandbox / (dataBytes / count),
    };
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}
