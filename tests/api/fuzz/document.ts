import { readFileSync } from 'node:fs';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';

/*
 * The committed OpenAPI document as outside validators read it: JSON Schema 2020-12 through ajv,
 * nothing of the contract's zod schemas. The fuzzer (openapi-fuzz.test.ts) holds the fake server
 * to this file, so the file a backend team builds against is the one under test.
 */

export type Json = Record<string, any>;
export type Operation = {
  method: string;
  path: string;
  id: string;
  op: Json;
  /** The operation's parameters with shared ones resolved. */
  parameters: Json[];
};

export const DOCUMENT_FILE = 'docs/openapi.json';
export const document = JSON.parse(readFileSync(DOCUMENT_FILE, 'utf8')) as Json;

/** Every operation of the document, in its order: new operations are fuzzed without a change here. */
export function operationsOf(doc: Json = document): Operation[] {
  return Object.entries(doc.paths as Json).flatMap(([path, item]) =>
    Object.entries(item as Json).map(([method, op]: [string, Json]) => ({
      method: method.toUpperCase(),
      path,
      id: op.operationId as string,
      op,
      parameters: ((op.parameters ?? []) as Json[]).map((p) =>
        p.$ref ? doc.components.parameters[(p.$ref as string).split('/').pop()!] : p,
      ),
    })),
  );
}

const pointer = (...steps: string[]) => steps.map((s) => s.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * Patterns as every tool reads them (issue 55): a pattern with an escape other dialects read
 * otherwise (`\u0000` upper-cases in Perl and PCRE, `\d`, `\w`, `\s` are Unicode in Python) is
 * refused, so the fuzzer fails on a document that depends on reading patterns as JavaScript does.
 */
const UNPORTABLE_ESCAPE = /[udwsDWSpPxcbBk0-9]/;
export function portableRegExp(pattern: string, flags: string): RegExp {
  for (let i = 0; i < pattern.length; i++)
    if (pattern[i] === '\\' && UNPORTABLE_ESCAPE.test(pattern[++i] ?? ''))
      throw new Error(
        `The pattern ${JSON.stringify(pattern)} uses \\${pattern[i]}, which regular-expression dialects read differently`,
      );
  return new RegExp(pattern, flags);
}

/**
 * ajv over the document: `#/components/...` references resolve inside it. `contentSchema` is an
 * annotation in 2020-12 that a validator may assert: this one does for JSON text (the avatar).
 */
function makeAjv() {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    validateFormats: true,
    code: { regExp: Object.assign(portableRegExp, { code: 'new RegExp' }) },
  });
  ajv.addFormat('binary', true);
  ajv.removeKeyword('contentSchema');
  ajv.addKeyword({
    keyword: 'contentSchema',
    schemaType: 'object',
    compile: (schema: Json, parent: Json) => {
      const inner = ajv.compile(schema);
      return (data: unknown) => {
        if (typeof data !== 'string' || parent.contentMediaType !== 'application/json') return true;
        try {
          return inner(JSON.parse(data)) as boolean;
        } catch {
          return false;
        }
      };
    },
  });
  ajv.addSchema(document, 'doc');
  return ajv;
}
export const ajv = makeAjv();

const compiled = new Map<string, ValidateFunction>();
/** A validator for the schema at these steps of the document (`paths`, a path, a method, ...). */
export function validatorAt(...steps: string[]): ValidateFunction {
  const ref = `doc#/${pointer(...steps)}`;
  let validate = compiled.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    compiled.set(ref, validate);
  }
  return validate;
}

/** A validator for a schema found inside the document (a parameter's, a property's). */
const inline = new WeakMap<object, ValidateFunction>();
export function validatorOf(schema: Json): ValidateFunction {
  let validate = inline.get(schema);
  if (!validate) {
    // Inside the document, so its references resolve.
    validate = ajv.compile({ $id: `inline-${Math.random()}`, $defs: {}, ...rebase(schema) });
    inline.set(schema, validate);
  }
  return validate;
}

/** `#/components/...` references of a schema taken out of the document, pointed back at it. */
function rebase(schema: Json): Json {
  return JSON.parse(
    JSON.stringify(schema, (key, value: unknown) =>
      key === '$ref' && typeof value === 'string' && value.startsWith('#/') ? `doc${value}` : value,
    ),
  ) as Json;
}

/** Reads a `$ref` of the document. */
export const resolve = (node: Json): Json =>
  node.$ref
    ? (node.$ref as string)
        .slice(2)
        .split('/')
        .reduce<Json>((at, key) => at[key], document)
    : node;
