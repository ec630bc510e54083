import { type AppRoute, isAppRouteOtherResponse } from '@ts-rest/core';
import { z } from './zod.js';

export type AnswerCheck = { ok: true } | { ok: false; problem: string };

/**
 * Does an answer match what the contract says this route answers with this status? Used by the
 * fake server's request inspector and by `npm run contract:check` against a real API.
 */
export function checkAnswer(route: AppRoute, status: number, body: unknown): AnswerCheck {
  const declared = (route.responses as Record<number, AppRoute['responses'][number] | undefined>)[status];
  if (declared === undefined) return { ok: false, problem: `status ${status} is not in the contract` };
  const schema = isAppRouteOtherResponse(declared) ? declared.body : declared;
  if (!(schema instanceof z.ZodType)) return { ok: true };
  const result = schema.safeParse(body);
  if (result.success) return { ok: true };
  const issue = result.error.issues[0]!;
  return { ok: false, problem: `${issue.path.map(String).join('.') || '(body)'}: ${issue.message}` };
}
