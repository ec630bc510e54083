import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { Code } from '#contract/envelope.js';
import { api, contract } from '#contract/index.js';
import type { ScenarioName, WireName } from '#contract/dev.contract.js';
import type { Database } from '#fake-server/db/schema.js';
import type { Store } from '../fake-server/db/store.js';
import { faultHook, type Faults } from '../fake-server/dev/faults.js';
import { createInspector } from '../fake-server/dev/inspector.js';
import { parseLanguage, pathReason, t } from '../fake-server/i18n/messages.js';
import { hostAndOriginGuard } from '../fake-server/plugins/dev-guard.js';
import { errorEnvelopes, validationErrorHandler } from '../fake-server/plugins/errors.js';
import { authHook, languageHook } from '../fake-server/plugins/request-context.js';
import { securityHeaders } from '../fake-server/plugins/security.js';
import { specWire } from '../fake-server/plugins/spec-wire.js';
import { uploadFiles } from '../fake-server/plugins/static-files.js';
import { apiRoutes } from '../fake-server/routes/api-routes.js';
import { devRoutes } from '../fake-server/routes/dev.js';
import { retryAfterHeader } from '../fake-server/routes/answer.js';
import type { Clock } from '../fake-server/services/clock.js';
import type { Deps } from '../fake-server/services/deps.js';
import { createLimiter } from '../fake-server/services/limiter.js';
import { createMailer } from '../fake-server/services/mailer.js';
import { UPLOAD_MAX_BYTES } from '../fake-server/services/uploads.js';
import { type HashCost, createPasswordHasher } from '../fake-server/services/secrets.js';
import { canonicalEdge, canonicalRewrite } from '../site-server/canonical-path.js';
import { type Host, createHost } from './host/host.js';
import { BrowserStorageError } from './storage/idb.js';

export type BackendOptions = {
  store: Store;
  clock: Clock;
  faults: Faults;
  /** How the answers are written (the dashboard's wire switch): the project's own, or the spec's dialect. */
  wire: { current: WireName };
  /** The site's own address, base path included: where e-mail links point and redirects go. */
  webOrigin: string;
  /** Folders of the worker's file system (storage/file-store.ts). */
  uploadDir: string;
  snapshotDir: string;
  scenario: (name: ScenarioName, now: Date) => Database;
  /** 'test' lowers the password hashing cost: unit tests only. */
  hashCost?: HashCost;
  /** Per-address rate limits (on unless a test lifts them, as RATE_LIMIT=off does). */
  rateLimit?: boolean;
};

const s = initServer();
const isUpload = (request: FastifyRequest) => request.routeOptions.url === api.user.upload.path;

/**
 * A refusal of the browser to store the world (a full quota) answers the visitor in their
 * language and in the shape the call expects, instead of the generic server error; the page goes
 * on working (docs/decisions/100). Every other error goes to the fake server's own envelopes.
 */
function withStorageErrors(app: FastifyInstance): FastifyInstance {
  const setErrorHandler = (handler: (error: Error, request: FastifyRequest, reply: FastifyReply) => unknown) =>
    app.setErrorHandler((error: Error, request, reply) => {
      if (!(error instanceof BrowserStorageError)) return handler(error, request, reply);
      const message = t(request.language, error.quota ? 'storageFull' : 'storageFailed', { reason: error.message });
      return reply
        .code(200)
        .send(isUpload(request) ? { state: 'ERROR', url: '', message } : { code: Code.ServerError, message });
    });
  return Object.assign(Object.create(app) as FastifyInstance, { setErrorHandler });
}

/**
 * The fake server as fake-server/app.ts builds it, on the browser's host instead of Fastify: the
 * same hooks in the same order (envelopes, security headers, the canonical edge, language, the
 * /__dev guard, the inspector, the wire, faults, auth), the same routes through ts-rest, one world (the
 * visitor's). What only a Node server has is left out: sandboxes, proxy and recordings, CORS,
 * compression, and /media, which the published folder serves itself (docs/decisions/099).
 */
export async function createBackend(options: BackendOptions): Promise<{ host: Host; deps: Deps }> {
  const { store, clock, faults } = options;
  const deps: Deps = {
    store,
    clock,
    mailer: createMailer(store, clock),
    limiter: createLimiter(clock, options.rateLimit ?? true),
    hasher: createPasswordHasher(options.hashCost ?? 'owasp'),
    webOrigin: options.webOrigin.replace(/\/$/, ''),
    uploadDir: options.uploadDir,
  };
  const inspector = createInspector();
  const host = createHost({
    rewriteUrl: canonicalRewrite as unknown as (raw: { url: string }) => string,
    // fake-server/app.ts's limits: an upload's file and its form, else 1 MB.
    bodyLimit: (route) => (route === api.user.upload.path ? UPLOAD_MAX_BYTES + 64 * 1024 : 1024 * 1024),
  });
  const app = host.app;

  errorEnvelopes(withStorageErrors(app));
  securityHeaders(app);
  canonicalEdge(app, (request, reason) => ({
    code: Code.InvalidParameter,
    message: t(parseLanguage(request.headers.language), 'badPath', {
      reason: pathReason(parseLanguage(request.headers.language), reason),
    }),
  }));
  languageHook(app);
  retryAfterHeader(app);
  // The worker answers only its own pages, so Host is always the site's: the origin and
  // content-type checks of state-changing /__dev calls are what stays useful.
  hostAndOriginGuard(app, { webOrigin: options.webOrigin, guardEveryPath: false });
  inspector.register(app);
  specWire(app, () => options.wire.current);
  // A delay holds the answer once it has left the world's lock (static-demo/keeper.ts): one slow
  // call never holds another, of this tab or any other (issue 50, docs/decisions/129).
  faultHook(app, faults, (request, _reply, ms) => {
    (request.raw as unknown as { holdMs?: number }).holdMs = ms;
  });
  authHook(app, deps);
  uploadFiles(app, () => deps.uploadDir);

  const routerOptions = { logInitialization: false, requestValidationErrorHandler: validationErrorHandler } as const;
  await app.register(async (scope) => {
    const dev = devRoutes(deps, {
      faults,
      inspector,
      scenario: options.scenario,
      snapshotDir: () => options.snapshotDir,
      wire: { get: () => options.wire.current, set: (wire) => (options.wire.current = wire) },
      recordings: { dir: `${options.snapshotDir}/recordings`, replay: { current: undefined } },
    });
    s.registerRouter(contract, { api: apiRoutes(deps), devApi: { dev } }, scope, routerOptions);
  });
  return { host, deps };
}
