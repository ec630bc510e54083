import type { FastifyRequest } from 'fastify';
import type { AppRouteImplementation } from '@ts-rest/fastify';
import type { devApi } from '#contract/index.js';
import { Code } from '#contract/envelope.js';
import { linkPerson, organisationOf, prospectLink } from '#contract/prospect-link.js';
import type { BuiltWorld } from '../documents/build.js';
import { checkExpanded } from '../documents/generate/check-expanded.js';
import { FixtureProblems } from '../documents/problems.js';
import { world } from '../seed/index.js';
import type { Faults } from '../dev/faults.js';
import { type SandboxGuard, documentData, prepareWorld, putWorld, type refusedDocument } from '../dev/seed.js';
import type { ProspectWorlds } from '../sandbox/prospect-worlds.js';
import { clientOf } from '../services/client-address.js';
import type { Deps } from '../services/deps.js';
import type { PasswordHasher } from '../services/secrets.js';
import { Refusal } from '../services/refusal.js';
import { issueToken } from '../services/tokens.js';
import type { ReplayState } from '../proxy/replay.js';
import { answer } from './answer.js';

/** Worlds one client (an IPv4 address, an IPv6 /64) may store, as every per-client limit counts it. */
export const PROSPECT_WORLDS_PER_CLIENT = { max: 20, windowMs: 3_600_000 } as const;

type Dev = typeof devApi.dev;
type Handlers = { [K in 'prospectLink' | 'prospectOpen' | 'signInAs']: AppRouteImplementation<Dev[K]> };
/** What `seeded` answers: `answer`'s envelope, or a refused document's with every problem. */
type Answered<T> = Promise<Awaited<ReturnType<typeof answer<T>>> | ReturnType<typeof refusedDocument>>;

export type ProspectOptions = {
  faults: Faults;
  /** Sandbox mode: the worlds salespeople stored (their links name them). */
  prospectWorlds?: ProspectWorlds;
  replay: ReplayState;
  /** A sandbox's budget and per-client allowance for a document (routes/dev.ts). */
  sandboxGuard: (request: FastifyRequest) => SandboxGuard | undefined;
  /** `answer`, with a document's problems listed and a refused load undone (routes/dev.ts). */
  seeded: <T>(request: FastifyRequest, work: () => Promise<T>) => Answered<T>;
};

/** Whom the link opens as (the one asked for, else the first with a live session), or a problem at `as`. */
function checkPerson(created: BuiltWorld['created'], as: string | undefined) {
  const person = linkPerson(created.users, as);
  if (person === undefined)
    throw new FixtureProblems([{ path: ['as'], key: 'noSuchPerson', params: { value: as ?? '' } }]);
  return person;
}

/** A hasher that keeps what it makes: a stored world's passwords are hashed once, when it is stored. */
function keeping(hasher: PasswordHasher, hashes: Record<string, string>): PasswordHasher {
  return { ...hasher, hash: async (password) => (hashes[password] = await hasher.hash(password)) };
}

/** A hasher that answers the stored hashes (and hashes only what was not stored: a document older than this rule). */
function replaying(hasher: PasswordHasher, hashes: Record<string, string>): PasswordHasher {
  return {
    ...hasher,
    hash: async (password) => (Object.hasOwn(hashes, password) ? hashes[password]! : hasher.hash(password)),
  };
}

/**
 * Prospect links (docs/decisions/175, 176): making one, opening a stored world, and a session of
 * one of a world's people. A link of a server without sandboxes, and of the static demo's worker,
 * carries the document itself; in sandbox mode the server stores the world and each visitor who
 * opens the link gets a private copy in a sandbox of their own, within every sandbox's limits.
 */
export function prospectRoutes(
  deps: Deps,
  { faults, prospectWorlds, replay, sandboxGuard, seeded }: ProspectOptions,
): Handlers {
  return {
    prospectLink: ({ body, request }) =>
      seeded(request, async () => {
        const document = documentData(body.document);
        // The demo's address: WEB_ORIGIN (the static demo's: its folder), else this server's own.
        const base = deps.webOrigin || `${request.protocol}://${request.host}`;
        const opens = (person: ReturnType<typeof checkPerson>) => ({
          base,
          as: person?.email ?? null,
          language: body.language ?? person?.language ?? null,
        });
        const who = (person: ReturnType<typeof checkPerson>) =>
          person ? { as: person.email, ...(person.name ? { name: person.name } : {}) } : {};
        if (!prospectWorlds) {
          // Checked as a load checks it, without hashing: the visitor's browser builds it.
          const person = checkPerson(
            await checkExpanded(document, { base: world, now: deps.clock.now().getTime() }),
            body.as,
          );
          const link = await prospectLink({ ...opens(person), kind: 'static', document });
          return { kind: 'static' as const, link, ...who(person) };
        }
        const client = clientOf(request);
        if (
          !deps.limiter.address(
            'prospect-world',
            client,
            PROSPECT_WORLDS_PER_CLIENT.max,
            PROSPECT_WORLDS_PER_CLIENT.windowMs,
          )
        )
          throw new Refusal(
            Code.TooManyAttempts,
            'tooManyAttempts',
            {},
            deps.limiter.addressWait('prospect-world', client),
          );
        const hashes: Record<string, string> = {};
        const built = await prepareWorld(document, keeping(deps.hasher, hashes), Date.now(), sandboxGuard(request));
        const person = checkPerson(built.created, body.as);
        const stored = await prospectWorlds.store({ document, hashes, createdAt: new Date().toISOString() });
        return {
          kind: 'sandbox' as const,
          ...stored,
          ...who(person),
          link: await prospectLink({ ...opens(person), kind: 'sandbox', world: stored.id }),
        };
      }),
    prospectOpen: ({ body, request }) =>
      seeded(request, async () => {
        const stored = request.world?.id ? await prospectWorlds?.read(body.id) : null;
        if (!stored) throw new Refusal(Code.NotFound, 'prospectWorldMissing');
        const guard = sandboxGuard(request);
        // Its hashes are stored: opening it costs a load, never a slow hash.
        const built = await prepareWorld(
          stored.document,
          replaying(deps.hasher, stored.hashes),
          deps.clock.now().getTime(),
          guard && { ...guard, charge: () => undefined },
          deps.webOrigin,
        );
        await putWorld(deps, faults, built);
        replay.current = undefined;
        return { organisation: organisationOf(stored.document) };
      }),
    signInAs: ({ body, request }) =>
      answer(request, async () => {
        const email = body.email.trim().toLowerCase();
        const user = deps.store.data.users.find((u) => u.email === email);
        if (!user) throw new Refusal(Code.NotFound, 'noSuchPerson', { email: body.email });
        const token = issueToken(deps, user.id);
        await deps.store.write();
        return { token, user: { id: user.id, email: user.email, name: user.nickName, language: user.language } };
      }),
  };
}
