import { randomBytes } from 'node:crypto';
import { open, mkdir, readFile, stat, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Low } from 'lowdb';
import { DataFile } from 'lowdb/node';
import { type Op, OpSchema, createTracker, replay } from './journal.js';
import { type CollectionName, type Database, DatabaseSchema } from './schema.js';

/**
 * What services see: the data in memory, and `write()`, which resolves once every change made so
 * far is in the files (a group commit: one append answers every caller since the last one).
 */
export type Store = {
  data: Database;
  write(): Promise<void>;
  /** For changes that may wait a moment (read counters): written with the next commit, at the latest after FLUSH_SOON_MS. */
  writeSoon(): void;
  /** A record of a growing collection (contacts, mails, subscribers, events) was changed in place. */
  touch(collection: CollectionName, record: object): void;
  /** Set once a write failed: the server must stop answering from data the file will not hold. */
  failure(): Error | null;
  /** Writes what is pending and compacts the files (a graceful stop). */
  close(): Promise<void>;
  /** Bytes the database takes on disk (its last compaction and the journal since): a file store's only. */
  bytes?(): number;
};

export const FLUSH_SOON_MS = 250;
/** The journal is folded into the snapshot once it is larger than this, or than the snapshot. */
const COMPACT_AT_BYTES = 16 * 1024 * 1024;

/** A database file (or snapshot) that cannot be used, with the file named in the message. */
export class DatabaseFileError extends Error {}

/** The path of the journal beside a database file. */
export const journalOf = (file: string) => `${file}.journal`;

/** Checks parsed JSON against the schema; the message names the file and what does not fit. */
function checkDatabase(raw: unknown, file: string): Database {
  const parsed = DatabaseSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const where = parsed.error.issues
    .slice(0, 3)
    .map((i) => `${i.path.join('.') || '(top)'}: ${i.message}`)
    .join('; ');
  throw new DatabaseFileError(
    `The database file ${file} does not hold this server's database (${where}). Fix or delete it (a new one is seeded), or restore a snapshot.`,
  );
}

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new DatabaseFileError(
      `The database file ${file} is not valid JSON (${(error as Error).message}). Fix or delete it (a new one is seeded), or restore a snapshot.`,
    );
  }
}

/** Parses and checks a database; the message names the file and what does not fit. */
export const parseDatabase = (text: string, file: string): Database => checkDatabase(parseJson(text, file), file);

/**
 * The key under which the snapshot file names the journal that continues it. Each compaction
 * picks a new name, writes the snapshot, then empties the journal and writes the name as its
 * first line. A journal that carries another name was left by a crash between those two steps:
 * the snapshot already holds it, and replaying it would not be harmless (a record it adds at the
 * front may since have left the outbox window, and its `len` would then cut a newer one; after a
 * scenario switch it would bring back the old data).
 */
const JOURNAL_KEY = 'journal';
type Header = { [JOURNAL_KEY]: string };
const headerLine = (name: string) => `${JSON.stringify({ [JOURNAL_KEY]: name } satisfies Header)}\n`;
const isHeader = (value: unknown): value is Header =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[JOURNAL_KEY] === 'string';

/** A snapshot file: the database and the name of its journal (null in files written before names). */
function parseSnapshot(text: string, file: string): { data: Database; journal: string | null } {
  const raw = parseJson(text, file);
  return { data: checkDatabase(raw, file), journal: isHeader(raw) ? raw[JOURNAL_KEY] : null };
}

/**
 * Journal lines as ops, and the journal's name from its first line (null when it has none); a
 * torn last line (the process died mid-append, so it was never answered) is ignored.
 */
function journalOps(text: string, file: string): { name: string | null; ops: Op[] } {
  const lines = text.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const broken = (line: number, why: string) =>
    new DatabaseFileError(
      `The journal ${file} is broken at line ${line} (${why}). Delete it to go back to the last compaction of ${file.replace(/\.journal$/, '')}.`,
    );
  const values = lines.flatMap((line, i) => {
    try {
      return [JSON.parse(line) as unknown];
    } catch {
      if (i === lines.length - 1) return [];
      throw broken(i + 1, 'not JSON');
    }
  });
  const first = values[0];
  const name = isHeader(first) ? first[JOURNAL_KEY] : null;
  const ops = name === null ? values : values.slice(1);
  ops.forEach((op, i) => {
    if (!OpSchema.safeParse(op).success)
      throw broken(i + 1 + (name === null ? 0 : 1), 'not a change this server writes');
  });
  return { name, ops: ops as Op[] };
}

const readText = (file: string) =>
  readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });

/** `clean`: the journal is the snapshot's own and holds nothing yet (no op, no torn line). */
type Loaded = { data: Database; journal: string | null; clean: boolean };

/** The snapshot and, when it is the snapshot's own, its journal replayed over it. */
async function loadFiles(file: string): Promise<Loaded | null> {
  const text = await readText(file);
  if (text === null) return null;
  const { data, journal } = parseSnapshot(text, file);
  // Only a regular file holds a journal (a device such as /dev/full stands in for a full disk in tests).
  const isFile = await stat(journalOf(file)).then(
    (s) => s.isFile(),
    () => false,
  );
  const lines = isFile ? await readText(journalOf(file)) : null;
  const { name, ops } = lines ? journalOps(lines, journalOf(file)) : { name: null, ops: [] };
  if (name !== journal) return { data, journal, clean: false };
  if (ops.length === 0)
    return { data, journal, clean: (lines ?? '') === (journal === null ? '' : headerLine(journal)) };
  // The records the journal brings in are checked with the rest, as the snapshot was.
  const label = `${file} with its journal ${journalOf(file)}`;
  try {
    replay(data, ops);
  } catch (error) {
    throw new DatabaseFileError(`The database file ${label} cannot be replayed (${(error as Error).message}).`);
  }
  return { data: checkDatabase(data, label), journal, clean: false };
}

/** The database a file and its journal hold, read without opening a store (tests, tools). */
export async function readDatabaseFiles(file: string): Promise<Database | null> {
  return (await loadFiles(file))?.data ?? null;
}

/**
 * The database on disk: a snapshot file written atomically by lowdb (temp file, then rename) and
 * an append-only journal beside it. A commit appends the changed records (docs/decisions/025), so
 * its cost follows the change, not the size of the data; compaction folds the journal into the
 * snapshot on start, on close, and when the journal grows past the snapshot's size.
 */
export async function openFileStore(
  file: string,
  seed: () => Database,
  options: {
    onFailure?: (error: Error) => void;
    /** Compact whenever the journal passes this many bytes (a sandbox's budget counts the files). */
    compactAtBytes?: number;
  } = {},
): Promise<{ store: Store; created: boolean }> {
  await mkdir(dirname(file), { recursive: true });
  /** The name of the journal the snapshot on disk continues with. */
  let journalName: string | null = null;
  const snapshot = new Low<Database>(
    new DataFile<Database>(file, {
      parse: (text) => parseDatabase(text, file),
      stringify: (data) => JSON.stringify({ [JOURNAL_KEY]: journalName, ...data }),
    }),
    null as unknown as Database,
  );
  const existing = await loadFiles(file);
  const created = existing === null;
  const journalFile = journalOf(file);
  let journal: FileHandle;
  try {
    journal = await open(journalFile, 'a');
  } catch (error) {
    throw new DatabaseFileError(
      `The database folder ${dirname(file)} cannot be written (${(error as NodeJS.ErrnoException).code}): the server needs to write ${journalFile}.`,
    );
  }
  const tracker = createTracker();
  let journalBytes = 0;
  let snapshotBytes = 0;
  let failed: Error | null = null;

  async function compact(data: Database) {
    journalName = randomBytes(8).toString('hex');
    snapshot.data = data;
    await snapshot.write();
    await journal.truncate(0);
    await journal.appendFile(headerLine(journalName));
    tracker.reset(data);
    journalBytes = 0;
    snapshotBytes = (await stat(file)).size;
  }

  async function commit() {
    if (failed) throw failed;
    const data = store.data;
    try {
      const ops = tracker.changes(data);
      const compactAt = options.compactAtBytes ?? Math.max(COMPACT_AT_BYTES, snapshotBytes);
      if (ops === null || journalBytes > compactAt) return await compact(data);
      if (ops.length === 0) return;
      const text = `${ops.map((op) => JSON.stringify(op)).join('\n')}\n`;
      await journal.appendFile(text);
      journalBytes += Buffer.byteLength(text);
    } catch (error) {
      failed = new Error(
        `The database cannot be written to ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}). The server stops answering rather than serve changes the file does not hold.`,
      );
      options.onFailure?.(failed);
      throw failed;
    }
  }

  const store: Store = {
    data: existing?.data ?? seed(),
    ...groupCommit(commit),
    touch: (collection, record) => tracker.touch(collection, record),
    failure: () => failed,
    bytes: () => snapshotBytes + journalBytes,
    async close() {
      await store.write();
      await compact(store.data);
      await journal.close();
    },
  };
  // A fresh or journaled database is written whole once; a clean one (its own journal, empty) is only read.
  if (!existing?.clean) await compact(store.data);
  else {
    journalName = existing.journal;
    tracker.reset(store.data);
    snapshotBytes = (await stat(file)).size;
  }
  return { store, created };
}

/**
 * A store's `write` and `writeSoon` over its `commit`: commits run one after another, and a
 * write() during a commit joins the next one (one commit answers every caller since the last).
 * Also the static demo's IndexedDB store (static-demo/storage/world-store.ts).
 */
export function groupCommit(commit: () => Promise<void>): Pick<Store, 'write' | 'writeSoon'> {
  let running: Promise<void> = Promise.resolve();
  let next: Promise<void> | null = null;
  let soon: ReturnType<typeof setTimeout> | null = null;
  const write = () => {
    if (soon) clearTimeout(soon);
    soon = null;
    if (!next) {
      next = running.then(() => {
        next = null;
        return commit();
      });
      running = next.catch(() => undefined);
    }
    return next;
  };
  return {
    write,
    writeSoon() {
      soon ??= setTimeout(() => void write().catch(() => undefined), FLUSH_SOON_MS);
    },
  };
}

/** An in-memory store (unit tests, the prerender's data source): nothing to write. */
export function memoryStore(data: Database): Store {
  return {
    data: structuredClone(data),
    write: async () => {},
    writeSoon: () => {},
    touch: () => {},
    failure: () => null,
    close: async () => {},
  };
}
