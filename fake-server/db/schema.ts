import { z } from 'zod';
import { DomainIdSchema, PatientCategorySchema, SoftwarePackageSchema } from '#contract/entities.js';
import { ExerciseSchema } from '#contract/exercise.js';
import { MailSchema, ScenarioNameSchema } from '#contract/dev.contract.js';
import { LanguageSchema } from '#contract/language-schema.js';

/**
 * The database the fake server keeps, as a zod schema: a file or snapshot is checked against it
 * before it is used, and the record types are inferred from it, so the two cannot drift.
 */
const BilingualSchema = z.object({ en: z.string(), cn: z.string() });
const Iso = z.string();

export const UserRecordSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nickName: z.string(),
  passwordHash: z.string(),
  /** The upload result as a JSON string, '' when none. */
  avatar: z.string(),
  activated: z.boolean(),
  /** A fixture can make login/register refuse with 1001 instead of 1006. */
  refuseWith1001: z.boolean().optional(),
  language: LanguageSchema,
  createdAt: Iso,
});

const TokenRecordSchema = z.object({ hash: z.string(), userId: z.number().int(), createdAt: Iso, expiresAt: Iso, revoked: z.boolean() });
const LinkRecordSchema = z.object({ hash: z.string(), userId: z.number().int(), expiresAt: Iso, usedAt: Iso.nullable() });
const ResetCodeRecordSchema = z.object({ userId: z.number().int(), hash: z.string(), expiresAt: Iso, attempts: z.number().int(), usedAt: Iso.nullable() });

const SubscriberRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['pending', 'confirmed']),
  tokenHash: z.string(),
  language: LanguageSchema,
  createdAt: Iso,
  confirmedAt: Iso.nullable(),
});

const ContactRecordSchema = z.object({ id: z.number().int(), userName: z.string(), contact: z.string(), content: z.string(), language: LanguageSchema, createdAt: Iso });

const BlogRecordSchema = z.object({
  id: z.number().int(),
  title: BilingualSchema,
  summary: BilingualSchema,
  content: BilingualSchema,
  photo: z.string(),
  readCount: z.number().int(),
  createTime: Iso,
});

const SoftwareRecordSchema = z.object({
  id: z.number().int(),
  softwarePackageId: z.number().int(),
  title: BilingualSchema,
  description: BilingualSchema,
  image: z.string(),
  pcPath: z.string(),
  name: z.string(),
  cnName: z.string(),
  thumbnailGIF: z.string(),
});

const PeriodSchema = z.enum(['month', 'year']);

const PlanRecordSchema = z.object({
  id: z.number().int(),
  domainId: DomainIdSchema,
  client: z.number().int(),
  /** Raw JSON text, kept as the backend would send it (a fixture may break it on purpose). */
  fastspringParams: z.string(),
  period: PeriodSchema,
});

const OrderRecordSchema = z.object({
  id: z.number().int(),
  /** null once the account is deleted: kept detached for accounting. */
  userId: z.number().int().nullable(),
  title: BilingualSchema,
  source: z.union([z.literal(1), z.literal(2)]),
  price: z.number().nullable(),
  createTime: Iso,
  dueTime: Iso,
  domainId: DomainIdSchema,
  goodsId: z.number().int().nullable(),
  subscriptionId: z.string().nullable(),
  providerOrderId: z.string().nullable(),
});

const SubscriptionRecordSchema = z.object({
  id: z.string(),
  userId: z.number().int().nullable(),
  goodsId: z.number().int(),
  domainId: DomainIdSchema,
  period: PeriodSchema,
  price: z.number(),
  /** active: renews at periodEnd; canceled: ends at periodEnd; deactivated: over. */
  state: z.enum(['active', 'canceled', 'deactivated']),
  periodEnd: Iso,
  /** The card's behaviour on renewal (fake provider). */
  renewal: z.enum(['pays', 'fails']),
  failedCharges: z.number().int(),
  createdAt: Iso,
});

const PaypalOrderRecordSchema = z.object({
  id: z.string(),
  userId: z.number().int(),
  goodsId: z.number().int(),
  status: z.enum(['CREATED', 'APPROVED', 'COMPLETED']),
  createdAt: Iso,
});

/** Who uploaded a file under /uploads: an avatar may only be one of its owner's uploads. */
const UploadRecordSchema = z.object({ name: z.string(), userId: z.number().int(), createdAt: Iso });

const WebhookEventRecordSchema = z.object({
  id: z.string(),
  type: z.string(),
  created: Iso,
  data: z.record(z.string(), z.unknown()),
  processedAt: Iso.nullable(),
  deliveries: z.number().int(),
});

export const DatabaseSchema = z.object({
  scenario: ScenarioNameSchema,
  seq: z.object({ user: z.number().int(), order: z.number().int(), contact: z.number().int(), subscriber: z.number().int() }),
  users: z.array(UserRecordSchema),
  tokens: z.array(TokenRecordSchema),
  activations: z.array(LinkRecordSchema),
  resetCodes: z.array(ResetCodeRecordSchema),
  mails: z.array(MailSchema),
  subscribers: z.array(SubscriberRecordSchema),
  contacts: z.array(ContactRecordSchema),
  blogs: z.array(BlogRecordSchema),
  softwarePackages: z.array(SoftwarePackageSchema),
  software: z.array(SoftwareRecordSchema),
  plans: z.array(PlanRecordSchema),
  orders: z.array(OrderRecordSchema),
  subscriptions: z.array(SubscriptionRecordSchema),
  paypalOrders: z.array(PaypalOrderRecordSchema),
  events: z.array(WebhookEventRecordSchema),
  patientCategories: z.array(PatientCategorySchema),
  exercises: z.array(ExerciseSchema),
  /** Absent in files written before uploads had owners. */
  uploads: z.array(UploadRecordSchema).default([]),
});

/** Text kept in both languages; the server answers in the request's language. */
export type Bilingual = z.infer<typeof BilingualSchema>;
export type { Language } from '#contract/language.js';
export type UserRecord = z.infer<typeof UserRecordSchema>;
export type TokenRecord = z.infer<typeof TokenRecordSchema>;
export type LinkRecord = z.infer<typeof LinkRecordSchema>;
export type ResetCodeRecord = z.infer<typeof ResetCodeRecordSchema>;
export type SubscriberRecord = z.infer<typeof SubscriberRecordSchema>;
export type ContactRecord = z.infer<typeof ContactRecordSchema>;
export type BlogRecord = z.infer<typeof BlogRecordSchema>;
export type SoftwareRecord = z.infer<typeof SoftwareRecordSchema>;
export type PlanRecord = z.infer<typeof PlanRecordSchema>;
export type OrderRecord = z.infer<typeof OrderRecordSchema>;
export type SubscriptionRecord = z.infer<typeof SubscriptionRecordSchema>;
export type PaypalOrderRecord = z.infer<typeof PaypalOrderRecordSchema>;
export type UploadRecord = z.infer<typeof UploadRecordSchema>;
export type WebhookEventRecord = z.infer<typeof WebhookEventRecordSchema>;
export type Database = z.infer<typeof DatabaseSchema>;

/** The key that identifies a record of each collection (the journal names records by it). */
export const RECORD_KEYS = {
  users: 'id',
  tokens: 'hash',
  activations: 'hash',
  resetCodes: 'hash',
  mails: 'id',
  subscribers: 'id',
  contacts: 'id',
  blogs: 'id',
  softwarePackages: 'id',
  software: 'id',
  plans: 'id',
  orders: 'id',
  subscriptions: 'id',
  paypalOrders: 'id',
  events: 'id',
  patientCategories: 'id',
  exercises: 'id',
  uploads: 'name',
} as const satisfies { [K in CollectionName]: keyof Database[K][number] };
export type CollectionName = { [K in keyof Database]: Database[K] extends unknown[] ? K : never }[keyof Database];
