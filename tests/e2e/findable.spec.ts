import { JSDOM } from 'jsdom';
import { expect, test } from './fixtures';

/**
 * An article published after the build (the `edge` scenario adds article 11 to a server whose
 * site was built from the demo scenario) is served with its own title, description, share tags
 * and JSON-LD, escaped, and appears in the sitemap, without a rebuild (docs/decisions/079).
 */
test('an article published after the build gets its own head and a place in the sitemap', async ({ fake, baseURL }) => {
  await fake.reset('edge');
  const detail = (await fake.dev('GET', '/api/information/detail/11')) as { data?: { title: string } };
  const res = await fetch(`${baseURL}/blog-detail/11?lang=cn`, {
    headers: { 'user-agent': 'facebookexternalhit/1.1' },
  });
  expect(res.status).toBe(200);
  const doc = new JSDOM(await res.text()).window.document;
  const meta = (key: string) =>
    doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content');
  const cnTitle = meta('og:title');
  expect(cnTitle).toMatch(/[\u4e00-\u9fff]/);
  expect(doc.title).toBe(`${cnTitle} | 动作图谱`);
  expect(meta('og:type')).toBe('article');
  expect(meta('og:url')).toBe(`${baseURL}/blog-detail/11?lang=cn`);
  expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${baseURL}/blog-detail/11?lang=cn`);
  // The hostile article's markup is text in the description, never markup in the head.
  expect(meta('description')).toBe(meta('og:description'));
  expect(meta('og:description')).toMatch(/[\u4e00-\u9fff]/);
  expect(doc.querySelectorAll('script:not([src]):not([type="application/ld+json"])')).toHaveLength(0);
  const graph = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent)['@graph'] as {
    '@type': string;
    headline?: string;
  }[];
  expect(graph.find((n) => n['@type'] === 'BlogPosting')?.headline).toBe(cnTitle);
  expect(detail.data?.title).toBeTruthy();

  const sitemap = await (await fetch(`${baseURL}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${baseURL}/blog-detail/11</loc>`);
  expect(sitemap).toContain(`<loc>${baseURL}/blog-detail/11?lang=cn</loc>`);

  // An article the API does not know is the plain shell, never an error.
  const missing = await fetch(`${baseURL}/blog-detail/999`);
  expect(missing.status).toBe(200);
  expect(await missing.text()).not.toContain('og:type" content="article"');
});
