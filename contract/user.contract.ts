import { initContract } from '@ts-rest/core';
import { userOnly } from './access.js';
import { z } from './zod.js';
import { EmptyEnvelopeSchema, ErrorEnvelopeSchema, envelope } from './envelope.js';
import { UploadResultSchema, UserInfoSchema } from './entities.js';
import { DisplayNameSchema } from './forms.js';
import { v } from './validation-messages.js';

const c = initContract();

/** What the client saves as an avatar: the upload's answer with `file` set to its url (requirements R7). */
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
  .refine((a) => a.file === a.url);
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

/** Either a new display name or a new avatar (the upload result as a JSON string, or '' for none). */
export const UpdateUserBodySchema = z
  .object({
    nickName: DisplayNameSchema.optional(),
    avatar: z
      .string()
      .max(2000, { error: v('textTooLong') })
      .refine((a) => a === '' || parseAvatar(a) !== null, { error: v('invalidValue') })
      .optional(),
  })
  .refine((b) => b.nickName !== undefined || b.avatar !== undefined, { error: v('invalidValue') });

/** What the browser sends: one file in the field `upfile`. */
export const UploadBodySchema = z.object({ upfile: z.custom<Blob>((f) => f != null, { error: v('invalidValue') }) });

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
