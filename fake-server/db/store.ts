import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Low, Memory } from 'lowdb';
import { JSONFile } from 'lowdb/node';
import type { Database } from './schema.js';

export type Store = Low<Database>;

/**
 * The database file: lowdb writes through steno (temp file then rename), so a crash never
 * leaves half a file, and concurrent writes in this process are serialised and coalesced.
 */
export async function openFileStore(file: string, seed: () => Database): Promise<{ store: Store; created: boolean }> {
  await mkdir(dirname(file), { recursive: true });
  const store = new Low<Database>(new JSONFile<Database>(file), null as unknown as Database);
  await store.read();
  const created = store.data == null;
  if (created) {
    store.data = seed();
    await store.write();
  }
  return { store, created };
}

export function memoryStore(data: Database): Store {
  return new Low<Database>(new Memory<Database>(), structuredClone(data));
}
