import { resolveObjectURL } from 'node:buffer';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROSPECT_TEXTS } from '#fake-server/dev/prospect-form.js';
import { type TestServer, startTestServer } from '../setup/api-server.js';

/**
 * The dashboard's prospect form (issue 59): its own script, run on the dashboard's HTML as a
 * browser runs it (happy-dom), writes a document into the document panel; the panel's own script
 * posts it to /__dev/seed, and the world it loads is the prospect's. `FAKE_BACKEND=browser` runs
 * the same against the static demo's backend.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** The dashboard in a DOM, its inline script run with `fetch` reaching the test server. */
async function dashboard() {
  const html = await (await fetch(`${server.baseUrl}/__dev`)).text();
  const window = new Window({ url: `${server.baseUrl}/__dev` });
  window.document.write(html.replace(/<script>[\s\S]*<\/script>/, ''));
  const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
  const answers: Promise<Response>[] = [];
  const send = (url: string, init?: RequestInit) => {
    const answer = fetch(new URL(url, server.baseUrl), init);
    answers.push(answer.then((response) => response.clone()));
    return answer;
  };
  const names = ['window', 'document', 'Event', 'FormData', 'fetch', 'location', 'alert'];
  new Function(...names, script)(
    window,
    window.document,
    window.Event,
    window.FormData,
    send,
    window.location,
    () => {},
  );
  // A button by its words in either language (both are in the page; the switch shows one).
  // happy-dom's own element types, seen as the DOM's.
  const document = window.document as unknown as Document;
  const button = (name: string) =>
    [...document.querySelectorAll('#prospect-world button')].find((b) =>
      [b, ...b.querySelectorAll('span[lang]')].some((e) => e.textContent?.trim() === name),
    ) as HTMLButtonElement | undefined;
  return { window, document, answers, button };
}

describe("the dashboard's prospect form", () => {
  it('writes a Shanghai school in Chinese by default, which the document panel loads', async () => {
    const { document, answers, button } = await dashboard();
    button('Write and load it')!.click();
    const text = (document.getElementById('fixture-text') as HTMLTextAreaElement).value;
    expect(text).toContain('organisation: { name: "上海明德康复学院", kind: "university", city: "上海" }');
    expect(text).toContain('locale: "zh_CN"');
    expect(answers).toHaveLength(1);
    const answer = (await (await answers[0]!).json()) as { code: string; data: { users: any[]; plans: number } };
    expect(answer.code).toBe('OK');
    expect(answer.data.plans).toBe(1);
    expect(answer.data.users.map((u) => [u.email.endsWith('@mingde.edu.test'), u.language])).toEqual([
      [true, 'cn'],
      [true, 'cn'],
      [true, 'cn'],
    ]);
    // The teacher and the lapsed student can be opened as; the new student waits for activation.
    expect(answer.data.users.map((u) => [u.tokens.length, Boolean(u.activation)])).toEqual([
      [1, false],
      [1, false],
      [0, true],
    ]);
    const info = await server.client(answer.data.users[0].tokens[0].token).user.userInfo();
    expect(info.body).toMatchObject({ code: 'OK', data: { email: answer.data.users[0].email } });
  });

  it('switches its words to Chinese, and the London preset writes an English clinic with a count', async () => {
    const { document, answers, button } = await dashboard();
    button('中文')!.click();
    expect(document.getElementById('prospect-world')?.dataset.ui).toBe('cn');
    button(PROSPECT_TEXTS.cn.london)!.click();
    const rows = document.querySelectorAll('[data-person]');
    (rows[1]!.querySelector('[name=count]') as HTMLInputElement).value = '8';
    button(PROSPECT_TEXTS.cn.write)!.click();
    expect(answers).toHaveLength(0);
    const text = (document.getElementById('fixture-text') as HTMLTextAreaElement).value;
    expect(text).toContain('locale: "en_GB"');
    const loaded = await fetch(`${server.baseUrl}/__dev/seed`, {
      method: 'POST',
      headers: { 'content-type': 'application/yaml' },
      body: text,
    });
    const answer = (await loaded.json()) as { code: string; data: { users: { email: string; language: string }[] } };
    expect(answer.code).toBe('OK');
    expect(answer.data.users).toHaveLength(10);
    for (const user of answer.data.users) {
      expect(user.email).toMatch(/@kensington-msk\.test$/);
      expect(user.language).toBe('en');
    }
    expect(await (await fetch(`${server.baseUrl}/__dev`)).text()).toContain(
      'For: <strong>Kensington MSK Clinic</strong>',
    );
  });

  it('the panel downloads the document, named after it', async () => {
    const { window, button } = await dashboard();
    button('Write the document')!.click();
    const clicked: { download: string; href: string }[] = [];
    window.HTMLAnchorElement.prototype.click = function (this: { download: string; href: string }) {
      clicked.push({ download: this.download, href: this.href });
    };
    (window.document.querySelector('[data-download]') as unknown as HTMLButtonElement).click();
    expect(clicked.map((link) => link.download)).toEqual(['fixture-document.yaml']);
    const file = resolveObjectURL(clicked[0]!.href);
    expect(await file?.text()).toBe(
      (window.document.getElementById('fixture-text') as unknown as HTMLTextAreaElement).value,
    );
  });

  it('has the same words in both languages', () => {
    expect(Object.keys(PROSPECT_TEXTS.cn).sort()).toEqual(Object.keys(PROSPECT_TEXTS.en).sort());
  });
});
