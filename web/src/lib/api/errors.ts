import type { NotificationData } from '@mantine/notifications';
import { navigate } from 'wouter/use-browser-location';
import { paths, routeNameOf } from '../../app/paths';
import { basePath, routerPath } from '../base-path';
import { i18n } from '../i18n';
import { overlays } from '../overlays-ready';
import { signOut } from '../state/session';

export const TOAST_MS = 3000;

export { ApiError } from './api-error';

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

type Store = typeof import('@mantine/notifications');
let store: Store | undefined;
let loading: Promise<Store> | undefined;

/** The toasts' store, loaded with the first toast (docs/decisions/152), not with every page. */
export function loadToasts(): Promise<Store> {
  loading ??= import('@mantine/notifications').then(
    (loaded) => (store = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * A toast: the overlays mount on the first one (it waits in the store until they listen); `shown`
 * gets its id. Once the store has loaded, a toast is shown at once.
 */
function show(notification: NotificationData, shown: (id: string) => void = () => undefined): void {
  void overlays();
  if (store) shown(store.notifications.show(notification));
  else
    loadToasts().then(
      ({ notifications }) => shown(notifications.show(notification)),
      // Its code could not load (the network is gone): the page's own state already says what went wrong.
      () => undefined,
    );
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
  let id = '';
  show(
    {
      title: i18n.t('errors.tips'),
      message,
      color: 'yellow',
      autoClose: TOAST_MS,
      closeButtonProps: closeButtonProps(),
      onClose: finish,
      onClick: () => {
        store?.notifications.hide(id);
        finish();
      },
      style: onDone ? { cursor: 'pointer' } : undefined,
    },
    (shown) => (id = shown),
  );
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
