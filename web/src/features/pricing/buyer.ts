import { loadUserInfo } from '../../lib/api/user-info';
import { session } from '../../lib/state/session';
import type { Buyer } from './buy-plan';

/**
 * Who pays: the id the login answer named (the spec's user info has none; the fake server's
 * extra id is used only for a session from before) and the account's e-mail (the user info's, or
 * the login answer's). Null when neither names an id: the buyer is asked to sign in again.
 */
export async function currentBuyer(): Promise<Buyer | null> {
  let info = session.userInfo;
  if (!info) {
    const outcome = await loadUserInfo();
    info = outcome.kind === 'user' ? outcome.user : null;
  }
  const id = session.user?.id ?? info?.id;
  const email = info?.email || session.user?.email;
  return id && email ? { id, email } : null;
}
