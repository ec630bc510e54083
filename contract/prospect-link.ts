import { type Language, isLanguage } from './language.js';

/**
 * A prospect link (docs/decisions/175): one address that opens a prepared world in the demo,
 * signed in as one of its people, in a language. Everything rides in the fragment, which a browser
 * never sends: no server, proxy, log or link preview sees the world, the e-mail or the id.
 *
 *   <base>#demo=<payload>&as=<e-mail>&lang=<en|cn>
 *
 * - static (`npm run build:static-demo`): `w1.` and the fixture document's JSON, compressed
 *   (deflate-raw) and written in base64url: the world travels in the link, any browser opens it;
 * - sandbox (`SANDBOXES=on`): `s1.` and the id of a world the server stores
 *   (POST /__dev/prospect-worlds); each visitor who opens it gets a private copy.
 *
 * `as` (optional): the person the site opens signed in as; `lang` (optional): the site's language.
 * Used by the site (web/src/lib/prospect/), the fake server and its worker, and `npm run seed -- --link`.
 */
export const PROSPECT_KEY = 'demo';

/** What a link is made from: where the demo is (its address, base path included), who and in which language. */
export type ProspectLinkInput = {
  /** The demo's address: `https://demo.example.com`, `https://x.github.io/motionatlas-demo/`. */
  base: string;
  /** The e-mail of the person the site opens signed in as (a user of the world). */
  as?: string | null;
  language?: Language | null;
} & (
  | { kind: 'static'; /** A fixture document, as data (its YAML read first). */ document: unknown }
  | { kind: 'sandbox'; /** A stored world's id (POST /__dev/prospect-worlds answers it). */ world: string }
);

/** A link as the site reads it. `key` is the same for the same world (reopening it keeps the visitor's clicks). */
export type ProspectLink = { as: string | null; language: Language | null; key: string } & (
  { kind: 'static'; document: Record<string, unknown> } | { kind: 'sandbox'; world: string }
);

/** A stored world's id: 128 random bits in base64url, as a sandbox's. */
export const PROSPECT_WORLD_ID = /^[A-Za-z0-9_-]{22}$/;
/** The longest payload read (a dozen people are about a kilobyte): a longer fragment is no link of ours. */
export const PROSPECT_PAYLOAD_MAX_CHARS = 400_000;
/** The most a payload may unpack to: what a fixture document may be as a request's body. */
export const PROSPECT_DOCUMENT_MAX_BYTES = 1024 * 1024;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}$/;

/** Why a fragment is no link that opens: the site says so in the visitor's language. */
export class ProspectLinkError extends Error {
  constructor(readonly reason: 'format' | 'damaged' | 'tooLarge') {
    super(`Not a prospect link (${reason})`);
  }
}

function toBase64url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

async function deflate(text: string): Promise<Uint8Array> {
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Unpacks at most `max` bytes: a small link that unpacks to gigabytes stops at the limit. */
async function inflate(bytes: Uint8Array, max: number): Promise<string> {
  const reader = new Blob([bytes as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      throw new ProspectLinkError('tooLarge');
    }
    parts.push(value);
  }
  const all = new Uint8Array(total);
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.byteLength;
  }
  return new TextDecoder('utf-8', { fatal: true }).decode(all);
}

/** The link's address: the demo's, with a slash before the fragment, its own query and fragment dropped. */
function linkBase(base: string): string {
  const url = new URL(base);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`A demo's address is http(s): ${base}`);
  url.hash = '';
  url.search = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

/** The link that opens a world (static: the document in it; sandbox: a stored world's id). */
export async function prospectLink(input: ProspectLinkInput): Promise<string> {
  const payload =
    input.kind === 'static' ? `w1.${toBase64url(await deflate(JSON.stringify(input.document)))}` : `s1.${input.world}`;
  if (input.kind === 'sandbox' && !PROSPECT_WORLD_ID.test(input.world))
    throw new Error(`Not a stored world's id: ${input.world}`);
  const params = new URLSearchParams({ [PROSPECT_KEY]: payload });
  if (input.as) params.set('as', input.as);
  if (input.language) params.set('lang', input.language);
  return `${linkBase(input.base)}#${params.toString()}`;
}

/** Whether an address's fragment is a prospect link's (cheap: the site checks every first load). */
export const isProspectFragment = (hash: string) => hash.startsWith(`#${PROSPECT_KEY}=`);

/**
 * Reads a link's fragment (`location.hash`). Throws ProspectLinkError when it is no link of ours,
 * damaged (cut short in a chat message, say) or unpacks to more than a document may be.
 */
export async function readProspectLink(hash: string): Promise<ProspectLink> {
  if (!isProspectFragment(hash)) throw new ProspectLinkError('format');
  const params = new URLSearchParams(hash.slice(1));
  const payload = params.get(PROSPECT_KEY) ?? '';
  const as = params.get('as')?.trim() || null;
  const language = params.get('lang');
  if (as !== null && !EMAIL.test(as)) throw new ProspectLinkError('format');
  const common = { as, language: isLanguage(language) ? language : null, key: payload };
  if (payload.length > PROSPECT_PAYLOAD_MAX_CHARS) throw new ProspectLinkError('tooLarge');
  const match = /^([ws])1\.([A-Za-z0-9_-]+)$/.exec(payload);
  if (!match) throw new ProspectLinkError('format');
  if (match[1] === 's') {
    if (!PROSPECT_WORLD_ID.test(match[2]!)) throw new ProspectLinkError('format');
    return { ...common, kind: 'sandbox', world: match[2]! };
  }
  let document: unknown;
  try {
    document = JSON.parse(await inflate(fromBase64url(match[2]!), PROSPECT_DOCUMENT_MAX_BYTES));
  } catch (error) {
    if (error instanceof ProspectLinkError) throw error;
    throw new ProspectLinkError('damaged');
  }
  if (!document || typeof document !== 'object' || Array.isArray(document)) throw new ProspectLinkError('damaged');
  return { ...common, kind: 'static', document: document as Record<string, unknown> };
}

/** The organisation a document is prepared for (its `organisation.name`), or null: the demo ribbon names it. */
export function organisationOf(document: unknown): string | null {
  const organisation = (document as { organisation?: { name?: unknown } } | null)?.organisation;
  const name = typeof organisation?.name === 'string' ? organisation.name.trim() : '';
  return name ? name.slice(0, 100) : null;
}

/** A person of a loaded world, as the seed answer lists them. */
type Person = { email: string; name?: string; language?: Language; tokens: Array<{ expired: boolean }> };

/**
 * Whom a link opens the site as: the e-mail asked for (a person of the world; anyone else is
 * refused by the caller), or, when none is asked, the first person with a live session (the
 * teacher of a school's world, the clinician of a clinic's): the form's worlds need no e-mail typed.
 */
export function linkPerson<P extends Person>(people: P[], as: string | undefined | null): P | null | undefined {
  if (as) return people.find((person) => person.email === as.trim().toLowerCase());
  return people.find((person) => person.tokens.some((token) => !token.expired)) ?? null;
}
