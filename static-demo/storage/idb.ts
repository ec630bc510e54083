/** The object stores of a visitor's world: the database's parts, uploaded files, and the rest (clock, faults). */
export const STORES = ['world', 'files', 'meta'] as const;
export type StoreName = (typeof STORES)[number];
/** The key in `meta` every write changes: a worker that finds another there knows its copy is old. */
const STAMP = 'stamp';

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });

const committed = (tx: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    tx.oncomplete = () => resolve();
    // A quota error surfaces here (QuotaExceededError), on the transaction, not on each put.
    tx.onabort = () => reject(tx.error ?? new DOMException('IndexedDB transaction aborted', 'AbortError'));
    tx.onerror = () => undefined;
  });

/**
 * A small promise wrapper over IndexedDB: the world's database lives in the visitor's browser
 * (docs/decisions/100). Writes of several keys go in one transaction: all land, or none; each
 * also writes a new stamp, so that another worker over the same database (a release's, while
 * the old one still answers) sees that its copy in memory is old (docs/decisions/118). A
 * connection the browser closes (site data cleared, storage evicted) or another asks to close
 * (a deletion) is closed, and `closed` says so: the world is then opened afresh.
 */
export async function openIdb(name: string, factory: IDBFactory = indexedDB) {
  const open = factory.open(name, 1);
  open.onupgradeneeded = () => {
    for (const store of STORES) if (!open.result.objectStoreNames.contains(store)) open.result.createObjectStore(store);
  };
  const db = await done(open);
  let closed = false;
  db.onclose = () => (closed = true);
  db.onversionchange = () => {
    closed = true;
    db.close();
  };
  const read = (store: StoreName) => db.transaction(store, 'readonly').objectStore(store);
  const get = <T>(store: StoreName, key: string) => done(read(store).get(key)) as Promise<T | undefined>;
  /** The stamp of the last write this connection made or saw. */
  let known = await get<string>('meta', STAMP);
  return {
    get,
    keys: async (store: StoreName) => (await done(read(store).getAllKeys())) as string[],
    /** Every entry of a store, as a map from key to value. */
    async entries<T>(store: StoreName): Promise<Map<string, T>> {
      const s = read(store);
      const [keys, values] = await Promise.all([done(s.getAllKeys()), done(s.getAll())]);
      return new Map(keys.map((k, i) => [k as string, values[i] as T]));
    },
    /** Puts and deletes in one transaction, with a new stamp; `clear` empties the store first. */
    async write(store: StoreName, puts: Iterable<[string, unknown]>, deletes: Iterable<string> = [], clear = false) {
      const tx = db.transaction(store === 'meta' ? [store] : [store, 'meta'], 'readwrite');
      const s = tx.objectStore(store);
      if (clear) s.clear();
      for (const key of deletes) s.delete(key);
      for (const [key, value] of puts) s.put(value, key);
      const stamp = crypto.randomUUID();
      tx.objectStore('meta').put(stamp, STAMP);
      await committed(tx);
      known = stamp;
    },
    /** Whether another connection wrote since this one last did (or read the stamp). */
    stale: async () => (await get<string>('meta', STAMP)) !== known,
    get closed() {
      return closed;
    },
    close: () => {
      closed = true;
      db.close();
    },
  };
}
export type Idb = Awaited<ReturnType<typeof openIdb>>;

/** A write the browser refused: for lack of room (QuotaExceededError), or for another reason. */
export class BrowserStorageError extends Error {
  readonly quota: boolean;
  constructor(cause: unknown) {
    const reason = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
    super(`The browser did not store the demo's data (${reason})`, { cause });
    this.quota = cause instanceof Error && cause.name === 'QuotaExceededError';
  }
}
