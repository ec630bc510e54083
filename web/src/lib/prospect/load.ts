import type { ClientInferResponseBody } from '@ts-rest/core';
import type { devApi } from '#contract/index.js';
import { type ProspectLink, organisationOf, readProspectLink } from '#contract/prospect-link.js';
import { apiAddress } from '../api/address';
import { demoBackendReady } from '../api/demo-worker';
import { preferences } from '../state/preferences';
import { signIn, signOut } from '../state/session';
import { type ProspectRecord, keepRecord } from './state';

type Dev = typeof devApi.dev;
/** What an OK answer of a dev route holds. */
type Ok<T> = T extends { code: 'OK'; data: infer D } ? D : never;
type Session = Ok<ClientInferResponseBody<Dev['signInAs'], 200>>;
type Opened = Ok<ClientInferResponseBody<Dev['prospectOpen'], 200>>;
type Mails = Ok<ClientInferResponseBody<Dev['mailList'], 200>>;

/** A call of the demo's backend refused: its message, in the visitor's language. */
export class DemoCallError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

/** A call of the demo's own backend (`/__dev`, the server's or the static demo's worker), as the dashboard makes it. */
async function devCall<T = unknown>(path: string, method: 'GET' | 'POST' | 'DELETE', body?: unknown): Promise<T> {
  await demoBackendReady();
  const response = await fetch(apiAddress(path), {
    method,
    headers: {
      language: preferences.language,
      platform: 'PC',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => null)) as {
    code?: string;
    message?: string;
    data?: unknown;
  } | null;
  if (answer?.code !== 'OK')
    throw new DemoCallError(answer?.message ?? `HTTP ${response.status}`, answer?.code ?? String(response.status));
  return answer.data as T;
}

/** Signs the site in as a person of the world (a new session), or out when the link names nobody. */
export async function signInAsPerson(email: string | null) {
  if (!email) return signOut();
  const { token, user } = await devCall<Session>('/__dev/session', 'POST', { email });
  signIn(token, { id: String(user.id), email: user.email });
}

/**
 * Puts a link's world in this browser's demo (docs/decisions/177): the static demo's document
 * loaded into the visitor's own world, or a fresh private copy of a stored world (sandbox mode),
 * then signs in as its person and remembers the link.
 */
export async function openWorld(link: ProspectLink) {
  const organisation =
    link.kind === 'static'
      ? (await devCall('/__dev/seed', 'POST', link.document), organisationOf(link.document))
      : (await devCall<Opened>('/__dev/prospect-worlds/open', 'POST', { id: link.world })).organisation;
  await signInAsPerson(link.as);
  keepRecord({ key: link.key, as: link.as, language: link.language, organisation });
}

/**
 * The ribbon's "Start again": the world of the link opened (as it was), or, for a visitor of a
 * public demo who came without one, a world as every visitor's starts: a new sandbox, or the
 * static demo's scenario.
 */
export async function startAgain(record: ProspectRecord | null) {
  if (record) {
    const link = await readProspectLink(`#demo=${record.key}`);
    return openWorld({ ...link, as: record.as, language: record.language });
  }
  signOut();
  if (import.meta.env.VITE_STATIC_DEMO) await devCall('/__dev/reset', 'POST', {});
  else await devCall('/__dev/sandbox', 'DELETE').catch(() => devCall('/__dev/reset', 'POST', {}));
}

/** The outbox of this visitor's world (their private copy), newest first. */
export const inbox = async () => (await devCall<Mails>('/__dev/mail', 'GET')).list;
