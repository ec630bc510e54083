import type { LightMyRequestResponse } from 'fastify';
import { type Json, type Operation, validatorAt } from './document.js';

/*
 * What every answer must be, by the document alone: a status the operation documents, a content
 * type documented for that status, a body its schema accepts, the headers it documents; and what
 * every answer of this server carries (the security headers, a message in the caller's language).
 */

/** A refusal of a request's shape (as opposed to one of its state): the message names the field. */
export const SHAPE_REFUSAL = /^(Invalid parameter "|参数“)/;
const CJK = /[\u4e00-\u9fff]/;
const SECURITY_HEADERS = ['content-security-policy', 'x-content-type-options', 'referrer-policy'];

export type Expectation = 'valid' | 'refused';
export type Seen = { status: number; code?: string };

const mediaOf = (type: string | undefined) => (type ?? '').split(';')[0]!.trim();

export function checkAnswer(
  operation: Operation,
  res: LightMyRequestResponse,
  expectation: Expectation,
  language: 'en' | 'cn',
  code?: string,
): { problems: string[]; seen: Seen } {
  const problems: string[] = [];
  const status = String(res.statusCode);
  const documented = (operation.op.responses as Json)[status] as Json | undefined;
  const type = mediaOf(res.headers['content-type'] as string | undefined);
  let body: Json | undefined;
  if (type === 'application/json') {
    try {
      body = JSON.parse(res.body) as Json;
    } catch {
      problems.push('a JSON content type with a body that is not JSON');
    }
  }
  const seen: Seen = { status: res.statusCode, code: typeof body?.code === 'string' ? body.code : body?.state };
  if (res.statusCode >= 500) problems.push(`status ${status}`);
  if (!documented) return { problems: [...problems, `status ${status} is not documented`], seen };
  const content = (documented.content ?? {}) as Record<string, Json>;
  const media = Object.keys(content).find((m) => mediaOf(m) === type);
  if (Object.keys(content).length > 0 && !media) problems.push(`${status} with ${type || 'no body'}: not documented`);
  if (Object.keys(content).length === 0 && res.body.length > 0) problems.push(`${status} has a body: not documented`);
  if (media && body) {
    const validate = validatorAt(
      'paths',
      operation.path,
      operation.method.toLowerCase(),
      'responses',
      status,
      'content',
      media,
      'schema',
    );
    if (!validate(body))
      problems.push(
        `body outside the schema: ${validate.errors
          ?.map((e) => `${e.instancePath} ${e.message}`)
          .slice(0, 3)
          .join('; ')}`,
      );
  }
  for (const [name, header] of Object.entries((documented.headers ?? {}) as Record<string, Json>))
    if (header.required && res.headers[name.toLowerCase()] === undefined) problems.push(`no ${name} header`);
  for (const name of SECURITY_HEADERS) if (res.headers[name] === undefined) problems.push(`no ${name} header`);
  const message = typeof body?.message === 'string' ? body.message : '';
  const refused = body !== undefined && (body.code !== undefined ? body.code !== 'OK' : body.state !== 'SUCCESS');
  if (refused && message && CJK.test(message) !== (language === 'cn'))
    problems.push(`a ${language} caller answered "${message.slice(0, 60)}"`);
  if (expectation === 'valid') {
    // A valid request may meet a state the operation documents (a mail preview's 404), never a refusal of its shape.
    if ([400, 413, 414, 415].includes(res.statusCode)) problems.push(`a valid request answered ${status}`);
    if (refused && SHAPE_REFUSAL.test(message)) problems.push(`a valid request refused: ${message.slice(0, 120)}`);
  } else {
    const redirectOnly = Object.keys(operation.op.responses as Json).every((s) => s === '302' || Number(s) >= 400);
    if (redirectOnly ? res.statusCode !== 302 && res.statusCode < 400 : !refused)
      problems.push(`an invalid request was not refused: ${status} ${res.body.slice(0, 80)}`);
  }
  if (code !== undefined && seen.code !== code) problems.push(`answered ${seen.code ?? status}, not ${code}`);
  return { problems, seen };
}
