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
  requestBody: Json;
  responseBody: Json;
  /** Set when the answer does not match the contract. */
  mismatch: string | null;
};

const KEEP = 200;
const REQUEST_SECRETS = /pass(word)?|code|token|secret|authorization/i;
const ANSWER_SECRETS = /token|password/i;
const TEXT_LIMIT = 2000;
const ITEMS_LIMIT = 50;
const DEPTH_LIMIT = 6;
/** Characters (and values) kept of one body in all: 200 kept calls per world stay small whatever was sent. */
const BODY_LIMIT = 2000;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isPlainObject = (v: object) => [Object.prototype, null].includes(Object.getPrototypeOf(v) as object | null);
/** A file part of a multipart body, stored (`data`) or refused mid-stream (`_buf`, `file`). */
const fileOf = (v: Record<string, unknown>) =>
  typeof v.filename === 'string' && (Buffer.isBuffer(v.data) || v.type === 'file' || 'file' in v)
    ? {
        filename: v.filename.slice(0, 200),
        mimetype: typeof v.mimetype === 'string' ? v.mimetype : '',
        bytes: Buffer.isBuffer(v.data) ? v.data.length : Buffer.isBuffer(v._buf) ? v._buf.length : null,
      }
    : null;

/**
 * Copies a body for display as plain, bounded, JSON-safe data: secrets masked, files described
 * as `{ filename, mimetype, bytes }`, long text, long lists and deep nesting cut, anything that is
 * not plain data (streams, class instances, cycles) named instead of kept.
 */
export function maskBody(
  body: unknown,
  secrets: RegExp = REQUEST_SECRETS,
  depth = 0,
  budget = { left: BODY_LIMIT },
): Json {
  if (budget.left <= 0) return '…';
  budget.left -= 1;
  if (body === null || body === undefined) return null;
  if (typeof body === 'string') {
    const keep = Math.min(TEXT_LIMIT, Math.max(0, budget.left));
    budget.left -= Math.min(body.length, keep);
    return body.length > keep ? `${body.slice(0, keep)}…` : body;
  }
  if (typeof body === 'number') return Number.isFinite(body) ? body : String(body);
  if (typeof body === 'boolean') return body;
  if (typeof body !== 'object') return `<${typeof body}>`;
  if (Buffer.isBuffer(body)) return { bytes: body.length };
  if (depth >= DEPTH_LIMIT) return '…';
  if (Array.isArray(body)) return body.slice(0, ITEMS_LIMIT).map((b) => maskBody(b, secrets, depth + 1, budget));
  const file = fileOf(body as Record<string, unknown>);
  if (file) return file;
  if (!isPlainObject(body)) return `<${body.constructor?.name ?? 'object'}>`;
  const entries = Object.entries(body).slice(0, ITEMS_LIMIT);
  return Object.fromEntries(
    entries.map(([k, v]) => [k.slice(0, 200), secrets.test(k) ? '***' : maskBody(v, secrets, depth + 1, budget)]),
  );
}

const maskUrl = (url: string) => url.replace(/([?&](token|code|password)=)[^&]*/gi, '$1***');

const single = (log: InspectorLog) => () => log;

/** JSON sent as text, parsed only when the log is read (it may be shared by many calls: one fault). */
class JsonText {
  constructor(readonly text: string) {}
  read(): unknown {
    try {
      return JSON.parse(this.text) as unknown;
    } catch {
      return this.text.slice(0, TEXT_LIMIT);
    }
  }
}
const codeOf = (answer: unknown): string | null => {
  if (answer instanceof JsonText) return /^\{"code":"(\w+)"/.exec(answer.text)?.[1] ?? null;
  return answer && typeof answer === 'object' && 'code' in answer ? String(answer.code) : null;
};

/** What is kept of a call; the answer is checked and masked only when someone looks. */
type Entry = Omit<InspectedRequest, 'responseBody' | 'mismatch'> & {
  answer: unknown;
  route: AppRoute | undefined;
  flagged?: string;
  view?: InspectedRequest;
};

/**
 * The request inspector: the last 200 calls with their bodies (secrets masked), and whether each
 * answer matches the contract (the fake server checks its own answers). The check and the masking
 * of answers run when the list is read, so serving requests stays cheap.
 */
/** One world's log of calls (each sandbox has its own); `off`: nothing is kept (the scenario every newcomer reads). */
export type InspectorLog = { entries: Entry[]; next: number; off?: boolean };
export const createInspectorLog = (off = false): InspectorLog => ({ entries: [], next: 0, off });

export function createInspector(logOf: (request?: FastifyRequest) => InspectorLog = single(createInspectorLog())) {
  const started = new WeakMap<FastifyRequest, number>();
  const answers = new WeakMap<FastifyRequest, unknown>();
  const flags = new WeakMap<FastifyRequest, string>();

  function register(app: FastifyInstance) {
    app.addHook('onRequest', (request, _reply, done) => {
      started.set(request, performance.now());
      done();
    });
    // The answer as an object, before it is turned into text (no parsing back needed).
    app.addHook('preSerialization', async (request, _reply, payload) => {
      answers.set(request, payload);
      return payload;
    });
    // An answer sent as JSON text (an armed fault's body) is kept as that text, read when looked at.
    app.addHook('onSend', async (request, reply, payload) => {
      if (!answers.has(request) && typeof payload === 'string' && /json/.test(String(reply.getHeader('content-type'))))
        answers.set(request, new JsonText(payload));
      return payload;
    });
    app.addHook('onResponse', async (request, reply) => {
      const log = logOf(request);
      if (log.off || !request.canonicalPath.startsWith('/api/')) return;
      const answer = answers.get(request);
      const entries = log.entries;
      entries.unshift({
        id: ++log.next,
        at: new Date().toISOString(),
        method: request.method,
        url: maskUrl(`${request.canonicalPath}${request.canonicalQuery}`),
        status: reply.statusCode,
        code: codeOf(answer),
        ms: Math.round((performance.now() - (started.get(request) ?? performance.now())) * 10) / 10,
        requestBody: maskBody(request.body),
        answer,
        route: matchedRoute(request),
        flagged: flags.get(request),
      });
      if (entries.length > KEEP) entries.length = KEEP;
    });
  }

  function view(entry: Entry): InspectedRequest {
    if (!entry.view) {
      const { answer: kept, route: _route, view: _view, flagged, ...rest } = entry;
      const answer = kept instanceof JsonText ? kept.read() : kept;
      const check =
        entry.route && entry.status !== 302 ? checkAnswer(entry.route, entry.status, answer) : { ok: true as const };
      entry.view = {
        ...rest,
        responseBody: maskBody(answer, ANSWER_SECRETS),
        mismatch: flagged ?? (check.ok ? null : check.problem),
      };
    }
    return entry.view;
  }

  /** Marks a call's answer as not matching the contract (the proxy checks what it passes on). */
  const flag = (request: FastifyRequest, problem: string) => void flags.set(request, problem);

  return {
    register,
    flag,
    list: () => logOf().entries.map(view),
    clear: () => void (logOf().entries.length = 0),
  };
}
export type Inspector = ReturnType<typeof createInspector>;
