import { answerSchema } from './answers.js';

type Json = Record<string, any>;

/*
 * A success answer of the wrong shape fails validation (issue 55, docs/decisions/145): the
 * contract's answer schemas read any spec-valid backend liberally, so the document states instead
 * what this server always sends. The OK branch of every envelope carries `code`, `message` and
 * `data` and nothing else; its `data` is the server's own (answers.ts) or the contract's schema
 * with every object closed; the upload answers its own shape or the Unauthorized envelope.
 */

/** Every object with named properties closed (a `looseObject` or a record says so itself and is kept). */
function closeObjects(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) return node.forEach(closeObjects);
  const obj = node as Json;
  if (obj.properties && obj.additionalProperties === undefined && obj.type === 'object')
    obj.additionalProperties = false;
  for (const key of ['properties', 'prefixItems', 'anyOf', 'oneOf', 'allOf'])
    if (obj[key]) Object.values(obj[key] as Json).forEach(closeObjects);
  closeObjects(obj.items);
  if (typeof obj.additionalProperties === 'object') closeObjects(obj.additionalProperties);
}

const isOk = (branch: Json) => branch?.properties?.code?.const === 'OK';
const isRefusal = (branch: Json) => !!branch?.properties?.code?.enum;

/** The upload's own answer, as this server writes it: all three fields, always. */
const UPLOAD_ANSWER = {
  type: 'object',
  description:
    "`state` is `SUCCESS` with the file's `url`, or another word with the reason in `message` (`url` empty).",
  properties: { state: { type: 'string' }, url: { type: 'string' }, message: { type: 'string' } },
  required: ['state', 'url', 'message'],
  additionalProperties: false,
};

function tightenOk(branch: Json, key: string) {
  branch.properties.message = { type: 'string' };
  const data = answerSchema(key) ?? branch.properties.data ?? { type: 'null' };
  closeObjects(data);
  branch.properties.data = data;
  branch.required = ['code', 'message', 'data'];
  branch.additionalProperties = false;
}

function tightenRefusal(branch: Json) {
  branch.properties.message = { type: 'string' };
  branch.required = ['code', 'message'];
}

/** Tightens the 200 JSON answer of one operation (its key is the contract's route key). */
export function tightenAnswer(op: Json, key: string) {
  const json = op.responses?.['200']?.content?.['application/json'] as Json | undefined;
  if (!json) return;
  const schema = json.schema as Json;
  const branches = (schema.anyOf ?? [schema]) as Json[];
  for (const branch of branches) {
    if (isOk(branch)) tightenOk(branch, key);
    else if (isRefusal(branch)) tightenRefusal(branch);
  }
  // The upload: its own shape, or the envelope when the call carries no valid token.
  if (branches.some((b) => b.properties?.state)) {
    const refusal = branches.find(isRefusal);
    json.schema = refusal ? { oneOf: [UPLOAD_ANSWER, refusal] } : UPLOAD_ANSWER;
  }
}
