import type { Page } from '@playwright/test';
import { FASTSPRING_LIBRARY_ORIGIN, PAYPAL_ORIGINS } from '../../site-server/settings';
import { routeManifest, routeNames } from '../../web/src/app/route-manifest';
import { api, expect, logIn, newAccount, site, test } from './fixtures';
import { FILE_HOST, STOREFRONT } from './production-stack';

/**
 * Mainland China blocks Google's fonts, APIs, analytics and badges, YouTube and much else; a page
 * that waits on one of them hangs there (docs/decisions/110). Every page of the production build,
 * in both languages, signed in where it must be, may request only the site, the API and the file
 * host, and the checkout providers on the pricing pages. The test lists what each page requested.
 */
const CHECKOUT = [
  FASTSPRING_LIBRARY_ORIGIN,
  `https://${STOREFRONT.split('/')[0]}`,
  ...PAYPAL_ORIGINS,
  'https://www.paypalobjects.com',
];
const allowed = (path: string) => [
  new URL(site()).origin,
  new URL(api()).origin,
  FILE_HOST,
  ...(path.startsWith('/pricing') ? CHECKOUT : []),
];

/** A real address for each route (a path with parameters gets one the demo data answers). */
const EXAMPLES: Record<string, string> = {
  '/product-detail/:title': '/product-detail/Muscle-Movement-Analysis?pid=1&sid=1',
  '/blog-detail/:bid': '/blog-detail/1',
  '/active/:type': '/active/success',
};
const pages = routeNames.map((name) => {
  const { path, access } = routeManifest[name];
  return { path: EXAMPLES[path] ?? path, signedIn: access === 'signed-in' };
});

/** The origins a page asks for (of every frame, script, picture and call) until it is idle. */
async function originsOf(page: Page, path: string): Promise<string[]> {
  const origins = new Set<string>();
  const record = (request: { url: () => string }) => {
    const url = request.url();
    if (/^https?:/.test(url)) origins.add(new URL(url).origin);
  };
  page.on('request', record);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  page.off('request', record);
  return [...origins].sort();
}

for (const language of ['en', 'cn'] as const) {
  test(`every page (${language}) loads only from the site, the API, the file host and, on pricing, the checkout`, async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await context.addCookies([{ name: 'ma_lang', value: language, url: site() }]);
    await page.addInitScript((lng) => window.localStorage.setItem('ma.language', lng), language);
    const seen: string[] = [];
    const outside: string[] = [];
    const visit = async (path: string) => {
      const origins = await originsOf(page, path);
      seen.push(`${path}: ${origins.join(' ')}`);
      for (const origin of origins)
        if (!allowed(path).includes(origin)) outside.push(`${path} (${language}) requested ${origin}`);
    };
    for (const { path } of pages.filter((p) => !p.signedIn)) await visit(path);
    const account = await newAccount('Origins Check');
    await logIn(page, account.email, account.password);
    await expect(page.getByRole('banner').getByRole('button', { name: /Hi |您好/ })).toBeVisible();
    for (const { path } of pages.filter((p) => p.signedIn)) await visit(path);

    await test.info().attach(`origins-${language}.txt`, { body: seen.join('\n'), contentType: 'text/plain' });
    expect(seen.length).toBe(pages.length);
    // What a page asks for is seen: the blog's list comes from the API.
    expect(seen.find((line) => line.startsWith('/blog:'))).toContain(new URL(api()).origin);
    expect(outside, `what each page requested:\n${seen.join('\n')}`).toEqual([]);
  });
}
