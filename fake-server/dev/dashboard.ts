import { type WireName, WireNameSchema } from '#contract/dev.contract.js';
import { KnownErrorCodeSchema } from '#contract/envelope.js';
import type { ProxyView } from '../proxy/view.js';
import type { Deps } from '../services/deps.js';
import { CHECKOUT_TIMEOUT_MS } from '../services/provider.js';
import type { Language, TokenRecord } from '../db/schema.js';
import { openAsLink } from './open-as.js';
import type { Faults } from './faults.js';
import { fixtureScript, fixtureSection } from './fixture-section.js';
import { prospectLinkScript, prospectLinkSection } from './prospect-link-section.js';
import { prospectScript, prospectSection } from './prospect-form.js';
import type { Inspector } from './inspector.js';
import { type Cell, esc, html, page, raw, table } from './html.js';
import { type PageQuery, newestFirst, pageOf, pager } from './paging.js';

const time = (iso: string | null) => (iso ? iso.replace('T', ' ').slice(0, 19) : '—');

const script = `
async function call(method, path, body) {
  const res = await fetch(path, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
  const json = await res.json().catch(() => ({}));
  if (json.code && json.code !== 'OK') alert(json.message); else location.reload();
}
document.addEventListener('click', (e) => {
  const b = e.target.closest('[data-call]');
  if (!b) return;
  call(b.dataset.method || 'POST', b.dataset.call, b.dataset.body ? JSON.parse(b.dataset.body) : undefined);
});
document.getElementById('fault-form')?.addEventListener('submit', (e) => {
  e.preventDefault();
  const f = new FormData(e.target), body = { path: f.get('path') || '*' };
  for (const k of ['method', 'code', 'message']) if (f.get(k)) body[k] = f.get(k);
  for (const k of ['status', 'delayMs', 'times']) if (f.get(k)) body[k] = Number(f.get(k));
  if (f.get('drop')) body.drop = true;
  call('POST', '/__dev/faults', body);
});
document.getElementById('snapshot-form')?.addEventListener('submit', (e) => {
  e.preventDefault();
  const form = new FormData(e.target);
  const op = e.submitter.value;
  call('POST', '/__dev/' + op, op === 'snapshot' ? { name: form.get('name'), replace: form.get('replace') === 'on' } : { name: form.get('name') });
});
document.getElementById('record-form')?.addEventListener('submit', (e) => {
  e.preventDefault();
  call('POST', '/__dev/record', { name: new FormData(e.target).get('name') });
});
document.getElementById('clock-form')?.addEventListener('submit', (e) => {
  e.preventDefault();
  const days = Number(new FormData(e.target).get('days'));
  call('POST', '/__dev/clock', { advanceMs: Math.round(days * 86400000) });
});`;

/** A paged, titled list: `<section id=name>`, its count, 50 rows newest first, a pager. */
function listSection<T>(
  query: PageQuery,
  name: string,
  title: string,
  list: readonly T[],
  order: 'newest-first' | 'oldest-first',
  headers: string[],
  row: (item: T) => Cell[],
  empty?: string,
): string {
  const page = pageOf(query, name, list.length);
  const rows = newestFirst(list, order, page).map(row);
  return `<section id="${name}"><h2>${esc(title)} (${list.length.toLocaleString('en')})</h2>${table(headers, rows, empty)}${pager(query, name, list.length, page)}</section>`;
}

/** The developer dashboard: everything the fake server holds, and its switches, in pages of 50. */
export function dashboardPage(
  deps: Deps,
  faults: Faults,
  inspector: Inspector,
  query: PageQuery = {},
  proxy?: ProxyView,
  recordings: { names: string[]; current?: string } = { names: [] },
  sandbox: string | null = null,
  wire: WireName = 'project',
): string {
  if (proxy) return proxyDashboard(proxy, faults, inspector, query);
  const d = deps.store.data;
  const mails = listSection(
    query,
    'mails',
    'Mail',
    d.mails,
    'newest-first',
    ['Sent', 'To', 'Kind', 'Subject', 'Link or code', 'Preview'],
    (m) => [
      time(m.createdAt),
      m.to,
      html`<span class="tag">${m.kind}</span> <span class="muted">${m.language}</span>`,
      m.subject,
      m.code ? html`<span class="code">${m.code}</span>` : html`<a href="${m.link}">Open link</a>`,
      html`<a href="/__dev/mail/${m.id}/preview" target="_blank" rel="noopener">HTML</a>`,
    ],
    'No mail sent yet.',
  );
  const known = knownSecrets(deps);
  const users = listSection(
    query,
    'users',
    'Users',
    d.users,
    'oldest-first',
    ['Id', 'E-mail', 'Name', 'Language', 'Activated', 'Created', 'Open the site as them', 'Pending mail'],
    (u) => [
      String(u.id),
      u.email,
      u.nickName,
      u.language,
      u.activated ? raw('<span class="tag ok">yes</span>') : raw('<span class="tag bad">no</span>'),
      time(u.createdAt),
      openLinks(deps, u, known.tokens.get(u.id) ?? [], sandbox),
      pendingMail(deps.webOrigin, known, u.id),
    ],
  );
  const orders = listSection(
    query,
    'orders',
    'Orders',
    d.orders,
    'oldest-first',
    ['Id', 'User', 'Title', 'Source', 'Price', 'Created', 'Due', 'Domain'],
    (o) => [
      String(o.id),
      String(o.userId ?? 'deleted'),
      o.title.en,
      String(o.source),
      o.price === null ? '—' : `$${o.price}`,
      time(o.createTime),
      time(o.dueTime),
      String(o.domainId),
    ],
  );
  const subs = listSection(
    query,
    'subscriptions',
    'Subscriptions',
    d.subscriptions,
    'oldest-first',
    ['Id', 'User', 'Plan', 'State', 'Period end', 'Renewal', ''],
    (s) => [
      s.id,
      String(s.userId ?? 'deleted'),
      String(s.goodsId),
      html`<span class="tag">${s.state}</span>`,
      time(s.periodEnd),
      s.renewal,
      s.state === 'active'
        ? html`<button class="secondary" data-call="/__dev/subscriptions/${s.id}/cancel">Cancel at period end</button>`
        : '',
    ],
  );
  const events = listSection(
    query,
    'events',
    'Provider events',
    d.events,
    'oldest-first',
    ['Id', 'Type', 'Created', 'Deliveries', ''],
    (e) => [
      e.id,
      e.type,
      time(e.created),
      String(e.deliveries),
      html`<button class="secondary" data-call="/__dev/events/${e.id}/replay">Replay</button>`,
    ],
  );
  const contacts = listSection(
    query,
    'contacts',
    'Contact messages',
    d.contacts,
    'newest-first',
    ['Received', 'Name', 'E-mail', 'Message'],
    (c) => [time(c.createdAt), c.userName, c.contact, c.content],
  );
  const subscribers = listSection(
    query,
    'subscribers',
    'Newsletter subscribers',
    d.subscribers,
    'oldest-first',
    ['E-mail', 'Name', 'Status', 'Since', 'Known confirmation'],
    (s) => [
      s.email,
      s.name,
      html`<span class="tag">${s.status}</span>`,
      time(s.createdAt),
      s.knownToken
        ? html`<a href="${deps.webOrigin}/api/common/email/confirm?token=${encodeURIComponent(s.knownToken)}"
            >${s.knownToken}</a
          >`
        : '',
    ],
  );
  const requests = requestsSection(query, inspector);
  const current = recordings.current ? `recorded:${recordings.current}` : d.scenario;
  // A fixture document is named by its `name`, over the world it extends.
  const shown = d.fixture === undefined ? current : `${d.fixture || 'Fixture document'} (over ${d.scenario})`;
  const active = d.fixture === undefined ? current : null;
  const scenarioButtons = [...(['demo', 'empty', 'edge'] as const), ...recordings.names.map((n) => `recorded:${n}`)]
    .map(
      (s) =>
        `<button class="${s === active ? '' : 'secondary'}" data-call="/__dev/reset" data-body='${esc(JSON.stringify({ scenario: s }))}'>${esc(s)}</button>`,
    )
    .join(' ');
  const wireButtons = WireNameSchema.options
    .map(
      (w) =>
        `<button class="${w === wire ? '' : 'secondary'}" data-call="/__dev/wire" data-body='${esc(JSON.stringify({ wire: w }))}'>${esc(w)}</button>`,
    )
    .join(' ');
  return page(
    'Fake server',
    `<header class="bar"><h1>Fake server dashboard</h1><a href="/__dev/api" style="color:#fff">API reference</a><span>Scenario: <strong>${esc(shown)}</strong></span>
${d.organisation ? `<span>For: <strong>${esc(d.organisation.name)}</strong>${d.organisation.city ? ` (${esc(d.organisation.city)})` : ''}</span>` : ''}
<span>Clock: <strong>${esc(time(deps.clock.iso()))}</strong>${deps.clock.offsetMs() ? ' (moved)' : ''}</span>${sandbox ? `<span>Your sandbox: <strong>${esc(sandbox)}</strong> (only yours: its mail, data, faults and clock)</span>` : ''}</header>
<main>
<section><h2>Scenario</h2><p>Replace all data (mail and uploads too) without a restart: ${scenarioButtons}</p>
<p>Answers written as: ${wireButtons} <small>(spec: only the fields the spec names, ids and counts as strings, wall-time dates, <code>null</code> for missing values, as a plain backend of the spec would; the site must work with both)</small></p>
<form id="snapshot-form"><label>Snapshot name <input name="name" required pattern="[A-Za-z0-9][A-Za-z0-9_\\-]{0,63}" title="Letters, digits, - and _"></label>
<label><input type="checkbox" name="replace"> Replace one of the same name</label>
<button name="op" value="snapshot">Save snapshot</button> <button name="op" value="restore" class="secondary">Restore</button></form></section>
<section><h2>Clock</h2><form id="clock-form"><label>Move forward by <input name="days" type="number" step="any" value="1" style="width:6em"> days</label> <button>Move</button>
<button type="button" class="secondary" data-call="/__dev/clock" data-body='{"reset":true}'>Back to real time</button></form></section>
${prospectSection}
${fixtureSection}
${prospectLinkSection}
${mails}
${faultsSection(faults)}
${requests}
${contacts}
${subscribers}
${users}
${orders}
${subs}
${events}
</main><script>${script}${fixtureScript}${prospectScript}${prospectLinkScript}</script>`,
  );
}

/** The secrets a fixture document made known (docs/decisions/133), by user: sessions, activations, reset codes. */
function knownSecrets(deps: Deps) {
  const d = deps.store.data;
  const byUser = <T extends { userId: number; known?: string }>(list: readonly T[]) => {
    const map = new Map<number, T[]>();
    for (const record of list) if (record.known) map.set(record.userId, [...(map.get(record.userId) ?? []), record]);
    return map;
  };
  return { tokens: byUser(d.tokens), activations: byUser(d.activations), resets: byUser(d.resetCodes), deps };
}

/** Per known session (expired ones too): links that open the site signed in with it, in either language. */
function openLinks(
  { webOrigin, clock }: Deps,
  user: { email: string; language: Language },
  tokens: readonly TokenRecord[],
  sandbox: string | null,
): Cell {
  const items = tokens.map((t) => {
    const expired = t.revoked || Date.parse(t.expiresAt) <= clock.now().getTime();
    const link = (language: Language) =>
      html`<a
        href="${openAsLink(webOrigin, { token: t.known!, language, sandbox })}"
        aria-label="Open the site as ${user.email} with ${t.known}${expired ? ' (expired)' : ''}, ${language === 'cn' ? 'in Chinese' : 'in English'}"
        >${language}</a
      >`;
    return html`<div>
      <code>${t.known}</code>${expired ? ' (expired)' : ''}: ${link(user.language)}
      ${link(user.language === 'cn' ? 'en' : 'cn')}
    </div>`;
  });
  return items.length ? html`${items}` : '';
}

/** A user's pending activation link and reset code that a document made known, while they still work. */
function pendingMail(webOrigin: string, known: ReturnType<typeof knownSecrets>, userId: number): Cell {
  const live = (r: { usedAt: string | null; expiresAt: string }) =>
    !r.usedAt && Date.parse(r.expiresAt) > known.deps.clock.now().getTime();
  const activations = (known.activations.get(userId) ?? []).filter(live).map(
    (a) =>
      html`<div>
        <a href="${webOrigin}/api/passport/activate?token=${encodeURIComponent(a.known!)}">activation link</a>
      </div>`,
  );
  const resets = (known.resets.get(userId) ?? [])
    .filter(live)
    .map((r) => html`<div>reset code <span class="code">${r.known}</span></div>`);
  return html`${[...activations, ...resets]}`;
}

/** The armed faults and the form that arms one (offline and in proxy mode alike). */
function faultsSection(faults: Faults): string {
  const faultRows = table(
    ['Path', 'Method', 'Status', 'Code', 'Delay', 'Drop', 'Left', 'Ends (real time, UTC)', ''],
    faults.list().map((f) => [
      f.path,
      f.method ?? 'any',
      f.status ?? '',
      f.code ?? '',
      f.delayMs ? `${f.delayMs} ms` : '',
      f.drop ? 'yes' : '',
      f.remaining === null ? 'any number' : String(f.remaining),
      // Every fault ends by itself (docs/decisions/161): a forgotten one cannot hold the site.
      time(f.expiresAt),
      html`<button class="secondary" data-method="DELETE" data-call="/__dev/faults?id=${f.id}">Clear</button>`,
    ]),
    'No faults armed.',
  );
  return `<section><h2>Faults</h2>${faultRows}
<form id="fault-form" style="display:flex;gap:8px;flex-wrap:wrap;margin-top:8px;align-items:end">
<label>Path<br><input name="path" placeholder="/api/u/user/info or *" size="26"></label>
<label>Method<br><select name="method"><option value="">any</option><option>GET</option><option>POST</option></select></label>
<label>HTTP status<br><input name="status" type="number" min="200" max="599" style="width:6em"></label>
<label>Code<br><select name="code"><option value="">—</option>${KnownErrorCodeSchema.options.map((code) => `<option>${esc(code)}</option>`).join('')}</select></label>
<label>Delay ms<br><input name="delayMs" type="number" min="0" style="width:7em"></label>
<label>Times<br><input name="times" type="number" min="1" style="width:5em"></label>
<label><input type="checkbox" name="drop"> drop</label><button>Arm</button>
<button type="button" class="warn" data-method="DELETE" data-call="/__dev/faults">Clear all</button></form>
${checkoutArm(faults)}</section>`;
}

/** The fake payment provider's arm: the next card payment declined or timed out, whatever the card. */
function checkoutArm(faults: Faults): string {
  const arm = faults.checkout();
  const now = !arm
    ? 'goes as its card says'
    : arm.next === 'decline'
      ? 'is declined, whatever the card'
      : `times out after ${arm.delayMs ?? CHECKOUT_TIMEOUT_MS} ms`;
  const button = (next: string, label: string) =>
    `<button class="${(arm?.next ?? 'pay') === next ? '' : 'secondary'}" data-call="/__dev/checkout/next" data-body='${esc(JSON.stringify({ next }))}'>${esc(label)}</button>`;
  return `<p id="checkout-arm">Fake checkout: the next card payment <strong>${esc(now)}</strong>. ${button('decline', 'Decline it')} ${button('timeout', 'Time it out')} ${button('pay', 'Let it pay')} <span class="muted">(nothing is bought when it fails)</span></p>`;
}

/** The last calls, with their bodies and whether each answer matches the contract. */
function requestsSection(query: PageQuery, inspector: Inspector): string {
  return listSection(
    query,
    'requests',
    'Requests',
    inspector.list(),
    'newest-first',
    ['Time', 'Method', 'Path', 'Status', 'Code', 'ms', 'Contract', 'Bodies'],
    (r) => [
      time(r.at),
      r.method,
      html`<code>${r.url}</code>`,
      String(r.status),
      r.code ?? '',
      String(r.ms),
      r.mismatch
        ? html`<span class="tag bad" title="${r.mismatch}">mismatch</span> <span class="muted">${r.mismatch}</span>`
        : raw('<span class="tag ok">ok</span>'),
      html`<details>
        <summary>show</summary>
        <pre>${JSON.stringify({ request: r.requestBody, answer: r.responseBody }, null, 2)}</pre>
      </details>`,
    ],
    'No requests yet.',
  );
}

/**
 * Proxy mode's dashboard: where calls go, what the contract check found, faults, the recorder and
 * the last calls. Mail, clock and the data lists are the upstream's, so they are not shown here.
 */
function proxyDashboard(
  { stats, recorder }: ProxyView,
  faults: Faults,
  inspector: Inspector,
  query: PageQuery,
): string {
  const recording = recorder.status();
  const failure = stats.lastFailure
    ? `<p><span class="tag bad">upstream failing</span> ${esc(time(stats.lastFailure.at))} <code>${esc(stats.lastFailure.path)}</code>: ${esc(stats.lastFailure.message)}</p>`
    : '<p><span class="tag ok">upstream answering</span></p>';
  const mismatch = stats.lastMismatch
    ? `<p>Last mismatch ${esc(time(stats.lastMismatch.at))} <code>${esc(stats.lastMismatch.path)}</code>: ${esc(stats.lastMismatch.problem)}</p>`
    : '';
  return page(
    'Fake server (proxy)',
    `<header class="bar"><h1>Fake server dashboard: proxy mode</h1><a href="/__dev/api" style="color:#fff">API reference</a><span>Upstream: <strong>${esc(stats.base)}</strong></span></header>
<main>
<section id="proxy"><h2>Proxy</h2>${failure}
<p>Forwarded: <strong>${stats.forwarded}</strong> · checked against the contract: <strong>${stats.checked}</strong> · mismatches: <strong>${stats.mismatches}</strong> · strict mode: <strong>${stats.strict ? 'on (a mismatch answers 502)' : 'off (mismatches are flagged only)'}</strong></p>${mismatch}</section>
<section id="record"><h2>Record a demo</h2><p>${recording.recording ? `Recording <strong>${esc(recording.recording)}</strong>: ${recording.answers} answers, ${recording.files} media files so far. <button class="warn" data-method="DELETE" data-call="/__dev/record">Stop and save</button>` : 'Not recording.'}</p>
<form id="record-form"><label>Recording name <input name="name" required pattern="[A-Za-z0-9][A-Za-z0-9_\\-]{0,63}" title="Letters, digits, - and _"></label> <button>Start recording</button></form>
<p class="muted">Public answers only (blog, plans, software, categories, exercises) and their media; replay offline with <code>SCENARIO=recorded:&lt;name&gt;</code>.</p></section>
<section><h2>Mail and clock</h2><p class="muted">Do not apply in proxy mode: the upstream sends the mail and keeps the time.</p></section>
${faultsSection(faults)}
${requestsSection(query, inspector)}
</main><script>${script}</script>`,
  );
}
