import { type Browser, type Page, expect, test } from '@playwright/test';
import { FOLDERS, staticDemo } from '../e2e-static/global-setup';
import { CARDS, agreeToTransfer, checkoutDialog, checkoutFrame, payWith, planCard } from '../e2e/pricing-helpers';
import { waitingForTheApp } from '../setup/hydrated';
import { LONDON_CLINIC } from '../setup/prospect-documents';
import { startStaticHost } from '../setup/static-host';

/**
 * The whole pitch of issue 59, as sales gives it, in one journey: a salesperson makes a
 * prospect's world into a link on the dashboard, and the prospect opens it on another "computer"
 * (a fresh browser context): signed in as its person, in its language, they buy with the test card
 * and see My Order, and read an activation mail in their own inbox. A Shanghai school in Chinese on
 * the static demo (the world in the link), a London clinic in English on the sandbox demo (a stored
 * world, a private copy; the salesperson's own reset leaves the prospect signed in). No screen the
 * prospect reaches says fake server or dev dashboard, in either language.
 */
const BACKSTAGE = /fake server|dev dashboard|模拟服务器|开发面板/i;
const SANDBOX_SERVER = process.env.SANDBOX_SERVER_URL!;

/** Every word the prospect can read or hear on the page and in its frames: text, titles, labels. */
async function expectNoBackstage(page: Page, where: string) {
  for (const frame of page.frames()) {
    const words = await frame
      .evaluate(() =>
        [
          document.title,
          document.body?.innerText ?? '',
          ...[...document.querySelectorAll('[aria-label],[title]')].map(
            (e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('title') ?? ''}`,
          ),
        ].join('\n'),
      )
      .catch(() => '');
    expect(words.match(BACKSTAGE), `${where}: ${frame.url()}`).toBeNull();
  }
}

/**
 * The salesperson on the dashboard: a world (the prospect form's preset, as sales uses it, or a
 * document pasted into the panel), then the link, opening as `as` (or, left empty, the world's first
 * person with a live session) in `language` (or theirs). Answers the link and whom it opens as.
 */
async function makeLink(
  browser: Browser,
  dashboard: string,
  world: { preset: 'shanghai' | 'london' } | { document: object; as: string; language: 'en' | 'cn' },
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(dashboard);
  const form = page.locator('#prospect-form');
  let organisation: string | null = null;
  if ('preset' in world) {
    const prospect = page.locator('#prospect-world');
    await prospect.getByRole('button', { name: world.preset === 'shanghai' ? /Shanghai/ : /London/ }).click();
    organisation = await prospect.locator('input[name="name"]').inputValue();
    await prospect.getByRole('button', { name: 'Write the document' }).click();
    await expect(page.getByLabel('Document', { exact: true })).toHaveValue(/generate/);
  } else {
    await page.getByLabel('Document', { exact: true }).fill(JSON.stringify(world.document));
    await form.getByLabel(/Open as/).fill(world.as);
    await form.getByLabel('Language').selectOption(world.language);
  }
  await form.getByRole('button', { name: 'Make the link' }).click();
  const field = page.getByLabel('The link');
  await expect(field).toHaveValue(/#demo=[ws]1\./, { timeout: 30_000 });
  const link = await field.inputValue();
  const opensAs = (await page.locator('#prospect-result').innerText()).match(/signed in as (.+?) \(/)?.[1] ?? null;
  return { link, opensAs, organisation, salesperson: page, close: () => context.close() };
}

/**
 * The prospect buys a plan with the test card and finds it in My Order; a reader of the Chinese site
 * first agrees to hand the order to the provider abroad (docs/decisions/192).
 */
async function buy(
  page: Page,
  site: string,
  plan: RegExp,
  words: { buy: string; orders: string; price: string; transferConsent?: boolean },
) {
  await page.goto(`${site}pricing/patient-education`);
  await planCard(page, plan).getByRole('button', { name: words.buy }).click();
  if (words.transferConsent) await agreeToTransfer(page);
  await expect(checkoutDialog(page)).toBeVisible();
  await expect(checkoutFrame(page).getByRole('button', { name: /^(Pay|支付) US\$/ })).toBeVisible();
  await expectNoBackstage(page, 'the checkout');
  await payWith(page, CARDS.pays);
  await expect(checkoutDialog(page)).toBeHidden();
  await page.goto(`${site}order`);
  await expect(page.getByRole('heading', { level: 1, name: words.orders })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article').first()).toContainText(words.price);
  await expectNoBackstage(page, 'My Order');
}

/** The prospect opens their inbox from the ribbon (their receipt is there), reads the activation mail and follows its link. */
async function activateFromInbox(
  page: Page,
  words: { inbox: string; receipt: RegExp; subject: RegExp; action: string; done: string },
) {
  await page.getByRole('complementary').getByRole('button', { name: words.inbox }).click();
  const inbox = page.getByRole('dialog');
  await expect(inbox.getByRole('button', { name: words.receipt })).toBeVisible();
  await inbox.getByRole('button', { name: words.subject }).click();
  const mail = inbox.frameLocator('iframe');
  await expect(mail.getByRole('link', { name: words.action })).toBeVisible();
  await expectNoBackstage(page, 'the inbox');
  await mail.getByRole('link', { name: words.action }).click();
  await expect(page.getByRole('heading', { level: 1, name: words.done })).toBeVisible();
  await expectNoBackstage(page, 'the activation page');
}

test('the pitch: a Shanghai school in Chinese on the static demo, a London clinic in English on the sandbox demo', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  await staticDemo(FOLDERS.root.dir, FOLDERS.root.base);
  const host = await startStaticHost(FOLDERS.root.dir);
  try {
    // The static demo: the world travels in the link, to a browser that has never seen the demo.
    // The world made by the dashboard's form (its Shanghai preset), no YAML: the link opens as its teacher.
    const shanghai = await makeLink(browser, `${host.url}__dev`, { preset: 'shanghai' });
    await shanghai.close();
    expect(shanghai.opensAs, 'the link opens as a generated person').toMatch(/^\p{Script=Han}{2,4}$/u);
    const school = waitingForTheApp(await (await browser.newContext()).newPage());
    await school.goto(shanghai.link);
    await expect(school.getByRole('banner').getByText(`您好，${shanghai.opensAs}`)).toBeVisible();
    const ribbon = school.getByRole('complementary', { name: '演示' });
    await expect(ribbon).toContainText('演示：这是您的专属副本，不会产生任何费用。');
    await expect(ribbon).toContainText(`演示对象：${shanghai.organisation}`);
    expect(school.url(), 'the world left the address bar').toBe(host.url);
    await expectNoBackstage(school, 'the school home page');
    await buy(school, host.url, /^肌骨患者教育年度订阅/, {
      buy: '立即订阅',
      orders: '我的订单',
      price: 'US$179.99',
      transferConsent: true,
    });
    await activateFromInbox(school, {
      inbox: '收件箱',
      receipt: /【动作图谱】付款凭证：肌骨患者教育年度订阅/,
      subject: /【动作图谱】请激活您的账号/,
      action: '激活账号',
      done: '账号激活成功',
    });
  } finally {
    await host.stop();
  }

  // The sandbox demo: a stored world; the prospect's private copy.
  const london = await makeLink(browser, `${SANDBOX_SERVER}/__dev`, {
    document: LONDON_CLINIC,
    as: 'olivia.bennett@thameside.example.test',
    language: 'en',
  });
  expect(london.link).toMatch(/#demo=s1\.[\w-]{22}&as=olivia\.bennett%40thameside\.example\.test&lang=en$/);
  const clinic = waitingForTheApp(await (await browser.newContext()).newPage());
  await clinic.goto(london.link);
  await expect(clinic.getByRole('banner').getByText('Hi Olivia Bennett')).toBeVisible();
  await expect(clinic.getByRole('complementary', { name: 'Demo' })).toContainText(
    'Demo: your private copy. Nothing is charged. · Prepared for Thameside MSK Clinic',
  );
  await expectNoBackstage(clinic, 'the clinic home page');
  await buy(clinic, `${SANDBOX_SERVER}/`, /^MSK Patient Education yearly/, {
    buy: 'Subscribe now',
    orders: 'My Order',
    price: '$179.99',
  });
  // The salesperson resets their own world meanwhile: the prospect stays signed in, their order kept.
  await london.salesperson.getByRole('button', { name: 'empty' }).click();
  await expect(london.salesperson.getByText('Scenario: empty')).toBeVisible();
  await clinic.reload();
  await expect(clinic.getByRole('main').getByRole('article').first()).toContainText('$179.99');
  await expect(clinic.getByRole('banner').getByText('Hi Olivia Bennett')).toBeVisible();
  await activateFromInbox(clinic, {
    inbox: 'Inbox',
    receipt: /Your MotionAtlas receipt: MSK Patient Education yearly/,
    subject: /Activate your MotionAtlas account/,
    action: 'Activate my account',
    done: 'Your account is activated',
  });
  await london.close();
});
