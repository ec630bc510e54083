import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code, type ErrorCode } from '#contract/envelope.js';
import { type MessageKey, parseLanguage, t } from '../i18n/messages.js';
import { clientOf } from '../services/client-address.js';
import { SandboxRefusal } from './admission.js';
import type { SandboxBudget } from './budget.js';
import { readSandboxCookie, sandboxCookies, startedElsewhere } from './cookies.js';
import type { Sandboxes } from './sandboxes.js';
import type { World, WorldContext } from './world.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The sandbox started for this request (a newcomer's first write), by id; null when none was. */
    startedSandbox: string | null;
    /** The route changed nothing (a refused fixture document): a sandbox started for it is undone too. */
    changedNothing: boolean;
  }
}

export const SANDBOX_HEADER = 'x-sandbox';
/** Reading never starts a sandbox: a crawler (no cookies) reads the scenario as it is. */
const READING = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes that act on no sandbox of the caller's: they never start one. */
const OWNS_NONE = new Set(['/__dev/sandboxes', '/__dev/sandbox', '/__dev/prospect-worlds']);
/** Answers that belong to one sandbox: never kept by a shared cache. */
const PER_SANDBOX = /^\/(api|uploads|__dev)(\/|$)/i;
/** Files and assets: a stale cookie is cleared on the page or call that loads them, not on each of them. */
const isFile = (path: string) => /^\/(assets|media|uploads)\//.test(path) || /\.[a-z0-9]+$/i.test(path);

/**
 * Places every request in its sandbox (SANDBOXES=on, docs/decisions/076 and 093): the `x-sandbox`
 * header (any client), else the sandbox cookie (a browser). A visitor without one reads the
 * scenario as it is (pages, lists, articles, the dashboard: nothing is created), and gets a
 * sandbox of their own, with its cookie, on their first write, unless the write comes from another
 * site, their address has started too many lately, or every sandbox is in use. An unknown id in
 * the header is refused, never replaced; an expired cookie is cleared, with a notice for the demo
 * ribbon; two sandbox cookies are refused. Everything after this hook acts on that world only.
 *
 * A request no route takes (404, or 405: docs/decisions/124) can change nothing: it never starts a
 * sandbox nor moves one's idle clock. A sandbox started for a request that is then refused before
 * its route runs (a body that cannot be read, of a type no parser takes, too large) is undone:
 * removed, its cookie not sent, its start not counted against the client (docs/decisions/128); so
 * is one whose route says it changed nothing (a refused fixture document).
 * A sandbox started for a request answers its id in the `x-sandbox` header, so a client without
 * cookies (curl) can reach it.
 */
export function sandboxHook(
  app: FastifyInstance,
  sandboxes: Sandboxes,
  budget: SandboxBudget,
  context: WorldContext,
  /** `secure`: the public origin (WEB_ORIGIN) is https: the cookie is `__Host-` and `Secure`. `webOrigin`: it. */
  options: { secure: boolean; webOrigin: string },
) {
  const refuse = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    key: MessageKey,
    code: ErrorCode = Code.InvalidParameter,
    params: Record<string, string> = {},
  ) => reply.code(status).send({ code, message: t(parseLanguage(request.headers.language), key, params) });
  const secureFor = (request: FastifyRequest) => options.secure || request.protocol === 'https';

  /** A new sandbox for a newcomer's write; null when refused (the answer is sent). */
  async function start(request: FastifyRequest, reply: FastifyReply, expiredId: string | undefined) {
    if (startedElsewhere(request, options.webOrigin)) return void refuse(request, reply, 403, 'sandboxCrossSite');
    let world: World;
    try {
      sandboxes.admit(clientOf(request));
      world = await sandboxes.create(undefined, clientOf(request));
    } catch (error) {
      return refused(request, reply, error);
    }
    request.startedSandbox = world.id;
    reply.header('set-cookie', sandboxCookies(secureFor(request), world.id, expiredId !== undefined));
    reply.header(SANDBOX_HEADER, world.id!);
    return world;
  }

  /** Whether the request's route ran (its preHandler was reached): only then does a new sandbox stay. */
  const reached = new WeakSet<FastifyRequest>();
  /** A sandbox started for a request refused before its route ran: undone, as if never started. */
  async function undo(request: FastifyRequest, reply: FastifyReply) {
    const id = request.startedSandbox!;
    request.startedSandbox = null;
    reply.removeHeader(SANDBOX_HEADER);
    const expired = readSandboxCookie(request.headers.cookie, secureFor(request)).some(Boolean);
    if (expired) reply.header('set-cookie', sandboxCookies(secureFor(request), null, true));
    else reply.removeHeader('set-cookie');
    // Gone before the answer leaves: the client's next request finds its allowance whole.
    await sandboxes.discard(id, clientOf(request)).catch(() => undefined);
  }

  /** A sandbox that cannot be started: the refusal with its wait (Retry-After); nothing else is caught. */
  function refused(request: FastifyRequest, reply: FastifyReply, error: unknown): undefined {
    if (!(error instanceof SandboxRefusal)) throw error;
    reply.header('retry-after', String(error.retryAfterS));
    return void refuse(request, reply, error.status, error.key, error.code, error.params);
  }

  async function place(request: FastifyRequest, reply: FastifyReply): Promise<World | undefined> {
    if (request.method === 'POST' && request.canonicalPath === '/__dev/sandboxes') {
      try {
        sandboxes.admit(clientOf(request));
      } catch (error) {
        return refused(request, reply, error);
      }
    }
    // Only a write restarts a sandbox's idle clock (docs/decisions/121): reads cannot hold a place,
    // nor can a request no route takes (404, 405), which changes nothing.
    const write = !READING.has(request.method) && !request.is404;
    const header = request.headers[SANDBOX_HEADER];
    if (header !== undefined) {
      const world = await sandboxes.get(String(header), write);
      return world ?? void refuse(request, reply, 400, 'sandboxUnknown');
    }
    const cookies = readSandboxCookie(request.headers.cookie, secureFor(request));
    if (cookies.length > 1) return void refuse(request, reply, 400, 'twoSandboxCookies');
    const cookie = cookies[0] || undefined;
    const world = cookie ? await sandboxes.get(cookie, write) : null;
    if (world) return world;
    // Creating a sandbox, removing one's own, or storing a world for prospect links never starts another.
    const ownsNone = OWNS_NONE.has(request.canonicalPath);
    if (!write || ownsNone) {
      // An expired sandbox's cookie is cleared (the ribbon says so); the visitor reads the scenario.
      if (cookie && !isFile(request.canonicalPath))
        reply.header('set-cookie', sandboxCookies(secureFor(request), null, true));
      return sandboxes.pristine();
    }
    return start(request, reply, cookie);
  }

  app.decorateRequest('world', null);
  app.decorateRequest('startedSandbox', null);
  app.decorateRequest('changedNothing', false);
  // Callback style: `done` runs inside the sandbox's context, so every later hook, the handler and
  // every await under them see the same world.
  app.addHook('onRequest', (request, reply, done) => {
    place(request, reply).then(
      (world) => {
        if (!world) return;
        if (world.id !== null && (budget.full(request, world) || budget.track(request, reply, world)))
          return void refuse(request, reply, 413, 'sandboxFull');
        request.world = world;
        context.run(world, done);
      },
      (error: Error) => done(error),
    );
  });
  app.addHook('preHandler', async (request) => {
    reached.add(request);
    if (request.world?.id) await budget.checkCopy(request, request.world);
  });
  // Nothing of one visitor's sandbox is kept by a shared cache, nor any answer that sets the cookie.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.startedSandbox && (!reached.has(request) || request.changedNothing)) await undo(request, reply);
    if ((request.world?.id && PER_SANDBOX.test(request.canonicalPath)) || reply.hasHeader('set-cookie'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
