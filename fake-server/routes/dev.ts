import type { FastifyRequest } from 'fastify';
import { initServer } from '@ts-rest/fastify';
import { devApi } from '#contract/index.js';
import { Code } from '#contract/envelope.js';
import { CLOCK_RANGE_MS, FAULTS_MAX, type ScenarioName, type WireName } from '#contract/dev.contract.js';
import type { Database } from '../db/schema.js';
import { checkoutPage, decodeSession } from '../dev/checkout-page.js';
import { dashboardPage } from '../dev/dashboard.js';
import { apiReferencePage } from '../dev/api-reference.js';
import { page } from '../dev/html.js';
import type { Faults } from '../dev/faults.js';
import type { Inspector } from '../dev/inspector.js';
import { paypalApprovePage, standInPage } from '../dev/small-pages.js';
import { pageLanguage } from '../../site-server/language.js';
import { loadScenario, restoreSnapshot, saveSnapshot, snapshotFolder } from '../dev/snapshots.js';
import { clientOf } from '../services/client-address.js';
import type { Deps } from '../services/deps.js';
import type { ProxyView } from '../proxy/view.js';
import { type ReplayState, loadReplay, recordingNames } from '../proxy/replay.js';
import { approvePaypalOrder } from '../services/paypal.js';
import { findPlan } from '../services/plans.js';
import { cancelSubscription, payCheckout, providerRefusal, redeliver, runDue } from '../services/provider.js';
import { Refusal } from '../services/refusal.js';
import type { Sandboxes } from '../sandbox/sandboxes.js';
import { answer, done } from './answer.js';
import { FixtureProblems } from '../documents/problems.js';
import { type MessageKey, t } from '../i18n/messages.js';
import { type SandboxGuard, prepareWorld, putWorld, refusedDocument } from '../dev/seed.js';
import { withLinks } from '../dev/document-mail.js';
import { openAsPage } from '../dev/open-as.js';
import { sha256 } from '../db/schema.js';
import { isPast } from '../services/clock.js';
import { sandboxCookies } from '../sandbox/cookies.js';
import type { ProspectWorlds } from '../sandbox/prospect-worlds.js';
import { prospectRoutes } from './prospect.js';

const s = initServer();

export type DevOptions = {
  faults: Faults;
  inspector: Inspector;
  scenario: (name: ScenarioName, now: Date) => Database;
  /** The current world's snapshot folder (each sandbox has its own). */
  snapshotDir: () => string;
  /** How the current world writes its answers (WIRE). */
  wire: { get: () => WireName; set: (wire: WireName) => void };
  /** Sandbox mode: where POST /__dev/sandboxes creates one. */
  sandboxes?: Sandboxes;
  /** Sandbox mode: the worlds prospect links name (docs/decisions/176). */
  prospectWorlds?: ProspectWorlds;
  /** Proxy mode (UPSTREAM_URL): what passes, and the recorder. */
  proxy?: ProxyView;
  /** Where recordings are, and the one replayed now (SCENARIO=recorded:<name>). */
  recordings: { dir: string; replay: ReplayState };
};

const html = (body: string) => ({ status: 200 as const, body });
/** Per client (an IPv4 address, an IPv6 /64) in sandbox mode: fixture documents loaded, and the password hashes they cost. */
const FIXTURE_LOADS = { max: 30, windowMs: 10 * 60_000 };
const FIXTURE_HASHES = { max: 60, windowMs: 10 * 60_000 };

/** `answer`, and a fixture document with problems refused whole with every one of them named. */
async function seeded<T>(
  request: FastifyRequest,
  okKey: MessageKey,
  work: () => Promise<T>,
  okParams: Record<string, string> = {},
) {
  try {
    const result = await answer(request, work, okKey, okParams);
    // A document refused by a limit changed nothing either.
    if (result.body.code !== Code.OK) request.changedNothing = true;
    return result;
  } catch (error) {
    if (error instanceof FixtureProblems) {
      // A refused document leaves nothing behind, not even a sandbox started for it.
      request.changedNothing = true;
      return refusedDocument(request, error);
    }
    throw error;
  }
}

export const devRoutes = (
  deps: Deps,
  { faults, inspector, scenario, snapshotDir, proxy, recordings, sandboxes, prospectWorlds, wire }: DevOptions,
) => {
  const recorder = () => {
    if (!proxy) throw new Refusal(Code.InvalidParameter, 'proxyOnly');
    return proxy.recorder;
  };
  const clockView = () => ({ now: deps.clock.iso(), offsetMs: deps.clock.offsetMs() });
  /**
   * In sandbox mode (a public demo) a document loads within the sandbox's budget, and its client
   * (services/client-address.ts, as every per-client limit counts it) may ask for so many loads
   * and slow password hashes (RATE_LIMIT=off lifts it, as for logins); a refusal says when to try
   * again.
   */
  const sandboxGuard = (request: FastifyRequest): SandboxGuard | undefined => {
    if (!sandboxes) return undefined;
    const client = clientOf(request);
    const refuse = (action: string) =>
      new Refusal(Code.TooManyAttempts, 'tooManyAttempts', {}, deps.limiter.addressWait(action, client));
    return {
      budget: sandboxes.settings,
      admit() {
        if (!deps.limiter.address('fixture', client, FIXTURE_LOADS.max, FIXTURE_LOADS.windowMs))
          throw refuse('fixture');
      },
      charge(hashes) {
        const allowed = Array.from({ length: hashes }).every(() =>
          deps.limiter.address('fixture-hash', client, FIXTURE_HASHES.max, FIXTURE_HASHES.windowMs),
        );
        if (!allowed) throw refuse('fixture-hash');
      },
    };
  };
  return s.router(devApi.dev, {
    ...prospectRoutes(deps, {
      faults,
      prospectWorlds,
      replay: recordings.replay,
      sandboxGuard,
      seeded: (request, work) => seeded(request, 'ok', work),
    }),
    dashboard: async ({ query, request }) =>
      html(
        dashboardPage(
          deps,
          faults,
          inspector,
          query,
          proxy,
          { names: await recordingNames(recordings.dir), current: recordings.replay.current?.name },
          request.world?.id ?? null,
          wire.get(),
        ),
      ),
    apiReference: async () => html(await apiReferencePage()),
    mailPreview: async ({ params }) => {
      const mail = deps.store.data.mails.find((m) => m.id === params.id);
      // Its links open where it is shown from (the prospect's inbox frames it): the whole tab, as a mail client does.
      return mail
        ? html(mail.html.replace('<head>', '<head><base target="_top">'))
        : { status: 404 as const, body: page('Not found', '<main><p>No such mail in the outbox.</p></main>') };
    },
    requests: ({ request }) => answer(request, () => ({ list: inspector.list() })),
    mailList: ({ query, request }) => answer(request, () => ({ list: deps.mailer.list(query) })),
    mailLatest: ({ query, request }) =>
      answer(request, () => {
        const mail = deps.mailer.list(query)[0];
        if (!mail) throw new Refusal(Code.NotFound, 'notFound');
        return mail;
      }),
    reset: ({ body, request }) =>
      answer(
        request,
        async () => {
          const recorded = body.scenario.startsWith('recorded:') ? body.scenario.slice('recorded:'.length) : null;
          const replay = recorded
            ? await loadReplay(snapshotFolder(recordings.dir, recorded), recorded).catch(() => null)
            : undefined;
          if (replay === null) throw new Refusal(Code.NotFound, 'notFound');
          await loadScenario(deps, scenario(recorded ? 'empty' : (body.scenario as ScenarioName), deps.clock.now()));
          recordings.replay.current = replay;
          return null;
        },
        'scenarioLoaded',
      ),
    wire: ({ body, request }) =>
      answer(request, () => {
        wire.set(body.wire);
        return { wire: wire.get() };
      }),
    faultsList: ({ request }) => answer(request, () => ({ list: faults.list() })),
    faultsAdd: ({ body, request }) =>
      answer(request, () => {
        if (faults.list().length >= FAULTS_MAX) throw new Refusal(Code.InvalidParameter, 'tooManyFaults');
        return faults.add(body);
      }),
    faultsClear: ({ query, request }) => answer(request, () => done(() => faults.clear(query.id))),
    snapshot: ({ body, request }) =>
      answer(request, () => done(() => saveSnapshot(deps, snapshotDir(), body.name, body.replace))),
    restore: ({ body, request }) =>
      answer(request, async () => {
        if (!(await restoreSnapshot(deps, snapshotDir(), body.name)))
          throw new Refusal(Code.NotFound, 'snapshotMissing');
        return null;
      }),
    recordStart: ({ body, request }) =>
      answer(request, () => {
        recorder().start(body.name, body.replace);
        return recorder().status();
      }),
    recordStop: ({ request }) => answer(request, () => recorder().stop()),
    createSandbox: ({ body, request }) =>
      seeded(request, 'ok', async () => {
        if (!sandboxes) throw new Refusal(Code.InvalidParameter, 'sandboxesOff');
        if (!body.fixture) return { id: (await sandboxes.create(body.scenario, clientOf(request))).id! };
        // Built and checked before the sandbox exists: a refused document leaves nothing behind.
        const built = await prepareWorld(body.fixture, deps.hasher, Date.now(), sandboxGuard(request), deps.webOrigin);
        const world = await sandboxes.create(undefined, clientOf(request));
        await putWorld(world, world.faults, built);
        return { id: world.id!, created: withLinks(built.created, deps.webOrigin, world.id) };
      }),
    deleteSandbox: ({ request }) =>
      answer(request, async () => {
        if (!sandboxes) throw new Refusal(Code.InvalidParameter, 'sandboxesOff');
        if (!request.world?.id) throw new Refusal(Code.InvalidParameter, 'sandboxUnknown');
        await sandboxes.remove(request.world.id);
        return null;
      }),
    // Without x-sandbox or a cookie, sandbox mode starts a sandbox for the document (the hook): the
    // answer names it, so a client without cookies (curl) can reach it (docs/decisions/128).
    seed: ({ body, request }) =>
      seeded(
        request,
        request.startedSandbox ? 'fixtureLoadedNewSandbox' : 'fixtureLoaded',
        async () => {
          const guard = request.world?.id ? sandboxGuard(request) : undefined;
          const built = await prepareWorld(body, deps.hasher, deps.clock.now().getTime(), guard, deps.webOrigin);
          await putWorld(deps, faults, built);
          recordings.replay.current = undefined;
          return withLinks(built.created, deps.webOrigin, request.world?.id ?? null);
        },
        request.startedSandbox ? { id: request.startedSandbox } : {},
      ),
    clock: ({ request }) => answer(request, clockView),
    moveClock: ({ body, request }) =>
      answer(request, async () => {
        if (body.reset) deps.clock.reset();
        if (body.advanceMs) {
          if (Math.abs(deps.clock.offsetMs() + body.advanceMs) > CLOCK_RANGE_MS)
            throw new Refusal(Code.InvalidParameter, 'clockOutOfRange');
          deps.clock.advance(body.advanceMs);
        }
        if (runDue(deps) > 0) await deps.store.write();
        return clockView();
      }),
    openAsPage: async ({ request }) => html(openAsPage(request.world?.id ?? null, !!proxy)),
    openAs: ({ body, request, reply }) =>
      answer(request, () => {
        // Every /api call goes upstream in proxy mode: a session of this server's world would not last a call.
        if (proxy) throw new Refusal(Code.InvalidParameter, 'openAsProxied');
        const record = deps.store.data.tokens.find((t) => t.hash === sha256(body.token));
        const user = record && deps.store.data.users.find((u) => u.id === record.userId);
        // A link into a sandbox named by its header puts this browser in it, as creating one would.
        if (request.world?.id && request.headers['x-sandbox'] !== undefined) {
          const secure = deps.webOrigin.startsWith('https:') || request.protocol === 'https';
          reply.header('set-cookie', sandboxCookies(secure, request.world.id, false));
        }
        return {
          user: user ? { id: user.id, email: user.email, name: user.nickName, language: user.language } : null,
          expired: !!record && (record.revoked || isPast(record.expiresAt, deps.clock)),
        };
      }),
    checkoutPage: async ({ query }) => {
      const session = decodeSession(query.session);
      const plan = session ? findPlan(deps, Number(session.tags.goodsId)) : undefined;
      const refusal = session && providerRefusal(plan, session);
      const language = session?.language === 'zh' ? 'cn' : 'en';
      return html(checkoutPage(session, plan, refusal ? t(language, refusal.key, refusal.params) : undefined));
    },
    checkoutPay: ({ body, request, reply }) =>
      answer(request, async () => ({
        orderReference: await payCheckout(
          deps,
          body.session,
          body.cardNumber,
          () => faults.takeCheckout(),
          (ms) => reply.hold(ms),
        ),
      })),
    checkoutNext: ({ request }) => answer(request, () => faults.checkout() ?? { next: 'pay' as const }),
    armCheckout: ({ body, request }) =>
      answer(request, () => {
        const { next, delayMs } = body;
        faults.armCheckout(next === 'pay' ? null : { next, ...(delayMs === undefined ? {} : { delayMs }) });
        return faults.checkout() ?? { next: 'pay' as const };
      }),
    cancelSubscription: ({ params, request }) =>
      answer(request, async () => {
        if (!(await cancelSubscription(deps, params.id))) throw new Refusal(Code.NotFound, 'notFound');
        return null;
      }),
    replayEvent: ({ params, request }) =>
      answer(request, async () => {
        const result = redeliver(deps, params.id);
        if (!result) throw new Refusal(Code.NotFound, 'notFound');
        await deps.store.write();
        return { result };
      }),
    paypalApprovePage: async ({ query }) =>
      html(
        paypalApprovePage(
          query.token,
          deps.store.data.paypalOrders.find((o) => o.id === query.token),
          query.lang ?? 'en',
          (id) => findPlan(deps, id),
        ),
      ),
    paypalApprove: ({ body, request }) => answer(request, () => done(() => approvePaypalOrder(deps, body.orderId))),
    standIn: async ({ params, request }) =>
      html(
        standInPage(
          params.slug,
          deps.store.data.software.find((item) => item.pcPath.includes(`/__dev/stand-in/${params.slug}"`)),
          pageLanguage(request),
        ),
      ),
  });
};
