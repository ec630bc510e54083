// 'buffer/': the npm package, not Node's module of that name.
import { Buffer } from 'buffer/';

/**
 * Node's Buffer for the fake server's code in the worker (the `buffer` package), with the
 * `base64url` encoding Node has and the package lacks: random tokens are written in it, and the
 * fake checkout reads its session from it. Imported first by the worker, before any other module.
 */
const toBase64Url = (base64: string) => base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => text.replace(/-/g, '+').replace(/_/g, '/');

type ToString = (this: Buffer, encoding?: string, start?: number, end?: number) => string;
const prototype = Buffer.prototype as { toString: ToString };
const toString = prototype.toString;
prototype.toString = function (this: Buffer, encoding?: string, start?: number, end?: number) {
  if (encoding === 'base64url') return toBase64Url(toString.call(this, 'base64', start, end));
  return toString.call(this, encoding, start, end);
};
const from = Buffer.from.bind(Buffer) as (value: unknown, encoding?: string) => Buffer;
Buffer.from = ((value: unknown, encoding?: string) =>
  encoding === 'base64url' && typeof value === 'string'
    ? from(fromBase64Url(value), 'base64')
    : from(value, encoding)) as typeof Buffer.from;
const isEncoding = Buffer.isEncoding.bind(Buffer);
Buffer.isEncoding = (encoding: string) => encoding === 'base64url' || isEncoding(encoding);

(globalThis as { Buffer?: unknown }).Buffer ??= Buffer;

export { Buffer };
