import type { Language } from '#contract/language.js';
import { esc, page } from './html.js';

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
 */
export function openAsPage(currentSandbox: string | null): string {
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

const script = `
(() => {
  const status = document.getElementById('open-status');
  const params = new URLSearchParams(location.hash.slice(1));
  history.replaceState(null, '', location.pathname + location.search);
  const token = params.get('token');
  const sandbox = params.get('sandbox') || '';
  const here = document.querySelector('main').dataset.sandbox;
  const root = location.pathname.replace(/\\/__dev\\/open-as\\/?$/i, '');
  const key = (name) => (root ? root + '/' + name : name);
  const wanted = params.get('to') || '/';
  const to = /^\\/(?![\\/\\\\])[^\\\\\\s]*$/.test(wanted) ? wanted : '/';
  if (!token) { status.textContent = 'This link names no session: it needs #token=... (see docs/testing-with-fixtures.md).'; return; }
  async function open() {
    const headers = { 'content-type': 'application/json' };
    if (sandbox) headers['x-sandbox'] = sandbox;
    const res = await fetch(location.pathname, { method: 'POST', headers, body: JSON.stringify({ token }) });
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
