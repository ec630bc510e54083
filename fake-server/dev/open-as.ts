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

/** The page's words, in the link's language (else the browser's): it may be a prospect's first screen. */
const TEXTS = {
  en: {
    title: 'Opening the site',
    opening: 'Opening the site…',
    openingAs: 'Opening the site as {email}…',
    expired: ' (this sign-in has expired: the site will ask you to log in again)',
    noToken: 'This link is incomplete (it names no sign-in): ask whoever sent it for a new one.',
    notHere:
      'This link signs in to a demo that is not in this browser: such links open only where their demo was made. Ask for a demo link, which brings the demo with it.',
    question:
      'This link opens the site in another demo than yours, signed in as someone of that demo. Open it only if you trust whoever sent it.',
    go: 'Open the site',
    back: 'Back to the site',
  },
  cn: {
    title: '正在打开网站',
    opening: '正在打开网站……',
    openingAs: '正在以 {email} 的身份打开网站……',
    expired: '（该登录已过期，网站会请您重新登录）',
    noToken: '此链接不完整（未包含登录信息），请联系发送者重新获取。',
    notHere:
      '此链接要登录的演示不在当前浏览器中：这类链接只能在创建演示的浏览器中打开。请索取演示链接，它会把演示一并带来。',
    question: '此链接会在另一个演示中打开网站，并以其中某位用户的身份登录。请仅在信任发送者时打开。',
    go: '打开网站',
    back: '返回网站',
  },
} as const;

/**
 * The page behind the link. It takes the fragment out of the address bar and the history first,
 * asks this server whose session the token is (POST, so the token travels in a body the request
 * log masks), stores what a login stores (the token, who it is, the language, under the site's
 * own storage keys, below its base path when it has one), then goes to the page named (`to`, a
 * path of the site only). A link into another sandbox than the browser's own asks first: a link
 * from a stranger must not quietly put a visitor in a world someone else can read. It speaks the
 * link's language, and every screen it can stop on has a way back to the site (issue 59).
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
    `<header class="bar"><h1 id="open-title"></h1></header>
<main data-sandbox="${esc(currentSandbox ?? '')}"><section>
<p id="open-status" role="status"></p>
<div id="open-confirm" hidden><p id="open-question"></p>
<button type="button" id="open-go"></button></div>
<p><a class="btn secondary" id="open-back" href="/"></a></p>
</section></main>
<script>const TEXTS = ${JSON.stringify(TEXTS)};${script}</script>`,
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
  const asked = params.get('language');
  const words = TEXTS[['en', 'cn'].includes(asked) ? asked : /^zh/i.test(navigator.language) ? 'cn' : 'en'];
  document.documentElement.lang = words === TEXTS.cn ? 'zh-CN' : 'en';
  document.title = words.title;
  document.getElementById('open-title').textContent = words.title;
  document.getElementById('open-go').textContent = words.go;
  status.textContent = words.opening;
  const token = params.get('token');
  const sandbox = params.get('sandbox') || '';
  const here = document.querySelector('main').dataset.sandbox;
  // What the static demo's host put before the page's address: its base path ('' on a server).
  const root = page.slice(0, page.length - ${PAGE.length});
  const back = document.getElementById('open-back');
  back.textContent = words.back;
  back.href = root + '/';
  const key = (name) => (root ? root + '/' + name : name);
  const wanted = params.get('to') || '/';
  const to = /^\\/(?![\\/\\\\])[^\\\\\\s]*$/.test(wanted) ? wanted : '/';
  if (!token) { status.textContent = words.noToken; return; }
  async function open() {
    const headers = { 'content-type': 'application/json', language: words === TEXTS.cn ? 'cn' : 'en' };
    if (sandbox) headers['x-sandbox'] = sandbox;
    const res = await fetch(page, { method: 'POST', headers, body: JSON.stringify({ token }) });
    const answer = await res.json().catch(() => ({ message: 'HTTP ' + res.status }));
    if (answer.code !== 'OK') { status.textContent = answer.message; return; }
    const user = answer.data.user;
    if (!user) { status.textContent = words.notHere; return; }
    const language = ['en', 'cn'].includes(asked) ? asked : user.language;
    localStorage.setItem(key('ma.token'), token);
    localStorage.setItem(key('ma.user'), JSON.stringify({ id: String(user.id), email: user.email }));
    localStorage.setItem(key('ma.language'), language);
    document.cookie = 'ma_lang=' + language + '; path=' + (root || '/') + '; max-age=31536000; samesite=lax';
    status.textContent = words.openingAs.replace('{email}', user.email) + (answer.data.expired ? words.expired : '');
    location.replace(root + to);
  }
  if (sandbox && sandbox !== here) {
    status.textContent = '';
    document.getElementById('open-question').textContent = words.question;
    document.getElementById('open-confirm').hidden = false;
    document.getElementById('open-go').addEventListener('click', () => { document.getElementById('open-confirm').hidden = true; open(); });
  } else open();
})();`;
