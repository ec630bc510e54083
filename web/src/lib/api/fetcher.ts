import { preferences } from '../state/preferences';
import { session } from '../state/session';
import { i18n } from '../i18n';
import { demoBackendReady, demoWorldChanged } from './demo-worker';
import { ApiError, networkMessage, sessionExpired, statusMessage, toastError } from './errors';
import { type Answer, type Outgoing, answerOf } from './request';

export const REQUEST_TIMEOUT_MS = 15_000;

declare global {
  interface Window {
    /** Test-only: a shorter request timeout, set by browser tests before the app loads. */
    __MA_TIMEOUT_MS__?: number;
  }
}

const timeoutMs = () => (typeof window !== 'undefined' && window.__MA_TIMEOUT_MS__) || REQUEST_TIMEOUT_MS;

/** The headers every call carries (requirements R7). */
export function apiHeaders(): Record<string, string> {
  const headers: Record<string, string> = { platform: 'PC', language: preferences.language };
  if (session.token) headers.authorization = `Bearer ${session.token}`;
  return headers;
}

/**
 * Every call goes through here: headers, the 15 s timeout, and the error catalogue of
 * requirements R8 (non-200 status, transport failure, Unauthorized). Callers only see readable envelopes.
 */
export async function fetcher({ url, init }: Outgoing): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs());
  let response: Answer;
  try {
    await demoBackendReady();
    response = await answerOf(
      await fetch(url, { ...init, headers: { ...init.headers, ...apiHeaders() }, signal: controller.signal }),
    );
  } catch (error) {
    const timedOut = controller.signal.aborted;
    const message = timedOut ? i18n.t('errors.timeout') : networkMessage(error);
    toastError(message);
    throw new ApiError(timedOut ? 'timeout' : 'transport', message);
  } finally {
    clearTimeout(timer);
  }
  // The static demo's world cleared by the browser: the visitor is told that instead of "login expired".
  const cleared = demoWorldChanged(response.headers);
  const body = response.body as { code?: string; message?: string } | null;
  if (response.status !== 200) {
    const message = statusMessage(response.status);
    toastError(message);
    throw new ApiError('status', message, response.status);
  }
  if (body?.code === 'Unauthorized') {
    if (!cleared) sessionExpired();
    throw new ApiError('unauthorized', body.message ?? '');
  }
  return response;
}
