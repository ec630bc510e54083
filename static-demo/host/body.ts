import { parse as parseQuery } from 'fast-querystring';
import { parse as secureJsonParse } from 'secure-json-parse';
import { MULTIPART_FIELDS, MULTIPART_FIELD_BYTES, type UploadedFile } from '../../fake-server/plugins/body-parsers.js';
import { deeperThan } from '../../fake-server/plugins/json-depth.js';
import { requestError } from '../../fake-server/plugins/request-errors.js';
import { UPLOAD_MAX_BYTES } from '../../fake-server/services/uploads.js';
import { YAML_TYPES } from '#fake-server/documents/read.js';

/** The fake server's multipart limits (plugins/body-parsers.ts). */
const MULTIPART = {
  files: 1,
  fields: MULTIPART_FIELDS,
  parts: MULTIPART_FIELDS + 1,
  fieldSize: MULTIPART_FIELD_BYTES,
  fieldNameSize: 100,
} as const;

/** An error as Fastify and its plugins raise them: a code, a status and their message. */
export class HostError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly statusCode: number,
  ) {
    super(message);
  }
}

const errors = {
  mediaType: () => new HostError('FST_ERR_CTP_INVALID_MEDIA_TYPE', 'Unsupported Media Type', 415),
  emptyJson: () =>
    new HostError(
      'FST_ERR_CTP_EMPTY_JSON_BODY',
      "Body cannot be empty when content-type is set to 'application/json'",
      400,
    ),
  badJson: () =>
    new HostError(
      'FST_ERR_CTP_INVALID_JSON_BODY',
      "Body is not valid JSON but content-type is set to 'application/json'",
      400,
    ),
  parts: () => new HostError('FST_PARTS_LIMIT', 'reach parts limit', 413),
  files: () => new HostError('FST_FILES_LIMIT', 'reach files limit', 413),
  fields: () => new HostError('FST_FIELDS_LIMIT', 'reach fields limit', 413),
  fileSize: () => new HostError('FST_REQ_FILE_TOO_LARGE', 'request file too large', 413),
  proto: () => new HostError('FST_PROTO_VIOLATION', 'prototype property is not allowed as field name', 400),
};

const essence = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();
const utf8 = new TextDecoder();

/** The first `max` bytes of a text, as busboy keeps of an over-long field or name. */
function truncated(text: string, max: number): string {
  const bytes = new TextEncoder().encode(text);
  return bytes.length <= max ? text : utf8.decode(bytes.slice(0, max)).replace(/\uFFFD$/, '');
}

/**
 * A multipart body as @fastify/multipart with `attachFieldsToBody: 'keyValues'` and the fake
 * server's `onFile` hands it over: text fields as strings (repeated ones as lists), the file as
 * `{ filename, mimetype, data }`, with the same limits and the same errors.
 */
async function multipartBody(contentType: string, bytes: Uint8Array): Promise<Record<string, unknown>> {
  // An empty body is an empty form, as @fastify/multipart reads it.
  if (bytes.byteLength === 0) return {};
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { 'content-type': contentType },
    }).formData();
  } catch (error) {
    throw new HostError('', `Malformed multipart body: ${(error as Error).message}`, 400);
  }
  const body: Record<string, unknown> = {};
  let files = 0;
  let fields = 0;
  let parts = 0;
  for (const [rawName, value] of form.entries()) {
    if (++parts > MULTIPART.parts) throw errors.parts();
    const name = truncated(rawName, MULTIPART.fieldNameSize);
    if (name in Object.prototype) throw errors.proto();
    let entry: unknown;
    if (typeof value === 'string') {
      if (++fields > MULTIPART.fields) throw errors.fields();
      // A field over its limit is refused, not kept cut (plugins/body-parsers.ts).
      if (new TextEncoder().encode(value).byteLength > MULTIPART.fieldSize) throw requestError('bodyTooLarge');
      entry = value;
    } else {
      if (++files > MULTIPART.files) throw errors.files();
      if (value.size > UPLOAD_MAX_BYTES) throw errors.fileSize();
      const file: UploadedFile = {
        filename: value.name,
        mimetype: value.type || 'application/octet-stream',
        data: Buffer.from(await value.arrayBuffer()),
      };
      entry = file;
    }
    const existing = body[name];
    body[name] =
      existing === undefined
        ? entry
        : Array.isArray(existing)
          ? [...(existing as unknown[]), entry]
          : [existing, entry];
  }
  return body;
}

/**
 * The body of a request as the fake server's parsers give it to the handlers: JSON (Fastify's own
 * parser, prototype poisoning refused), text, urlencoded (@fastify/formbody) or multipart, within
 * the same limits (the route's body limit, `limit`; the nesting depth); any other type is 415. No
 * body and no type: undefined.
 */
export async function readBody(
  method: string,
  contentType: string | undefined,
  bytes: Uint8Array,
  limit: number,
): Promise<unknown> {
  if (bytes.byteLength > limit) throw requestError('bodyTooLarge');
  const body = await parsed(method, contentType, bytes);
  if (deeperThan(body)) throw requestError('jsonTooDeep');
  return body;
}

async function parsed(method: string, contentType: string | undefined, bytes: Uint8Array): Promise<unknown> {
  if (method === 'GET' || method === 'HEAD') return undefined;
  if (contentType === undefined) {
    if (bytes.byteLength === 0) return undefined;
    throw errors.mediaType();
  }
  const type = essence(contentType);
  if (type === 'multipart/form-data') return multipartBody(contentType, bytes);
  const text = utf8.decode(bytes);
  if (type === 'application/json') {
    if (text.length === 0) throw errors.emptyJson();
    try {
      return secureJsonParse(text, { protoAction: 'error', constructorAction: 'error' }) as unknown;
    } catch {
      throw errors.badJson();
    }
  }
  // A fixture document as YAML is text the route reads (fake-server/plugins/body-parsers.ts).
  if (type === 'text/plain' || YAML_TYPES.includes(type)) return text;
  if (type === 'application/x-www-form-urlencoded') return parseQuery(text) as unknown;
  throw errors.mediaType();
}

/** The query string as Fastify parses it (fast-querystring: repeated keys become lists). */
export const readQuery = (search: string): Record<string, unknown> =>
  search.length <= 1 ? {} : (parseQuery(search.slice(1)) as Record<string, unknown>);
