// Types only: Playwright's loader cannot follow `#name/*.js` to a .ts file, and this runs there too.
import type { SeedResult } from '#contract/dev.contract.js';
import type { FixtureDocumentInput } from '#fake-server/documents/schema.js';

type Envelope = { code: string; message: string; data?: any };

/** A sandbox seeded with a fixture document, for one test (docs/testing-with-fixtures.md, "From a test"). */
export type FixtureWorld = {
  /** The sandbox's id: its `x-sandbox` header, or its cookie in a browser (`ma_sandbox`). */
  id: string;
  baseUrl: string;
  /** What the document created: each user's id and known tokens, and how many of the rest. */
  created: SeedResult;
  /** A user of the document by e-mail (as written: case does not matter). */
  user: (email: string) => SeedResult['users'][number];
  /** A user's first token that has not expired (an `Authorization: Bearer` value), or its `n`th. */
  token: (email: string, n?: number) => string;
  /** Headers that put a call in this sandbox, signed in as `email` when given. */
  headers: (email?: string) => Record<string, string>;
  /** A call in this sandbox (JSON in, the envelope out): the API or /__dev. */
  call: (method: string, path: string, body?: unknown, email?: string) => Promise<Envelope>;
  /** The newest mail of a kind to an address in this sandbox (its link or code). */
  latestMail: (to: string, kind?: string) => Promise<{ link?: string; code?: string; subject: string }>;
  /** Removes the sandbox with its files. */
  remove: () => Promise<void>;
};

/**
 * Creates a sandbox on a fake server in sandbox mode (SANDBOXES=on) seeded with `document` (an
 * object, or its YAML or JSON text), and hands over its users and tokens. The document's problems,
 * if any, fail the call with every one of them listed. Two worlds made at once never see each other.
 */
export async function fixtureWorld(
  baseUrl: string,
  document: FixtureDocumentInput | string,
  language: 'en' | 'cn' = 'en',
): Promise<FixtureWorld> {
  const res = await fetch(`${baseUrl}/__dev/sandboxes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', language },
    body: JSON.stringify({ fixture: document }),
  });
  const answer = (await res.json()) as Envelope;
  if (answer.code !== 'OK')
    throw new Error(`The fixture document was refused (HTTP ${res.status}):\n${answer.message}`);
  const id = answer.data.id as string;
  const created = answer.data.created as SeedResult;
  const user = (email: string) => {
    const found = created.users.find((u) => u.email === email.trim().toLowerCase());
    if (!found) throw new Error(`${email} is not a user of this document`);
    return found;
  };
  const token = (email: string, n?: number) => {
    const tokens = user(email).tokens;
    const chosen = n === undefined ? tokens.find((t) => !t.expired) : tokens[n];
    if (!chosen) throw new Error(`${email} has no ${n === undefined ? 'live' : `${n}th`} token in this document`);
    return chosen.token;
  };
  const headers = (email?: string): Record<string, string> => ({
    'x-sandbox': id,
    platform: 'PC',
    language,
    ...(email ? { authorization: `Bearer ${token(email)}` } : {}),
  });
  const call: FixtureWorld['call'] = async (method, path, body, email) => {
    const answered = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...headers(email), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await answered.json()) as Envelope;
  };
  return {
    id,
    baseUrl,
    created,
    user,
    token,
    headers,
    call,
    latestMail: async (to, kind) => {
      const mail = await call('GET', `/__dev/mail/latest?to=${encodeURIComponent(to)}${kind ? `&kind=${kind}` : ''}`);
      if (mail.code !== 'OK') throw new Error(`no mail to ${to} in sandbox ${id}`);
      return mail.data;
    },
    remove: async () => {
      const removed = await call('DELETE', '/__dev/sandbox');
      if (removed.code !== 'OK') throw new Error(`sandbox ${id} was not removed: ${removed.message}`);
    },
  };
}
