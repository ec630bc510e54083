import { routerPath } from '../base-path';
import { i18n } from '../i18n';
import cn from '../../locales/demo/cn.json';
import en from '../../locales/demo/en.json';

let ready: Promise<void> | null = null;

/**
 * The static demo (npm run build:static-demo): its fake backend runs in a service worker
 * (static-demo/worker.ts, docs/decisions/099). Every call waits until the worker controls this
 * page, so the first call of a first visit is never sent to a host that has no API. In every
 * other build this is an answered promise and the rest is left out of the bundle.
 */
export function demoBackendReady(): Promise<void> {
  if (!import.meta.env.VITE_STATIC_DEMO) return Promise.resolve();
  ready ??= takeOver().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

async function takeOver() {
  const workers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  if (!workers) {
    const texts = { en, cn }[i18n.language === 'cn' ? 'cn' : 'en'];
    throw new Error(texts.workerMissing);
  }
  const base = import.meta.env.BASE_URL;
  await workers.register(`${base}demo-worker.js`, { scope: base });
  if (workers.controller) return;
  const controlled = new Promise<void>((resolve) =>
    workers.addEventListener('controllerchange', () => resolve(), { once: true }),
  );
  // A hard reload leaves the page uncontrolled while the worker runs: the worker is asked to claim it.
  (await workers.ready).active?.postMessage('claim');
  await controlled;
}

/** Addresses the fake backend answers (its dashboard, the API's links, uploads), not pages of the app. */
const SERVER_PATH = /^\/(api\/|uploads\/|__dev(\/|$))/i;

/**
 * The static demo opened at one of the fake backend's addresses (a link to the dashboard, an
 * e-mail's link) before its worker runs: the host answered with the app's shell. The worker is
 * started and the address asked for again, now answered by it. True when the page reloads.
 */
export async function openedBeforeTheWorker(): Promise<boolean> {
  if (!import.meta.env.VITE_STATIC_DEMO || navigator.serviceWorker?.controller) return false;
  if (!SERVER_PATH.test(routerPath(location.pathname))) return false;
  try {
    await demoBackendReady();
  } catch {
    return false;
  }
  location.reload();
  return true;
}
