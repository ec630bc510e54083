import type { UserInfo } from '#contract/entities.js';
import { session, setUserInfo } from '../state/session';
import { ApiError } from './api-error';

/**
 * What asking for the signed-in user ended in: the user; signed out (no token, or the API ended the
 * session: Unauthorized); or unavailable for now (a failed call, already told to the visitor by the
 * error catalogue, or another code). Anything else is a fault and is thrown.
 */
export type UserInfoOutcome = { kind: 'user'; user: UserInfo } | { kind: 'signed-out' } | { kind: 'unavailable' };

/** Fetches the signed-in user (the API client loads on first use, off the first paint). */
export async function loadUserInfo(): Promise<UserInfoOutcome> {
  if (!session.token) return { kind: 'signed-out' };
  try {
    const { client } = await import('./client');
    const res = await client.user.userInfo();
    if (res.body.code !== 'OK') return { kind: 'unavailable' };
    setUserInfo(res.body.data);
    return { kind: 'user', user: res.body.data };
  } catch (error) {
    if (error instanceof ApiError) return { kind: error.kind === 'unauthorized' ? 'signed-out' : 'unavailable' };
    // The client's script did not arrive (offline, a release): the header greets the visitor later.
    if (error instanceof TypeError && /import|module|fetch/i.test(error.message)) return { kind: 'unavailable' };
    throw error;
  }
}
