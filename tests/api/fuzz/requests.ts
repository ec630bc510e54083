import fc from 'fast-check';
import type { Expectation } from './checks.js';
import { type Json, type Operation, validatorAt, validatorOf } from './document.js';
import { FilePart, type Wire, asSent, invalidValuesOf, valueOf } from './values.js';

/*
 * Requests for an operation of the document: valid ones drawn from its parameters' and body's
 * schemas, and mutations of one valid request that break one documented rule each.
 */

export type FuzzRequest = {
  path: Record<string, string>;
  query: Record<string, string>;
  language: 'en' | 'cn';
  body?: Record<string, unknown>;
  /** Raw bytes and content type instead of an encoded body (the framework-level mutations). */
  raw?: { payload: string; contentType: string };
};
export type Mutation = {
  what: string;
  request: FuzzRequest;
  encodedPath?: string;
  headers?: Record<string, string>;
  /** The bearer token sent instead of the session's (`null`: no Authorization header). */
  token?: string | null;
  /** What the document says of it: refused unless it says otherwise. */
  expectation?: Expectation;
  /** The code the answer must carry. */
  code?: string;
  /** How a tool that reads less of the document than ajv judges it, when otherwise (a failure). */
  misread?: string;
};

/** A form field no operation names (the outside probe's `-F '0=x'`). */
const UNKNOWN_FIELD = '0';

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

export const bodyMedia = (op: Json): { type: string; schema: Json } | undefined => {
  const content = op.requestBody?.content as Record<string, { schema: Json }> | undefined;
  const type = content ? Object.keys(content)[0] : undefined;
  return type ? { type, schema: content![type]!.schema } : undefined;
};

/** Body fields travel as text in form-data, as themselves in JSON. */
const bodyWire = (op: Json): Wire => (bodyMedia(op)?.type === 'multipart/form-data' ? 'text' : 'json');

/** Valid requests of an operation, as its document describes them. */
export function validRequests(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const byPlace = (place: string) => operation.parameters.filter((p) => p.in === place);
  const params = (place: string) =>
    fc.record(
      Object.fromEntries(byPlace(place).map((p) => [p.name as string, valueOf(p.schema as Json).map(asText)])),
      {
        requiredKeys: byPlace(place)
          .filter((p) => p.required || place === 'path')
          .map((p) => p.name as string),
      },
    ) as fc.Arbitrary<Record<string, string>>;
  const media = bodyMedia(operation.op);
  return fc.record({
    path: params('path'),
    query: params('query'),
    language: fc.constantFrom('en' as const, 'cn' as const),
    ...(media ? { body: valueOf(media.schema) as fc.Arbitrary<Record<string, unknown>> } : {}),
  });
}

/**
 * One valid request broken one rule at a time: each query and body field given values its schema
 * refuses (a few, drawn from the pool), each required one left out.
 */
export function mutationsOf(operation: Operation, base: FuzzRequest, pick: <T>(list: T[], n: number) => T[]) {
  const mutations: Mutation[] = [];
  for (const p of operation.parameters.filter((q) => q.in === 'query')) {
    const name = p.name as string;
    for (const value of pick(invalidValuesOf(p.schema as Json, 'text'), 3))
      mutations.push({
        what: `?${name}=${asText(value)}`,
        request: { ...base, query: { ...base.query, [name]: asText(value) } },
      });
    if (p.required) {
      const { [name]: _, ...rest } = base.query;
      mutations.push({ what: `no ?${name}`, request: { ...base, query: rest } });
    }
  }
  const media = bodyMedia(operation.op);
  if (media && base.body) {
    const schema = media.schema;
    const wire = bodyWire(operation.op);
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
      if (property.format === 'binary') continue;
      for (const value of pick(invalidValuesOf(property, wire), 3))
        mutations.push({
          what: `${name}: ${asText(value).slice(0, 40)}`,
          request: { ...base, body: { ...base.body, [name]: value } },
        });
      if (((schema.required ?? []) as string[]).includes(name)) {
        const { [name]: _, ...rest } = base.body;
        mutations.push({ what: `no ${name}`, request: { ...base, body: rest } });
      }
    }
  }
  if (media && base.body !== null && typeof base.body === 'object' && !Array.isArray(base.body)) {
    // An unknown field beside the valid ones, and alone: valid or refused as the document says,
    // read whole and as a plain tool reads a form (its fields, not the combinators around them).
    const whole = validatorAt(
      'paths',
      operation.path,
      operation.method.toLowerCase(),
      'requestBody',
      'content',
      media.type,
      'schema',
    );
    const { anyOf: _a, oneOf: _o, allOf: _l, not: _n, ...fields } = media.schema;
    const plain = validatorOf(fields);
    for (const [what, body] of [
      [`an unknown field ${UNKNOWN_FIELD}`, { ...base.body, [UNKNOWN_FIELD]: 'x' }],
      [`only an unknown field ${UNKNOWN_FIELD}`, { [UNKNOWN_FIELD]: 'x' }],
    ] as const) {
      const [byWhole, byFields] = [whole, plain].map((validate) => validate(asSent(body)) as boolean);
      mutations.push({
        what,
        request: { ...base, body },
        expectation: byWhole ? 'valid' : 'refused',
        ...(byWhole === byFields ? {} : { misread: `its fields alone call it ${byFields ? 'valid' : 'refused'}` }),
      });
    }
  }
  // A secured operation without a token, and with one the server never issued.
  if ((operation.op.security as unknown[]).length > 0)
    mutations.push(
      { what: 'no token', request: base, token: null, code: 'Unauthorized' },
      { what: 'a garbage token', request: base, token: 'not-a-token-this-server-issued', code: 'Unauthorized' },
    );
  // Every call that may carry a body (a POST without one still has its body read) meets these.
  if (operation.method !== 'GET')
    mutations.push(
      { what: 'unparseable JSON', request: { ...base, raw: { payload: '{"a":', contentType: 'application/json' } } },
      { what: 'an unsupported type', request: { ...base, raw: { payload: '<a/>', contentType: 'application/xml' } } },
      {
        what: 'a body over 1 MB',
        request: {
          ...base,
          raw: { payload: JSON.stringify({ pad: 'x'.repeat(1024 * 1024) }), contentType: 'application/json' },
        },
      },
    );
  mutations.push({ what: 'a foreign Host', request: base, headers: { host: 'attacker.example' } });
  for (const p of operation.parameters.filter((q) => q.in === 'path')) {
    const name = p.name as string;
    mutations.push(
      { what: `{${name}} not UTF-8`, request: base, encodedPath: pathWith(operation, base, name, '%C0') },
      { what: `{${name}} too long`, request: base, encodedPath: pathWith(operation, base, name, '1'.repeat(101)) },
    );
    // Values outside the parameter's schema (an empty one is another address, not this operation).
    for (const value of pick(
      invalidValuesOf(p.schema as Json, 'text').filter((v) => v !== ''),
      3,
    ))
      mutations.push({
        what: `{${name}}=${asText(value).slice(0, 40)}`,
        request: { ...base, path: { ...base.path, [name]: asText(value) } },
      });
  }
  return mutations;
}

const pathWith = (operation: Operation, request: FuzzRequest, name: string, raw: string) =>
  operation.path.replace(/\{(\w+)\}/g, (_, key: string) =>
    key === name ? raw : encodeURIComponent(request.path[key]!),
  );

/** The request as `app.inject` options. */
export async function encode(
  operation: Operation,
  request: FuzzRequest,
  token: string | null,
  encodedPath?: string,
  extraHeaders: Record<string, string> = {},
) {
  const path =
    encodedPath ?? operation.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(request.path[key]!));
  const query = new URLSearchParams(request.query).toString();
  const headers: Record<string, string> = { platform: 'PC', language: request.language, ...extraHeaders };
  if ((operation.op.security as unknown[]).length > 0 && token !== null) headers.authorization = `Bearer ${token}`;
  let payload: string | Buffer | undefined;
  if (request.raw) {
    payload = request.raw.payload;
    headers['content-type'] = request.raw.contentType;
  } else if (request.body) {
    if (bodyMedia(operation.op)?.type === 'multipart/form-data') {
      const form = new FormData();
      for (const [key, value] of Object.entries(request.body)) {
        if (value === undefined) continue;
        if (value instanceof FilePart) form.append(key, new Blob([value.bytes as BlobPart]), `${key}.bin`);
        else form.append(key, asText(value));
      }
      const encoded = new Request('http://fuzz.test/', { method: 'POST', body: form });
      payload = Buffer.from(await encoded.arrayBuffer());
      headers['content-type'] = encoded.headers.get('content-type')!;
    } else {
      payload = JSON.stringify(request.body);
      headers['content-type'] = 'application/json';
    }
  }
  return { method: operation.method as 'GET', url: `${path}${query ? `?${query}` : ''}`, headers, payload };
}
