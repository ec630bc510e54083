import type { SeedResult } from '#contract/dev.contract.js';
import type { BuiltWorld } from '../documents/build.js';
import { mailRecord } from '../services/mailer.js';
import { openAsLink } from './open-as.js';

/**
 * The mail a document leaves in the outbox (a pending activation, reset code or newsletter
 * confirmation, docs/decisions/133), written out as the server writes its mail: its templates, in
 * the recipient's language, its links on WEB_ORIGIN (`webOrigin`; '' keeps them on this server).
 * Added to the built world's outbox, newest first, before it replaces the running one.
 */
export function addDocumentMail(built: BuiltWorld, webOrigin: string) {
  for (const pending of built.mails) {
    const secret = pending.code ? { code: pending.code } : { link: `${webOrigin}${pending.path ?? ''}` };
    const kind = pending.template;
    const at = new Date(pending.at).toISOString();
    built.data.mails.unshift(mailRecord(kind, pending.to, pending.language, pending.name, secret, at));
  }
}

/**
 * What loading a document answers, with its links made whole: each session's link that opens the
 * site signed in with it (in the user's language, in the sandbox the world is in), and the pending
 * activation and confirmation links on WEB_ORIGIN.
 */
export function withLinks(created: SeedResult, webOrigin: string, sandbox: string | null): SeedResult {
  return {
    ...created,
    users: created.users.map((user) => ({
      ...user,
      tokens: user.tokens.map((t) => ({
        ...t,
        open: openAsLink(webOrigin, { token: t.token, language: user.language, sandbox }),
      })),
      ...(user.activation ? { activation: { ...user.activation, link: webOrigin + user.activation.link } } : {}),
    })),
    ...(created.confirmations
      ? { confirmations: created.confirmations.map((c) => ({ ...c, link: webOrigin + c.link })) }
      : {}),
  };
}
