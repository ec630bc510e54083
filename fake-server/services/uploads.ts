import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { Deps } from './deps.js';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Larger pictures are refused before anything decodes them (decompression bombs). */
export const UPLOAD_MAX_PIXELS = 40_000_000;
export const UPLOAD_URL_PREFIX = '/uploads/';

export type ImageKind = { type: 'png' | 'jpeg'; width: number; height: number };

/** What the bytes are, whatever the file is called: PNG or JPEG with its size, else null. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length >= 24 && bytes.subarray(0, 8).equals(png) && bytes.toString('latin1', 12, 16) === 'IHDR') {
    return { type: 'png', width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    const size = jpegSize(bytes);
    return size && { type: 'jpeg', ...size };
  }
  return null;
}

/** Walks the JPEG markers to the first frame header (SOF0..SOF15 but DHT, JPG, DAC). */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const length = bytes.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    }
    i += 2 + length;
  }
  return null;
}

export type UploadCheck = { ok: true; image: ImageKind } | { ok: false; reason: 'uploadNotImage' | 'uploadTooLarge' };

export function checkUpload(bytes: Buffer): UploadCheck {
  if (bytes.length > UPLOAD_MAX_BYTES) return { ok: false, reason: 'uploadTooLarge' };
  const image = sniffImage(bytes);
  if (!image || image.width < 1 || image.height < 1) return { ok: false, reason: 'uploadNotImage' };
  if (image.width * image.height > UPLOAD_MAX_PIXELS) return { ok: false, reason: 'uploadTooLarge' };
  return { ok: true, image };
}

/** The stored name of an upload url (`/uploads/<32 hex>.png|jpg`), else null. */
export const uploadName = (url: string): string | null =>
  /^\/uploads\/([0-9a-f]{32}\.(?:png|jpg))$/.exec(url)?.[1] ?? null;

/**
 * Stores under a random name with the extension of its real type, recorded as the uploader's;
 * answers the public url.
 */
export async function storeUpload(deps: Deps, userId: number, bytes: Buffer, image: ImageKind): Promise<string> {
  await mkdir(deps.uploadDir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.${image.type === 'png' ? 'png' : 'jpg'}`;
  await writeFile(join(deps.uploadDir, name), bytes);
  deps.store.data.uploads.push({ name, userId, createdAt: deps.clock.iso() });
  await deps.store.write();
  return `${UPLOAD_URL_PREFIX}${name}`;
}

/** The user's own upload of that name, if it is theirs. */
export const ownUpload = (deps: Deps, userId: number, name: string | null) =>
  name ? deps.store.data.uploads.find((u) => u.name === name && u.userId === userId) : undefined;

/** Deletes uploads of this user (all of them, or those named); another user's file is never touched. */
export async function deleteUploads(deps: Deps, userId: number, names?: string[]): Promise<void> {
  const data = deps.store.data;
  const doomed = data.uploads.filter((u) => u.userId === userId && (!names || names.includes(u.name)));
  if (doomed.length === 0) return;
  data.uploads = data.uploads.filter((u) => !doomed.includes(u));
  await deps.store.write();
  await Promise.all(doomed.map((u) => rm(join(deps.uploadDir, basename(u.name)), { force: true })));
}
