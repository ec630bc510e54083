import { session, setUserInfo } from '../state/session';

/** Fetches the signed-in user (the API client loads on first use, off the first paint). */
export async function loadUserInfo() {
  if (!session.token) return null;
  const { client } = await import('./client');
  const res = await client.user.userInfo();
  if (res.body.code === 'OK') {
    setUserInfo(res.body.data);
    return res.body.data;
  }
  return null;
}
