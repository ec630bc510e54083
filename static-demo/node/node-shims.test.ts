import * as nodeCrypto from 'node:crypto';
import nativeArgon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { PASSWORD_HASHES } from '#fake-server/seed/factories.js';
import argon2 from './argon2.js';
import { Buffer as BrowserBuffer } from './buffer.js';
import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from './crypto.js';

/** The browser implementations the worker build puts in place of Node's (static-demo/node), against Node's own. */
describe("the worker's node:crypto", () => {
  it('hashes SHA-256 as Node does', () => {
    for (const text of ['', 'abc', 'ü 中文 🙂', 'x'.repeat(10_000)])
      expect(createHash('sha256').update(text).digest('hex')).toBe(
        nodeCrypto.createHash('sha256').update(text).digest('hex'),
      );
  });
  it('gives random bytes, integers in range and UUIDs', () => {
    expect(randomBytes(32)).toHaveLength(32);
    expect(randomBytes(16).toString('hex')).toMatch(/^[0-9a-f]{32}$/);
    const draws = Array.from({ length: 2000 }, () => randomInt(0, 10));
    expect(Math.min(...draws)).toBe(0);
    expect(Math.max(...draws)).toBe(9);
    expect(randomUUID()).toMatch(/^[0-9a-f-]{36}$/);
    expect(() => randomInt(5, 5)).toThrow(RangeError);
  });
  it('compares in constant time and refuses different lengths, as Node does', () => {
    expect(timingSafeEqual(Buffer.from('abc'), Buffer.from('abc'))).toBe(true);
    expect(timingSafeEqual(Buffer.from('abc'), Buffer.from('abd'))).toBe(false);
    expect(() => timingSafeEqual(Buffer.from('a'), Buffer.from('ab'))).toThrow(RangeError);
  });
});

describe("the worker's Buffer", () => {
  it('writes and reads base64url as Node does', () => {
    const bytes = Uint8Array.from([251, 255, 191, 0, 1, 2, 62, 63]);
    const encoded = BrowserBuffer.from(bytes).toString('base64url');
    expect(encoded).toBe(Buffer.from(bytes).toString('base64url'));
    expect([...BrowserBuffer.from(encoded, 'base64url')]).toEqual([...bytes]);
    expect(BrowserBuffer.isEncoding('base64url')).toBe(true);
  });
});

describe("the worker's argon2 (hash-wasm)", () => {
  it("verifies the scenarios' stored hashes (native addon) and refuses a wrong password", async () => {
    expect(await argon2.verify(PASSWORD_HASHES.Motion2025, 'Motion2025')).toBe(true);
    expect(await argon2.verify(PASSWORD_HASHES.Motion2025, 'Motion2026')).toBe(false);
  });
  it('writes hashes the native addon verifies', async () => {
    const options = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
    const hash = await argon2.hash('Start2025', options);
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await nativeArgon2.verify(hash, 'Start2025')).toBe(true);
    expect(await argon2.verify(await nativeArgon2.hash('Start2025', { ...options, type: 2 }), 'Start2025')).toBe(true);
  });
  it('refuses what is not an Argon2id hash', async () => {
    await expect(argon2.verify('$2b$10$abc', 'x')).rejects.toThrow();
    await expect(argon2.verify('$argon2id$v=19$m=0,t=1,p=1$c2FsdHNhbHQ$aGFzaA', 'x')).rejects.toThrow();
  });
});
