import type { LightMyRequestResponse } from 'fastify';
import { type Json, type Operation, resolve, validatorAt } from './document.js';

/*
 * Success answers of the wrong shape (issue 55): made from a real success body (the documented
 * example, or what the server answered in this run), each one breaks it in one place the way a
 * broken backend would: `data` of another kind or missing, the outside probe's junk object, a field
 * of another kind, a field nobody documented. Every 200 schema of the document must refuse each,
 * so a client generated from it, or a backend team's test, catches such an answer.
 */

/** The outside probe's body that the user info schema once took. */
const PROBE_DATA = { list: 'not a list', totalRecord: -5, token: 42 };
/** A field no answer of this server carries. */
const UNKNOWN = 'undocumentedField';

type Shape = { what: string; body: Json };
type Path = Array<string | number>;

const kindOf = (v: unknown) => (v === null || v === undefined ? 'null' : Array.isArray(v) ? 'array' : typeof v);

/** A value of another kind than what was there (never one a schema of ours could take for it). */
function otherKind(value: unknown): unknown {
  switch (kindOf(value)) {
    case 'string':
      return { not: 'text' };
    case 'number':
      return 'not a number';
    case 'boolean':
      return 'maybe';
    case 'object':
      return 'not an object';
    case 'array':
      return 'not a list';
    default:
      return { not: 'null' };
  }
}

const isSuccessBody = (body: unknown): body is Json =>
  !!body && typeof body === 'object' && ((body as Json).code === 'OK' || (body as Json).state === 'SUCCESS');

export const isSuccess = (res: LightMyRequestResponse) => {
  try {
    return isSuccessBody(res.json());
  } catch {
    return false;
  }
};

/** The documented example of the 200 JSON answer, when it is a success. */
export function examplesOf(operation: Operation): Json[] {
  const example = (operation.op.responses?.['200']?.content?.['application/json'] as Json | undefined)?.example;
  return isSuccessBody(example) ? [example as Json] : [];
}

const setAt = (root: Json, path: Path, value: unknown): Json => {
  const copy = structuredClone(root);
  let at: any = copy;
  for (const step of path.slice(0, -1)) at = at[step];
  if (value === undefined) delete at[path.at(-1)!];
  else at[path.at(-1)!] = value;
  return copy;
};

/**
 * The places of a body worth breaking: each field down to `depth` levels, a list's first item;
 * not a place the document lets be anything, nor what is inside it.
 */
function placesOf(value: unknown, path: Path, depth: number, anything: (path: Path) => boolean): Path[] {
  if (depth === 0 || value === null || typeof value !== 'object') return [];
  const entries: Array<[string | number, unknown]> = Array.isArray(value)
    ? value.length > 0
      ? [[0, value[0]]]
      : []
    : Object.entries(value);
  return entries
    .filter(([key]) => !anything([...path, key]))
    .flatMap(([key, inner]) => [[...path, key], ...placesOf(inner, [...path, key], depth - 1, anything)]);
}

/** Objects among those places (and the root's `data`), where an undocumented field is tried. */
const objectsOf = (body: Json, places: Path[]) =>
  [['data'], ...places].filter((p) => kindOf(p.reduce<any>((at, s) => at?.[s], body)) === 'object');

/** Where a place is left alone: a value the document lets be anything, a record's keys. */
type Skip = { anything: (path: Path) => boolean; record: (path: Path) => boolean };

/** Wrong-shaped variants of a success body. */
function wrongShapesOf(body: Json, skip: Skip): Shape[] {
  if (body.state !== undefined)
    return [
      { what: 'state of another kind', body: { ...body, state: 42 } },
      { what: 'no url', body: setAt(body, ['url'], undefined) },
      { what: `an undocumented ${UNKNOWN}`, body: { ...body, [UNKNOWN]: 1 } },
    ];
  const data: unknown = body.data;
  const shapes: Shape[] = [
    { what: 'no data', body: setAt(body, ['data'], undefined) },
    { what: "the probe's junk as data", body: { ...body, data: PROBE_DATA } },
    { what: 'message of another kind', body: { ...body, message: 42 } },
    { what: `an undocumented ${UNKNOWN} beside data`, body: { ...body, [UNKNOWN]: 1 } },
  ];
  for (const replacement of [{}, ['not an item'], 'not data', 42, true])
    if (kindOf(replacement) !== kindOf(data) || (kindOf(data) === 'object' && Object.keys(data as Json).length > 0))
      shapes.push({ what: `data ${JSON.stringify(replacement)}`, body: { ...body, data: replacement } });
  const places = placesOf(data, ['data'], 3, skip.anything);
  for (const path of places) {
    const value = path.reduce<any>((at, s) => at?.[s], body) as unknown;
    shapes.push({ what: `${path.join('.')} of another kind`, body: setAt(body, path, otherKind(value)) });
  }
  for (const path of objectsOf(body, places).filter((p) => !skip.record(p)))
    shapes.push({ what: `an undocumented ${path.join('.')}.${UNKNOWN}`, body: setAt(body, [...path, UNKNOWN], 1) });
  return shapes;
}

const CONSTRAINING = ['type', 'const', 'enum', 'properties', 'items', 'pattern', 'not', '$ref'];
const branchesOf = (node: Json): Json[] => [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])];
/** A schema that takes any value (the request inspector's bodies, a fault's body). */
const takesAnything = (node: Json): boolean =>
  (!CONSTRAINING.some((k) => k in node) && branchesOf(node).length === 0) ||
  (!!(node.anyOf ?? node.oneOf) && ((node.anyOf ?? node.oneOf) as Json[]).some((b) => takesAnything(resolve(b))));

/** The schemas the document has for a place of the body, through references and branches. */
function schemasAt(schema: Json, path: Path): Json[] {
  const node = resolve(schema);
  const inBranches = branchesOf(node).flatMap((b) => schemasAt(b, path));
  if (path.length === 0) return [node, ...inBranches];
  const [step, ...rest] = path as [string | number, ...Path];
  const next =
    typeof step === 'number'
      ? node.items
      : ((node.properties as Json | undefined)?.[step] ??
        (typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined));
  return [...inBranches, ...(next ? schemasAt(next as Json, rest) : [])];
}

/** The wrong shapes a 200 schema of the operation takes (none, when the document is tight). */
export function wrongShapesTaken(operation: Operation, bases: Json[]): { checked: number; problems: string[] } {
  const at = [
    'paths',
    operation.path,
    operation.method.toLowerCase(),
    'responses',
    '200',
    'content',
    'application/json',
    'schema',
  ];
  const schema = (operation.op.responses?.['200']?.content?.['application/json'] as Json | undefined)?.schema as
    Json | undefined;
  if (!schema) return { checked: 0, problems: [] };
  const validate = validatorAt(...at);
  // Only the success branches say what a place may hold (a refusal's `data` is anything).
  const successes = ((schema.anyOf ?? schema.oneOf ?? [schema]) as Json[]).filter(
    (b) => b.properties?.code?.const === 'OK' || b.properties?.state,
  );
  const some = (path: Path, test: (node: Json) => boolean) =>
    successes.some((root) => schemasAt(root, path).some(test));
  const skip: Skip = {
    anything: (path) => some(path, takesAnything),
    record: (path) => some(path, (node) => typeof node.additionalProperties === 'object'),
  };
  let checked = 0;
  const problems: string[] = [];
  for (const base of bases)
    for (const shape of wrongShapesOf(base, skip)) {
      checked++;
      if (validate(shape.body)) problems.push(`the 200 schema takes a success body with ${shape.what}`);
    }
  return { checked, problems };
}
