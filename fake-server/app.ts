import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { inProject } from './project-root.js';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { Code } from '#contract/envelope.js';
import { api, contract, devApi } from '#contract/index.js';
import type { CheckoutArm, FaultInput, ScenarioName, WireName } from '#contract/dev.contract.js';
import type { Database } from './db/schema.js';
import type { Store } from './db/store.js';
import { faultHook } from './dev/faults.js';
import { heldRequests } from './plugins/held-requests.js';
import { createInspector } from './dev/inspector.js';
import { bodyParsers } from './plugins/body-parsers.js';
import { BODIES_PER_CLIENT_BYTES, BODIES_TOTAL_BYTES, requestBudget } from './plugins/request-budget.js';
import { cors, corsHeadersOf } from './plugins/cors.js';
import { hostAndOriginGuard } from './plugins/dev-guard.js';
import {
  MAX_PARAM_LENGTH,
  errorEnvelopes,
  frameworkErrors,
  parserErrors,
  validationErrorHandler,
} from './plugins/errors.js';
import { webApp } from './plugins/web-app.js';
import { authHook, languageHook } from './plugins/request-context.js';
import { answerHeaders, securityHeaders } from './plugins/security.js';
import { specWire } from './plugins/spec-wire.js';
import { mediaFiles, uploadFiles } from './plugins/static-files.js';
import { apiRoutes } from './routes/api-routes.js';
import { UPLOAD_MAX_BYTES } from './services/uploads.js';
import { devRoutes } from './routes/dev.js';
import { retryAfterHeader } from './routes/answer.js';
import type { Clock } from './services/clock.js';
import type { Deps } from './services/deps.js';
import { type ProxyOptions, proxyRoutes } from './proxy/proxy.js';
import { createRecorder } from './proxy/recorder.js';
import { type Replay, replayHook } from './proxy/replay.js';
import type { ProxyView } from './proxy/view.js';
import { canonicalEdge, canonicalRewrite } from '../site-server/canonical-path.js';
import { REQUEST_TIMEOUT_MS, serverTimeouts } from '../site-server/request-timeout.js';
import { styleSources } from '../site-server/style-hashes.js';
import { parseLanguage, pathReason, t } from './i18n/messages.js';
import { type HashCost, createPasswordHasher } from './services/secrets.js';
import { sandboxBudget } from './sandbox/budget.js';
import { sandboxHook } from './sandbox/hook.js';
import { type SandboxSettings, createSandboxes } from './sandbox/sandboxes.js';
import { PROSPECT_WORLD_DEFAULTS, createProspectWorlds } from './sandbox/prospect-worlds.js';
import { createWorldContext, makeWorld } from './sandbox/world.js';

export type AppOptions = {
  store: Store;
  clock?: Clock;
  /** Where e-mail links point and link endpoints redirect to. */
  webOrigin: string;
  uploadDir: string;
  snapshotDir: string;
  /** Builds a scenario's database (fixtures); needed by /__dev/reset. */
  scenario: (name: ScenarioName, now: Date) => Database;
  /** Per-address rate limits (RATE_LIMIT); per-account limits always apply. */
  rateLimit?: boolean;
  /** 'test' lowers the password hashing cost: unit tests only. */
  hashCost?: HashCost;
  logger?: boolean;
  /** The built site to serve from the same port (npm run demo). */
  webRoot?: string;
  /** Origins the product frame and the hosted checkout may load from, besides our own. */
  frameOrigins?: string[];
  /** false (DEV_TOOLS=off) removes /__dev entirely: a demo on a shared network. */
  devTools?: boolean;
  /** Extra Host names /__dev answers besides loopback and WEB_ORIGIN's (DEV_HOSTS). */
  devHosts?: string[];
  /** Refuse foreign Host headers on the API and site too (the server is bound to loopback). */
  guardEveryPath?: boolean;
  /** Origins allowed to call the API from a browser (CORS_ORIGINS), as the real API allows the production site. */
  corsOrigins?: string[];
  /** Proxy mode (UPSTREAM_URL): /api goes to the real API, checked against the contract. */
  proxy?: ProxyOptions;
  /** Where recordings are stored (proxy mode) and read from (SCENARIO=recorded:<name>). */
  recordingsDir?: string;
  /** A recording replayed over the empty scenario (SCENARIO=recorded:<name>). */
  replay?: Replay;
  /** Faults armed in the server's own world at start (a fixture document's, SCENARIO=file:<path>). */
  faults?: FaultInput[];
  /** The fake provider's arm at start (a fixture document's `checkout`, SCENARIO=file:<path>). */
  checkout?: CheckoutArm | null;
  /**
   * Sandbox mode (SANDBOXES=on): every client in its own complete world; `prospectWorlds`, the
   * worlds prospect links name (PROSPECT_WORLDS_MAX, PROSPECT_WORLD_DAYS; docs/decisions/176).
   */
  sandboxes?: Omit<SandboxSettings, 'replay' | 'wire'> & { prospectWorlds?: { max: number; ttlMs: number } };
  /** How answers are written at start (WIRE): the project's representation, or the spec's plainest. */
  wire?: WireName;
  /** The https proxy in front whose forwarded client address is believed (TRUST_PROXY: addresses or CIDRs). */
  trustProxy?: string;
  /** A request whose headers and body have not all arrived by then is cut (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
};

const BODY_LIMIT = 1024 * 1024;
/** An upload's multipart body: the file and its few small fields. */
const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024;

const mediaDirs = [inProject('fixtures/assets/'), inProject('web/public/media/')];
const s = initServer();

/** Builds the fake server; never listens (server.ts does, tests use inject or listen on port 0). */
export async function buildApp(
  options: AppOptions,
): Promise<{ app: FastifyInstance; deps: Deps; eachWorld: (fn: () => void) => void }> {
  // The server's own world; in sandbox mode every sandbox is another. `deps`, the faults and the
  // inspector are views of the world the current request acts on (docs/decisions/076).
  const context = createWorldContext(
    makeWorld({
      id: null,
      store: options.store,
      clock: options.clock,
      uploadDir: options.uploadDir,
      snapshotDir: options.snapshotDir,
      rateLimit: options.rateLimit ?? true,
      replay: options.replay,
      wire: options.wire,
    }),
  );
  const deps: Deps = {
    store: context.view((w) => w.store),
    clock: context.view((w) => w.clock),
    mailer: context.view((w) => w.mailer),
    limiter: context.view((w) => w.limiter),
    hasher: createPasswordHasher(options.hashCost ?? 'owasp'),
    webOrigin: options.webOrigin.replace(/\/$/, ''),
    get uploadDir() {
      return context.current().uploadDir;
    },
  };
  const faults = context.view((w) => w.faults);
  for (const fault of options.faults ?? []) context.own.faults.add(fault);
  context.own.faults.armCheckout(options.checkout ?? null);
  const inspector = createInspector((request) => (request ? context.of(request) : context.current()).inspector);
  const sandboxes = options.sandboxes
    ? createSandboxes(
        { ...options.sandboxes, replay: options.replay, wire: options.wire },
        { scenario: options.scenario, rateLimit: options.rateLimit ?? true },
      )
    : undefined;
  await sandboxes?.load();
  const prospectWorlds = options.sandboxes
    ? createProspectWorlds({
        // Beside the sandboxes' folder, not in it: every folder in it is a sandbox.
        dir: join(dirname(options.sandboxes.root), 'prospect-worlds'),
        ...(options.sandboxes.prospectWorlds ?? PROSPECT_WORLD_DEFAULTS),
      })
    : undefined;
  await prospectWorlds?.load();
  // The demo site's own <style> elements, by hash, as the production build's policy names them.
  const styles = options.webRoot ? await styleSources(options.webRoot) : [];
  const headers = answerHeaders({ frameOrigins: options.frameOrigins, styles });
  const app = Fastify({
    logger: options.logger ?? false,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: frameworkErrors(headers, options.corsOrigins),
    clientErrorHandler: parserErrors(
      headers,
      options.corsOrigins ?? [],
      options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
    ),
    bodyLimit: BODY_LIMIT,
    return503OnClosing: true,
    rewriteUrl: canonicalRewrite,
    ...(options.trustProxy ? { trustProxy: options.trustProxy } : {}),
    ...serverTimeouts(options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS),
  });

  errorEnvelopes(app);
  // Every answer carries the security headers, refusals and replays included; then one canonical
  // path is decided before any other hook reads one (docs/decisions/075).
  securityHeaders(app, { frameOrigins: options.frameOrigins, styles, framedBy: options.corsOrigins });
  canonicalEdge(app, (request, reason, reply) => {
    // Refused before the CORS hook: an allowed origin still reads why (docs/decisions/122).
    reply.headers(corsHeadersOf(request.headers.origin, options.corsOrigins ?? []));
    return {
      code: Code.InvalidParameter,
      message: t(parseLanguage(request.headers.language), 'badPath', {
        reason: pathReason(parseLanguage(request.headers.language), reason),
      }),
    };
  });
  // CORS next, before any hook that may answer: every answer to an allowed origin carries it (the
  // server's refusals, a full demo, armed faults, replays), and a preflight is answered here,
  // before a sandbox, a fault or the proxy sees it (docs/decisions/122).
  await cors(app, options.corsOrigins ?? []);
  // Bodies are counted as they arrive, per request, per client and in all (docs/decisions/093).
  requestBudget(app, {
    perRequest: (request) => (request.canonicalPath === api.user.upload.path ? UPLOAD_BODY_LIMIT : BODY_LIMIT),
    perClient: BODIES_PER_CLIENT_BYTES,
    total: BODIES_TOTAL_BYTES,
  });
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  // Host and Origin are checked before a sandbox is chosen: a refused request never starts one.
  languageHook(app);
  retryAfterHeader(app);
  hostAndOriginGuard(app, {
    webOrigin: options.webOrigin,
    devHosts: options.devHosts,
    guardEveryPath: options.guardEveryPath ?? true,
  });
  if (sandboxes) {
    const budget = sandboxBudget(sandboxes.settings, sandboxes.records);
    sandboxHook(app, sandboxes, budget, context, {
      secure: options.webOrigin.startsWith('https:'),
      webOrigin: options.webOrigin,
    });
    const sweep = setInterval(
      () => void Promise.all([sandboxes.sweep(), prospectWorlds?.sweep()]).catch(() => undefined),
      Math.min(60_000, options.sandboxes!.ttlMs / 2),
    );
    sweep.unref();
    app.addHook('onClose', async () => {
      clearInterval(sweep);
      await sandboxes.closeAll();
    });
  }
  // Once a write has failed, nothing is answered from data the file will not hold.
  app.addHook('onRequest', async (_request, reply) => {
    const failure = deps.store.failure();
    if (failure) return reply.code(503).send({ code: Code.ServerError, message: failure.message });
  });
  inspector.register(app);
  specWire(app, (request) => context.of(request).wire);
  heldRequests(app);
  faultHook(app, faults);
  // Each world replays its own recording: one visitor's reset changes only theirs.
  const replay = context.view((w) => w.replay);
  replayHook(app, replay);
  authHook(app, deps);
  await app.register(compress, { threshold: 1024 });
  await bodyParsers(app);
  let proxy: ProxyView | undefined;
  if (options.proxy) {
    const recorder = createRecorder(options.proxy.base, options.recordingsDir ?? options.snapshotDir);
    proxy = { stats: proxyRoutes(app, options.proxy, inspector, recorder), recorder };
  } else {
    await mkdir(options.uploadDir, { recursive: true });
    uploadFiles(app, (request) => context.of(request).uploadDir);
    await mediaFiles(app, mediaDirs);
  }

  const routerOptions = { logInitialization: false, requestValidationErrorHandler: validationErrorHandler } as const;
  await app.register(async (scope) => {
    const recordings = { dir: options.recordingsDir ?? options.snapshotDir, replay };
    const dev = () =>
      devRoutes(deps, {
        faults,
        inspector,
        scenario: options.scenario,
        snapshotDir: () => context.current().snapshotDir,
        wire: { get: () => context.current().wire, set: (wire) => (context.current().wire = wire) },
        sandboxes,
        prospectWorlds,
        proxy,
        recordings,
      });
    // In proxy mode the upstream answers /api; the dev tools stay.
    if (proxy)
      return options.devTools === false ? undefined : s.registerRouter(devApi, { dev: dev() }, scope, routerOptions);
    if (options.devTools === false) return s.registerRouter(api, apiRoutes(deps), scope, routerOptions);
    s.registerRouter(contract, { api: apiRoutes(deps), devApi: { dev: dev() } }, scope, routerOptions);
  });
  if (options.webRoot) await webApp(app, options.webRoot);
  /** Runs `fn` in every open world (the server's own and each open sandbox): subscription renewals. */
  const eachWorld = (fn: () => void) => {
    for (const world of [context.own, ...(sandboxes?.openWorlds() ?? [])]) context.run(world, fn);
  };
  return { app, deps, eachWorld };
}
