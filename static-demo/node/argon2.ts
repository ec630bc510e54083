import { argon2id } from 'hash-wasm';
import { Buffer } from './buffer.js';
import { randomBytes, timingSafeEqual } from './crypto.js';

/**
 * The part of the `argon2` package the fake server's hasher uses (fake-server/services/secrets.ts),
 * for the worker: real Argon2id in WebAssembly (hash-wasm), reading and writing the same PHC
 * strings as the native addon, so the scenarios' stored hashes verify unchanged.
 */
type Options = { type?: number; memoryCost: number; timeCost: number; parallelism: number };

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64').replace(/=+$/, '');
const unb64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

async function derive(password: string, salt: Uint8Array, o: Options, length: number): Promise<Uint8Array> {
  return argon2id({
    password,
    salt,
    parallelism: o.parallelism,
    iterations: o.timeCost,
    memorySize: o.memoryCost,
    hashLength: length,
    outputType: 'binary',
  });
}

async function hash(password: string, options: Options): Promise<string> {
  const salt = new Uint8Array(randomBytes(16));
  const digest = await derive(password, salt, options, 32);
  const { memoryCost: m, timeCost: t, parallelism: p } = options;
  return `$argon2id$v=19$m=${m},t=${t},p=${p}$${b64(salt)}$${b64(digest)}`;
}

/** Parameters in any order, as PHC strings allow (the native addon writes m,t,p; older ones m,p,t). */
async function verify(encoded: string, password: string): Promise<boolean> {
  const parts = /^\$argon2id\$v=19\$([^$]+)\$([^$]+)\$([^$]+)$/.exec(encoded);
  if (!parts) throw new Error('Not an Argon2id hash');
  const params = Object.fromEntries(parts[1]!.split(',').map((pair) => pair.split('=') as [string, string]));
  const options = { memoryCost: Number(params.m), timeCost: Number(params.t), parallelism: Number(params.p) };
  if (![options.memoryCost, options.timeCost, options.parallelism].every((n) => Number.isInteger(n) && n > 0))
    throw new Error('Bad Argon2id parameters');
  const expected = unb64(parts[3]!);
  const digest = await derive(password, unb64(parts[2]!), options, expected.length);
  return timingSafeEqual(digest, expected);
}

const argon2 = { argon2d: 0, argon2i: 1, argon2id: 2, hash, verify };
export default argon2;
