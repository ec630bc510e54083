import { type UserRecord, sha256 } from '../db/schema.js';
import { DAY, addMs } from './clock.js';
import type { Deps } from './deps.js';
import { randomToken } from './secrets.js';

export const TOKEN_LIFETIME_MS = 7 * DAY;

/** Session tokens: random, stored hashed, valid 7 days, revocable. */
export function issueToken(deps: Deps, userId: number): string {
  const token = randomToken();
  const now = deps.clock.iso();
  deps.store.data.tokens.push({
    hash: sha256(token),
    userId,
    createdAt: now,
    expiresAt: addMs(now, TOKEN_LIFETIME_MS),
    revoked: false,
  });
  pruneTokens(deps);
  return token;
}

export function resolveToken(deps: Deps, authorization: string | undefined): UserRecord | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  if (!match) return null;
  const hash = sha256(match[1]!);
  const record = deps.store.data.tokens.find((t) => t.hash === hash);
  if (!record || record.revoked || new Date(record.expiresAt) <= deps.clock.now()) return null;
  return deps.store.data.users.find((u) => u.id === record.userId) ?? null;
}

export function revokeTokens(deps: Deps, userId: number): void {
  for (const t of deps.store.data.tokens) if (t.userId === userId) t.revoked = true;
}

/** Drop tokens that can never be used again, so the file does not grow forever. */
function pruneTokens(deps: Deps) {
  const now = deps.clock.now();
  const tokens = deps.store.data.tokens;
  if (tokens.length < 1000) return;
  deps.store.data.tokens = tokens.filter((t) => !t.revoked && new Date(t.expiresAt) > now);
}
