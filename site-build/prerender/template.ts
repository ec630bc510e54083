import { JSDOM } from 'jsdom';
import { parse } from 'parse5';

/** What Vite's built index.html loads: its entry module, the modules it preloads, its stylesheets. */
export type Shell = { html: string; entry: string; modules: string[]; styles: string[] };

const attributes = (doc: Document, selector: string, name: string) =>
  [...doc.querySelectorAll(selector)].map((element) => element.getAttribute(name)!.replace(/^\//, ''));

/**
 * Reads the built page through a parser: no regular expression over markup. Its last module
 * script is the entry: where the entry chunk would only import others (the entry module is in the
 * shell: site-build/chunking.ts), Vite names them as module scripts in their order instead, the
 * last importing the others, which are then fetched beside it.
 */
export function readShell(html: string): Shell {
  const doc = new JSDOM(html).window.document;
  const scripts = attributes(doc, 'script[type="module"][src]', 'src');
  const entry = scripts.at(-1);
  if (!entry) throw new Error('the built page has no entry script');
  return {
    html,
    entry,
    modules: [...scripts.slice(0, -1), ...attributes(doc, 'link[rel="modulepreload"][href]', 'href')],
    styles: attributes(doc, 'link[rel="stylesheet"][href]', 'href'),
  };
}

/**
 * React hoists a page's <title>, <meta> and <link>, and the responsive style props' rules (Mantine's
 * `deduplicateInlineStyles`: <style> with a precedence, which React finds again wherever it is), to
 * the start of its HTML; they belong in <head>. Then come Mantine's own <style> elements (its CSS
 * variables and global classes), at the top of the app's tree: HTML allows <style> only in <head>,
 * so they go there too, and the app does not render them again when it finds them there
 * (web/src/app/providers.tsx), so hydration meets the tree it renders. The parser finds them, and
 * its source locations split the markup without re-serialising React's output (hydration
 * compares it character for character).
 */
const hoisted = (tag: string, has: (attribute: string) => boolean) =>
  ['title', 'meta', 'link'].includes(tag) || (tag === 'style' && has('data-precedence'));
const mantineStyle = (tag: string, has: (attribute: string) => boolean) =>
  tag === 'style' && has('data-mantine-styles');

/**
 * parse5 itself (jsdom's parser, so the same tree): a jsdom page would also parse every <style>'s
 * rules into a style sheet, which was most of the prerender's time.
 */
export function splitHead(rendered: string): { head: string; styles: string; body: string } {
  const html = parse(rendered, { sourceCodeLocationInfo: true }).childNodes.find((node) => node.nodeName === 'html');
  const head = html && 'childNodes' in html ? html.childNodes.find((node) => node.nodeName === 'head') : undefined;
  const elements = (head && 'childNodes' in head ? head.childNodes : []).filter((node) => 'tagName' in node);
  const ends: number[] = [];
  let end = 0;
  // Only leading runs, in this order: the parser files anything else it meets before the first
  // element of <body> under <head> too, but that is part of the app's tree and hydrates inside #root.
  for (const wanted of [hoisted, mantineStyle]) {
    for (const element of elements) {
      const location = element.sourceCodeLocation;
      if (!location || location.startOffset < end) continue;
      const has = (name: string) => element.attrs.some((attribute) => attribute.name === name);
      if (!wanted(element.tagName, has) || location.startOffset !== end) break;
      end = location.endOffset;
    }
    ends.push(end);
  }
  const [headEnd, stylesEnd] = ends as [number, number];
  return {
    head: rendered.slice(0, headEnd),
    styles: rendered.slice(headEnd, stylesEnd),
    body: rendered.slice(stylesEnd),
  };
}

export type PageParts = {
  language: 'en' | 'cn';
  /** A stylesheet's text by its address in the shell ('/assets/shell-….css'): written into the page. */
  stylesheet: (href: string) => string;
  /** React's hoisted head elements, the hreflang alternates and the page's preloads, as markup. */
  head: string;
  /** React's rendered page, inserted as it is. */
  body: string;
  /** The page data block that follows the root. */
  after: string;
};

/** A stylesheet's text as a <style> element may hold it. */
function styleText(href: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error(`${href} cannot be written into a page: it holds "</style"`);
  return css;
}

/**
 * A stylesheet written into the page (docs/decisions/158): its rules in a <style>, then its <link>,
 * disabled, which the browser does not fetch but the app's loader of a page's code finds, so that
 * it does not ask for the same rules again when the page's code loads.
 */
export function inlineStylesheet(href: string, css: string): string {
  return `<style data-href="${href}">${styleText(href, css)}</style><link rel="stylesheet" crossorigin href="${href}" disabled>`;
}

/**
 * One prerendered page from the shell: its stylesheets first in <head>, written into it (no
 * render-blocking request before the first paint: docs/decisions/158), no module script or modulepreload (a small script loads them after the first
 * paint, site-build/prerender/hydrate-after-paint.js), the page's language, title and description.
 */
export function pageDocument(shell: Shell, parts: PageParts): string {
  const dom = new JSDOM(shell.html);
  const doc = dom.window.document;
  doc.documentElement.lang = parts.language === 'cn' ? 'zh-CN' : 'en';
  doc.querySelectorAll('script[type="module"], link[rel="modulepreload"]').forEach((element) => element.remove());
  const marker = [...doc.head.childNodes].find(
    (node) => node.nodeType === node.COMMENT_NODE && node.textContent === 'head',
  );
  if (!marker) throw new Error('the built page has no <!--head--> marker');
  // Each stylesheet's <style> goes in as a marker, filled after serialising: a <style> in the parsed
  // document would have its 120 KB of rules parsed into a style sheet nothing reads (half the
  // prerender's time went to parsing CSS). Its text is written as it is either way.
  const styles: string[] = [];
  for (const link of doc.querySelectorAll('link[rel="stylesheet"]')) {
    const href = link.getAttribute('href')!;
    link.setAttribute('disabled', '');
    doc.head.insertBefore(doc.createComment(`style-${styles.length}`), marker);
    doc.head.insertBefore(link, marker);
    styles.push(`<style data-href="${href}">${styleText(href, parts.stylesheet(href))}</style>`);
  }
  doc.querySelector('title')?.remove();
  if (parts.head.includes('name="description"')) doc.querySelector('meta[name="description"]')?.remove();
  const root = doc.getElementById('root');
  if (!root) throw new Error('the built page has no #root');
  root.setAttribute('data-prerendered', parts.language);
  root.after(doc.createComment('after-root'));
  // The markers are filled with markup that must stay byte for byte as rendered.
  return styles
    .reduce((page, style, index) => page.replace(`<!--style-${index}-->`, () => style), dom.serialize())
    .replace('<!--head-->', () => parts.head)
    .replace('<!--app-->', () => parts.body)
    .replace('<!--after-root-->', () => parts.after);
}

/**
 * spa.html, the shell of every page that is not prerendered: at the end of <head>, preloads of the
 * modules the entry imports (the build writes none: docs/decisions/154) and Mantine's <style>
 * elements (its CSS variables and global classes, as a prerendered page has them; the browser's app
 * does not write them: web/src/app/mantine-root.tsx). What the shell already has of either is
 * replaced, so a second prerender of the same build starts from Vite's page again. `base`: the
 * path the site is published below (the static demo's).
 */
export function spaShell(html: string, styles: string, modules: string[], base = '/'): string {
  const dom = new JSDOM(html, { includeNodeLocations: true });
  const doc = dom.window.document;
  const ranges = [...doc.head.querySelectorAll('style, link[rel="modulepreload"]')]
    .filter((element) => element.tagName === 'LINK' || mantineStyle('style', (name) => element.hasAttribute(name)))
    .map((element) => dom.nodeLocation(element)!)
    .map(({ startOffset, endOffset }) => [startOffset, endOffset] as const);
  // An element's location also says where its end tag is (parse5's ElementLocation).
  const headEnd = (dom.nodeLocation(doc.head) as { endTag?: { startOffset: number } } | null)?.endTag?.startOffset;
  if (headEnd === undefined) throw new Error('the built page has no </head>');
  const preloads = modules.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`).join('');
  let out = `${html.slice(0, headEnd)}${preloads}${styles}${html.slice(headEnd)}`;
  // Earlier ones go, last first (the offsets before them stay valid).
  for (const [start, end] of ranges.reverse()) out = `${out.slice(0, start)}${out.slice(end)}`;
  return out;
}
