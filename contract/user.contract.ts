import { initContract } from '@ts-rest/core';
import { userOnly } from './access.js';
import { z } from './zod.js';
import { EmptyEnvelopeSchema, ErrorEnvelopeSchema, envelope } from './envelope.js';
import { UploadResultSchema, UserInfoSchema } from './entities.js';
import { DisplayNameSchema } from './forms.js';
import { v } from './validation-messages.js';

const c = initContract();

/**
 * What the client saves as an avatar: the upload's answer with `file` set to its url (requirements
 * R7). The server reads `file` as the url whatever it says (JSON Schema cannot require two fields
 * to be equal, and a `file` of its own would be a second address nobody checked).
 */
export const AvatarValueSchema = z
  .object({
    state: z.literal('SUCCESS'),
    url: z
      .string()
      .max(500)
      .regex(/^(\/|https:\/\/)[^\s"'<>\\]+$/),
    file: z.string().max(500),
    message: z.string().max(200).optional(),
  })
  .transform((a) => ({ ...a, file: a.url }));
export type AvatarValue = z.infer<typeof AvatarValueSchema>;

/** The avatar value parsed, or null when it is not an upload answer. */
export function parseAvatar(value: string): AvatarValue | null {
  try {
    const parsed = AvatarValueSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * A new avatar: the upload's answer as a JSON string (AvatarValueSchema), or '' for none. The
 * OpenAPI document states the refinement as `contentSchema` (scripts/openapi/document.ts).
 */
export const AvatarTextSchema = z
  .string()
  .max(2000, { error: v('textTooLong') })
  .refine((a) => a === '' || parseAvatar(a) !== null, { error: v('invalidValue') })
  // Kept as sent when `file` already is the url (as the site sends it), else with `file` set to it.
  .transform((a) =>
    a === '' || (JSON.parse(a) as AvatarValue).file === parseAvatar(a)?.url ? a : JSON.stringify(parseAvatar(a)),
  );

/**
 * A new display name, a new avatar (the upload result as a JSON string, or '' for none), or both,
 * and no other field: a form of neither (a misspelt field) is refused, not answered OK unchanged
 * (issue 55). The document states it as `minProperties` and the `anyOf`, which every tool reads.
 */
export const UpdateUserBodySchema = z
  .strictObject({
    nickName: DisplayNameSchema.optional(),
    avatar: AvatarTextSchema.optional(),
  })
  .refine((b) => b.nickName !== undefined || b.avatar !== undefined, { error: v('invalidValue') })
  .meta({ minProperties: 1, anyOf: [{ required: ['nickName'] }, { required: ['avatar'] }] });

/** What the browser sends: one file in the field `upfile`. */
export const UploadBodySchema = z.object({
  upfile: z.custom<Blob>((f) => f != null, { error: v('invalidValue') }).meta({ type: 'string', format: 'binary' }),
});

export const user = c.router({
  userInfo: {
    method: 'GET',
    path: '/api/u/user/info',
    metadata: userOnly,
    responses: { 200: envelope(UserInfoSchema) },
  },
  updateUser: {
    method: 'POST',
    path: '/api/u/user/update',
    metadata: userOnly,
    contentType: 'multipart/form-data',
    body: UpdateUserBodySchema,
    responses: { 200: EmptyEnvelopeSchema },
  },
  deleteAccount: {
    method: 'GET',
    path: '/api/u/account/cancel',
    metadata: userOnly,
    responses: { 200: EmptyEnvelopeSchema },
    summary: 'Delete the account: tokens revoked, avatar and personal data deleted, orders kept detached',
  },
  upload: {
    method: 'POST',
    path: '/api/common/file/upload',
    metadata: userOnly,
    contentType: 'multipart/form-data',
    body: UploadBodySchema,
    responses: { 200: z.union([UploadResultSchema, ErrorEnvelopeSchema]) },
    summary: 'PNG or JPEG (by their bytes), at most 5 MB, signed-in users only',
  },
});
