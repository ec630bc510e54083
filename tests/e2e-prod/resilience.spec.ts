import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, test as base, expect } from '@playwright/test';
import { waitingForTheApp } from '../setup/hydrated';
import { freePort } from '../setup/processes';
import { copySite } from '../setup/site-copy';
import { PROD_DIST, serveSite } from './production-stack';

/**
 * Never a blank page: a release while the site is open, one script that fails to download, and a
 * page that throws while it renders. (Not the watch fixture: these tests break scripts on purpose.)
 */
const test = base.extend({ page: async ({ page }, use) => use(waitingForTheApp(page)) });
const header = (page: Page) => page.getByRole('banner');
const navigations = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('navigation').map((n) => new URL(n.name).pathname));

/** The built chunk that exports a page's component (its export name survives the build). */
async function chunkOf(component: string): Promise<string> {
  const dir = join(PROD_DIST, 'assets');
  for (const name of await readdir(dir))
    if (
      name.endsWith('.js') &&
      new RegExp(`\\bas ${component}\\b|export\\s*\\{[^}]*\\b${component}\\b`).test(
        await readFile(join(dir, name), 'utf8'),
      )
    )
      return `/assets/${name}`;
  throw new Error(`No chunk exports ${component}`);
}

test('a release while a page is open: the next page loads from the new release by a full navigation', async ({
  page,
}) => {
  const port = await freePort();
  const next = await mkdtemp(join(tmpdir(), 'release-'));
  // The next release: every script renamed, as new hashes would, and the old files gone.
  await copySite(PROD_DIST, next, {
    rename: (name) => (/\.js$/.test(name) ? name.replace(/\.js$/, '-next.js') : null),
  });
  let site = await serveSite(port, PROD_DIST);
  try {
    await page.goto(`http://127.0.0.1:${port}/about`);
    await site.stop();
    site = await serveSite(port, next);
    const failed: string[] = [];
    page.on('response', (r) => r.status() === 404 && failed.push(new URL(r.url()).pathname));
    await header(page).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    // The old page's chunk was gone; the visitor got the new release's page, not an error.
    expect(failed.some((path) => path.startsWith('/assets/'))).toBe(true);
    expect(await navigations(page)).toEqual(['/contact']);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await page.evaluate(() => [...document.scripts].some((s) => s.src.endsWith('-next.js')))).toBe(true);
  } finally {
    await site.stop();
    await rm(next, { recursive: true, force: true });
  }
});

test('one script that fails to download is fetched again, without leaving the page', async ({ page }) => {
  const chunk = await chunkOf('ContactPage');
  let refused = 0;
  await page.route(`**${chunk}`, (route) => (refused++ === 0 ? route.fulfill({ status: 503 }) : route.continue()));
  await page.goto(`${process.env.PROD_SITE_URL}/about`);
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await header(page).getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(refused).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a page that throws shows its error between the header and the footer, and the rest of the site works', async ({
  page,
}) => {
  page.on('console', () => undefined);
  await page.route(`**${await chunkOf('AboutPage')}`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'export function AboutPage() { throw new Error("A page that fails while it renders"); }',
    }),
  );
  await page.goto(`${process.env.PROD_SITE_URL}/`);
  await header(page).getByRole('link', { name: 'About', exact: true }).click();
  const error = page.getByRole('main').getByRole('alert');
  await expect(error).toContainText('This part of the page could not be shown');
  await expect(header(page)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(error).toBeVisible();
  // Another address renders afresh.
  await header(page).getByRole('link', { name: 'Contact', exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);

  // Opened directly, the prerendered page is taken over by the same error, never a blank page.
  await page.goto(`${process.env.PROD_SITE_URL}/about?lang=cn`);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('此部分内容暂时无法显示');
  await expect(page.getByRole('banner')).toBeVisible();
});
