import { type ReactNode, useState } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { session } from '../../lib/state/session';
import { loginPathFor } from './back-url';

/**
 * A screen for signed-in users: without a token the visitor goes to Login, which brings them back
 * here. Checked when the screen opens only, so a screen that signs the user out itself (password
 * reset, deletion) can still show its last message.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const [signedIn] = useState(() => session.token !== null);
  if (!signedIn) return <Redirect to={loginPathFor(search ? `${location}?${search}` : location)} replace />;
  return <>{children}</>;
}
