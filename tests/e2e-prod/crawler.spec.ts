import { expect, test } from '@playwright/test';
import { JSDOM } from 'jsdom';
import sdtt from 'structured-data-testing-tool';
import presets from 'structured-data-testing-tool/presets.js';
import { routeManifest, prerenderedRoutes } from '../../web/src/app/route-manifest';
import { DEEP } from '../setup/deep';
import { site } from './fixtures';

/**
 * The production build read as a crawler and a link-preview bot read it (issue 25,
 * docs/decisions/079): plain fetches, no JavaScript. Every page of the route manifest in both
 * languages has its canonical address, share tags and one JSON-LD graph; they agree with the
 * hreflang links; the share picture is a real JPEG on the site's origin; an outside validator
 * (structured-data-testing-tool, Google, Twitter and Facebook presets) passes each page; the
 * sitemap lists every public page and article and nothing private; robots.txt names it.
 */
const LANGUAGES = [
  { language: 'en', locale: 'en_US', hreflang: 'en' },
  { language: 'cn', locale: 'zh_CN', hreflang: 'zh-CN' },
] as const;
const manifestPages = prerenderedRoutes.map((name) => routeManifest[name].path).filter((p) => !p.includes(':'));
/** Forms, mail landings and the 404 are not for search (issue 25). */
const PRIVATE = /^\/(login|register|forget|404|active\/|help-email|account-settings|order)(\/|$|-)/;
const url = (path: string, language: 'en' | 'cn') => `${site()}${path}${language === 'cn' ? '?lang=cn' : ''}`;

async function read(address: string) {
  const res = await fetch(address, { headers: { 'user-agent': 'Twitterbot/1.0' } });
  expect(res.status, address).toBe(200);
  const html = await res.text();
  return { html, doc: new JSDOM(html).window.document };
}
const metaOf = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
const graphOf = (doc: Document) => {
  const scripts = [...doc.querySelectorAll('script[type="application/ld+json"]')];
  expect(scripts).toHaveLength(1);
  return (JSON.parse(scripts[0]!.textContent) as { '@graph': { '@type': string; [k: string]: unknown }[] })['@graph'];
};

async function articlePaths() {
  const { doc } = await read(`${site()}/blog`);
  return [...new Set([...doc.querySelectorAll('a[href^="/blog-detail/"]')].map((a) => a.getAttribute('href')!))];
}

test('every page in both languages: canonical, share tags and JSON-LD that agree', DEEP, async () => {
  test.setTimeout(240_000);
  const articles = await articlePaths();
  expect(articles.length).toBeGreaterThan(0);
  const images = new Set<string>();
  for (const path of [...manifestPages, ...articles]) {
    for (const { language, locale, hreflang } of LANGUAGES) {
      const address = url(path, language);
      const { html, doc } = await read(address);
      const where = `${path} (${language})`;
      const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href');
      expect(canonical, where).toBe(address);
      expect(metaOf(doc, 'og:url'), where).toBe(canonical);
      expect(doc.querySelector(`link[rel="alternate"][hreflang="${hreflang}"]`)?.getAttribute('href'), where).toBe(
        canonical,
      );
      for (const key of ['og:title', 'og:description', 'og:site_name', 'og:image:alt', 'twitter:title'])
        expect(metaOf(doc, key)?.trim(), `${key} on ${where}`).toBeTruthy();
      expect(metaOf(doc, 'og:locale'), where).toBe(locale);
      expect(metaOf(doc, 'og:locale:alternate'), where).toBe(locale === 'en_US' ? 'zh_CN' : 'en_US');
      expect(metaOf(doc, 'twitter:card'), where).toBe('summary_large_image');
      expect([metaOf(doc, 'og:image:width'), metaOf(doc, 'og:image:height')], where).toEqual(['1200', '630']);
      const image = metaOf(doc, 'og:image')!;
      expect(image.startsWith(`${site()}/`), `${where}: the picture is on the site's origin`).toBe(true);
      images.add(image);
      // The page's texts are its own, in its language: one description, Chinese on a Chinese page.
      const descriptions = [...doc.querySelectorAll('meta[name="description"]')];
      expect(descriptions, where).toHaveLength(1);
      if (language === 'cn') {
        expect(metaOf(doc, 'og:description'), where).toMatch(/[\u4e00-\u9fff]/);
        expect(descriptions[0]!.getAttribute('content'), where).toMatch(/[\u4e00-\u9fff]/);
      }
      const graph = graphOf(doc);
      const types = graph.map((node) => node['@type']);
      expect(types, where).toEqual(expect.arrayContaining(['Organization', 'WebSite']));
      if (path.startsWith('/blog-detail/')) {
        expect(metaOf(doc, 'og:type'), where).toBe('article');
        // The fixtures' photos are SVG: the build drew each as a raster share picture of its own.
        expect(image, `${where}: the article's own picture`).toMatch(/\/share\/articles\/\d+-[0-9a-f]{10}\.png$/);
        expect(metaOf(doc, 'article:published_time'), where).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);
        const posting = graph.find((n) => n['@type'] === 'BlogPosting')!;
        expect(posting.headline, where).toBe(metaOf(doc, 'og:title'));
        expect(posting.inLanguage, where).toBe(hreflang);
        expect(posting.mainEntityOfPage, where).toBe(canonical);
        expect(types, where).toContain('BreadcrumbList');
      } else expect(metaOf(doc, 'og:type'), where).toBe('website');
      if (path.startsWith('/pricing')) {
        const products = graph.filter((n) => n['@type'] === 'Product');
        expect(products.length, `plans on ${where}`).toBeGreaterThan(0);
        for (const product of products)
          expect(product.offers, where).toMatchObject({
            '@type': 'Offer',
            priceCurrency: 'USD',
            priceSpecification: { '@type': 'UnitPriceSpecification', priceCurrency: 'USD' },
          });
      }
      // An outside validator, with the presets of Google, Twitter and Facebook.
      const result = await sdtt
        .structuredDataTest(html, { presets: [presets.Google, presets.Twitter, presets.Facebook] })
        .catch((error: { type?: string; res?: { failed: unknown[] } }) => {
          if (error.type === 'VALIDATION_FAILED') return error.res!;
          throw error;
        });
      expect(result.failed, `structured-data-testing-tool on ${where}`).toEqual([]);
    }
  }
  for (const image of images) {
    const res = await fetch(image);
    expect(res.status, image).toBe(200);
    expect(res.headers.get('content-type'), image).toMatch(/^image\/(jpeg|png)/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.byteLength, image).toBeLessThan(300 * 1024);
    // A PNG says its size in its header: the article pictures the build drew are 1200 x 630 too.
    if (image.endsWith('.png')) expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], image).toEqual([1200, 630]);
  }
});

test('the sitemap lists every public page and article in both languages, nothing private; robots.txt names it', async () => {
  const robots = await (await fetch(`${site()}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${site()}/sitemap.xml`);
  const res = await fetch(`${site()}/sitemap.xml`);
  expect(res.headers.get('content-type')).toMatch(/xml/);
  const doc = new JSDOM(await res.text(), { contentType: 'text/xml' }).window.document;
  const urls = [...doc.getElementsByTagName('url')];
  const locs = urls.map((u) => u.getElementsByTagName('loc')[0]!.textContent);
  const expected = [...manifestPages.filter((p) => !PRIVATE.test(p)), ...(await articlePaths())];
  for (const path of expected)
    for (const language of ['en', 'cn'] as const) expect(locs, `${path} (${language})`).toContain(url(path, language));
  for (const path of ['/login', '/register', '/forget', '/404', '/help-email', '/account-settings', '/order'])
    expect(locs).not.toContain(url(path, 'en'));
  expect(locs).toHaveLength(expected.length * 2);
  for (const entry of urls) {
    const links = [...entry.getElementsByTagName('xhtml:link')].map((l) => l.getAttribute('hreflang'));
    expect(links).toEqual(['en', 'zh-CN', 'x-default']);
    const loc = entry.getElementsByTagName('loc')[0]!.textContent;
    if (loc.includes('/blog-detail/')) expect(entry.getElementsByTagName('lastmod')[0]?.textContent).toBeTruthy();
  }
});

/** A link preview drawn from a page's tags as LinkedIn draws it: picture, title, domain. */
const previewCard = (tags: { image: string; title: string; description: string; site: string; host: string }) => {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f3f2ef;font-family:'Noto Sans','Noto Sans CJK SC',sans-serif">
  <article style="width:552px;background:#fff;border-radius:8px;overflow:hidden;box-shadow:0 0 0 1px rgba(0,0,0,.08)">
  <img src="${esc(tags.image)}" alt="" style="display:block;width:552px;height:289px;object-fit:cover">
  <div style="padding:12px 16px;background:#eef3f8"><div style="font-size:15px;font-weight:600;color:#000000e6">${esc(tags.title)}</div>
  <div style="font-size:12px;color:#00000099;margin-top:4px">${esc(tags.host)} · ${esc(tags.site)}</div>
  <div style="font-size:12px;color:#00000099;margin-top:4px">${esc(tags.description.slice(0, 120))}</div></div></article></body></html>`;
};

test('preview cards of the home page and a shared article, drawn from their tags (SCREENSHOTS=1)', async ({ page }) => {
  test.skip(!process.env.SCREENSHOTS, 'writes screens-out/preview-*.png only when asked');
  for (const [name, path] of [
    ['preview-home-en', '/'],
    ['preview-article-cn', '/blog-detail/4?lang=cn'],
  ] as const) {
    const { doc } = await read(`${site()}${path}`);
    // As a preview bot does: the picture fetched server-side (the site's CORP keeps it off other pages).
    const answer = await fetch(metaOf(doc, 'og:image')!);
    const picture = Buffer.from(await answer.arrayBuffer()).toString('base64');
    const tags = {
      image: `data:${answer.headers.get('content-type')};base64,${picture}`,
      title: metaOf(doc, 'og:title')!,
      description: metaOf(doc, 'og:description')!,
      site: metaOf(doc, 'og:site_name')!,
      host: new URL(site()).host,
    };
    await page.setViewportSize({ width: 600, height: 460 });
    await page.setContent(previewCard(tags), { waitUntil: 'load' });
    await page.locator('article').screenshot({ path: `screens-out/${name}.png` });
  }
});
