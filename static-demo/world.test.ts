import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IDBFactory } from 'fake-indexeddb';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { Code } from '#contract/envelope.js';
import { scenario } from '#fake-server/seed/index.js';
import { answerFetch, mountHtml, pageMatcher, scriptGone, serverPath } from './fetch-adapter.js';
import { BrowserStorageError, openIdb } from './storage/idb.js';
import { openWorldStore } from './storage/world-store.js';
import { openWorld } from './world.js';
import { readProspectLink } from '#contract/prospect-link.js';
import { NEW_PASSWORD } from '../tests/setup/credentials.js';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((f) => rm(f, { recursive: true, force: true })));
});

/** A world as the worker opens it, in a fresh IndexedDB (or the given one: a browser restart). */
async function world(factory = new IDBFactory(), base = '/') {
  const dir = await mkdtemp(join(tmpdir(), 'static-world-'));
  folders.push(dir);
  const opened = await openWorld({
    name: `motionatlas-demo:${base}`,
    idbFactory: factory,
    webOrigin: `https://demo.example${base}`,
    hashCost: 'test',
    uploadDir: join(dir, 'uploads'),
    snapshotDir: join(dir, 'snapshots'),
  });
  const ask = (path: string, init: RequestInit & { mode?: RequestMode } = {}) =>
    answerFetch(new Request(`https://demo.example${path}`, init), base, opened.handle);
  const json = async (path: string, body?: unknown, language = 'en') => {
    const response = await ask(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { language, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await response!.json()) as { code: string; message: string; data?: any };
  };
  return { ...opened, ask, json };
}

describe("a visitor's world in IndexedDB", () => {
  it('survives a restart (clock and armed faults too); reset returns it to the scenario', async () => {
    const factory = new IDBFactory();
    const first = await world(factory);
    expect(first.created).toBe(true);
    expect(
      (await first.json('/api/passport/register', { nickName: 'Ada', email: 'a@example.com', password: NEW_PASSWORD }))
        .code,
    ).toBe('OK');
    await first.json('/__dev/clock', { advanceMs: 3_600_000 });
    await first.json('/__dev/faults', { path: '/api/information/list', status: 500, times: 2 });
    first.close();

    const again = await world(factory);
    expect(again.created).toBe(false);
    expect(again.deps.store.data.users.some((u) => u.email === 'a@example.com')).toBe(true);
    expect((await again.json('/__dev/clock')).data.offsetMs).toBe(3_600_000);
    expect((await again.json('/__dev/faults')).data.list).toEqual([expect.objectContaining({ remaining: 2 })]);
    expect((await again.ask('/api/information/list?page=1&size=10'))!.status).toBe(500);
    expect((await again.json('/__dev/faults')).data.list).toEqual([expect.objectContaining({ remaining: 1 })]);

    expect((await again.json('/__dev/reset', { scenario: 'demo' })).code).toBe('OK');
    again.close();
    const reset = await world(factory);
    expect(reset.deps.store.data.users.map((u) => u.email)).toEqual(scenario('demo').users.map((u) => u.email));
    reset.close();
  });

  it('a write the browser refuses keeps nothing of it and answers a clear message, in both languages', async () => {
    const idb = await openIdb('quota', new IDBFactory());
    const { store } = await openWorldStore(idb, () => scenario('demo'));
    const write = idb.write;
    idb.write = () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
    store.data.users[0]!.nickName = 'Changed';
    const refused = await store.write().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BrowserStorageError);
    expect((refused as BrowserStorageError).quota).toBe(true);
    expect(store.data.users[0]!.nickName).not.toBe('Changed');
    idb.write = write;

    const w = await world();
    const original = w.deps.store.write;
    w.deps.store.write = () => Promise.reject(new BrowserStorageError(new DOMException('full', 'QuotaExceededError')));
    const en = await w.json('/api/common/propose/create', { userName: 'A', contact: 'a@example.com', content: 'Hi' });
    expect(en).toEqual({
      code: Code.ServerError,
      message: expect.stringContaining("no room left for the demo's data"),
    });
    const cn = await w.json(
      '/api/common/propose/create',
      { userName: 'A', contact: 'a@example.com', content: 'Hi' },
      'cn',
    );
    expect(cn.message).toContain('此浏览器已没有空间保存演示数据');
    w.deps.store.write = original;
    w.close();
  });
});

describe('the fetch adapter', () => {
  it("takes only the fake server's paths below the base path", () => {
    const at = (path: string) => serverPath(new URL(`https://demo.example${path}`), '/motionatlas-demo/');
    expect(at('/motionatlas-demo/api/information/list?page=1')).toBe('/api/information/list?page=1');
    expect(at('/motionatlas-demo/__dev')).toBe('/__dev');
    expect(at('/motionatlas-demo/uploads/a.png')).toBe('/uploads/a.png');
    expect(at('/motionatlas-demo/pricing')).toBeNull();
    expect(at('/motionatlas-demo/media/blog/1.svg')).toBeNull();
    expect(at('/api/information/list')).toBeNull();
    expect(at('/other-site/api/x')).toBeNull();
  });

  it("answers only the app's own pages with its shell, and knows its folder gone by its script's answer", () => {
    const isPage = pageMatcher(['/', '/pricing', '/blog-detail/:bid', '/product-detail/:title']);
    expect(['/', '/pricing', '/pricing/', '/blog-detail/3', '/product-detail/Human-Anatomy'].every(isPage)).toBe(true);
    expect(['/other-app/', '/other-app/pricing', '/blog-detail/', '/blog-detail/3/x', '/pricingx'].some(isPage)).toBe(
      false,
    );
    const answer = (status: number, type = 'text/javascript') =>
      new Response(status === 204 ? null : 'x', { status, headers: { 'content-type': type } });
    expect(scriptGone(answer(404))).toBe(true);
    expect(scriptGone(answer(410))).toBe(true);
    expect(scriptGone(answer(200, 'text/html; charset=utf-8'))).toBe(true);
    expect(scriptGone(answer(200))).toBe(false);
    expect(scriptGone(answer(200, 'application/javascript'))).toBe(false);
    // A host that is down or refuses HEAD does not mean the folder is gone.
    expect(scriptGone(answer(503))).toBe(false);
    expect(scriptGone(answer(405))).toBe(false);
  });

  it("moves the dev pages' own addresses below the base path, and nothing else", () => {
    const page = `<a href="/__dev/mail/1/preview">m</a><img src="/uploads/a.png"><a href="https://x.example/y">x</a>
<button data-call="/__dev/reset">r</button><input placeholder="/api/u/user/info or *"><script>fetch('/__dev/checkout/pay'); call('POST', '/__dev/' + op)</script>`;
    const mounted = mountHtml(page, '/demo/');
    expect(mounted).toContain('href="/demo/__dev/mail/1/preview"');
    expect(mounted).toContain('src="/demo/uploads/a.png"');
    expect(mounted).toContain('data-call="/demo/__dev/reset"');
    expect(mounted).toContain("fetch('/demo/__dev/checkout/pay')");
    expect(mounted).toContain("'/demo/__dev/' + op");
    expect(mounted).toContain('placeholder="/api/u/user/info or *"');
    expect(mounted).toContain('href="https://x.example/y"');
    expect(mountHtml(page, '/')).toBe(page);
  });

  it('serves the dashboard below a base path with every address inside it, and redirects links there', async () => {
    const w = await world(new IDBFactory(), '/motionatlas-demo/');
    await w.json('/motionatlas-demo/api/passport/register', {
      nickName: 'Ada',
      email: 'b@example.com',
      password: NEW_PASSWORD,
    });
    const dashboard = await (await w.ask('/motionatlas-demo/__dev'))!.text();
    const addresses = [...dashboard.matchAll(/(?:href|src|action|data-call)="(\/[^"]*)"/g)].map((m) => m[1]!);
    expect(addresses.length).toBeGreaterThan(5);
    expect(addresses.filter((a) => !a.startsWith('/motionatlas-demo/'))).toEqual([]);
    const link = w.deps.store.data.mails[0]!.link!;
    expect(link).toMatch(/^https:\/\/demo\.example\/motionatlas-demo\/api\/passport\/activate\?token=/);
    const followed = await w.ask(new URL(link).pathname + new URL(link).search, { redirect: 'manual' });
    expect(followed!.status).toBe(302);
    expect(followed!.headers.get('location')).toBe('https://demo.example/motionatlas-demo/active/success');
    w.close();
  });

  it("makes a prospect link into the visitor's folder that carries the world, and opens it in another browser's world (issue 59)", async () => {
    const maker = await world(new IDBFactory(), '/motionatlas-demo/');
    const document = {
      organisation: { name: 'Thameside MSK Clinic' },
      users: [{ email: 'olivia@clinic.test', password: NEW_PASSWORD }],
    };
    const made = await maker.json('/motionatlas-demo/__dev/prospect-worlds', {
      document,
      as: 'olivia@clinic.test',
      language: 'en',
    });
    expect(made.data).toMatchObject({
      kind: 'static',
      link: expect.stringMatching(
        /^https:\/\/demo\.example\/motionatlas-demo\/#demo=w1\.[\w-]+&as=olivia%40clinic\.test&lang=en$/,
      ),
    });
    maker.close();
    // The prospect's browser: the link's document loaded into their own world, a session of its person.
    const link = await readProspectLink(made.data.link.slice(made.data.link.indexOf('#')));
    const prospect = await world(new IDBFactory(), '/motionatlas-demo/');
    expect(
      (await prospect.json('/motionatlas-demo/__dev/seed', link.kind === 'static' ? link.document : null)).code,
    ).toBe('OK');
    const session = await prospect.json('/motionatlas-demo/__dev/session', { email: link.as });
    expect(session.data.user).toMatchObject({ email: 'olivia@clinic.test', name: 'Olivia' });
    prospect.close();
  });

  it("shows stored text exactly as it was sent on every base path: only the pages' own addresses move", async () => {
    // Issue 50, finding 10: a contact message holding `/__dev/seed showed as `/motionatlas-demo/__dev/seed.
    const message = 'Try `/__dev/seed, \'/__dev/x\', "/api/y" and href="/z" <a href="/w">';
    for (const base of ['/', '/motionatlas-demo/']) {
      const w = await world(new IDBFactory(), base);
      const sent = await w.json(`${base}api/common/propose/create`, {
        userName: '`/__dev',
        contact: 'a@b.c',
        content: message,
      });
      expect(sent.code).toBe('OK');
      const dashboard = await (await w.ask(`${base}__dev`))!.text();
      const shown = new JSDOM(dashboard).window.document;
      const cells = [...shown.querySelectorAll('td')].map((td) => td.textContent);
      expect(cells, base).toContain(message);
      expect(cells, base).toContain('`/__dev');
      w.close();
    }
  });

  it('refuses a form posted into it from another page, a 10 MB body, and drops the connection for a drop fault', async () => {
    const w = await world();
    // A Request made here cannot carry mode 'navigate' (a worker's can): the property is set on it.
    const form = new Request('https://demo.example/__dev/reset', { method: 'POST', body: 'scenario=empty' });
    Object.defineProperty(form, 'mode', { value: 'navigate' });
    const posted = await answerFetch(form, '/', w.handle);
    expect(posted!.status).toBe(403);
    expect(w.deps.store.data.scenario).toBe('demo');
    const big = await w.ask('/api/passport/account/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(10 * 1024 * 1024) }),
    });
    expect(big!.status).toBe(413);
    expect(((await big!.json()) as { code: string }).code).toBe('1005');
    await w.json('/__dev/faults', { path: '/api/information/list', drop: true, times: 1 });
    expect((await w.ask('/api/information/list?page=1&size=10'))!.type).toBe('error');
    w.close();
  });
});
