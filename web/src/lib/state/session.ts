import { proxy } from 'valtio';
import type { Session, UserInfo } from '#contract/entities.js';
import { storage } from '../storage';

/** Who a session belongs to, from the login answer (requirements R3 "Session"): tags the checkout. */
export type SessionUser = NonNullable<Session['user']>;

function storedUser(): SessionUser | null {
  try {
    const user = JSON.parse(storage.user() ?? 'null') as Partial<SessionUser> | null;
    return typeof user?.id === 'string' && typeof user.email === 'string' ? { id: user.id, email: user.email } : null;
  } catch {
    return null;
  }
}

/** Signed in means a token is stored (requirements R4). */
export const session = proxy({
  token: storage.token(),
  user: storage.token() ? storedUser() : null,
  userInfo: null as UserInfo | null,
});

/** A successful login: the token, and the user it names when the answer names one. */
export function signIn(token: string, user: SessionUser | null = null) {
  session.token = token;
  session.user = user;
  storage.setToken(token);
  storage.setUser(user ? JSON.stringify(user) : null);
}

export function setUserInfo(info: UserInfo | null) {
  session.userInfo = info;
}

/** Logout, Unauthorized, password reset and deletion all end here. */
export function signOut() {
  session.token = null;
  session.user = null;
  session.userInfo = null;
  storage.setToken(null);
  storage.setUser(null);
}
