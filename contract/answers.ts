import { type AppRoute, isAppRouteOtherResponse } from '@ts-rest/core';
import { z } from './zod.js';

/** Every way an answer breaks the contract (`data.list.3.id: ...`); `problem` is all of them in one line. */
export type AnswerCheck = { ok: true } | { ok: false; problem: string; problems: string[] };

const describe = (issue: z.core.$ZodIssue) => `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}`;

/**
 * A union inside the answer (a list as `{ list }` or a bare array) fails as "invalid input": its
 * problems are those of the form the answer came closest to, under the union's path.
 */
function flatten(issue: z.core.$ZodIssue): z.core.$ZodIssue[] {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [issue];
  // A form whose outer type the answer has (no problem at the union's own place) first, then the
  // one with the fewest problems: `{ list: [...] }` with a bad item is that form, not a bare array.
  const misfit = (issues: z.core.$ZodIssue[]) => (issues.some((i) => i.path.length === 0) ? 1 : 0);
  const closest = [...issue.errors].sort((a, b) => misfit(a) - misfit(b) || a.length - b.length)[0]!;
  return closest.flatMap((inner) => flatten({ ...inner, path: [...issue.path, ...inner.path] }));
}

/**
 * The option of a union the answer means to be: the envelope's branch whose literal `code` it
 * carries (an OK answer is checked as one, so its problems are its data's, not "invalid input"),
 * else the option it breaks least.
 */
function issuesOf(schema: z.ZodType, body: unknown): z.core.$ZodIssue[] {
  const result = schema.safeParse(body);
  if (result.success) return [];
  if (!(schema instanceof z.ZodUnion)) return result.error.issues.flatMap(flatten);
  const options = schema.options as z.ZodType[];
  const code = (body as { code?: unknown } | null)?.code;
  const named = options.find(
    (o) => o instanceof z.ZodObject && o.shape.code instanceof z.ZodLiteral && o.shape.code.value === code,
  );
  if (named) return issuesOf(named, body);
  const candidates = options
    .filter((o) => !(o instanceof z.ZodObject && o.shape.code instanceof z.ZodLiteral))
    .map((o) => issuesOf(o, body));
  return candidates.sort((a, b) => a.length - b.length)[0] ?? result.error.issues.flatMap(flatten);
}

/**
 * Does an answer match what the contract says this route answers with this status? Used by the
 * fake server's request inspector, its proxy mode and `npm run contract:check` against a real API.
 */
export function checkAnswer(route: AppRoute, status: number, body: unknown): AnswerCheck {
  const declared = (route.responses as Record<number, AppRoute['responses'][number] | undefined>)[status];
  if (declared === undefined) {
    const problem = `status ${status} is not in the contract`;
    return { ok: false, problem, problems: [problem] };
  }
  const schema = isAppRouteOtherResponse(declared) ? declared.body : declared;
  if (!(schema instanceof z.ZodType)) return { ok: true };
  const problems = issuesOf(schema, body).map(describe);
  return problems.length === 0 ? { ok: true } : { ok: false, problem: problems.join('; '), problems };
}
