import { devApi } from '#contract/index.js';
import type { Language } from '#contract/language.js';
import { esc, page } from './html.js';

/** The page's own address as this server routes it: the base of the site's storage keys and pages comes from it. */
const PAGE = devApi.dev.openAsPage.path;

/** What a link that opens the site as a user carries, all of it in its fragment. */
export type OpenAs = { token: string; language?: Language; sandbox?: string | null; to?: string };

/**
 * A link that opens the site signed in with a known session (docs/decisions/133): `base` is where
 * the site is (WEB_ORIGIN, '' for this server's own origin), the rest rides in the fragment, which
 * a browser never sends: no server, proxy or log sees the token.
 */
export function openAsLink(base: string, { token, language, sandbox, to }: OpenAs): string {
  const params = new URLSearchParams({ token });
  if (language) params.set('language', language);
  if (to) params.set('to', to);
  if (sandbox) params.set('sandbox', sandbox);
  return `${base}/__dev/open-as#${params.toString()}`;
}

/**
 * The page behind the link. It takes the fragment out of the address bar and the history first,
 * asks this server whose session the token is (POST, so the token travels in a body the request
 * log masks), stores what a login stores (the token, who it is, the language, under the site's
 * own storage keys, below its base path when it has one), then goes to the page named (`to`, a
 * path of the site only). A link into another sandbox than the browser's own asks first: a link
 * from a stranger must not quietly put a visitor in a world someone else can read.
 *
 * Where the site is comes from the page's own address as the server writes it into the page (the
 * static demo's host moves it below its base path), never from the address bar: at
 * `//__dev/open-as`, which the server answers, the bar's path made the base `/` and `to` a way off
 * the site (issue 58). In proxy mode (`proxied`) the page says why it cannot open the site: every
 * /api call goes to the real API, which knows none of this server's sessions.
 */
export function openAsPage(currentSandbox: string | null, proxied = false): string {
  if (proxied) return proxiedPage();
  return page(
    'Open the site as a user',
    `<header class="bar"><h1>Open the site as a user</h1></header>
<main data-sandbox="${esc(currentSandbox ?? '')}"><section>
<p id="open-status" role="status">Opening the site…</p>
<div id="open-confirm" hidden><p id="open-question"></p>
<button type="button" id="open-go">Open the site</button> <a class="btn secondary" href="/__dev">Back to the dashboard</a></div>
</section></main>
<script>${script}</script>`,
  );
}

function proxiedPage(): string {
  return page(
    'Open the site as a user',
    `<header class="bar"><h1>Open the site as a user</h1></header>
<main><section>
<p id="open-status" role="status">This server runs in proxy mode: every /api call of the site goes to the real API (UPSTREAM_URL), which knows none of this server's sessions, so a link that opens the site as a user of a fixture document cannot work here (the real API would sign you out at once). Sign in on the site with an account of the real API instead.</p>
<p>What works in proxy mode: faults armed in front of the real API, the check of its answers against the contract, and recordings, on <a href="/__dev">the dashboard</a>.</p>
</section></main>`,
  );
}

const script = `
(() => {
  const status = document.getElementById('open-status');
  const params = new URLSearchParams(location.hash.slice(1));
  const page = '${PAGE}';
  history.replaceState(null, '', page + location.search);
  const token = params.get('token');
  const sandbox = params.get('sandbox') || '';
  const here = document.querySelector('main').dataset.sandbox;
  // What the static demo's host put before the page's address: its base path ('' on a server).
  const root = page.slice(0, page.length - ${PAGE.length});
  const key = (name) => (root ? root + '/' + name : name);
  const wanted = params.get('to') || '/';
  const to = /^\\/(?![\\/\\\\])[^\\\\\\s]*$/.test(wanted) ? wanted : '/';
  if (!token) { status.textContent = 'This link names no session: it needs #token=... (see docs/testing-with-fixtures.md).'; return; }
  async function open() {
    const headers = { 'content-type': 'application/json' };
    if (sandbox) headers['x-sandbox'] = sandbox;
    const res = await fetch(page, { method: 'POST', headers, body: JSON.stringify({ token }) });
    const answer = await res.json().catch(() => ({ message: 'HTTP ' + res.status }));
    if (answer.code !== 'OK') { status.textContent = answer.message; return; }
    const user = answer.data.user;
    if (!user) { status.textContent = 'No session of this world has this token' + (sandbox ? ' (sandbox ' + sandbox + ').' : '.'); return; }
    const language = ['en', 'cn'].includes(params.get('language')) ? params.get('language') : user.language;
    localStorage.setItem(key('ma.token'), token);
    localStorage.setItem(key('ma.user'), JSON.stringify({ id: String(user.id), email: user.email }));
    localStorage.setItem(key('ma.language'), language);
    document.cookie = 'ma_lang=' + language + '; path=' + (root || '/') + '; max-age=31536000; samesite=lax';
    status.textContent = 'Opening the site as ' + user.email + (answer.data.expired ? ' (an expired session: the site will sign you out)' : '') + '…';
    location.replace(root + to);
  }
  if (sandbox && sandbox !== here) {
    status.textContent = '';
    document.getElementById('open-question').textContent = 'This link opens the site in sandbox ' + sandbox + (here ? ', not in yours (' + here + '),' : '') + ' signed in with a session of that world. Open it only if you made the link or trust who sent it.';
    document.getElementById('open-confirm').hidden = false;
    document.getElementById('open-go').addEventListener('click', () => { document.getElementById('open-confirm').hidden = true; open(); });
  } else open();
})();`;
