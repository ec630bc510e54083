import { proxy } from 'valtio';
import type { UserInfo } from '#contract/entities.js';
import { storage } from '../storage';

/** Signed in means a token is stored (requirements R4). */
export const session = proxy({
  token: storage.token(),
  userInfo: null as UserInfo | null,
});

export function signIn(token: string) {
  session.token = token;
  storage.setToken(token);
}

export function setUserInfo(info: UserInfo | null) {
  session.userInfo = info;
}

/** Logout, Unauthorized, password reset and deletion all end here. */
export function signOut() {
  session.token = null;
  session.userInfo = null;
  storage.setToken(null);
}
