import type { NotificationData } from '@mantine/notifications';
import { navigate } from 'wouter/use-browser-location';
import { basePath } from '../base-path';
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

/** Code Unauthorized: the session is over; the user is sent to log in. */
export function sessionExpired() {
  signOut();
  toastWarning(i18n.t('errors.unauthorized'), () => navigate(`${basePath}/login`));
}

/** Any other non-OK code: the server's message for 3 seconds (requirements R8). */
export function showServerMessage(body: { message?: string }, title?: string) {
  toastError(body.message || i18n.t('errors.unknown'), title);
}
