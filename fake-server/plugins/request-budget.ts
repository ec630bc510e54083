import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { clientOf } from '../services/client-address.js';
import { type RequestRefusal, requestError } from './request-errors.js';

/** Body bytes arriving at once from one client (an IPv4 address, an IPv6 /64), and on the whole server (README, "Limits"). */
export const BODIES_PER_CLIENT_BYTES = 16 * 1024 * 1024;
export const BODIES_TOTAL_BYTES = 64 * 1024 * 1024;
/** Seconds a client refused for the server's load is told to wait. */
const BUSY_RETRY_AFTER_S = 10;
/** A request answered before its body was all in: how long its connection stays, for the client to read the answer. */
const LINGER_MS = 2000;

/** The body of a request as it arrives (set for requests that have one). */
export type Arrival = {
  /** Bytes arrived so far. */
  bytes: number;
  /** Set by a later hook (a sandbox's budget): asked about every chunk, a refusal stops the body. */
  watch: ((bytes: number) => RequestRefusal | null) | null;
  /** Why the body was stopped, once it was. */
  refused: RequestRefusal | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    arrival: Arrival | null;
  }
}

const hasBody = (raw: IncomingMessage) =>
  raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;

/**
 * Every request body is counted in bytes as they arrive off the socket, whatever its type or
 * framing (chunked bodies too), before any parser holds them (docs/decisions/093): one request
 * stops at its route's limit (413), one client's bodies in flight at `perClient`, everyone's at
 * `total` (503 with Retry-After), and a later hook may watch it against a budget of its own. A
 * stopped body is dropped as it comes, its parser gets the refusal, and the connection closes soon
 * after the answer. The bytes are let go when the answer is done.
 */
export function requestBudget(
  app: FastifyInstance,
  budgets: { perRequest: (request: FastifyRequest) => number; perClient: number; total: number },
) {
  let total = 0;
  const byClient = new Map<string, number>();
  app.decorateRequest('arrival', null);

  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    if (!hasBody(raw)) return done();
    const client = clientOf(request);
    const limit = budgets.perRequest(request);
    const arrival: Arrival = { bytes: 0, watch: null, refused: null };
    request.arrival = arrival;
    // A refusal raised on a body nobody reads (a route without a parser) must not end the process.
    raw.on('error', () => undefined);

    const refuse = (why: RequestRefusal) => {
      arrival.refused = why;
      reply.raw.shouldKeepAlive = false;
      if (why === 'serverBusy') reply.header('retry-after', String(BUSY_RETRY_AFTER_S));
      raw.emit('error', requestError(why));
    };
    const count = (bytes: number) => {
      arrival.bytes += bytes;
      total += bytes;
      const fromClient = (byClient.get(client) ?? 0) + bytes;
      byClient.set(client, fromClient);
      const why =
        arrival.bytes > limit
          ? 'bodyTooLarge'
          : fromClient > budgets.perClient || total > budgets.total
            ? 'serverBusy'
            : (arrival.watch?.(bytes) ?? null);
      if (why) refuse(why);
    };
    const push = raw.push.bind(raw);
    raw.push = (chunk: Buffer | null, encoding?: BufferEncoding) => {
      if (chunk === null) return push(chunk, encoding);
      if (arrival.refused) return true;
      count(chunk.length);
      return arrival.refused ? true : push(chunk, encoding);
    };
    // Bytes that came with the headers are already buffered.
    if (raw.readableLength > 0) count(raw.readableLength);
    // Answered before its body was all in (a refusal, an early error): the rest of the body is dropped
    // as it comes, and the connection is closed soon after, never left to a client that goes on sending.
    reply.raw.once('finish', () => {
      // (`complete` is a socket's request's: an injected one has no connection to close.)
      if (raw.complete !== false) return;
      arrival.refused ??= 'bodyTooLarge';
      setTimeout(() => {
        if (!raw.complete) raw.socket.destroy();
      }, LINGER_MS).unref();
    });
    reply.raw.once('close', () => {
      total -= arrival.bytes;
      const left = (byClient.get(client) ?? 0) - arrival.bytes;
      if (left > 0) byClient.set(client, left);
      else byClient.delete(client);
    });
    done();
  });
  // A body stopped before its parser listened: the parser is not started on what is left of it.
  const stopped = async (request: FastifyRequest) => {
    if (request.arrival?.refused) throw requestError(request.arrival.refused);
  };
  app.addHook('preParsing', stopped);
  app.addHook('preValidation', stopped);
}
