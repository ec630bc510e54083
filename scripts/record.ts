import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '#fake-server/app.js';
import { memoryStore } from '#fake-server/db/store.js';
import { upstreamBase } from '#fake-server/proxy/upstream.js';
import { scenario } from '#fake-server/seed/index.js';
import { refusedOrEmpty } from './recorded-answer.js';

/**
 * npm run record -- --upstream https://staging.example.com --name sales [--dir .data/recordings] [--replace]
 *
 * Records an offline demo without a browser: a fake server in proxy mode (in this process, on a
 * loopback port) visits every public read the site makes, in both languages (the blog's pages and
 * articles, the plans of both domains, the software packages and their lists, the patient
 * categories, the sample exercises), so the recorder keeps them and the media they name.
 * A refused or empty answer stops it, naming the call, rather than record a demo missing a page.
 * Replay with SCENARIO=recorded:<name> (same --dir as RECORDINGS_DIR, default .data/recordings).
 */
const { values } = parseArgs({
  options: {
    upstream: { type: 'string' },
    name: { type: 'string' },
    dir: { type: 'string' },
    replace: { type: 'boolean', default: false },
  },
});
if (!values.upstream || !values.name) {
  console.error(
    'Usage: npm run record -- --upstream <API address> --name <recording name> [--dir <recordings folder>] [--replace]',
  );
  process.exit(1);
}
const recordingsDir = resolve(values.dir ?? '.data/recordings');
const work = await mkdtemp(join(tmpdir(), 'record-'));
const { app } = await buildApp({
  store: memoryStore(scenario('empty')),
  webOrigin: '',
  uploadDir: join(work, 'uploads'),
  snapshotDir: join(work, 'snapshots'),
  recordingsDir,
  scenario,
  rateLimit: false,
  proxy: { base: upstreamBase(values.upstream), strict: false, timeoutMs: 30_000 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

type Envelope<T> = { code: string; message: string; data: T };
type Page<T> = { list: T[]; totalRecord: number };
async function call<T>(
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: unknown,
): Promise<Envelope<T>> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => null)) as Envelope<T> | null;
  // A refusal or an empty list would be replayed as the demo's content: the recording stops instead.
  const problem = refusedOrEmpty(res.status, answer);
  if (problem) throw new Error(`npm run record: ${method} ${path} ${problem}`);
  return answer!;
}

try {
  await call('POST', '/__dev/record', {}, { name: values.name, replace: values.replace });
  for (const language of ['en', 'cn']) {
    const read = <T>(path: string) => call<T>('GET', path, { platform: 'PC', language });
    // The paths and queries are the ones the site asks for, so the replay finds them.
    await read('/api/information/list?page=1&size=3');
    for (let page = 1; ; page++) {
      const { data } = await read<Page<{ id: number }>>(`/api/information/list?page=${page}&size=20`);
      for (const article of data.list) await read(`/api/information/detail/${article.id}`);
      if (page * 20 >= data.totalRecord) break;
    }
    for (const domainId of [1, 2]) await read(`/api/goods/body/list?client=3&domainId=${domainId}`);
    const packages = await read<Page<{ id: number }>>('/api/software/package/list');
    for (const pack of packages.data.list) await read(`/api/body/list?page=1&size=99&softwarePackageId=${pack.id}`);
    await read('/api/edu/patient/category/all');
    await read('/api/sample/exercise/list');
  }
  const { data } = await call<{ name: string; answers: number; files: number }>('DELETE', '/__dev/record');
  console.log(`Recorded ${data.answers} answers and ${data.files} media files into ${join(recordingsDir, data.name)}.`);
  console.log(`Replay offline: SCENARIO=recorded:${data.name} RECORDINGS_DIR=${recordingsDir} npm run fake-server`);
} finally {
  await app.close();
  await rm(work, { recursive: true, force: true });
}
