/**
 * The dashboard's prospect link (README, "Giving a demo"; docs/decisions/175, 176): the document of
 * the fixture panel above, whom the site opens as and in which language, made into the one link a
 * salesperson sends (POST /__dev/prospect-worlds), with a copy button. On a public demo
 * (SANDBOXES=on) the server stores the world and the link names it; on the static demo and a
 * server without sandboxes, the link carries the document.
 */
export const prospectLinkSection = `<section id="prospect-link"><h2>Prospect link</h2>
<form id="prospect-form">
<p class="muted">One link that opens the document above in any browser, signed in as one of its people, in their language: send it in a chat or an e-mail. Each prospect who opens it gets a private copy.</p>
<label>Open as (e-mail of a person of the document; empty: the first with a live session) <input name="as" type="email" autocomplete="off" style="width:22em"></label>
<label>Language <select name="language"><option value="">the browser's</option><option value="en">English</option><option value="cn">Chinese</option></select></label>
<button>Make the link</button>
</form>
<div id="prospect-result" aria-live="polite"></div>
<p id="prospect-out" hidden><label for="prospect-link-text">The link</label><br><input id="prospect-link-text" readonly style="width:calc(100% - 6em)"> <button type="button" id="prospect-copy">Copy</button></p>
</section>`;

export const prospectLinkScript = `
(() => {
  const form = document.getElementById('prospect-form');
  if (!form) return;
  const result = document.getElementById('prospect-result');
  const out = document.getElementById('prospect-out');
  const field = document.getElementById('prospect-link-text');
  const say = (text) => (result.textContent = text);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    out.hidden = true;
    const document_ = document.getElementById('fixture-text').value;
    if (!document_.trim()) return say('Write or choose a document in the panel above first.');
    say('Making the link…');
    const body = { document: document_ };
    if (form.elements.as.value.trim()) body.as = form.elements.as.value.trim();
    if (form.elements.language.value) body.language = form.elements.language.value;
    const res = await fetch('/__dev/prospect-worlds', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const answer = await res.json().catch(() => ({ message: 'HTTP ' + res.status }));
    if (answer.code !== 'OK') {
      const problems = (answer.data && answer.data.problems) || [];
      return say([problems.length ? answer.message.split('\\n')[0] : answer.message, ...problems.map((p) => p.path + ': ' + p.message)].join(' · '));
    }
    field.value = answer.data.link;
    out.hidden = false;
    const who = answer.data.as ? 'It opens signed in as ' + (answer.data.name ? answer.data.name + ' (' + answer.data.as + ')' : answer.data.as) + '. ' : 'It opens signed out. ';
    say(who + (answer.data.kind === 'sandbox'
      ? 'Stored on this server until ' + answer.data.expires.slice(0, 10) + ': every prospect who opens the link gets a private copy of it.'
      : 'The link carries the world (' + answer.data.link.length + ' characters): it opens in any browser.'));
  });
  document.getElementById('prospect-copy').addEventListener('click', async () => {
    field.select();
    try { await navigator.clipboard.writeText(field.value); say('Copied.'); }
    catch { say('Selected: copy it with Ctrl+C (Cmd+C).'); }
  });
})();`;
