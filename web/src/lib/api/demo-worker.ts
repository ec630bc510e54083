import { proxy } from 'valtio';
import { DEMO_WORLD_HEADER } from '#contract/demo-world.js';
import { routerPath } from '../base-path';
import { i18n } from '../i18n';
import { signOut } from '../state/session';
import { storage } from '../storage';
import cn from '../../locales/demo/cn.json';
import en from '../../locales/demo/en.json';

let ready: Promise<void> | null = null;

const texts = () => ({ en, cn })[i18n.language === 'cn' ? 'cn' : 'en'];

/** The demo's own worker script: only it answers the demo's calls. */
const ownScript = () => new URL(`${import.meta.env.BASE_URL}demo-worker.js`, location.href).href;
/** Whether this page is controlled by the demo's own worker (not by another app's on the origin). */
const ownWorkerControls = () => navigator.serviceWorker?.controller?.scriptURL === ownScript();

/**
 * The static demo (npm run build:static-demo): its fake backend runs in a service worker
 * (static-demo/worker.ts, docs/decisions/099). Every call waits until the demo's own worker (its
 * script, its scope) controls this page, so the first call of a first visit is never sent to a
 * host that has no API, nor to another app's worker that controlled the page first
 * (docs/decisions/120). In every other build this is an answered promise and the rest is left out
 * of the bundle.
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
  if (!workers) throw new Error(texts().workerMissing);
  const base = import.meta.env.BASE_URL;
  const registration = await workers.register(ownScript(), { scope: base });
  if (ownWorkerControls()) return;
  const controlled = new Promise<void>((resolve) => {
    const changed = () => {
      if (!ownWorkerControls()) return;
      workers.removeEventListener('controllerchange', changed);
      resolve();
    };
    workers.addEventListener('controllerchange', changed);
  });
  // A hard reload leaves the page uncontrolled while the worker runs: the worker is asked to claim it.
  (await activated(registration)).postMessage('claim');
  await controlled;
}

/** The registration's active worker, once the one being installed has got there. */
function activated(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  return new Promise((resolve, reject) => {
    const incoming = registration.installing ?? registration.waiting;
    const settle = () => {
      if (registration.active) resolve(registration.active);
      else if (!incoming || incoming.state === 'redundant') reject(new Error(texts().workerFailed));
      else return false;
      return true;
    };
    if (!settle()) incoming?.addEventListener('statechange', settle);
  });
}

/** Addresses the fake backend answers (its dashboard, the API's links, uploads), not pages of the app. */
const SERVER_PATH = /^\/(api\/|uploads\/|__dev(\/|$))/i;

/**
 * The static demo opened at one of the fake backend's addresses (a link to the dashboard, an
 * e-mail's link) before its worker runs: the host answered with the app's shell. The worker is
 * started and the address asked for again, now answered by it. True when the page reloads.
 */
export async function openedBeforeTheWorker(): Promise<boolean> {
  if (!import.meta.env.VITE_STATIC_DEMO || ownWorkerControls()) return false;
  if (!SERVER_PATH.test(routerPath(location.pathname))) return false;
  try {
    await demoBackendReady();
  } catch {
    return false;
  }
  location.reload();
  return true;
}

/** What the static demo has to tell its visitor: the browser cleared their world (said once). */
export const demoNotice = /* @__PURE__ */ proxy({ cleared: false });
let seenWorld: string | null = null;

/**
 * Every answer of the static demo's worker names the visitor's world. Another world than the one
 * this browser saw before means the browser cleared the demo's data (site data cleared, storage
 * evicted: docs/decisions/119): the old session means nothing there, and the visitor is told once.
 * True when so.
 */
export function demoWorldChanged(headers: Headers): boolean {
  if (!import.meta.env.VITE_STATIC_DEMO) return false;
  const id = headers.get(DEMO_WORLD_HEADER);
  if (!id) return false;
  const before = seenWorld ?? storage.demoWorld();
  seenWorld = id;
  if (before === id) return false;
  storage.setDemoWorld(id);
  if (before === null) return false;
  signOut();
  demoNotice.cleared = true;
  return true;
}
