import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '#contract/envelope.js';
import { clientOf } from '../services/client-address.js';
import { Refusal } from '../services/refusal.js';

/** Requests one client (an IPv4 address, an IPv6 /64) may have waiting on a timer at once (README, "Limits"). */
export const HELD_PER_CLIENT = 20;

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Waits `ms` before this request goes on (a delay fault, the fake provider's armed timeout): true when the
     * time has passed, false as soon as its client has gone (the connection closed), keeping
     * nothing of it. Throws a 1007 Refusal at once, before any wait, when the client already has
     * HELD_PER_CLIENT requests waiting.
     */
    hold(ms: number): Promise<boolean>;
  }
}

/** The held requests' waits, by client: when each ends (at most HELD_PER_CLIENT a client). */
type Holds = Map<string, Set<{ end: number }>>;

function wait(holds: Holds, request: FastifyRequest, reply: FastifyReply, ms: number): Promise<boolean> {
  const client = clientOf(request);
  const waits = holds.get(client) ?? new Set();
  const now = Date.now();
  if (waits.size >= HELD_PER_CLIENT) {
    // Retry-After: when the first of them ends (or sooner, if its client leaves).
    const first = Math.min(...[...waits].map((w) => w.end));
    const seconds = Math.max(1, Math.ceil((first - now) / 1000));
    throw new Refusal(Code.TooManyAttempts, 'tooManyWaiting', { max: String(HELD_PER_CLIENT) }, seconds);
  }
  const res = reply.raw;
  // Gone before the wait began: nothing to hold.
  if (res.destroyed) return Promise.resolve(false);
  const held = { end: now + ms };
  waits.add(held);
  holds.set(client, waits);
  return new Promise((resolve) => {
    const finish = (passed: boolean) => {
      clearTimeout(timer);
      res.off('close', left);
      waits.delete(held);
      if (waits.size === 0) holds.delete(client);
      resolve(passed);
    };
    const left = () => finish(false);
    const timer = setTimeout(() => finish(true), ms);
    // A response closes before it has finished only when its connection went away.
    res.once('close', left);
  });
}

/**
 * Every wait a request makes on a timer goes through `reply.hold` (docs/decisions/160): it ends
 * the moment the client leaves, so a client that sends delayed calls and hangs up at once holds
 * nothing (before: each request, reply and socket for the whole delay; 150,000 of them took 1 GB),
 * and one client has at most HELD_PER_CLIENT waiting at once, so it cannot hold more by staying.
 */
export function heldRequests(app: FastifyInstance) {
  const holds: Holds = new Map();
  app.decorateReply('hold', function (this: FastifyReply, ms: number) {
    return wait(holds, this.request, this, ms);
  });
}
