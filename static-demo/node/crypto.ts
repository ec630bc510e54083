import { sha256 } from '@noble/hashes/sha2.js';
import { Buffer } from './buffer.js';

/**
 * The part of node:crypto the fake server uses, for the worker: random bytes, integers and UUIDs
 * from the browser's CSPRNG (crypto.getRandomValues), a constant-time comparison, and SHA-256
 * (synchronous, as fake-server/db/schema.ts needs it: @noble/hashes).
 */
export function randomBytes(size: number): Buffer {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(size)));
}

/** A uniform integer in [min, max) (or [0, min) with one argument), by rejection: no modulo bias. */
export function randomInt(min: number, max?: number): number {
  const [low, high] = max === undefined ? [0, min] : [min, max];
  const range = high - low;
  if (!Number.isSafeInteger(range) || range <= 0 || range > 2 ** 32) throw new RangeError('randomInt: bad range');
  const limit = 2 ** 32 - (2 ** 32 % range);
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word);
  while (word[0]! >= limit);
  return low + (word[0]! % range);
}

export const randomUUID = (): string => crypto.randomUUID();

export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) throw new RangeError('Input buffers must have the same byte length');
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

export function createHash(algorithm: string) {
  if (algorithm !== 'sha256') throw new Error(`The static demo has no ${algorithm} hash`);
  const hash = sha256.create();
  const api = {
    update(data: string | Uint8Array) {
      hash.update(typeof data === 'string' ? new TextEncoder().encode(data) : data);
      return api;
    },
    digest(encoding?: 'hex' | 'base64' | 'base64url') {
      const bytes = Buffer.from(hash.digest());
      return encoding ? bytes.toString(encoding) : bytes;
    },
  };
  return api;
}
