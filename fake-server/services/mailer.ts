import { randomUUID } from 'node:crypto';
import type { Mail } from '#contract/dev.contract.js';
import type { Language } from '../db/schema.js';
import type { Store } from '../db/store.js';
import type { Clock } from './clock.js';
import { type MailFacts, type MailTemplate, renderMail } from './mail-templates.js';

const OUTBOX_LIMIT = 500;

/** One mail as the outbox keeps it, written out in its language. */
export function mailRecord(
  kind: Mail['kind'],
  to: string,
  language: Language,
  name: string,
  secret: { link?: string; code?: string },
  createdAt: string,
  /** Another text for a mail of this kind (`subscribed`: a newsletter mail to an address already on the list). */
  template: MailTemplate = kind,
  facts: MailFacts = {},
): Mail {
  return {
    id: randomUUID(),
    to,
    kind,
    language,
    ...renderMail(template, language, name, secret, facts),
    ...secret,
    createdAt,
  };
}

/** The dev outbox: every mail the server "sends" is kept here, newest first, for /__dev/mail. */
export function createMailer(store: Store, clock: Clock) {
  return {
    send(
      kind: Mail['kind'],
      to: string,
      language: Language,
      name: string,
      secret: { link?: string; code?: string },
      template: MailTemplate = kind,
      facts: MailFacts = {},
    ): Mail {
      const mail = mailRecord(kind, to, language, name, secret, clock.iso(), template, facts);
      store.data.mails.unshift(mail);
      store.data.mails.length = Math.min(store.data.mails.length, OUTBOX_LIMIT);
      return mail;
    },
    list(filter: { to?: string; kind?: Mail['kind'] } = {}): Mail[] {
      const to = filter.to?.toLowerCase();
      return store.data.mails.filter((m) => (!to || m.to === to) && (!filter.kind || m.kind === filter.kind));
    },
  };
}
export type Mailer = ReturnType<typeof createMailer>;
