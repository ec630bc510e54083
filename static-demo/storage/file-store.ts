import { BrowserStorageError, type Idb } from './idb.js';

/** Where the published folder is read from (fake-server/project-root.ts in the worker). */
type Mount = { prefix: string; read: (relative: string) => Promise<Uint8Array | null> };

const within = (path: string, folder: string) => path.startsWith(folder.endsWith('/') ? folder : `${folder}/`);

/**
 * The files of a visitor's world (uploaded avatars, snapshots' copies of them) in IndexedDB, by
 * absolute path, with the list of paths in memory so that existence checks answer at once, as
 * node:fs's existsSync does. Folders exist where files are under them. A read-only mount serves
 * the published folder's own files (docs/decisions/100).
 */
export function createFileStore() {
  let idb: Idb | null = null;
  const paths = new Set<string>();
  let mount: Mount | null = null;
  const db = () => {
    if (!idb) throw new Error('The file store is not open yet');
    return idb;
  };
  const write = (puts: Array<[string, Uint8Array]>, deletes: string[] = []) =>
    db()
      .write('files', puts, deletes)
      .catch((error: unknown) => {
        throw new BrowserStorageError(error);
      });

  return {
    async open(store: Idb, published?: Mount) {
      idb = store;
      mount = published ?? null;
      paths.clear();
      for (const key of await store.keys('files')) paths.add(key);
    },
    exists: (path: string) => paths.has(path) || [...paths].some((p) => within(p, path)),
    isFile: (path: string) => paths.has(path),
    async read(path: string): Promise<Uint8Array | null> {
      if (mount && within(path, mount.prefix)) return mount.read(path.slice(mount.prefix.length + 1));
      if (!paths.has(path)) return null;
      return (await db().get<Uint8Array>('files', path)) ?? null;
    },
    async write(path: string, bytes: Uint8Array) {
      await write([[path, bytes]]);
      paths.add(path);
    },
    /** Removes a file, or a folder with everything under it. */
    async remove(path: string) {
      const doomed = [...paths].filter((p) => p === path || within(p, path));
      if (doomed.length === 0) return;
      await write([], doomed);
      for (const p of doomed) paths.delete(p);
    },
    /** Copies a folder's files under another folder (or one file to another path). */
    async copy(from: string, to: string): Promise<number> {
      const sources = [...paths].filter((p) => p === from || within(p, from));
      const puts: Array<[string, Uint8Array]> = [];
      for (const source of sources) {
        const bytes = await db().get<Uint8Array>('files', source);
        if (bytes) puts.push([`${to}${source.slice(from.length)}`, bytes]);
      }
      if (puts.length > 0) await write(puts);
      for (const [p] of puts) paths.add(p);
      return puts.length;
    },
    /** The names directly under a folder (files and folders). */
    list(folder: string): Array<{ name: string; file: boolean }> {
      const names = new Map<string, boolean>();
      for (const p of paths) {
        if (!within(p, folder)) continue;
        const rest = p.slice(folder.replace(/\/$/, '').length + 1);
        const [first = '', ...more] = rest.split('/');
        if (!names.has(first) || more.length > 0) names.set(first, more.length === 0);
      }
      return [...names].map(([name, file]) => ({ name, file }));
    },
    size: async (path: string) => (await db().get<Uint8Array>('files', path))?.byteLength ?? 0,
  };
}

/** The one file store of the worker, behind its node:fs and node:fs/promises. */
export const files = createFileStore();
