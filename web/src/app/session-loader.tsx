import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { session } from '../lib/state/session';
import { loadUserInfo } from '../lib/api/user-info';

/** A stored token means signed in: fetch who it is for the header greeting. */
export function SessionLoader() {
  const { token, userInfo } = useSnapshot(session);
  useEffect(() => {
    if (token && !userInfo) void loadUserInfo();
  }, [token, userInfo]);
  return null;
}
