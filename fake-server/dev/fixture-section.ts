import { COUNTED } from '../documents/counts.js';

/**
 * The dashboard's fixture document panel (docs/testing-with-fixtures.md, "From the dashboard"):
 * paste a document or choose its file, load it with POST /__dev/seed (as JSON when it is JSON, else YAML),
 * and read what it created (each user's id and known tokens) or every problem by its path. The
 * same panel runs in the static demo, whose worker answers the same route.
 */
export const fixtureSection = `<section id="fixture"><h2>Fixture document</h2>
<form id="fixture-form">
<p class="muted">Replace the world with a document (YAML or JSON, the format: docs/testing-with-fixtures.md): the scenario it extends plus its users, sessions, orders, articles, plans, faults. A document with any problem changes nothing.</p>
<label>Choose a file <input type="file" name="file" accept=".yaml,.yml,.json,application/json,application/yaml,text/yaml"></label>
<p><label for="fixture-text">Document</label><br><textarea id="fixture-text" name="text" rows="10" spellcheck="false" style="width:100%;font:13px/1.4 ui-monospace,monospace" placeholder="extends: edge&#10;users:&#10;  - email: li.na@example.com&#10;    password: Start2025&#10;    sessions: [{ token: my-token }]"></textarea></p>
<button>Load document</button> <button type="button" class="secondary" data-download>Download</button> <button type="button" class="secondary" data-reload hidden>Show the new world</button>
</form>
<div id="fixture-result" role="status"></div></section>`;

export const fixtureScript = `
(() => {
  const COUNTED = ${JSON.stringify(COUNTED)};
  const form = document.getElementById('fixture-form');
  if (!form) return;
  const result = document.getElementById('fixture-result');
  const line = (text, tag = 'li') => Object.assign(document.createElement(tag), { textContent: text });
  form.elements.file.addEventListener('change', async () => {
    const file = form.elements.file.files[0];
    if (file) form.elements.text.value = await file.text();
  });
  form.querySelector('[data-reload]').addEventListener('click', () => location.reload());
  // The document as a file, named after its \`name\` (in Latin letters) when it has one.
  form.querySelector('[data-download]').addEventListener('click', () => {
    const text = form.elements.text.value;
    const named = /^name:\\s*"?([^"\\n]*)/m.exec(text);
    const slug = ((named && named[1]) || '').toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    let type = 'yaml';
    try { JSON.parse(text); type = 'json'; } catch {}
    const link = Object.assign(document.createElement('a'), {
      href: URL.createObjectURL(new Blob([text], { type: type === 'json' ? 'application/json' : 'application/yaml' })),
      download: (slug || 'fixture-document') + '.' + type,
    });
    link.click();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  });
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    result.replaceChildren(line('Loading…', 'p'));
    const text = form.elements.text.value;
    // JSON is YAML too, but JSON's own parser reads it many times faster.
    let type = 'application/yaml';
    try { JSON.parse(text); type = 'application/json'; } catch {}
    const res = await fetch('/__dev/seed', { method: 'POST', headers: { 'content-type': type }, body: text });
    const answer = await res.json().catch(() => ({ message: 'HTTP ' + res.status }));
    const list = document.createElement('ul');
    if (answer.code === 'OK') {
      result.replaceChildren(line('Loaded. Created:', 'p'), list);
      const link = (href, text) => Object.assign(document.createElement('a'), { href, textContent: text });
      for (const u of answer.data.users) {
        const tokens = u.tokens.map((t) => t.token + (t.expired ? ' (expired)' : '')).join(', ');
        const item = line('user ' + u.id + ' ' + u.email + (tokens ? ' · tokens: ' + tokens : ''));
        // Each session opens the site signed in with it (docs/decisions/133); pending mail is in the outbox.
        for (const t of u.tokens) if (t.open) item.append(' ', link(t.open, 'open as ' + t.token));
        if (u.activation) item.append(' · ', link(u.activation.link, 'activation link'));
        if (u.reset) item.append(' · reset code ' + u.reset.code);
        list.append(item);
      }
      for (const c of answer.data.confirmations || []) {
        const item = line('subscriber ' + c.email + ' (' + c.status + ') ');
        item.append(link(c.link, 'confirmation link'));
        list.append(item);
      }
      const rules = new Intl.PluralRules('en');
      for (const [k, noun] of Object.entries(COUNTED))
        if (answer.data[k]) list.append(line(answer.data[k] + ' ' + noun[rules.select(answer.data[k]) === 'one' ? 'one' : 'other']));
      form.querySelector('[data-reload]').hidden = false;
    } else {
      const problems = answer.data && answer.data.problems;
      result.replaceChildren(line(problems ? answer.message.split('\\n')[0] : answer.message, 'p'), list);
      for (const p of problems || []) list.append(line(p.path + ': ' + p.message));
    }
  });
})();`;
