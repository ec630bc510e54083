import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The Chinese help pages say what the English ones say and point at what the interface shows
 * (docs/decisions/109): the legal texts clause for clause, every label a page sends the reader to
 * one the Chinese interface has.
 */
const HELP = 'web/public/help';
const read = (language: string, page: string) => readFileSync(`${HELP}/${language}/${page}.html`, 'utf8');
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

const cn = Object.fromEntries(
  readdirSync('web/src/locales/cn')
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(`web/src/locales/cn/${f}`, 'utf8')) as unknown]),
);
const at = (path: string) => path.split('.').reduce<any>((node, key) => node?.[key], cn) as string;
const labels = new Set<string>();
const collect = (node: unknown): void => {
  if (typeof node === 'string') labels.add(node);
  else if (node && typeof node === 'object') Object.values(node).forEach(collect);
};
collect(cn);
/** The stores' own labels, which the help pages quote as the stores write them. */
const STORES_LABELS = new Set(['取消订阅', '我的订阅', '自动续费管理']);

describe('the Chinese help pages', () => {
  it.each(['privacy-policy', 'terms-of-use'])('%s: every clause of the English is in the Chinese', (page) => {
    const shape = (html: string) => [...mainOf(html).matchAll(/<(h[1-3]|p|li|ul|ol)\b/g)].map((m) => m[1]);
    expect(shape(read('cn', page))).toEqual(shape(read('en', page)));
  });

  it('send the reader to labels the interface has', () => {
    const pages = readdirSync(`${HELP}/cn`).map((f) => [f, readFileSync(`${HELP}/cn/${f}`, 'utf8')] as const);
    // “X”页面, “X”中, “X”链接: a page, a place or a link of the site, named as its label reads.
    for (const [file, html] of pages)
      for (const m of html.matchAll(/((?:“[^”]+”)+)(?=页面|中|链接|按钮)/g))
        for (const label of m[1]!.slice(1, -1).split('”“'))
          expect(
            labels.has(label) || STORES_LABELS.has(label),
            `${file}: “${label}” is not a label of the interface`,
          ).toBe(true);
    const all = pages.map(([, html]) => html).join('\n');
    for (const label of [
      `“${at('account.menu')}”>“${at('account.tabs.delete')}”`,
      `<strong>${at('nav.myOrder')}</strong>`,
      `<strong>${at('orders.purchaseDate')}</strong>`,
      `<strong>${at('orders.deadline')}</strong>`,
      `<strong>${at('orders.price')}</strong>`,
      `“${at('orders.howToUnsubscribe')}”“${at('orders.howToInvoice')}”`,
      `“${at('nav.greeting').replace('{{name}}', '昵称')}”`,
    ])
      expect(all, label).toContain(label);
  });
});
