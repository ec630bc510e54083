import type { SeedResult } from '#contract/dev.contract.js';
import { type Language, isLanguage } from '#contract/language.js';
import { linkPerson, prospectLink } from '#contract/prospect-link.js';
import { checkExpanded } from '#fake-server/documents/generate/check-expanded.js';
import { expandDocument } from '#fake-server/documents/generate/expand.js';
import { loadPool } from '#fake-server/documents/generate/pools.js';
import { printable } from '#fake-server/documents/problems.js';
import { checkDocument } from '#fake-server/documents/read.js';
import type { FixtureDocument } from '#fake-server/documents/schema.js';
import { world } from '#fake-server/seed/index.js';

export type LinkOptions = {
  file: string;
  as?: string;
  language?: string;
  /** The static demo's address (its base path included): the link carries the world. */
  base?: string;
  /** The running fake server (PORT, HOST): asked to make the link when no `base` is given. */
  server: string;
  print: (created: SeedResult, doc: FixtureDocument) => void;
};

/** The person the link opens the site as: `as` when given (one of the world's people), else the first with a live session. */
function personOf(created: SeedResult, as: string | undefined) {
  const person = linkPerson(created.users, as);
  if (person !== undefined) return person;
  const people = created.users.map((user) => user.email).join(', ') || 'none';
  throw new Error(`--as ${as}: no such person in this world (its people: ${people})`);
}

/** A running server's link for a document (POST /__dev/prospect-worlds), or null when none answers. */
async function serverLink(server: string, body: object): Promise<string | null> {
  const res = await fetch(`${server}/__dev/prospect-worlds`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  }).catch(() => null);
  if (!res) return null;
  const answer = (await res.json().catch(() => ({}))) as { code?: string; message?: string; data?: { link?: string } };
  if (answer.code === 'OK' && answer.data?.link) return answer.data.link;
  throw new Error(`the fake server at ${server} made no link (HTTP ${res.status}): ${answer.message ?? 'no answer'}`);
}

/**
 * `npm run seed -- --link FILE [--as EMAIL] [--language en|cn] [--base URL]` (issue 59): the link
 * that opens the document's world in a demo, signed in as one of its people (a generated one
 * too), in a language. The document is checked whole offline first, its people expanded, so a
 * link to a world that would not load is never printed. With `--base`, the static demo at that
 * address (the world rides in the link); without it, the running fake server makes it.
 */
export async function prospectLinkCommand(raw: unknown, options: LinkOptions) {
  if (options.language !== undefined && !isLanguage(options.language))
    throw new Error(`--language ${options.language}: en or cn`);
  const created = await checkExpanded(raw, { base: world, now: Date.now() });
  const person = personOf(created, options.as);
  const language = (options.language as Language | undefined) ?? person?.language ?? null;
  options.print(created, checkDocument((await expandDocument(raw, loadPool)).raw));
  const request = { as: person?.email ?? null, language };
  const link = options.base
    ? await prospectLink({ kind: 'static', base: options.base, document: raw, ...request })
    : await serverLink(options.server, {
        document: raw,
        ...(person ? { as: person.email } : {}),
        ...(language ? { language } : {}),
      });
  if (link === null)
    throw new Error(`no fake server answers at ${options.server}: give --base with the static demo's address`);
  const who = person ? `signed in as ${person.email}` : 'signed out (no one in it has a live session)';
  console.log(
    `${printable(options.file)}: the link that opens this world ${who}, in ${language ?? "the visitor's language"}:`,
  );
  console.log(link);
}
