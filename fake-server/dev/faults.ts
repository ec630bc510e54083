import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CheckoutArm, Fault, FaultInput } from '#contract/dev.contract.js';
import { Code, type ErrorCode } from '#contract/envelope.js';
import { t } from '../i18n/messages.js';
import { Refusal } from '../services/refusal.js';

const defaultCode = (status: number): ErrorCode =>
  status === 404 ? Code.NotFound : status >= 500 ? Code.ServerError : Code.InvalidParameter;

/**
 * An armed fault as it is kept: its answer body as the JSON text it is sent as. A parsed body can
 * take twenty times its text in memory (64 KB of `[],` is 20,000 arrays), the text takes its
 * length, which is what the sandbox's budget counts.
 */
type ArmedFault = Omit<Fault, 'body' | 'expiresAt'> & { bodyJson?: string; endsAt: number };

/**
 * How long an armed fault lasts at most, on real time (docs/decisions/161): one that is never used
 * up (no `times`) or that a tester forgot ends by itself, so a forgotten `*` 401 cannot leave a
 * sandbox's site signing its visitor out for ever.
 */
export const FAULT_LIFETIME_MS = 30 * 60_000;

/** About what a fault's fields other than its body take. */
const FAULT_OVERHEAD_BYTES = 200;

const shown = ({ bodyJson, endsAt, ...fault }: ArmedFault): Fault => ({
  ...fault,
  ...(bodyJson === undefined ? {} : { body: JSON.parse(bodyJson) as unknown }),
  expiresAt: new Date(endsAt).toISOString(),
});

/**
 * Faults a tester arms through /__dev/faults: the next matching /api calls fail on purpose. The
 * fake payment provider's arm is kept here too (its next card payment declined or timed out,
 * /__dev/checkout/next): a fault of the provider's, not of an /api call, cleared with the rest.
 */
export function createFaults(now: () => number = Date.now) {
  let faults: ArmedFault[] = [];
  let checkout: CheckoutArm | null = null;
  // A fault is armed for calls: a preflight (OPTIONS) is never one, whatever method the fault names.
  const matches = (f: ArmedFault, method: string, path: string) =>
    method !== 'OPTIONS' &&
    (!f.method || f.method === method) &&
    (f.path === '*' || f.path === path || (f.path.endsWith('*') && path.startsWith(f.path.slice(0, -1))));
  const live = () => {
    const at = now();
    if (faults.some((f) => f.endsAt <= at)) faults = faults.filter((f) => f.endsAt > at);
    return faults;
  };
  return {
    list: (): Fault[] => live().map(shown),
    /** Arms a fault; `kept` restores one armed before (the static demo's stored world), as it was. */
    add({ body, ...input }: FaultInput, kept?: Pick<Fault, 'id' | 'remaining' | 'expiresAt'>): Fault {
      const fault: ArmedFault = {
        ...input,
        id: kept?.id ?? randomUUID(),
        remaining: kept ? kept.remaining : (input.times ?? null),
        // (A world stored before faults expired has no `expiresAt`: its faults get a lifetime from now.)
        endsAt: (kept && Date.parse(kept.expiresAt)) || now() + FAULT_LIFETIME_MS,
        ...(body === undefined ? {} : { bodyJson: JSON.stringify(body) }),
      };
      faults.push(fault);
      return shown(fault);
    },
    clear(id?: string) {
      faults = id ? faults.filter((f) => f.id !== id) : [];
      if (!id) checkout = null;
    },
    /** The provider's arm for the next card payment (null: it goes as its card says). */
    checkout: () => checkout,
    armCheckout(arm: CheckoutArm | null) {
      checkout = arm;
    },
    /** The arm, used up by the payment that takes it. */
    takeCheckout(): CheckoutArm | null {
      const taken = checkout;
      checkout = null;
      return taken;
    },
    /** What the armed faults hold, in bytes (a sandbox's budget counts them). */
    bytes: () =>
      faults.reduce(
        (sum, f) => sum + FAULT_OVERHEAD_BYTES + (f.bodyJson?.length ?? 0) + (f.message?.length ?? 0) + f.path.length,
        0,
      ),
    /** The fault armed for this call, if any, not yet counted. */
    match: (method: string, path: string): ArmedFault | null => live().find((f) => matches(f, method, path)) ?? null,
    /** Counts a call against a fault (removed when used up). */
    use(fault: ArmedFault) {
      if (fault.remaining !== null && --fault.remaining <= 0) faults = faults.filter((f) => f !== fault);
    },
  };
}
export type Faults = ReturnType<typeof createFaults>;

/** How a fault's delay waits: true when its time has passed, false when the client left (nothing to answer). */
type Delay = (request: FastifyRequest, reply: FastifyReply, ms: number) => Promise<boolean> | void;

/**
 * Applies armed faults to /api calls (and the link endpoints), before anything else runs. A delay
 * waits here (`delay`'s default, `reply.hold`: plugins/held-requests.ts), holding only its own
 * request, and only while its client waits for it; the static demo's host, whose requests run
 * under one lock per world, holds the answer after it leaves the lock instead
 * (static-demo/backend.ts, docs/decisions/129).
 */
export function faultHook(
  app: FastifyInstance,
  faults: Faults,
  delay: Delay = (_request, reply, ms) => reply.hold(ms),
) {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.canonicalPath;
    // A browser's CORS preflight is not the call a fault is armed for.
    if (!path.startsWith('/api/') || request.method === 'OPTIONS') return;
    const fault = faults.match(request.method, path);
    if (!fault) return;
    let waited: Promise<boolean> | void = undefined;
    if (fault.delayMs) {
      try {
        waited = delay(request, reply, fault.delayMs);
      } catch (error) {
        // One client with too many requests waiting: this one is refused, the fault not counted.
        if (!(error instanceof Refusal)) throw error;
        request.retryAfterS = error.retryAfterS ?? null;
        return reply.code(200).send({ code: error.code, message: t(request.language, error.key, error.params) });
      }
    }
    faults.use(fault);
    // The client left during the delay: nothing runs for it. Nobody reads the answer (499, nginx's
    // "client closed request"), but it ends the request as any other does: a sandbox started for
    // it is undone, the inspector lists it.
    if ((await waited) === false) return reply.code(499).send();
    if (fault.drop) {
      // The connection drops in the middle of the answer: headers, part of the body, then the
      // socket closes. A bare close before any byte would be retried by a browser on a reused
      // keep-alive connection, using the fault up unseen; a cut answer is not retried, so the
      // client meets the failure exactly once.
      reply.hijack();
      request.raw.socket.end(
        'HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: 1024\r\nconnection: close\r\n\r\n{"code":"',
      );
      return;
    }
    if (fault.bodyJson !== undefined)
      return reply
        .code(fault.status ?? 200)
        .type('application/json; charset=utf-8')
        .send(fault.bodyJson);
    if (fault.status && fault.status !== 200) {
      return reply
        .code(fault.status)
        .send({ code: fault.code ?? defaultCode(fault.status), message: fault.message ?? `HTTP ${fault.status}` });
    }
    if (fault.code) {
      const message =
        fault.message ??
        (fault.code === Code.Unauthorized
          ? t(request.language, 'unauthorized')
          : fault.code === Code.NotActivatedToast || fault.code === Code.NotActivated
            ? t(request.language, 'notActivated')
            : `Fault ${fault.code}`);
      return reply.code(200).send({ code: fault.code, message });
    }
  });
}
