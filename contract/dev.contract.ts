import { initContract } from '@ts-rest/core';
import { LanguageSchema } from './language-schema.js';
import { z } from './zod.js';
import { EmptyEnvelopeSchema, envelope } from './envelope.js';
import { CheckoutSessionSchema, OrderReferenceSchema } from './checkout.js';
import { CheckoutNextSchema } from './checkout-arm.js';

export { type CheckoutArm, CheckoutArmSchema } from './checkout-arm.js';
export { FAULTS_MAX, type Fault, type FaultInput, FaultInputSchema } from './fault.js';
import { FaultInputSchema, FaultSchema } from './fault.js';
import { wholeNumber } from './fields.js';
import { FixtureBodySchema, FixtureTextSchema } from './fixture-body.js';
import { prospect } from './prospect.contract.js';

const c = initContract();

export const ScenarioNameSchema = z.enum(['demo', 'empty', 'edge']);
export type ScenarioName = z.infer<typeof ScenarioNameSchema>;

export const MailKindSchema = z.enum(['activation', 'reset', 'newsletter', 'receipt']);
/** How the fake server writes its answers (WIRE): its own representation, or the spec's plainest one. */
export const WireNameSchema = z.enum(['project', 'spec']);
export type WireName = z.infer<typeof WireNameSchema>;
export const MailSchema = z.object({
  id: z.string(),
  to: z.string(),
  kind: MailKindSchema,
  language: LanguageSchema,
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  link: z.string().optional(),
  code: z.string().optional(),
  createdAt: z.string(),
});
export type Mail = z.infer<typeof MailSchema>;

/** How far the test clock may move from real time, either way. */
export const CLOCK_RANGE_MS = 10 * 366 * 24 * 60 * 60 * 1000;

/** A snapshot's name: a plain folder name, never `.`, `..` or a path. */
export const SnapshotNameSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, { error: 'letters, digits, - and _ (up to 64), not starting with a dot' });
const NameBodySchema = z.object({ name: SnapshotNameSchema });
/** Saving under a name that exists is refused unless the call says it replaces it. */
const SaveBodySchema = NameBodySchema.extend({ replace: z.boolean().optional() });
/** A recording made in proxy mode, replayed offline: 'recorded:<name>'. */
export const RecordedScenarioSchema = z
  .string()
  .regex(/^recorded:[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, { error: "'recorded:' and a recording's name" });
export const RecordingStatusSchema = z.object({
  recording: z.string().nullable(),
  answers: z.number().int(),
  files: z.number().int(),
});
export const RecordingResultSchema = z.object({ name: z.string(), answers: z.number().int(), files: z.number().int() });
/** A record's id in a path (a mail's UUID, `sub_…`, `evt_…`): no character a path would change. */
const RecordIdSchema = z.string().regex(/^[\w-]{1,64}$/);
const html = c.otherResponse({ contentType: 'text/html; charset=utf-8', body: z.string() });

export const InspectedRequestSchema = z.object({
  id: z.number(),
  at: z.string(),
  method: z.string(),
  url: z.string(),
  status: z.number(),
  code: z.string().nullable(),
  ms: z.number(),
  requestBody: z.unknown(),
  responseBody: z.unknown(),
  /** Why the answer does not match the contract, or null. */
  mismatch: z.string().nullable(),
});

/** The dashboard's paged lists, each with its own page number in the query. */
export const DASHBOARD_LISTS = [
  'mails',
  'requests',
  'contacts',
  'subscribers',
  'users',
  'orders',
  'subscriptions',
  'events',
] as const;
const DashboardQuerySchema = z.object(
  Object.fromEntries(DASHBOARD_LISTS.map((name) => [name, z.string().max(12).optional()])) as Record<
    (typeof DASHBOARD_LISTS)[number],
    z.ZodOptional<z.ZodString>
  >,
);

export const ClockSchema = z.object({ now: z.string(), offsetMs: z.number() });

/**
 * A link that opens the site signed in with a known session (GET /__dev/open-as, docs/decisions/133):
 * the token and the rest ride in its fragment, which no server and no log ever sees.
 */
const OpenLinkSchema = z.string().meta({
  description: '/__dev/open-as#token=...&language=en|cn (&sandbox=<id> in a sandbox): opens the site signed in',
});
/**
 * What loading a fixture document made: each user's id, known tokens (each with a link that opens
 * the site signed in with it), pending activation link and reset code, the subscribers' known
 * confirmation links, and how many of the rest. Fields after `tokens` are optional: the answer of
 * an older server has none.
 */
export const SeedResultSchema = z.object({
  users: z.array(
    z.object({
      id: z.number().int(),
      email: z.string(),
      tokens: z.array(z.object({ token: z.string(), expired: z.boolean(), open: OpenLinkSchema.optional() })),
      name: z.string().optional(),
      /** The user's language: their document mail is written in it, their links open the site in it. */
      language: LanguageSchema.optional(),
      /** A pending activation with a known link (`activation` in the document): the outbox holds its mail. */
      activation: z.object({ token: z.string(), link: z.string(), expires: z.string() }).optional(),
      /** A pending password reset with a known code (`reset` in the document): the outbox holds its mail. */
      reset: z.object({ code: z.string(), expires: z.string() }).optional(),
    }),
  ),
  /** Subscribers given a known confirmation `token`, with the link that confirms them. */
  confirmations: z
    .array(
      z.object({ email: z.string(), token: z.string(), status: z.enum(['pending', 'confirmed']), link: z.string() }),
    )
    .optional(),
  orders: z.number().int(),
  articles: z.number().int(),
  plans: z.number().int(),
  subscribers: z.number().int(),
  contacts: z.number().int(),
  faults: z.number().int(),
});
export type SeedResult = z.infer<typeof SeedResultSchema>;

export const dev = c.router({
  dashboard: {
    method: 'GET',
    path: '/__dev',
    query: DashboardQuerySchema,
    responses: { 200: html },
    summary: 'The dashboard; long lists in pages of 50, newest first (?contacts=2 shows the second page of messages)',
  },
  apiReference: {
    method: 'GET',
    path: '/__dev/api',
    responses: { 200: html },
    summary: 'The API reference built from docs/openapi.json',
  },
  mailPreview: {
    method: 'GET',
    path: '/__dev/mail/:id/preview',
    pathParams: z.object({ id: RecordIdSchema }),
    responses: { 200: html, 404: html },
    summary: 'One mail of the outbox as its recipient would see it',
  },
  mailList: {
    method: 'GET',
    path: '/__dev/mail',
    query: z.object({ to: z.string().optional(), kind: MailKindSchema.optional() }),
    responses: { 200: envelope(z.object({ list: z.array(MailSchema) })) },
  },
  mailLatest: {
    method: 'GET',
    path: '/__dev/mail/latest',
    query: z.object({ to: z.string().optional(), kind: MailKindSchema.optional() }),
    responses: { 200: envelope(MailSchema) },
  },
  reset: {
    method: 'POST',
    path: '/__dev/reset',
    body: z.object({ scenario: z.union([ScenarioNameSchema, RecordedScenarioSchema]).default('demo') }),
    responses: { 200: EmptyEnvelopeSchema },
    summary:
      "Replace all data with a scenario, or with a recording replayed over the empty scenario ('recorded:<name>')",
  },
  wire: {
    method: 'POST',
    path: '/__dev/wire',
    body: z.object({ wire: WireNameSchema }),
    responses: { 200: envelope(z.object({ wire: WireNameSchema })) },
    summary:
      "How the fake server writes its answers: 'project' (its own representation) or 'spec' (only the fields the spec names, ids and counts as strings, wall-time dates, null for missing values)",
  },
  faultsList: {
    method: 'GET',
    path: '/__dev/faults',
    responses: { 200: envelope(z.object({ list: z.array(FaultSchema) })) },
  },
  faultsAdd: {
    method: 'POST',
    path: '/__dev/faults',
    body: FaultInputSchema,
    responses: { 200: envelope(FaultSchema) },
  },
  faultsClear: {
    method: 'DELETE',
    path: '/__dev/faults',
    query: z.object({ id: z.string().optional() }),
    body: c.noBody(),
    responses: { 200: EmptyEnvelopeSchema },
    summary: 'Clear one fault (?id=) or all of them',
  },
  snapshot: {
    method: 'POST',
    path: '/__dev/snapshot',
    body: SaveBodySchema,
    responses: { 200: EmptyEnvelopeSchema },
    summary: "Save the whole state under a name (a name in use is refused unless 'replace': true)",
  },
  restore: { method: 'POST', path: '/__dev/restore', body: NameBodySchema, responses: { 200: EmptyEnvelopeSchema } },
  recordStart: {
    method: 'POST',
    path: '/__dev/record',
    body: SaveBodySchema,
    responses: { 200: envelope(RecordingStatusSchema) },
    summary: 'Proxy mode: start recording the public answers that pass (and the media they name) under a name',
  },
  createSandbox: {
    method: 'POST',
    path: '/__dev/sandboxes',
    body: z.object({
      scenario: ScenarioNameSchema.optional(),
      /** A fixture document, or its YAML or JSON text. */
      fixture: z.union([FixtureBodySchema, FixtureTextSchema]).optional(),
    }),
    responses: { 200: envelope(z.object({ id: z.string(), created: SeedResultSchema.optional() })) },
    summary:
      "Sandbox mode (SANDBOXES=on): create a sandbox seeded with a scenario (the server's SCENARIO when none), or with a fixture document (`fixture`: what it created is answered); send its id as the x-sandbox header",
  },
  deleteSandbox: {
    method: 'DELETE',
    path: '/__dev/sandbox',
    body: c.noBody(),
    responses: { 200: EmptyEnvelopeSchema },
    summary: 'Sandbox mode: remove the sandbox this call is in (its x-sandbox header or cookie), files and all',
  },
  seed: {
    method: 'POST',
    path: '/__dev/seed',
    body: z.union([FixtureBodySchema, FixtureTextSchema]),
    responses: { 200: envelope(SeedResultSchema) },
    summary:
      'Replace the world with a fixture document (JSON, or YAML sent as application/yaml or text/yaml, or their x- forms): its base scenario plus what it adds; a document with any problem is refused whole, each problem named by its path',
  },
  recordStop: {
    method: 'DELETE',
    path: '/__dev/record',
    body: c.noBody(),
    responses: { 200: envelope(RecordingResultSchema) },
    summary: 'Proxy mode: stop recording and store it; SCENARIO=recorded:<name> replays it offline',
  },
  clock: { method: 'GET', path: '/__dev/clock', responses: { 200: envelope(ClockSchema) } },
  moveClock: {
    method: 'POST',
    path: '/__dev/clock',
    body: z.object({
      advanceMs: wholeNumber(-CLOCK_RANGE_MS, CLOCK_RANGE_MS).optional(),
      reset: z.boolean().optional(),
    }),
    responses: { 200: envelope(ClockSchema) },
    summary: 'Move the clock by advanceMs (within 10 years of real time), or back to real time with reset',
  },
  requests: {
    method: 'GET',
    path: '/__dev/requests',
    responses: { 200: envelope(z.object({ list: z.array(InspectedRequestSchema) })) },
    summary: 'The request inspector: the last 200 calls, secrets masked, with contract mismatches marked',
  },
  openAsPage: {
    method: 'GET',
    path: '/__dev/open-as',
    responses: { 200: html },
    summary:
      'Opens the site signed in with a known session: the token, language, page and sandbox ride in the fragment (#token=...&language=cn&to=/order&sandbox=<id>); the page stores them as a login does, then goes there',
  },
  openAs: {
    method: 'POST',
    path: '/__dev/open-as',
    body: z.object({ token: z.string().min(1).max(200) }),
    responses: {
      200: envelope(
        z.object({
          user: z
            .object({ id: z.number().int(), email: z.string(), name: z.string(), language: LanguageSchema })
            .nullable(),
          expired: z.boolean(),
        }),
      ),
    },
    summary:
      'Whose session a token is (expired or not) in the world of this call, for the open-as page; with x-sandbox, the answer also places the browser in that sandbox (its cookie)',
  },
  ...prospect,
  checkoutPage: {
    method: 'GET',
    path: '/__dev/checkout',
    query: z.object({ session: z.string().optional() }),
    responses: { 200: html },
    summary: 'The fake hosted checkout: ?session= is the base64url JSON of a CheckoutSession',
  },
  checkoutPay: {
    method: 'POST',
    path: '/__dev/checkout/pay',
    body: z.object({ session: CheckoutSessionSchema, cardNumber: z.string(), name: z.string().optional() }),
    responses: { 200: envelope(z.object({ orderReference: OrderReferenceSchema })) },
  },
  checkoutNext: {
    method: 'GET',
    path: '/__dev/checkout/next',
    responses: { 200: envelope(CheckoutNextSchema) },
    summary:
      'How the fake provider answers the next card payment: as its card says (pay), or armed to decline or time out',
  },
  armCheckout: {
    method: 'POST',
    path: '/__dev/checkout/next',
    body: CheckoutNextSchema,
    responses: { 200: envelope(CheckoutNextSchema) },
    summary:
      'Arm the fake provider: the next card payment is declined whatever the card (decline), or answers after delayMs that it timed out (timeout); pay disarms it',
  },
  cancelSubscription: {
    method: 'POST',
    path: '/__dev/subscriptions/:id/cancel',
    pathParams: z.object({ id: RecordIdSchema }),
    body: c.noBody(),
    responses: { 200: EmptyEnvelopeSchema },
    summary: "Cancel at period end, as the buyer would on the provider's account page",
  },
  replayEvent: {
    method: 'POST',
    path: '/__dev/events/:id/replay',
    pathParams: z.object({ id: RecordIdSchema }),
    body: c.noBody(),
    responses: { 200: envelope(z.object({ result: z.enum(['processed', 'duplicate']) })) },
    summary: 'Deliver a provider event to the webhook handler again (it must be ignored)',
  },
  paypalApprovePage: {
    method: 'GET',
    path: '/__dev/paypal/approve',
    query: z.object({ token: z.string().optional(), lang: LanguageSchema.optional() }),
    responses: { 200: html },
    summary: 'The fake PayPal approval page: approve or cancel an order; tells the opener with postMessage',
  },
  paypalApprove: {
    method: 'POST',
    path: '/__dev/paypal/approve',
    body: z.object({ orderId: z.string() }),
    responses: { 200: EmptyEnvelopeSchema },
  },
  standIn: {
    method: 'GET',
    path: '/__dev/stand-in/:slug',
    pathParams: z.object({ slug: z.string().regex(/^[\w-]{1,64}$/) }),
    responses: { 200: html },
    summary: 'A local stand-in for the 3D software shown in the product-detail frame',
  },
});
