import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { mountHtml } from '../../static-demo/fetch-adapter.js';
import { openAsPage } from './open-as.js';

/**
 * The open-as page's script, run against a stand-in browser at `address`: what it stores, asks and
 * where it goes. The server answers the token as the user `ada@example.com`.
 */
async function openAt(address: string, html = openAsPage(null)) {
  const url = new URL(address);
  const script = /<script>([\s\S]*)<\/script>/.exec(html)![1]!;
  const stored = new Map<string, string>();
  const calls: string[] = [];
  let went: string | null = null;
  const element = () => ({ textContent: '', hidden: true, dataset: { sandbox: '' }, addEventListener() {} });
  const elements = new Map<string, ReturnType<typeof element>>();
  const browser = {
    location: {
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      replace: (to: string) => (went = to),
    },
    history: { replaceState: (_state: unknown, _title: string, to: string) => calls.push(`history ${to}`) },
    navigator: { language: 'en-GB' },
    document: {
      documentElement: { lang: '' },
      title: '',
      getElementById: (id: string) => elements.get(id) ?? elements.set(id, element()).get(id),
      querySelector: () => element(),
      cookie: '',
    },
    localStorage: { setItem: (key: string, value: string) => stored.set(key, value) },
    fetch: async (to: string) => {
      calls.push(`fetch ${to}`);
      return {
        json: async () => ({ code: 'OK', data: { user: { id: 7, email: 'ada@example.com', language: 'en' } } }),
      };
    },
    URLSearchParams,
    JSON,
  };
  runInNewContext(script, browser);
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { went, calls, keys: [...stored.keys()], cookie: browser.document.cookie };
}

describe('the open-as page takes where the site is from the server, not the address bar (issue 58)', () => {
  it('at //__dev/open-as, which the server answers, `to` stays on the site and the keys are the root ones', async () => {
    const opened = await openAt('http://demo.test//__dev/open-as#token=t&to=/evil.example/path');
    expect(opened.calls).toEqual(['history /__dev/open-as', 'fetch /__dev/open-as']);
    expect(opened.keys).toEqual(['ma.token', 'ma.user', 'ma.language']);
    expect(opened.went).toBe('/evil.example/path');
    expect(opened.cookie).toContain('path=/;');
  });

  it('below the static demo’s base path, as its host moves the page: keys, cookie and page below it', async () => {
    const html = mountHtml(openAsPage(null), '/motionatlas-demo/');
    const opened = await openAt('http://demo.test/motionatlas-demo//__dev/open-as#token=t&to=/order', html);
    expect(opened.calls).toEqual(['history /motionatlas-demo/__dev/open-as', 'fetch /motionatlas-demo/__dev/open-as']);
    expect(opened.keys).toEqual([
      '/motionatlas-demo/ma.token',
      '/motionatlas-demo/ma.user',
      '/motionatlas-demo/ma.language',
    ]);
    expect(opened.went).toBe('/motionatlas-demo/order');
  });

  it('a `to` that is not a path of the site goes home', async () => {
    for (const to of ['//evil.example/', 'https://evil.example/', '/\\evil.example'])
      expect((await openAt(`http://demo.test/__dev/open-as#token=t&to=${encodeURIComponent(to)}`)).went).toBe('/');
  });
});

describe('in proxy mode (issue 58)', () => {
  it('the page says what it cannot do and why, and runs nothing', () => {
    const html = openAsPage(null, true);
    expect(html).not.toContain('<script');
    expect(html).toContain('proxy mode: every /api call of the site goes to the real API');
    expect(html).toContain('Sign in on the site with an account of the real API instead.');
  });
});
