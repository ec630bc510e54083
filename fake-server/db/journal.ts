import { z } from '#contract/zod.js';
import { type CollectionName, type Database, RECORD_KEYS } from './schema.js';

type Row = Record<string, unknown>;
type Key = string | number;

/**
 * One change in the journal, a line of JSON. Every op is absolute (a whole record, a length, a
 * value). A journal is replayed only over the snapshot it continues (the snapshot names it, see
 * store.ts): over a newer one it would not be harmless.
 */
export type Op =
  | { c: CollectionName; put: Row }
  | { c: CollectionName; front: Row }
  | { c: CollectionName; del: Key }
  | { c: CollectionName; len: number }
  | { c: CollectionName; all: Row[] }
  | { set: 'scenario' | 'seq' | 'fixture' | 'organisation'; v: unknown };

const CollectionSchema = z.enum(Object.keys(RECORD_KEYS) as [CollectionName, ...CollectionName[]]);
const RowSchema = z.record(z.string(), z.unknown());
/** The shape of a journal line (the records in it are checked with the whole database after replay). */
export const OpSchema = z.union([
  z.object({ c: CollectionSchema, put: RowSchema }),
  z.object({ c: CollectionSchema, front: RowSchema }),
  z.object({ c: CollectionSchema, del: z.union([z.string(), z.number()]) }),
  z.object({ c: CollectionSchema, len: z.number().int().nonnegative() }),
  z.object({ c: CollectionSchema, all: z.array(RowSchema) }),
  z.object({ set: z.enum(['scenario', 'seq', 'fixture', 'organisation']), v: z.unknown() }),
]);

/**
 * Collections that grow with use and are only added to (plus a few marked changes): new records
 * are found at the ends of the array by identity, so their cost does not depend on their size.
 */
export const GROWING = ['contacts', 'mails', 'subscribers', 'events'] as const satisfies readonly CollectionName[];
type Growing = (typeof GROWING)[number];
const SCALARS = ['scenario', 'seq', 'fixture', 'organisation'] as const;
const COLLECTIONS = Object.keys(RECORD_KEYS) as CollectionName[];
const CORE = COLLECTIONS.filter((c) => !(GROWING as readonly string[]).includes(c));

const rows = (data: Database, c: CollectionName) => data[c] as unknown as Row[];
const keyOf = (c: CollectionName, row: Row) => row[RECORD_KEYS[c]] as Key;

/**
 * Works out what changed since the last commit. Small collections (users, orders, blogs...) are
 * compared record by record against their last written text; growing ones are looked at only
 * where they change (their ends, and records marked with `touch`).
 */
export function createTracker() {
  let root: Database | null = null;
  const scalars = new Map<string, string>();
  const core = new Map<CollectionName, { rows: Row[]; text: Map<Key, string> }>();
  const growing = new Map<Growing, { rows: Row[]; seen: WeakSet<Row>; count: number; touched: Set<Row> }>();

  /** Takes the whole database as written (after a compaction). */
  function reset(data: Database) {
    root = data;
    for (const s of SCALARS) scalars.set(s, JSON.stringify(data[s]));
    for (const c of CORE)
      core.set(c, { rows: rows(data, c), text: new Map(rows(data, c).map((r) => [keyOf(c, r), JSON.stringify(r)])) });
    for (const c of GROWING)
      growing.set(c, {
        rows: rows(data, c),
        seen: new WeakSet(rows(data, c)),
        count: rows(data, c).length,
        touched: new Set(),
      });
  }

  function diffCore(data: Database, c: CollectionName, ops: Op[]) {
    const state = core.get(c)!;
    const next = new Map<Key, string>();
    for (const row of rows(data, c)) {
      const key = keyOf(c, row);
      const text = JSON.stringify(row);
      next.set(key, text);
      if (state.text.get(key) !== text) ops.push({ c, put: row });
    }
    for (const key of state.text.keys()) if (!next.has(key)) ops.push({ c, del: key });
    state.text = next;
    state.rows = rows(data, c);
  }

  function diffGrowing(data: Database, c: Growing, ops: Op[]) {
    const state = growing.get(c)!;
    const list = rows(data, c);
    if (list !== state.rows) {
      ops.push({ c, all: list });
      state.seen = new WeakSet(list);
    } else {
      let front = 0;
      while (front < list.length && !state.seen.has(list[front]!)) front++;
      let back = list.length;
      while (back > front && !state.seen.has(list[back - 1]!)) back--;
      for (let i = front - 1; i >= 0; i--) ops.push({ c, front: list[i]! });
      for (let i = back; i < list.length; i++) ops.push({ c, put: list[i]! });
      // Fewer old records than before: the oldest were dropped from the end (the outbox window).
      if (back - front < state.count) ops.push({ c, len: list.length });
      for (const row of state.touched) if (state.seen.has(row)) ops.push({ c, put: row });
      for (let i = 0; i < front; i++) state.seen.add(list[i]!);
      for (let i = back; i < list.length; i++) state.seen.add(list[i]!);
    }
    state.rows = list;
    state.count = list.length;
    state.touched.clear();
  }

  return {
    reset,
    /** The ops since the last commit, or null when the database was replaced (compact instead). */
    changes(data: Database): Op[] | null {
      if (data !== root) return null;
      const ops: Op[] = [];
      for (const s of SCALARS) {
        const text = JSON.stringify(data[s]);
        if (scalars.get(s) !== text) ops.push({ set: s, v: data[s] });
        scalars.set(s, text);
      }
      for (const c of CORE) diffCore(data, c, ops);
      for (const c of GROWING) diffGrowing(data, c, ops);
      return ops;
    },
    /** A record of a growing collection was changed in place: write it with the next commit. */
    touch(c: CollectionName, row: object) {
      growing.get(c as Growing)?.touched.add(row as Row);
    },
  };
}

/** Applies journal ops to a database read from the snapshot file, in order, in time linear in their number. */
export function replay(data: Database, ops: Iterable<Op>): void {
  const index = new Map<CollectionName, Map<Key, Row>>();
  // Records added at the front wait here (newest last) and join their array once, not one unshift each.
  const heads = new Map<CollectionName, Row[]>();
  const dropped = new Set<Row>();
  const table = data as unknown as Record<string, unknown>;
  const indexOf = (c: CollectionName) => {
    let map = index.get(c);
    if (!map) index.set(c, (map = new Map(rows(data, c).map((r) => [keyOf(c, r), r]))));
    return map;
  };
  const settle = (c: CollectionName) => {
    const head = heads.get(c);
    const list = rows(data, c).filter((r) => !dropped.has(r));
    table[c] = head ? [...head.reverse().filter((r) => !dropped.has(r)), ...list] : list;
    heads.delete(c);
  };
  const upsert = (c: CollectionName, row: Row, atFront: boolean) => {
    const map = indexOf(c);
    const existing = map.get(keyOf(c, row));
    if (existing) {
      for (const k of Object.keys(existing)) delete existing[k];
      Object.assign(existing, row);
      return;
    }
    map.set(keyOf(c, row), row);
    if (!atFront) rows(data, c).push(row);
    else if (heads.has(c)) heads.get(c)!.push(row);
    else heads.set(c, [row]);
  };
  for (const op of ops) {
    if ('set' in op) table[op.set] = op.v;
    else if ('put' in op) upsert(op.c, op.put, false);
    else if ('front' in op) upsert(op.c, op.front, true);
    else if ('del' in op) {
      const row = indexOf(op.c).get(op.del);
      if (row) dropped.add(row);
      indexOf(op.c).delete(op.del);
    } else if ('len' in op) {
      settle(op.c);
      const list = rows(data, op.c);
      for (const row of list.slice(op.len)) indexOf(op.c).delete(keyOf(op.c, row));
      list.length = Math.min(list.length, op.len);
    } else {
      heads.delete(op.c);
      table[op.c] = op.all;
      index.delete(op.c);
    }
  }
  for (const c of COLLECTIONS) if (heads.has(c) || dropped.size > 0) settle(c);
}
