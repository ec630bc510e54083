import { z } from './zod.js';

/** Dates travel as ISO 8601 strings; the client formats them ('YYYY-MM-DD HH:mm:ss'). */
export const DateTimeSchema = z.string().min(1);

export const DomainIdSchema = z.union([z.literal(1), z.literal(2)]);
export type DomainId = z.infer<typeof DomainIdSchema>;

/**
 * A file reference as the API stores it: a JSON array or object whose entries carry `file` or
 * `url`, or a plain string (requirements R3). The client parses it with `parseFileRef`.
 */
export const FileRefSchema = z.string();

/** Session: the token and who it belongs to (requirements R3). */
export const SessionSchema = z.object({
  token: z.string().min(1),
  user: z.object({ id: z.number().int(), email: z.string() }),
});
export type Session = z.infer<typeof SessionSchema>;

export const UserInfoSchema = z.object({
  id: z.number().int(),
  avatar: FileRefSchema,
  nickName: z.string(),
  email: z.string(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const SoftwarePackageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cnName: z.string(),
  domainId: DomainIdSchema,
});
export type SoftwarePackage = z.infer<typeof SoftwarePackageSchema>;

export const SoftwareItemSchema = z.object({
  id: z.number().int(),
  softwarePackageId: z.number().int(),
  /** In the request's language; the text before '(' names the product-detail route. */
  title: z.string(),
  /** A short description in the request's language (optional on other backends). */
  description: z.string().optional(),
  image: FileRefSchema,
  /** JSON `{ "url": ... }`; empty means not openable on a desktop. */
  pcPath: z.string(),
  name: z.string(),
  cnName: z.string(),
  thumbnailGIF: z.string(),
});
export type SoftwareItem = z.infer<typeof SoftwareItemSchema>;

/** The decoded content of a plan's `fastspringParams`. */
export const FastspringParamsSchema = z.object({
  product: z.string().min(1),
  title: z.string(),
  cnTitle: z.string(),
  text: z.string(),
  cnText: z.string(),
  discrib: z.string(),
  cnDiscrib: z.string(),
  price: z.union([z.number(), z.string()]),
  cnPrice: z.union([z.number(), z.string()]),
});
export type FastspringParams = z.infer<typeof FastspringParamsSchema>;

export const PlanSchema = z.object({
  id: z.number().int(),
  domainId: DomainIdSchema,
  /** JSON-encoded FastspringParams; a backend can send a broken one, the client skips it. */
  fastspringParams: z.string(),
});
export type Plan = z.infer<typeof PlanSchema>;

export const PurchaseStatusSchema = z.object({
  isBuy: z.boolean(),
  dueTime: DateTimeSchema.nullable(),
});
export type PurchaseStatus = z.infer<typeof PurchaseStatusSchema>;

export const OrderSourceSchema = z.union([z.literal(1), z.literal(2)]);

export const OrderSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** 1: paid on the website (price shown), 2: bought in an app store. */
  source: OrderSourceSchema,
  price: z.number().nullable(),
  createTime: DateTimeSchema,
  dueTime: DateTimeSchema,
  domainId: DomainIdSchema,
});
export type Order = z.infer<typeof OrderSchema>;

export const BlogListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  photo: z.string(),
  createTime: DateTimeSchema.optional(),
  summary: z.string().optional(),
});
export type BlogListItem = z.infer<typeof BlogListItemSchema>;

export const BlogDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  readCount: z.number().int().nonnegative(),
  createTime: DateTimeSchema,
  photo: z.string(),
  /** HTML: the client sanitises it before rendering. */
  content: z.string(),
});
export type BlogDetail = z.infer<typeof BlogDetailSchema>;

export const UploadResultSchema = z.object({
  /** 'SUCCESS' on success; any other word is a refusal explained by `message`. */
  state: z.string(),
  url: z.string(),
  message: z.string(),
});

export const PatientCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cnName: z.string(),
  icon: z.string(),
  animationCount: z.number().int().nonnegative(),
  imageCount: z.number().int().nonnegative(),
});
export type PatientCategory = z.infer<typeof PatientCategorySchema>;
