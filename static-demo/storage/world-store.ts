import { type Op, createTracker } from '../../fake-server/db/journal.js';
import { type Store, groupCommit } from '../../fake-server/db/store.js';
import { type Database, DatabaseSchema, RECORD_KEYS } from '#fake-server/db/schema.js';
import { BrowserStorageError, type Idb } from './idb.js';

const PARTS = ['scenario', 'seq', 'fixture', 'organisation', ...Object.keys(RECORD_KEYS)] as Array<keyof Database>;

/** The parts of the database an op changed. */
const partOf = (op: Op): keyof Database => ('set' in op ? op.set : op.c);

async function readWorld(idb: Idb): Promise<Database | null> {
  const entries = await idb.entries<unknown>('world');
  if (entries.size === 0) return null;
  const parsed = DatabaseSchema.safeParse(Object.fromEntries(entries));
  // A world written by an older build that no longer fits the schema starts again from the scenario.
  return parsed.success ? parsed.data : null;
}

/**
 * The fake server's Store (fake-server/db/store.ts) over IndexedDB: the database in memory, each
 * commit writing the parts that changed (found by the journal's tracker) in one transaction. A
 * write the browser refuses (a full quota) is not half kept: the world goes back to what is
 * stored and the caller gets a BrowserStorageError (docs/decisions/100). When what is stored
 * cannot be read back either (the database was closed or deleted under it), `lost` says so: the
 * copy in memory, refused change included, is never served again (docs/decisions/119).
 */
export async function openWorldStore(
  idb: Idb,
  seed: () => Database,
): Promise<{ store: Store; created: boolean; lost: () => boolean }> {
  const tracker = createTracker();
  let lost = false;
  const existing = await readWorld(idb);
  let data = existing ?? seed();

  async function writeParts(parts: Iterable<keyof Database>, clear = false) {
    await idb.write(
      'world',
      [...new Set(parts)].map((part) => [part, store.data[part]] as [string, unknown]),
      [],
      clear,
    );
  }

  async function commit() {
    const current = store.data;
    const ops = tracker.changes(current);
    try {
      if (ops === null) await writeParts(PARTS, true);
      else if (ops.length > 0) await writeParts(ops.map(partOf));
      if (ops === null) tracker.reset(current);
    } catch (error) {
      // What is stored is the world now: the refused change is dropped, not served.
      const stored = await readWorld(idb).catch(() => undefined);
      if (stored) {
        store.data = stored;
        tracker.reset(stored);
      } else lost = true;
      throw new BrowserStorageError(error);
    }
  }

  const store: Store = {
    get data() {
      return data;
    },
    set data(value) {
      data = value;
    },
    ...groupCommit(commit),
    touch: (collection, record) => tracker.touch(collection, record),
    failure: () => null,
    close: () => store.write(),
  };
  if (existing) tracker.reset(data);
  else {
    await writeParts(PARTS, true).catch((error: unknown) => {
      throw new BrowserStorageError(error);
    });
    tracker.reset(data);
  }
  return { store, created: !existing, lost: () => lost };
}
