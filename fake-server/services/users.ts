import type { UserInfoSent } from '#contract/entities.js';
import type { UserRecord } from '../db/schema.js';
import type { Deps } from './deps.js';
import { revokeTokens } from './tokens.js';
import { Code } from '#contract/envelope.js';
import { parseAvatar } from '#contract/user.contract.js';
import { Refusal } from './refusal.js';
import { deleteUploads, ownUpload, uploadName } from './uploads.js';

export const userInfo = (user: UserRecord): UserInfoSent => ({
  id: user.id,
  avatar: user.avatar,
  nickName: user.nickName,
  email: user.email,
});

/** The stored upload an avatar value points at (the JSON upload result of requirements D3), or null. */
const avatarUpload = (avatar: string): string | null => (avatar ? uploadName(parseAvatar(avatar)?.url ?? '') : null);

/**
 * A new avatar must be one of the user's own uploads (or empty); replacing it deletes the user's
 * old file, never anyone else's.
 */
export async function updateUser(deps: Deps, user: UserRecord, body: { nickName?: string; avatar?: string }) {
  const previous = avatarUpload(user.avatar);
  if (body.avatar) {
    const name = avatarUpload(body.avatar);
    if (!ownUpload(deps, user.id, name)) throw new Refusal(Code.InvalidParameter, 'avatarNotYours');
  }
  if (body.nickName !== undefined) user.nickName = body.nickName;
  if (body.avatar !== undefined) user.avatar = body.avatar;
  await deps.store.write();
  if (body.avatar !== undefined && previous && previous !== avatarUpload(body.avatar))
    await deleteUploads(deps, user.id, [previous]);
}

/**
 * Deletion revokes the tokens, deletes the avatar and the personal data, keeps the orders
 * detached for accounting and frees the e-mail for a new registration (requirements D4).
 */
export async function deleteAccount(deps: Deps, user: UserRecord) {
  const data = deps.store.data;
  revokeTokens(deps, user.id);
  data.users = data.users.filter((u) => u.id !== user.id);
  data.activations = data.activations.filter((a) => a.userId !== user.id);
  data.resetCodes = data.resetCodes.filter((r) => r.userId !== user.id);
  for (const o of data.orders) if (o.userId === user.id) o.userId = null;
  for (const s of data.subscriptions) {
    if (s.userId !== user.id) continue;
    s.userId = null;
    if (s.state === 'active') s.state = 'canceled';
  }
  data.paypalOrders = data.paypalOrders.filter((p) => p.userId !== user.id);
  await deps.store.write();
  await deleteUploads(deps, user.id);
}
