import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { type ImageHeader, readImageHeader } from '#contract/image-header.js';
import type { Deps } from './deps.js';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Larger pictures are refused before anything decodes them (decompression bombs). */
export const UPLOAD_MAX_PIXELS = 40_000_000;
export const UPLOAD_URL_PREFIX = '/uploads/';

export type ImageKind = ImageHeader;

export type UploadCheck = { ok: true; image: ImageKind } | { ok: false; reason: 'uploadNotImage' | 'uploadTooLarge' };

export function checkUpload(bytes: Buffer): UploadCheck {
  if (bytes.length > UPLOAD_MAX_BYTES) return { ok: false, reason: 'uploadTooLarge' };
  const image = readImageHeader(bytes);
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
