import { type NotificationData, notifications } from '@mantine/notifications';
import { navigate } from 'wouter/use-browser-location';
import { paths, routeNameOf } from '../../app/paths';
import { basePath, routerPath } from '../base-path';
import { i18n } from '../i18n';
import { overlays } from '../overlays-ready';
import { signOut } from '../state/session';

export const TOAST_MS = 3000;

/** Why a call did not produce an envelope the caller can read. */
export class ApiError extends Error {
  constructor(
    readonly kind: 'status' | 'transport' | 'timeout' | 'unauthorized' | 'unreadable',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const KNOWN_STATUSES = [400, 401, 403, 404, 405, 408, 500, 501, 502, 503, 504, 505];

/**
 * requirements R8: the status-mapped message; a status outside the table is "other connection
 * error" with its code, in the visitor's language (a transport answer's text, such as a proxy's
 * "HTTP 418", is neither translated nor meant for a visitor).
 */
export function statusMessage(status: number): string {
  if (KNOWN_STATUSES.includes(status)) return i18n.t(`errors.status.${status}`);
  return i18n.t('errors.status.other', { status });
}

/**
 * A transport failure (no answer at all, a chunk that did not load) in the visitor's own words.
 * The browser's text ("Failed to fetch", "Load failed", "NetworkError when attempting to fetch
 * resource.") is English in every browser and different in each: it goes to the console for a
 * developer, never into a toast (docs/decisions/137).
 */
export function networkMessage(error: unknown): string {
  console.warn('Transport failure:', error instanceof Error ? error.message : error);
  return i18n.t('errors.network');
}

/** Every toast's close button is named for screen readers. */
const closeButtonProps = () => ({ 'aria-label': i18n.t('common.close') });

/** A toast: the overlays mount on the first one (it waits in the store until they listen). */
function show(notification: NotificationData): string {
  void overlays();
  return notifications.show(notification);
}

export function toastError(message: string, title = i18n.t('errors.tips')) {
  show({ title, message, color: 'red', autoClose: TOAST_MS, closeButtonProps: closeButtonProps() });
}

export function toastSuccess(message: string, title?: string) {
  show({ title, message, color: 'teal', autoClose: TOAST_MS, closeButtonProps: closeButtonProps() });
}

export function toastWarning(message: string, onDone?: () => void) {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    onDone?.();
  };
  const id = show({
    title: i18n.t('errors.tips'),
    message,
    color: 'yellow',
    autoClose: TOAST_MS,
    closeButtonProps: closeButtonProps(),
    onClose: finish,
    onClick: () => {
      notifications.hide(id);
      finish();
    },
    style: onDone ? { cursor: 'pointer' } : undefined,
  });
}

/** Pages a way back never names: signing in there again is no way back, and Home is where a login goes anyway. */
const NO_WAY_BACK = new Set<string | null>(['Home', 'Login', 'Register', 'Forget', 'Active', null]);

/**
 * The login page for a visitor whose session ended here: it comes back to this page once signed
 * in (`backUrl`, as a signed-in page opened without a session does), from any page alike.
 */
export function loginAfterExpiry(location: Pick<Location, 'pathname' | 'search'>): string {
  const here = routerPath(location.pathname);
  const back = NO_WAY_BACK.has(routeNameOf(here)) ? '' : `?backUrl=${encodeURIComponent(here + location.search)}`;
  return `${basePath}${paths.Login}${back}`;
}

/** Code Unauthorized: the session is over; the user is sent to log in, and back here after. */
export function sessionExpired() {
  signOut();
  // Where the session ended, taken now: the toast may close after the visitor has moved on.
  const login = loginAfterExpiry(window.location);
  toastWarning(i18n.t('errors.unauthorized'), () => navigate(login));
}

/** Any other non-OK code: the server's message for 3 seconds (requirements R8). */
export function showServerMessage(body: { message?: string }, title?: string) {
  toastError(body.message || i18n.t('errors.unknown'), title);
}
