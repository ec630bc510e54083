import { describe, expect, it } from 'vitest';
import { entryImports, pageAssets } from './chunks.js';
import { inlineStylesheet, pageDocument, readShell, spaShell, splitHead } from './template.js';

const built = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Shell title</title>
    <meta name="description" content="Shell description" />
    <!--head-->
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/lib-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head>
  <body>
    <div id="root"><!--app--></div>
  </body>
</html>`;

describe('the prerender template', () => {
  it('reads the entry, preloads and stylesheets through a parser', () => {
    expect(readShell(built)).toMatchObject({
      entry: 'assets/index-A.js',
      modules: ['assets/lib-B.js'],
      styles: ['assets/index-C.css'],
    });
    expect(() => readShell('<html><body></body></html>')).toThrow(/no entry script/);
  });

  it('takes the last of several module scripts as the entry, the others fetched beside it', () => {
    // The entry module is in the shell chunk: Vite names the shell's imports and the shell in order.
    const scripts = built.replace(
      '<script type="module" crossorigin src="/assets/index-A.js"></script>',
      '<script type="module" crossorigin src="/assets/runtime-R.js"></script><script type="module" crossorigin src="/assets/shell-G.js"></script>',
    );
    expect(readShell(scripts)).toMatchObject({
      entry: 'assets/shell-G.js',
      modules: ['assets/runtime-R.js', 'assets/lib-B.js'],
    });
  });

  it("splits React's hoisted head elements and Mantine's styles from the page without touching its markup", () => {
    const page = `<div class="a">Tom &amp; Jerry&#x27;s <!-- -->page $& $1</div><p>x</p>`;
    const rules = `<style data-precedence="mantine" data-href="mantine-1">.a{}</style>`;
    const { head, styles, body } = splitHead(
      `${rules}<title>About</title><meta name="description" content="d"/>${page}`,
    );
    expect(head).toBe(`${rules}<title>About</title><meta name="description" content="d"/>`);
    expect(styles).toBe('');
    expect(body).toBe(page);
    expect(splitHead(page)).toEqual({ head: '', styles: '', body: page });
    // Mantine's provider styles follow; anything after them is part of the app's tree, even a <meta>.
    const provider = `<style data-mantine-styles="true">:root{}</style><style data-mantine-styles="classes">.b{}</style>`;
    expect(splitHead(`<title>A</title>${provider}<meta name="x"/><div>y</div>`)).toEqual({
      head: '<title>A</title>',
      styles: provider,
      body: '<meta name="x"/><div>y</div>',
    });
    // A <style> that is neither stays where the app rendered it.
    const plain = `<style>.c{}</style><div>y</div>`;
    expect(splitHead(`<title>A</title>${plain}`)).toEqual({ head: '<title>A</title>', styles: '', body: plain });
  });

  it('builds a page: language, head first, no module scripts, the rendered markup byte for byte', () => {
    const body = `<main>Tom &amp; Jerry&#x27;s $&amp; $' <!-- --> 课程</main>`;
    const html = pageDocument(readShell(built), {
      language: 'cn',
      stylesheet: (href) => `/* ${href} */ .c{color:red}`,
      head: '<title>关于</title><meta name="description" content="x">',
      body,
      after: '<script type="application/json" id="page-data">{}</script>',
    });
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain(
      `<div id="root" data-prerendered="cn">${body}</div><script type="application/json" id="page-data">{}</script>`,
    );
    expect(html).not.toContain('Shell title');
    expect(html).not.toContain('Shell description');
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    // The stylesheet is written into the page, before the page's own head elements; its link stays,
    // disabled (never fetched), for the app's loader to find (docs/decisions/158).
    expect(html).toContain(
      '<style data-href="/assets/index-C.css">/* /assets/index-C.css */ .c{color:red}</style><link rel="stylesheet" crossorigin="" href="/assets/index-C.css" disabled="">',
    );
    expect(html.indexOf('index-C.css')).toBeLessThan(html.indexOf('<title>关于</title>'));
  });

  it('writes a stylesheet into the page only when a <style> can hold it', () => {
    expect(inlineStylesheet('/assets/a.css', '.a{}')).toBe(
      '<style data-href="/assets/a.css">.a{}</style><link rel="stylesheet" crossorigin href="/assets/a.css" disabled>',
    );
    expect(() => inlineStylesheet('/assets/b.css', '.b{content:"</style><script>"}')).toThrow(/holds "<\/style"/);
  });

  it('keeps the shell description when the page has none', () => {
    const html = pageDocument(readShell(built), {
      language: 'en',
      stylesheet: () => '',
      head: '<title>x</title>',
      body: '',
      after: '',
    });
    expect(html).toContain('Shell description');
    expect(html).toContain('<html lang="en">');
  });
});

describe('a page assets', () => {
  const manifest = {
    'src/main.tsx': { file: 'assets/index-A.js', imports: ['_lib.js'] },
    '_lib.js': { file: 'assets/lib-B.js' },
    'src/features/home/home-page.tsx': {
      file: 'assets/home-D.js',
      imports: ['_lib.js', '_card.js'],
      css: ['assets/home-E.css'],
    },
    '_card.js': { file: 'assets/card-F.js', css: ['assets/index-C.css'] },
  };
  it('walks the chunks of the page and leaves out what the shell loads already', () => {
    const assets = pageAssets(manifest, readShell(built), ['src/features/home/home-page.tsx']);
    expect(assets.modules).toEqual(['assets/lib-B.js', 'assets/home-D.js', 'assets/card-F.js']);
    expect(assets.styles).toEqual(['assets/home-E.css']);
  });
  it('does not fetch the entry again beside itself when a page imports it', () => {
    const shellEntry = readShell(built.replace('/assets/index-A.js', '/assets/shell-G.js'));
    const withShell = {
      ...manifest,
      'src/features/home/home-page.tsx': { file: 'assets/home-D.js', imports: ['_shell.js', '_card.js'] },
      '_shell.js': { file: 'assets/shell-G.js', imports: ['_lib.js'] },
    };
    const assets = pageAssets(withShell, shellEntry, ['src/features/home/home-page.tsx']);
    expect(assets.modules).toEqual(['assets/lib-B.js', 'assets/home-D.js', 'assets/card-F.js']);
  });
  it('fails on a source the build does not have', () => {
    expect(() => pageAssets(manifest, readShell(built), ['src/features/home/gone.tsx'])).toThrow(/not in the build/);
  });
  it("fetches the entry's imports with every page, when the build writes no preloads", () => {
    const withEntry = {
      ...manifest,
      'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_shell.js'] },
      '_shell.js': { file: 'assets/shell-G.js', imports: ['_lib.js'] },
    };
    expect(entryImports(withEntry)).toEqual(['assets/shell-G.js', 'assets/lib-B.js']);
    const bare = readShell(built.replace(/<link rel="modulepreload"[^>]*>/, ''));
    const assets = pageAssets(withEntry, bare, ['src/features/home/home-page.tsx']);
    expect(assets.modules).toEqual(['assets/shell-G.js', 'assets/lib-B.js', 'assets/home-D.js', 'assets/card-F.js']);
  });
});

describe('spa.html', () => {
  const styles = `<style data-mantine-styles="true">:root{}</style><style data-mantine-styles="classes">.b{}</style>`;
  it("gets the entry's preloads and Mantine's styles at the end of <head>, the rest byte for byte", () => {
    const spa = spaShell(built, styles, ['assets/lib-B.js']);
    expect(spa).toBe(
      built
        .replace(/\n {4}<link rel="modulepreload"[^>]*>/, '\n    ')
        .replace('  </head>', `  <link rel="modulepreload" crossorigin href="/assets/lib-B.js">${styles}</head>`),
    );
  });
  it('replaces what an earlier prerender added', () => {
    const once = spaShell(built, styles, ['assets/lib-B.js']);
    expect(spaShell(once, styles, ['assets/lib-B.js'])).toBe(once);
    expect(spaShell(spaShell(once, '', []), styles, ['assets/lib-B.js'])).toBe(once);
  });
});
