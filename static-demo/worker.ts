// Node's Buffer first: the fake server's modules below use it.
import './node/buffer.js';
import { answerFetch, serverPath, unavailableAnswer } from './fetch-adapter.js';
import { type World, openWorld } from './world.js';

/** The few service worker types used here (the project's TypeScript library is the DOM's). */
type ExtendableEvent = Event & { waitUntil(work: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(answer: Promise<Response>): void };
type MessageEvent = ExtendableEvent & { data: unknown };
type WorkerScope = {
  registration: { scope: string };
  location: { origin: string };
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
};
declare const self: WorkerScope;

/** The base path the folder is published under (the worker's scope): '/' or '/motionatlas-demo/'. */
const base = new URL(self.registration.scope).pathname;
const origin = self.location.origin;
/** Addresses of the folder's own files: anything with an extension. Every other path is a page. */
const FILE = /\.[a-z0-9]+$/i;

let world: Promise<World> | null = null;
function opened(): Promise<World> {
  world ??= openWorld({
    name: `motionatlas-demo:${base}`,
    webOrigin: `${origin}${base}`,
    published: async (path) => {
      const response = await fetch(`${base}${path}`);
      return response.ok ? new Uint8Array(await response.arrayBuffer()) : null;
    },
  }).catch((error: unknown) => {
    world = null;
    throw error;
  });
  return world;
}

self.addEventListener('install', (event) => {
  event.waitUntil(Promise.all([self.skipWaiting(), opened()]));
});
// The page that registered the worker waits for it to take control before its first API call.
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('message', (event) => {
  if (event.data === 'claim') event.waitUntil(self.clients.claim());
});

/**
 * Every page of the site is the app's shell (the app routes itself): a reload or a deep link is
 * answered here once the worker runs, whatever the host answers for an unknown path.
 */
async function shell(request: Request): Promise<Response> {
  const response = await fetch(`${base}index.html`, { credentials: 'same-origin' });
  return response.ok ? response : fetch(request);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== origin) return;
  if (serverPath(url, base) !== null) {
    event.respondWith(
      answerFetch(request, base, async (input) => (await opened()).handle(input))
        .then((answer) => answer ?? fetch(request))
        .catch((error: unknown) => unavailableAnswer(request, error instanceof Error ? error.message : String(error))),
    );
    return;
  }
  // The folder's files go to the host untouched; a page path gets the shell.
  if (
    request.mode === 'navigate' &&
    request.method === 'GET' &&
    url.pathname.startsWith(base) &&
    !FILE.test(url.pathname)
  )
    event.respondWith(shell(request));
});
