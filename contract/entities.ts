import { z } from './zod.js';
import { FASTSPRING_FIELDS } from './fastspring-params.js';
import {
  WireCode,
  WireCount,
  WireDate,
  WireFlag,
  WireId,
  WireJson,
  WireOptionalDate,
  WirePrice,
  WireText,
  extra,
} from './wire.js';

/** Dates travel as ISO 8601 strings; the client formats them ('YYYY-MM-DD HH:mm:ss'). */
export const DateTimeSchema = z.string().min(1);

export const DomainIdSchema = z.union([z.literal(1), z.literal(2)]);
export type DomainId = z.infer<typeof DomainIdSchema>;

/**
 * A file reference as the API stores it: a JSON array or object whose entries carry `file` or
 * `url`, or a plain string (requirements R3), sent as JSON text or as the JSON itself; read as
 * text ('' for none). The client parses it with `parseFileRef`.
 */
export const FileRefSchema = WireJson;

/**
 * The answers of the API, as the spec names them (requirements R3): a field the spec names is
 * required, read as `contract/wire.ts` allows; a field the fake server adds is an `extra`, optional,
 * and the site works without it (requirements D3).
 */

/**
 * Session: the token and who it belongs to (requirements R3), the login answer's data. §7 shows only
 * `data.token`, so the user is read when the answer carries it (it tags the checkout).
 */
export const SessionSchema = z.object({
  token: z.string().min(1),
  user: extra(z.object({ id: WireId, email: WireText })),
});
export type Session = z.infer<typeof SessionSchema>;
/** What a server sends (every form the contract reads). */
export type SessionSent = z.input<typeof SessionSchema>;

export const UserInfoSchema = z.object({
  id: extra(WireId),
  avatar: FileRefSchema,
  nickName: WireText,
  email: WireText,
});
export type UserInfo = z.infer<typeof UserInfoSchema>;
/** What a server sends (every form the contract reads). */
export type UserInfoSent = z.input<typeof UserInfoSchema>;

/** Not shown by the spec: every field is the fake server's. */
export const SoftwarePackageSchema = z.object({
  id: WireId,
  name: extra(z.string()),
  cnName: extra(z.string()),
  domainId: extra(WireCode),
});

export const SoftwareItemSchema = z.object({
  id: WireId,
  softwarePackageId: extra(WireId),
  /** In the request's language; the text before '(' names the product-detail route. */
  title: WireText,
  /** A short description in the request's language (the fake server's). */
  description: extra(z.string()),
  image: FileRefSchema,
  /** JSON `{ "url": ... }`; empty or null means not openable on a desktop. */
  pcPath: WireJson,
  name: WireText,
  cnName: WireText,
  thumbnailGIF: WireText,
});
export type SoftwareItem = z.infer<typeof SoftwareItemSchema>;
/** What a server sends (every form the contract reads). */
export type SoftwareItemSent = z.input<typeof SoftwareItemSchema>;

/** The decoded content of a plan's `fastspringParams`, from its fields (fastspring-params.ts, which the pricing page reads with). */
const fastspringField = {
  text: z.string().min(1),
  string: z.string(),
  'number or string': z.union([z.number(), z.string()]),
};
export const FastspringParamsSchema = z.object(
  Object.fromEntries(Object.entries(FASTSPRING_FIELDS).map(([name, kind]) => [name, fastspringField[kind]])) as {
    [F in keyof typeof FASTSPRING_FIELDS]: (typeof fastspringField)[(typeof FASTSPRING_FIELDS)[F]];
  },
);
export type { FastspringParams } from './fastspring-params.js';

export const PlanSchema = z.object({
  id: WireId,
  /** The fake server's; the client knows the product line it asked for. */
  domainId: extra(WireCode),
  /** JSON-encoded FastspringParams (or the JSON itself); a backend can send a broken one, the client skips it. */
  fastspringParams: WireJson,
});
export type Plan = z.infer<typeof PlanSchema>;

export const PurchaseStatusSchema = z.object({
  isBuy: WireFlag,
  dueTime: WireOptionalDate,
});
export type PurchaseStatus = z.infer<typeof PurchaseStatusSchema>;
/** What a server sends (every form the contract reads). */
export type PurchaseStatusSent = z.input<typeof PurchaseStatusSchema>;

export const OrderSchema = z.object({
  id: extra(WireId),
  /** The Chinese site shows it, or '--' without one. */
  title: WireText,
  /** 1: paid on the website (price shown), 2: bought in an app store. */
  source: WireCode,
  price: WirePrice,
  createTime: WireDate,
  dueTime: WireDate,
  /** 1 Muscle and Movement, 2 patient education (app only). */
  domainId: WireCode,
});
export type Order = z.infer<typeof OrderSchema>;
/** What a server sends (every form the contract reads). */
export type OrderSent = z.input<typeof OrderSchema>;

export const BlogListItemSchema = z.object({
  id: WireId,
  title: WireText,
  /** '' when the article has none (the blog's picture is shown). */
  photo: WireText,
  createTime: extra(WireDate),
  summary: extra(z.string()),
});
export type BlogListItem = z.infer<typeof BlogListItemSchema>;
/** What a server sends (every form the contract reads). */
export type BlogListItemSent = z.input<typeof BlogListItemSchema>;

export const BlogDetailSchema = z.object({
  id: extra(WireId),
  title: WireText,
  readCount: WireCount,
  createTime: WireDate,
  photo: WireText,
  /** HTML: the client sanitises it before rendering. */
  content: WireText,
});
export type BlogDetail = z.infer<typeof BlogDetailSchema>;
/** What a server sends (every form the contract reads). */
export type BlogDetailSent = z.input<typeof BlogDetailSchema>;

/** The upload's answer; its other fields are kept (the avatar saves the whole result, requirements R7). */
export const UploadResultSchema = z.looseObject({
  /** 'SUCCESS' on success; any other word is a refusal explained by `message`. */
  state: z.string(),
  url: WireText,
  message: WireText,
});

/** Not shown by the spec: every field but the names is the fake server's. */
export const PatientCategorySchema = z.object({
  id: extra(WireId),
  name: WireText,
  cnName: WireText,
  icon: extra(z.string()),
  animationCount: extra(WireCount),
  imageCount: extra(WireCount),
});
export type PatientCategory = z.infer<typeof PatientCategorySchema>;
