import { Code } from '#contract/envelope.js';
import { parseLanguage, t } from '../fake-server/i18n/messages.js';
import type { HostAnswer, HostRequest } from './host/host.js';

/** The fake server's own paths: everything else under the base path is the published folder's. */
const OWN = /^\/(api\/|uploads\/|__dev(\/|$))/i;
/** Statuses whose answers have no body (the Response constructor refuses one). */
const NO_BODY = new Set([101, 103, 204, 205, 304]);

/** The path the fake server sees for an address under the base path, or null when it is not the server's. */
export function serverPath(url: URL, base: string): string | null {
  if (!url.pathname.startsWith(base)) return null;
  const path = `/${url.pathname.slice(base.length)}`;
  return OWN.test(path) ? `${path}${url.search}` : null;
}

/**
 * Whether a path (below the base path, from its slash) is one of the app's pages, by the route
 * table's patterns (`/blog-detail/:bid`): only those get the app's shell from the worker, so a
 * sibling app's pages in the worker's scope stay the host's.
 */
export function pageMatcher(patterns: readonly string[]): (path: string) => boolean {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const regexes = patterns.map(
    (pattern) =>
      new RegExp(
        `^${pattern
          .split('/')
          .map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment)))
          .join('/')}/?$`,
      ),
  );
  return (path) => regexes.some((regex) => regex.test(path));
}

/**
 * Whether the host's answer for the worker's own script says the folder is gone: 404 or 410, or
 * a page in its place (a host that answers every path with an app's index.html). A browser runs a
 * worker script only with a JavaScript type, so such an answer can never be the worker's.
 */
export function scriptGone(response: Response): boolean {
  if (response.status === 404 || response.status === 410) return true;
  return response.ok && !/javascript|ecmascript/i.test(response.headers.get('content-type') ?? '');
}

/** A page in its three kinds of pieces: a script's code, a tag, and text between tags. */
const PIECES = /(<script\b[^>]*>)([\s\S]*?)(<\/script>)|(<[^>]*>)|([^<]+|<)/gi;

/**
 * The fake server's pages (dashboard, checkout, PayPal, stand-ins) name its addresses from the
 * root (`/__dev/...`); under a base path they are moved below it: in a tag's links, sources, form
 * targets and the dashboard's buttons (`data-call`), and in the pages' own scripts' fetch calls
 * (written in single quotes). Text between tags is never touched: stored text (a contact
 * message holding `` `/__dev/seed ``) shows exactly as it was sent on every base path (issue 50,
 * finding 10), and a value in a tag is escaped, so it cannot open an attribute of its own.
 */
export function mountHtml(html: string, base: string): string {
  if (base === '/') return html;
  return html.replace(PIECES, (piece, open?: string, code?: string, close?: string, tag?: string) => {
    if (open !== undefined) return `${moveTag(open)}${code!.replace(/'\/__dev/g, `'${base}__dev`)}${close}`;
    return tag !== undefined ? moveTag(tag) : piece;
  });
  function moveTag(tag: string) {
    return tag.replace(/\b(href|src|action|data-call)="\/(?!\/)/g, `$1="${base}`);
  }
}

function response(answer: HostAnswer, base: string): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers))
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  let body: string | Uint8Array | null = answer.body === '' || NO_BODY.has(answer.status) ? null : answer.body;
  if (typeof body === 'string' && (headers.get('content-type') ?? '').startsWith('text/html'))
    body = mountHtml(body, base);
  return new Response(body as BodyInit | null, { status: answer.status, headers });
}

/** Waits `ms`, or until `signal` aborts (nobody waits for the answer any more). */
function held(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** The envelope a call gets when the world cannot be opened at all (storage refused or broken). */
export function unavailableAnswer(request: Request, reason: string): Response {
  const message = t(parseLanguage(request.headers.get('language')), 'storageFailed', { reason });
  return Response.json({ code: Code.ServerError, message }, { status: 200 });
}

/**
 * Turns a fetch event's request into the fake server's request and its answer into a Response:
 * the path below the base path, the headers (Host, which a worker cannot read, is the page's), the
 * body's bytes. A fault that drops the connection is a network error; a delay is waited here. A form posted into the
 * fake server from another page (a navigation that is not a GET) is refused, as the server's
 * /__dev guard refuses a foreign Origin, which a worker cannot see.
 */
export async function answerFetch(
  request: Request,
  base: string,
  handle: (request: HostRequest) => Promise<HostAnswer>,
): Promise<Response | null> {
  const url = new URL(request.url);
  const target = serverPath(url, base);
  if (target === null) return null;
  if (request.mode === 'navigate' && request.method !== 'GET' && request.method !== 'HEAD') {
    const message = t(parseLanguage(request.headers.get('language')), 'forbiddenRequest', { reason: 'origin' });
    return Response.json({ code: Code.InvalidParameter, message }, { status: 403 });
  }
  const body = new Uint8Array(await request.arrayBuffer());
  const headers: Record<string, string> = Object.fromEntries(request.headers);
  headers.host = url.host;
  if (body.byteLength > 0) headers['content-length'] = String(body.byteLength);
  const answer = await handle({ method: request.method, target, headers, body, ip: '127.0.0.1' });
  // A delay fault holds the answer here, once the world's lock is let go (static-demo/keeper.ts):
  // it holds only itself, and a closed tab (its request's signal) stops the wait.
  if (answer.holdMs > 0) await held(answer.holdMs, request.signal);
  if (answer.dropped) return Response.error();
  return response(answer, base);
}
