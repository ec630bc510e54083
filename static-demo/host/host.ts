import type { FastifyInstance } from 'fastify';
import { HostError, readBody, readQuery } from './body.js';
import { HostReply } from './reply.js';
import { type RouteOptions, createRouter } from './router.js';

/** One request as the host receives it: the target is the path and query the fake server sees. */
export type HostRequest = {
  method: string;
  target: string;
  headers: Record<string, string>;
  body: Uint8Array;
  ip: string;
};
/** The answer, or `dropped` when a fault cut the connection (the client sees a network error). */
export type HostAnswer = {
  status: number;
  headers: Record<string, string | string[]>;
  body: string | Uint8Array;
  dropped: boolean;
  /** How long the answer is held once it has left the host (a delay fault: `raw.holdMs`). */
  holdMs: number;
};

type Hook = (...args: any[]) => unknown;
type HookName = 'onRequest' | 'preSerialization' | 'onSend' | 'onResponse';
type ErrorHandler = (error: Error, request: any, reply: HostReply) => unknown;
type Scope = { errorHandler?: ErrorHandler; parent: Scope | null };

const HOOKS: HookName[] = ['onRequest', 'preSerialization', 'onSend', 'onResponse'];

/** Runs a hook written either way Fastify allows: returning a promise, or calling `done(error, value)`. */
function runHook(hook: Hook, args: unknown[]): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error | null, value?: unknown) => (error ? reject(error) : resolve(value));
    try {
      const result = hook(...args, done);
      if (result && typeof (result as Promise<unknown>).then === 'function')
        (result as Promise<unknown>).then(resolve, reject);
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/** Fastify's own answer when no error handler takes an error. */
function defaultErrorHandler(error: Error, _request: unknown, reply: HostReply) {
  const status = reply.statusCode >= 400 ? reply.statusCode : 500;
  reply
    .code(status)
    .send({ statusCode: status, error: status === 500 ? 'Internal Server Error' : 'Error', message: error.message });
}

const isBytes = (value: unknown): value is Uint8Array => value instanceof Uint8Array;

/**
 * A host for the fake server's own code in a browser: the part of Fastify's instance that
 * fake-server/app.ts uses (hooks, request decorators, error and not-found handlers, routes,
 * encapsulated plugins), with Fastify's request lifecycle (onRequest hooks, body parsing,
 * handler, preSerialization, onSend, onResponse; errors to the nearest error handler). The
 * fake server's hooks and ts-rest's router register on it unchanged, so the same code validates,
 * authorises and answers (docs/decisions/099).
 */
export function createHost(
  options: {
    rewriteUrl?: (raw: { url: string }) => string;
    /** The largest body a route takes, by its path (Fastify's per-request budget); 1 MB by default. */
    bodyLimit?: (route: string) => number;
  } = {},
) {
  const hooks: Record<HookName, Hook[]> = { onRequest: [], preSerialization: [], onSend: [], onResponse: [] };
  const decorations = new Map<string, unknown>();
  const router = createRouter();
  const scopes = new Map<RouteOptions, Scope>();
  let notFound: ((request: any, reply: HostReply) => unknown) | undefined;
  const onRoute: Hook[] = [];

  function instance(scope: Scope) {
    const route = (options: RouteOptions) => {
      for (const hook of onRoute) hook(options);
      router.add(options);
      scopes.set(options, scope);
    };
    const self = {
      addHook(name: string, hook: Hook) {
        // Fastify's application hook: told of each route added after it (the not-found handler's 405).
        if (name === 'onRoute') return void onRoute.push(hook);
        if (!HOOKS.includes(name as HookName)) throw new Error(`The static demo's host has no ${name} hook`);
        hooks[name as HookName].push(hook);
      },
      decorateRequest(name: string, value: unknown) {
        decorations.set(name, value);
      },
      hasRequestDecorator: (name: string) => decorations.has(name),
      setErrorHandler(handler: ErrorHandler) {
        scope.errorHandler = handler;
      },
      setNotFoundHandler(handler: (request: any, reply: HostReply) => unknown) {
        notFound = handler;
      },
      route,
      get: (url: string, handler: RouteOptions['handler']) => route({ method: 'GET', url, handler }),
      async register(plugin: (child: FastifyInstance) => unknown) {
        await plugin(instance({ parent: scope }) as unknown as FastifyInstance);
      },
      initialConfig: { bodyLimit: 1024 * 1024 },
      log: console,
    };
    return self;
  }

  const root: Scope = { parent: null };
  const app = instance(root);

  async function handle(input: HostRequest): Promise<HostAnswer> {
    const raw: { url: string; method: string; headers: Record<string, string>; socket: object; holdMs?: number } = {
      url: input.target,
      method: input.method,
      headers: input.headers,
      socket: { end() {}, destroy() {} },
    };
    const target = options.rewriteUrl ? options.rewriteUrl(raw) : input.target;
    const cut = target.indexOf('?');
    const path = cut === -1 ? target : target.slice(0, cut);
    const match = router.find(input.method, path);
    const request: Record<string, unknown> = Object.fromEntries(decorations);
    Object.assign(request, {
      raw,
      id: crypto.randomUUID(),
      method: input.method,
      url: target,
      headers: input.headers,
      query: readQuery(cut === -1 ? '' : target.slice(cut)),
      params: match?.params ?? {},
      body: undefined,
      ip: input.ip,
      protocol: 'https',
      routeOptions: { url: match?.options.url, method: input.method, config: match?.options.config ?? {} },
      log: console,
    });
    const scope = match ? scopes.get(match.options)! : root;
    const handlers: ErrorHandler[] = [];
    for (let s: Scope | null = scope; s; s = s.parent) if (s.errorHandler) handlers.push(s.errorHandler);
    handlers.push(defaultErrorHandler);
    let level = -1;

    const reply: HostReply = new HostReply({
      async finish(r, payload) {
        let body: unknown = payload;
        const type = r.getHeader('content-type');
        if (body !== undefined && typeof body !== 'string' && !isBytes(body)) {
          for (const hook of hooks.preSerialization) body = await runHook(hook, [request, r, body]);
          body = JSON.stringify(body);
          if (!type) r.type('application/json; charset=utf-8');
        } else if (typeof body === 'string' && !type) r.type('text/plain; charset=utf-8');
        else if (isBytes(body) && !type) r.type('application/octet-stream');
        for (const hook of hooks.onSend) {
          const changed = await runHook(hook, [request, r, body]);
          if (changed !== undefined) body = changed;
        }
        r.payload = (body as string | Uint8Array | undefined) ?? '';
      },
      async fail(r, error) {
        level += 1;
        const handler = handlers[Math.min(level, handlers.length - 1)]!;
        const status = (error as Partial<HostError>).statusCode;
        r.code(status && status >= 400 ? status : 500);
        try {
          const result = await handler(error, request, r);
          if (result !== undefined && result !== r && !r.sent) r.send(result);
        } catch (thrown) {
          r.send(thrown);
        }
      },
      async notFound(r) {
        r.code(404);
        const result = await notFound?.(request, r);
        if (result !== undefined && result !== r && !r.sent) r.send(result);
      },
    });
    const settle = async () => {
      // A send may hand over to an error handler, which sends again: wait until all has settled.
      while (reply.pending.length > 0) await reply.pending.shift();
    };
    const failed = (error: unknown) => reply.send(error instanceof Error ? error : new Error(String(error)));

    try {
      for (const hook of hooks.onRequest) {
        await runHook(hook, [request, reply]);
        await settle();
        if (reply.sent || reply.hijacked) break;
      }
      if (!reply.sent && !reply.hijacked) {
        if (!match) reply.callNotFound();
        else {
          const limit = options.bodyLimit?.(match.options.url) ?? 1024 * 1024;
          request.body = await readBody(input.method, input.headers['content-type'], input.body, limit);
          const result = await (match.options.handler as (q: unknown, r: HostReply) => unknown)(request, reply);
          if (result !== undefined && result !== reply && !reply.sent) reply.send(result);
        }
      }
    } catch (error) {
      failed(error);
    }
    await settle();
    const answer: HostAnswer = {
      status: reply.statusCode,
      headers: Object.fromEntries(reply.headerMap),
      body: input.method === 'HEAD' ? '' : (reply.payload ?? ''),
      dropped: reply.hijacked,
      holdMs: raw.holdMs ?? 0,
    };
    for (const hook of hooks.onResponse) await runHook(hook, [request, reply]).catch(() => undefined);
    return answer;
  }

  return { app: app as unknown as FastifyInstance, handle };
}
export type Host = ReturnType<typeof createHost>;
