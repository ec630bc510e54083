import type { AppRoute } from '@ts-rest/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { checkAnswer } from '#contract/answers.js';
import { matchedRoute } from '../plugins/request-context.js';

export type InspectedRequest = {
  id: number;
  at: string;
  method: string;
  url: string;
  status: number;
  code: string | null;
  ms: number;
  requestBody: unknown;
  responseBody: unknown;
  /** Set when the answer does not match the contract. */
  mismatch: string | null;
};

const KEEP = 200;
const REQUEST_SECRETS = /pass(word)?|code|token|secret|authorization/i;
const ANSWER_SECRETS = /token|password/i;
const TEXT_LIMIT = 2000;

/** Copies a body for display: secrets masked, files described, long text cut. */
export function maskBody(body: unknown, secrets: RegExp = REQUEST_SECRETS, depth = 0): unknown {
  if (body === null || body === undefined || depth > 5) return body ?? null;
  if (Buffer.isBuffer(body)) return `<${body.length} bytes>`;
  if (typeof body === 'string') return body.length > TEXT_LIMIT ? `${body.slice(0, TEXT_LIMIT)}…` : body;
  if (Array.isArray(body)) return body.slice(0, 50).map((b) => maskBody(b, secrets, depth + 1));
  if (typeof body === 'object') {
    const data = body as Record<string, unknown>;
    if (Buffer.isBuffer(data.data) && typeof data.filename === 'string') return `<file ${data.filename}, ${data.data.length} bytes>`;
    return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, secrets.test(k) ? '***' : maskBody(v, secrets, depth + 1)]));
  }
  return body;
}

const maskUrl = (url: string) => url.replace(/([?&](token|code|password)=)[^&]*/gi, '$1***');

/** What is kept of a call; the answer is checked and masked only when someone looks. */
type Entry = Omit<InspectedRequest, 'responseBody' | 'mismatch'> & { answer: unknown; route: AppRoute | undefined; view?: InspectedRequest };

/**
 * The request inspector: the last 200 calls with their bodies (secrets masked), and whether each
 * answer matches the contract (the fake server checks its own answers). The check and the masking
 * of answers run when the list is read, so serving requests stays cheap.
 */
export function createInspector() {
  const entries: Entry[] = [];
  let next = 0;
  const started = new WeakMap<FastifyRequest, number>();
  const answers = new WeakMap<FastifyRequest, unknown>();

  function register(app: FastifyInstance) {
    app.addHook('onRequest', async (request) => {
      started.set(request, performance.now());
    });
    // The answer as an object, before it is turned into text (no parsing back needed).
    app.addHook('preSerialization', async (request, _reply, payload) => {
      answers.set(request, payload);
      return payload;
    });
    app.addHook('onResponse', async (request, reply) => {
      if (request.url.startsWith('/__dev') || request.url.startsWith('/media/') || !request.url.startsWith('/api/')) return;
      const answer = answers.get(request);
      entries.unshift({
        id: ++next,
        at: new Date().toISOString(),
        method: request.method,
        url: maskUrl(request.url),
        status: reply.statusCode,
        code: answer && typeof answer === 'object' && 'code' in answer ? String((answer as { code: unknown }).code) : null,
        ms: Math.round((performance.now() - (started.get(request) ?? performance.now())) * 10) / 10,
        requestBody: maskBody(request.body),
        answer,
        route: matchedRoute(request),
      });
      if (entries.length > KEEP) entries.length = KEEP;
    });
  }

  function view(entry: Entry): InspectedRequest {
    if (!entry.view) {
      const check = entry.route && entry.status !== 302 ? checkAnswer(entry.route, entry.status, entry.answer) : { ok: true as const };
      const { answer, route: _route, view: _view, ...rest } = entry;
      entry.view = { ...rest, responseBody: maskBody(answer, ANSWER_SECRETS), mismatch: check.ok ? null : check.problem };
    }
    return entry.view;
  }

  return { register, list: () => entries.map(view), clear: () => void (entries.length = 0) };
}
export type Inspector = ReturnType<typeof createInspector>;
