import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { CheckoutSession } from '#contract/checkout.js';
import { createPaypalOrder } from '#fake-server/services/paypal.js';
import { demoSite } from '../e2e/global-setup';
import { type TestServer, signedUpUser, startTestServer } from '../setup/api-server';
import { type HtmlError, checkHtml } from '../setup/html-checker';
import { NEW_PASSWORD } from '../setup/credentials.js';

/**
 * Issue 45: the W3C Nu HTML Checker (vnu) finds no error in the markup the project writes: every
 * prerendered page of the demo build (both languages), the fake server's own pages (dashboard,
 * checkout, PayPal approval, 3D stand-in, API reference) and every mail, as the dashboard previews
 * them. One Java run for all of them. An error that comes from a library's own markup is listed
 * below with the reason it cannot be fixed here; nothing else is let through.
 */
const REDOC = /\/api-reference\.html$/;
const LIBRARY_MARKUP: Array<{ file: RegExp; message: RegExp; why: string }> = [
  {
    file: REDOC,
    message: /^Element “(div|p)” not allowed as child of element “(ul|span|a)” in this context/,
    why:
      "/__dev/api is Redoc's page (Redocly CLI's build-docs, docs/decisions/041): its server-rendered side menu " +
      '(div role=listitem in ul), tooltips (div in span) and footer link (p in a) are its React components',
  },
  {
    file: REDOC,
    message: /^CSS: “(container-type|container-name|--[\w-]+)”/,
    why: "Redoc's stylesheet: container queries, which the checker's CSS grammar does not know yet, and custom properties it types",
  },
  {
    // The prerendered pages (WEB_OUT_DIR or web/dist), not the fake server's pages or the mails.
    file: /\/web\/dist[^/]*\/.*\.html$/,
    message:
      /^CSS: (“(container|container-type|text-box-trim|text-box-edge)”: Property “[\w-]+” doesn't exist|Unrecognized at-rule “@container”|“animation-delay”: “0” is not a “animation-delay” value)\.?$/,
    why:
      "Mantine's stylesheet, written into each prerendered page (docs/decisions/158): container queries and " +
      "text-box trimming, which the checker's CSS grammar does not know yet, and the Loader's one unitless " +
      'delay (a browser drops it; the default is the same 0 s)',
  },
  {
    file: REDOC,
    message: /^(Forbidden code point U\+[0-9a-f]{4}|Astral non-character)\.$/,
    why: "Redoc's script, inlined into the page: its HTML-entity and parser tables hold these characters as literals",
  },
];

const dist = process.env.WEB_OUT_DIR ?? 'web/dist';
let server: TestServer;
let pagesDir: string;

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => join(e.parentPath, e.name));
}

/** The fake server's pages and mails, as a browser or the dashboard's preview receives them, into files. */
async function fakeServerPages(): Promise<Record<string, string>> {
  const c = server.client();
  const cn = server.client(undefined, 'cn');
  // Every kind of mail in both languages, through the flows that send them.
  const user = await signedUpUser(server, 'html.check@example.com');
  await cn.passport.register({
    body: { nickName: '王小明', email: 'html.check.cn@example.com', password: NEW_PASSWORD },
  });
  for (const [client, email] of [
    [c, user.email],
    [cn, 'html.check.cn@example.com'],
  ] as const) {
    await client.passport.requestResetCode({ body: { email } });
    await client.common.newsletter({ body: { email, name: 'Ada <b>&</b>', agree: true } });
  }
  const mails = server.deps.store.data.mails;
  const kinds = new Set(mails.map((m) => `${m.kind} ${m.language}`));
  for (const kind of ['activation', 'reset', 'newsletter'])
    for (const language of ['en', 'cn']) expect(kinds).toContain(`${kind} ${language}`);

  const plan = server.deps.store.data.plans[0]!;
  const session: CheckoutSession = {
    products: [{ path: JSON.parse(plan.fastspringParams).product as string, quantity: 1 }],
    tags: { platform: 'website', userId: user.id, goodsId: plan.id },
    paymentContact: { email: user.email },
    language: 'zh',
  };
  const owner = server.deps.store.data.users.find((u) => u.email === user.email)!;
  const paypal = await createPaypalOrder(server.deps, owner, plan.id, 'cn');
  const slug = /stand-in\/([\w-]+)/.exec(server.deps.store.data.software[0]!.pcPath)![1]!;
  const paths: Record<string, string> = {
    dashboard: '/__dev',
    'api-reference': '/__dev/api',
    checkout: `/__dev/checkout?session=${Buffer.from(JSON.stringify(session)).toString('base64url')}`,
    'checkout-unknown': '/__dev/checkout?session=x',
    'paypal-cn': `/__dev/paypal/approve?token=${paypal.orderId}&lang=cn`,
    'paypal-unknown': '/__dev/paypal/approve?token=x',
    'stand-in': `/__dev/stand-in/${slug}`,
    'stand-in-unknown': '/__dev/stand-in/no-such-item',
    'mail-unknown': '/__dev/mail/no-such-mail/preview',
    ...Object.fromEntries(mails.map((m) => [`mail-${m.kind}-${m.language}`, `/__dev/mail/${m.id}/preview`])),
  };
  const pages: Record<string, string> = {};
  for (const [name, path] of Object.entries(paths)) {
    const res = await fetch(`${server.baseUrl}${path}`);
    expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
    pages[name] = await res.text();
  }
  return pages;
}

beforeAll(async () => {
  server = await startTestServer({ scenario: 'demo' });
  pagesDir = await mkdtemp(join(tmpdir(), 'html-check-'));
  await demoSite();
}, 180_000);
afterAll(async () => {
  await server?.close();
  if (pagesDir) await rm(pagesDir, { recursive: true, force: true });
});

const allowed = (e: HtmlError) => LIBRARY_MARKUP.some((l) => l.file.test(e.url) && l.message.test(e.message));

test('the Nu HTML Checker finds no error in the pages, the fake server pages and the mails', async () => {
  const written: string[] = [];
  for (const [name, markup] of Object.entries(await fakeServerPages())) {
    const file = join(pagesDir, `${name}.html`);
    await writeFile(file, markup);
    written.push(file);
  }
  const built = await htmlFiles(dist);
  expect(built.length).toBeGreaterThanOrEqual(60);
  const errors = await checkHtml([...built, ...written]);
  const where = (url: string) => {
    const path = decodeURIComponent(new URL(url).pathname);
    return path.startsWith(pagesDir) ? `fake server: ${relative(pagesDir, path)}` : relative(process.cwd(), path);
  };
  const report = errors
    .filter((e) => !allowed(e))
    .map((e) => `${where(e.url)}:${e.lastLine}:${e.lastColumn} ${e.message} ${(e.extract ?? '').slice(0, 160)}`);
  expect(report).toEqual([]);
}, 120_000);
