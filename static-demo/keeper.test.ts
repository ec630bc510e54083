import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { Code } from '#contract/envelope.js';
import { DEMO_WORLD_HEADER } from '#contract/demo-world.js';
import { answerFetch } from './fetch-adapter.js';
import { type Keeper, type Locks, keepWorld, localLocks } from './keeper.js';
import { openWorld } from './world.js';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })));
});

/** An IndexedDB whose open connections the test can reach (to close one as a browser would). */
function factoryWithConnections() {
  const factory = new IDBFactory();
  const connections: IDBDatabase[] = [];
  const open = factory.open.bind(factory);
  factory.open = (name: string, version?: number) => {
    const request = open(name, version);
    request.addEventListener('success', () => connections.push(request.result));
    return request;
  };
  return { factory, connections };
}

/** A worker's keeper of the world `name` over a browser's IndexedDB (one per worker: old, new, restarted). */
async function worker(factory: IDBFactory, locks: Locks) {
  const dir = await mkdtemp(join(tmpdir(), 'static-keeper-'));
  folders.push(dir);
  return keepWorld({
    name: 'motionatlas-demo:/',
    locks,
    open: () =>
      openWorld({
        name: 'motionatlas-demo:/',
        idbFactory: factory,
        webOrigin: 'https://demo.example/',
        hashCost: 'test',
        rateLimit: false,
        uploadDir: join(dir, 'uploads'),
        snapshotDir: join(dir, 'snapshots'),
      }),
  });
}

const contact = (keeper: Keeper, content: string) =>
  keeper.handle({
    method: 'POST',
    target: '/api/common/propose/create',
    headers: { 'content-type': 'application/json', language: 'en' },
    body: new TextEncoder().encode(JSON.stringify({ userName: 'Ada', contact: 'a@example.com', content })),
    ip: '127.0.0.1',
  });
const codeOf = (answer: { body: string | Uint8Array }) => (JSON.parse(String(answer.body)) as { code: string }).code;
const contents = (keeper: Keeper) =>
  keeper
    .current()!
    .deps.store.data.contacts.map((c) => c.content)
    .sort();

describe('one writer at a time over the stored world', () => {
  it('a release: the new worker reads the world while the old one still writes, and loses none of it', async () => {
    const factory = new IDBFactory();
    const locks = localLocks();
    const old = await worker(factory, locks);
    expect(codeOf(await contact(old, 'old-1'))).toBe('OK');
    const next = await worker(factory, locks);
    await next.warm();
    // The old worker answers more while the new one is installed with its copy.
    expect(codeOf(await contact(old, 'old-2'))).toBe('OK');
    // Both at once: the lock takes them one after the other, each on the stored world.
    const answers = await Promise.all([
      contact(next, 'new-1'),
      contact(old, 'old-3'),
      contact(next, 'new-2'),
      contact(old, 'old-4'),
    ]);
    expect(answers.map(codeOf)).toEqual(['OK', 'OK', 'OK', 'OK']);
    const restarted = await worker(factory, locks);
    await restarted.warm();
    const expected = ['new-1', 'new-2', 'old-1', 'old-2', 'old-3', 'old-4'];
    expect(contents(restarted).filter((c) => expected.includes(c))).toEqual(expected);
    expect(answers.every((a) => a.headers[DEMO_WORLD_HEADER] === restarted.current()!.id)).toBe(true);
  });

  it("a worker's own requests run side by side; another worker's wait for their turn, then see their writes", async () => {
    const factory = new IDBFactory();
    const locks = localLocks();
    const a = await worker(factory, locks);
    const b = await worker(factory, locks);
    await Promise.all([a.warm(), b.warm()]);
    // a's first write takes 400 ms (a slow disk): its turn of the lock lasts until it is stored.
    const store = a.current()!.deps.store;
    const write = store.write.bind(store);
    let first = true;
    store.write = async () => {
      if (first) await new Promise((resolve) => setTimeout(resolve, 400));
      first = false;
      return write();
    };
    const order: string[] = [];
    const slow = contact(a, 'slow').then(() => order.push('a slow'));
    const quick = contact(a, 'quick').then(() => order.push('a quick'));
    const other = contact(b, 'other').then(() => order.push('b'));
    await Promise.all([slow, quick, other]);
    // a's two calls share its turn (its writes stored in order); b's comes after both.
    expect(order).toEqual(['a slow', 'a quick', 'b']);
    expect(contents(b).filter((c) => ['slow', 'quick', 'other'].includes(c))).toEqual(['other', 'quick', 'slow']);
  });

  it('a delay fault holds only its own call: the next one of any tab answers at once; a closed tab lets go', async () => {
    const factory = new IDBFactory();
    const locks = localLocks();
    // Two workers over one world: the lock is what two tabs (or an old and a new worker) share.
    const [a, b] = [await worker(factory, locks), await worker(factory, locks)];
    await Promise.all([a.warm(), b.warm()]);
    const arm = (fault: object) =>
      a.handle({
        method: 'POST',
        target: '/__dev/faults',
        headers: { 'content-type': 'application/json', host: 'demo.example' },
        body: new TextEncoder().encode(JSON.stringify(fault)),
        ip: '127.0.0.1',
      });
    await arm({ path: '/api/information/list', delayMs: 3000, times: 2 });
    // Through the fetch adapter, as the worker answers a page's fetch: the delay is held there.
    const list = (keeper: Keeper, signal?: AbortSignal) =>
      answerFetch(
        new Request('https://demo.example/api/information/list?page=1&size=10', { signal }),
        '/',
        keeper.handle,
      );
    const started = performance.now();
    const slow = list(a).then(() => performance.now() - started);
    // Past the 500 ms a worker lets others join its turn: before, the lock was held for the delay.
    await new Promise((resolve) => setTimeout(resolve, 700));
    const quick = async (keeper: Keeper) => {
      const at = performance.now();
      expect(codeOf(await contact(keeper, `quick ${at}`))).toBe('OK');
      return performance.now() - at;
    };
    expect(await quick(b), 'another tab').toBeLessThan(1500);
    expect(await quick(a), 'the same tab').toBeLessThan(1500);
    // A tab closed while its call is held: the wait ends with it.
    const closed = new AbortController();
    const abandoned = list(b, closed.signal);
    setTimeout(() => closed.abort(), 100);
    const at = performance.now();
    await abandoned;
    expect(performance.now() - at).toBeLessThan(1500);
    expect(await slow).toBeGreaterThanOrEqual(2900);
  });

  it("holds with the browser's Web Locks too (navigator.locks, where the runtime has it)", async () => {
    const webLocks = (globalThis as { navigator?: { locks?: Locks } }).navigator?.locks;
    if (!webLocks) return;
    const factory = new IDBFactory();
    const [a, b] = [await worker(factory, webLocks), await worker(factory, webLocks)];
    await Promise.all([a.warm(), b.warm()]);
    await Promise.all(['a-1', 'b-1', 'a-2', 'b-2'].map((mark) => contact(mark.startsWith('a') ? a : b, mark)));
    await b.handle({
      method: 'GET',
      target: '/__dev/clock',
      headers: { host: 'demo.example' },
      body: new Uint8Array(),
      ip: '127.0.0.1',
    });
    expect(contents(b).filter((c) => /^[ab]-/.test(c))).toEqual(['a-1', 'a-2', 'b-1', 'b-2']);
  });
});

describe('a database closed or deleted under the world', () => {
  it('deleted (site data cleared): the next call reopens it from the scenario, as a new world', async () => {
    const factory = new IDBFactory();
    const keeper = await worker(factory, localLocks());
    const first = await contact(keeper, 'before');
    const deleted = factory.deleteDatabase('motionatlas-demo:/');
    await new Promise((resolve) => (deleted.onsuccess = resolve));
    const after = await contact(keeper, 'after');
    expect(codeOf(after)).toBe('OK');
    expect(after.headers[DEMO_WORLD_HEADER]).not.toBe(first.headers[DEMO_WORLD_HEADER]);
    expect(contents(keeper)).toContain('after');
    expect(contents(keeper)).not.toContain('before');
  });

  it('closed during a write: "not kept", and the refused write never shows afterwards', async () => {
    const { factory, connections } = factoryWithConnections();
    const keeper = await worker(factory, localLocks());
    expect(codeOf(await contact(keeper, 'kept'))).toBe('OK');
    // The browser closes the connection while the call is in the handler, without a word (no close
    // event): its write fails, and so does the re-read that would undo it. (The handler is held
    // before its write: a delay fault holds the answer only, after the lock.)
    const store = keeper.current()!.deps.store;
    const write = store.write.bind(store);
    store.write = async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return write();
    };
    const pending = contact(keeper, 'refused');
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (const connection of connections) connection.close();
    const refused = await pending;
    expect(JSON.parse(String(refused.body))).toEqual({
      code: Code.ServerError,
      message: expect.stringContaining('the last change was not kept'),
    });
    expect(codeOf(await contact(keeper, 'next'))).toBe('OK');
    expect(contents(keeper).filter((c) => ['kept', 'refused', 'next'].includes(c))).toEqual(['kept', 'next']);
    const restarted = await worker(factory, localLocks());
    await restarted.warm();
    expect(contents(restarted).filter((c) => ['kept', 'refused', 'next'].includes(c))).toEqual(['kept', 'next']);
  });
});
