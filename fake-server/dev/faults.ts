import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Fault, FaultInput } from '#contract/dev.contract.js';
import { Code, type ErrorCode } from '#contract/envelope.js';
import { t } from '../i18n/messages.js';

const defaultCode = (status: number): ErrorCode =>
  status === 404 ? Code.NotFound : status >= 500 ? Code.ServerError : Code.InvalidParameter;

/** Faults a tester arms through /__dev/faults: the next matching /api calls fail on purpose. */
export function createFaults() {
  let faults: Fault[] = [];
  const matches = (f: Fault, method: string, path: string) =>
    (!f.method || f.method === method) &&
    (f.path === '*' || f.path === path || (f.path.endsWith('*') && path.startsWith(f.path.slice(0, -1))));
  return {
    list: () => faults,
    add(input: FaultInput): Fault {
      const fault: Fault = { ...input, id: randomUUID(), remaining: input.times ?? null };
      faults.push(fault);
      return fault;
    },
    clear(id?: string) {
      faults = id ? faults.filter((f) => f.id !== id) : [];
    },
    /** The fault for this call, counted down (and removed when used up). */
    take(method: string, path: string): Fault | null {
      const fault = faults.find((f) => matches(f, method, path));
      if (!fault) return null;
      if (fault.remaining !== null && --fault.remaining <= 0) faults = faults.filter((f) => f !== fault);
      return fault;
    },
  };
}
export type Faults = ReturnType<typeof createFaults>;

/** Applies armed faults to /api calls (and the link endpoints), before anything else runs. */
export function faultHook(app: FastifyInstance, faults: Faults) {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.canonicalPath;
    // A browser's CORS preflight is not the call a fault is armed for.
    if (!path.startsWith('/api/') || request.method === 'OPTIONS') return;
    const fault = faults.take(request.method, path);
    if (!fault) return;
    if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
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
    if (fault.body !== undefined) return reply.code(fault.status ?? 200).send(fault.body);
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
