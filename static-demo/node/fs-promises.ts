import { files } from '../storage/file-store.js';
import { Buffer } from './buffer.js';

/**
 * The part of node:fs/promises the fake server's code uses (uploads, snapshots, the API
 * reference, recordings' list), for the worker: files kept in IndexedDB (storage/file-store.ts).
 * Anything else throws, so a new use shows up in the tests instead of doing nothing.
 */
const missing = (path: string) =>
  Object.assign(new Error(`ENOENT: no such file or directory, '${path}'`), { code: 'ENOENT', path });
const bytesOf = (data: string | Uint8Array) => (typeof data === 'string' ? new TextEncoder().encode(data) : data);

export async function readFile(path: string, encoding?: BufferEncoding | { encoding?: BufferEncoding }) {
  const bytes = await files.read(String(path));
  if (!bytes) throw missing(String(path));
  const as = typeof encoding === 'string' ? encoding : encoding?.encoding;
  const buffer = Buffer.from(bytes);
  return as ? buffer.toString(as) : buffer;
}

export const writeFile = (path: string, data: string | Uint8Array) => files.write(String(path), bytesOf(data));

export async function mkdir() {
  return undefined;
}

export async function rm(path: string, options: { force?: boolean; recursive?: boolean } = {}) {
  if (!files.exists(String(path))) {
    if (options.force) return;
    throw missing(String(path));
  }
  await files.remove(String(path));
}

export async function cp(from: string, to: string) {
  if (!files.exists(String(from))) throw missing(String(from));
  await files.copy(String(from), String(to));
}

export async function readdir(path: string, options?: { withFileTypes?: boolean }) {
  const entries = files.list(String(path));
  if (entries.length === 0 && !files.exists(String(path))) throw missing(String(path));
  if (!options?.withFileTypes) return entries.map((e) => e.name);
  return entries.map((e) => ({ name: e.name, isFile: () => e.file, isDirectory: () => !e.file }));
}

export async function stat(path: string) {
  if (!files.exists(String(path))) throw missing(String(path));
  const file = files.isFile(String(path));
  const size = file ? await files.size(String(path)) : 0;
  return { size, isFile: () => file, isDirectory: () => !file, mtimeMs: 0 };
}

const unavailable = (name: string) => () => {
  throw new Error(`node:fs/promises ${name} is not available in the static demo`);
};
export const open = unavailable('open');
export const rename = unavailable('rename');
export const utimes = unavailable('utimes');

export default { readFile, writeFile, mkdir, rm, cp, readdir, stat, open, rename, utimes };
