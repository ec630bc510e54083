import { initContract } from '@ts-rest/core';
import { envelope } from './envelope.js';
import { FixtureBodySchema, FixtureTextSchema } from './fixture-body.js';
import { LanguageSchema } from './language-schema.js';
import { z } from './zod.js';

const c = initContract();

/** A link that opens a prospect's world in the demo (contract/prospect-link.ts). */
const ProspectLinkSchema = z.string().meta({
  description: '<the demo>#demo=w1.<the document, compressed>|s1.<a stored world>&as=<e-mail>&lang=en|cn',
});
/** Prospect links (docs/decisions/175, 176): the fake server's, in its `/__dev` routes. */
export const prospect = c.router({
  prospectLink: {
    method: 'POST',
    path: '/__dev/prospect-worlds',
    body: z.object({
      /** A fixture document, or its YAML or JSON text. */
      document: z.union([FixtureBodySchema, FixtureTextSchema]),
      /** Whom the link opens the site signed in as: the e-mail of a person of the world. */
      as: z.email().max(254).optional(),
      language: LanguageSchema.optional(),
    }),
    responses: {
      200: envelope(
        z.object({
          link: ProspectLinkSchema,
          kind: z.enum(['static', 'sandbox']),
          /** Whom the link opens the site as (the one asked for, else the first with a live session), and their name. */
          as: z.string().optional(),
          name: z.string().optional(),
          /** Sandbox mode: the stored world's id, and when it (and every link to it) expires. */
          id: z.string().optional(),
          expires: z.string().optional(),
        }),
      ),
    },
    summary:
      'A prospect link (docs/decisions/175, 176): in sandbox mode the world is stored (bounded in count, size and time) and the link names it, each visitor who opens it getting a private copy; elsewhere (the static demo, a server without sandboxes) the link carries the document itself. A document with any problem is refused whole, as by /__dev/seed',
  },
  prospectOpen: {
    method: 'POST',
    path: '/__dev/prospect-worlds/open',
    body: z.object({ id: z.string().max(64) }),
    responses: { 200: envelope(z.object({ organisation: z.string().nullable() })) },
    summary:
      "Sandbox mode: replace the caller's world (their sandbox, or a new one) with a fresh copy of a stored world, its relative times counted from now: what a prospect link does when it opens",
  },
  signInAs: {
    method: 'POST',
    path: '/__dev/session',
    body: z.object({ email: z.string().min(1).max(254) }),
    responses: {
      200: envelope(
        z.object({
          token: z.string(),
          user: z.object({ id: z.number().int(), email: z.string(), name: z.string(), language: LanguageSchema }),
        }),
      ),
    },
    summary:
      'A new session of a person of this world, by e-mail (as a login would make it, without the password): a prospect link opens the site signed in with it',
  },
});
