// Node's Buffer first: the fake server's modules below use it.
import './node/buffer.js';
import { answerFetch, pageMatcher, scriptGone, serverPath, unavailableAnswer } from './fetch-adapter.js';
import { keepWorld } from './keeper.js';
import { openWorld } from './world.js';

/** The few service worker types used here (the project's TypeScript library is the DOM's). */
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(answer: Promise<Response>): void };
type MessageEvent = ExtendableEvent & { data: unknown };
type WorkerScope = {
  registration: { scope: string; unregister(): Promise<boolean> };
  location: { origin: string; href: string };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};
declare const self: WorkerScope;
/** The app's route patterns (web/src/app/paths.ts), written in by the build (scripts/build-static-demo.ts). */
declare const __DEMO_PAGES__: readonly string[];

/** The base path the folder is published under (the worker's scope): '/' or '/motionatlas-demo/'. */
const base = new URL(self.registration.scope).pathname;
const origin = self.location.origin;
const isPage = pageMatcher(__DEMO_PAGES__);

const world = keepWorld({
  // One database and one lock per published folder: two demos on one origin are two worlds.
  name: `motionatlas-demo:${base}`,
  open: () =>
    openWorld({
      name: `motionatlas-demo:${base}`,
      webOrigin: `${origin}${base}`,
      published: async (path) => {
        const response = await fetch(`${base}${path}`);
        return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
      },
    }),
});

/**
 * Whether the folder is gone: the host answers 404 (or a page) for this very script, so the folder
 * was removed, or another project published in its place. The worker then unregisters and lets
 * every request through to the host (docs/decisions/120). A host that cannot be reached says
 * nothing (offline is not gone). Checked when the worker starts and on every navigation.
 */
let gone = false;
let checked: Promise<boolean> = Promise.resolve(false);
function checkFolder(): Promise<boolean> {
  checked = fetch(self.location.href, { method: 'HEAD', cache: 'no-store' })
    .then(scriptGone, () => false)
    .then(async (isGone) => {
      if (isGone && !gone) {
        gone = true;
        await self.registration.unregister().catch(() => false);
      }
      return gone;
    });
  return checked;
}
void checkFolder();

self.addEventListener('install', (event) => {
  // A world that cannot be opened (storage refused) does not stop the install: each call then
  // answers why, in the visitor's language (unavailableAnswer), and the next one tries again.
  event.waitUntil(Promise.all([self.skipWaiting(), world.warm().catch(() => undefined)]));
});
// The page that registered the worker waits for it to take control before its first API call.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  if (event.data === 'claim') event.waitUntil(self.clients.claim());
});

/**
 * Every page of the app is its shell (the app routes itself): a reload or a deep link is answered
 * here once the worker runs, whatever the host answers for an unknown path. Only the app's own
 * routes: another path in the scope (a sibling app's page) is the host's.
 */
async function shell(request: Request): Promise<Response> {
  const [isGone, response] = await Promise.all([
    checkFolder(),
    fetch(`${base}index.html`, { credentials: 'same-origin' }),
  ]);
  return !isGone && response.ok ? response : fetch(request);
}

async function answer(request: Request): Promise<Response> {
  if (await checked) return fetch(request);
  return answerFetch(request, base, world.handle)
    .then((answer) => answer ?? fetch(request))
    .catch((error: unknown) => unavailableAnswer(request, error instanceof Error ? error.message : String(error)));
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (gone || url.origin !== origin || !url.pathname.startsWith(base)) return;
  if (serverPath(url, base) !== null) {
    if (request.mode === 'navigate') void checkFolder();
    event.respondWith(answer(request));
    return;
  }
  // The folder's files go to the host untouched; a page of the app gets the shell.
  if (request.mode === 'navigate' && request.method === 'GET' && isPage(url.pathname.slice(base.length - 1)))
    event.respondWith(shell(request));
  else if (request.mode === 'navigate') void checkFolder();
});
