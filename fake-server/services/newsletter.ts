import { type Language, sha256 } from '../db/schema.js';
import { HOUR, addMs, isPast } from './clock.js';
import { type Deps, nextId } from './deps.js';
import { limitMails, normaliseEmail } from './accounts.js';
import { randomToken } from './secrets.js';

export const NEWSLETTER_LINK_LIFETIME = 48 * HOUR;

/**
 * Double opt-in: a pending subscriber and a confirmation link. An address already confirmed stays
 * as it is and gets a mail saying so, so the page's "we have sent you an e-mail" is true either
 * way and the answer does not tell who is on the list (docs/decisions/131).
 */
export async function subscribe(deps: Deps, body: { name: string; email: string }, language: Language) {
  const email = normaliseEmail(body.email);
  limitMails(deps, 'newsletter-mail', email);
  const subscribers = deps.store.data.subscribers;
  const existing = subscribers.find((s) => s.email === email);
  if (existing?.status === 'confirmed') {
    deps.mailer.send('newsletter', email, language, existing.name, {}, 'subscribed');
    await deps.store.write();
    return;
  }
  const token = randomToken();
  const record = existing ?? {
    id: nextId(deps, 'subscriber'),
    email,
    name: body.name,
    status: 'pending' as const,
    tokenHash: '',
    language,
    createdAt: deps.clock.iso(),
    confirmedAt: null,
  };
  Object.assign(record, {
    name: body.name || record.name,
    tokenHash: sha256(token),
    // A document's known token is replaced by the new link's.
    knownToken: undefined,
    language,
    createdAt: deps.clock.iso(),
  });
  if (!existing) subscribers.push(record);
  else deps.store.touch('subscribers', record);
  deps.mailer.send('newsletter', email, language, record.name, {
    link: `${deps.webOrigin}/api/common/email/confirm?token=${token}`,
  });
  await deps.store.write();
}

/** The confirmation link: true when it confirmed (valid 48 hours from the latest request). */
export async function confirm(deps: Deps, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  const hash = sha256(token);
  const record = deps.store.data.subscribers.find((s) => s.tokenHash === hash);
  if (!record) return false;
  if (record.status === 'confirmed') return true;
  if (isPast(addMs(record.createdAt, NEWSLETTER_LINK_LIFETIME), deps.clock)) return false;
  record.status = 'confirmed';
  record.confirmedAt = deps.clock.iso();
  deps.store.touch('subscribers', record);
  await deps.store.write();
  return true;
}
