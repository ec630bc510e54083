import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addresses } from '../setup/addresses';
import { equalAccessFindings } from './equal-access';
import { DEEP, animationsDone, expect, inLanguage, logIn, test } from './fixtures';
import { expectLaidOut } from './layout-check';
import { watchStylePolicy } from './style-policy';
import { DEMO_PASSWORD, EDGE_PASSWORD } from '../setup/credentials.js';

/**
 * npm run a11y: axe-core over every route in both languages, signed out and signed in, and with
 * every dialog open. Zero violations. The same sweep checks every page's layout at 1440 and 375 px
 * (layout-check.ts: nothing cut, no sideways scroll, frames as tall as their documents, no empty
 * band before the footer), resizing the page rather than loading it again, and that every page is
 * styled with no style refused by the policy, which names the build's <style> elements only
 * (style-policy.ts).
 */
const PUBLIC = addresses('public');
// The signed-in screens, and pricing, which shows a signed-in visitor their subscription.
const SIGNED_IN = [...addresses('signed-in'), '/pricing'];

async function expectNoViolations(page: Page, what: string, include?: string) {
  // The page and its fonts loaded (a page with the checkout open keeps talking: never network-idle).
  await page.waitForLoadState('load');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  let axe = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  if (include) axe = axe.include(include);
  const { violations } = await axe.analyze();
  const summary = violations.map(
    (v) =>
      `${what}: ${v.id} (${v.impact}) ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Where IBM's Equal Access checker, the second engine, and this site disagree, and why the site
 * stands (issue 45). Every other violation it reports fails the sweep; axe reports neither.
 */
const EQUAL_ACCESS_DISAGREES: Array<{ rule: string; element: RegExp; why: string }> = [
  {
    rule: 'aria_content_in_landmark',
    element: /^<a href="#main" class="[^"]*">$/,
    why:
      'The skip link is the first thing in the page, before the banner landmark, so that it is the first stop of ' +
      "the keyboard (WCAG's technique G1); inside the banner it would sit among the header's links, and a " +
      'landmark of its own would add a stop to every landmark list for one link.',
  },
  {
    rule: 'input_autocomplete_valid',
    element:
      /^<input [^>]*type="email"[^>]*autocomplete="username"|^<input [^>]*autocomplete="username"[^>]*type="email"/,
    why:
      "The e-mail address is the account's user name: `username` is how password managers pair it with the password " +
      "(Chromium's guidance for sign-in forms), and the W3C checker accepts it (tests/built/html-validity.test.ts); " +
      "IBM's rule allows only `email` on an e-mail field.",
  },
];

/** The layout at the desktop's width, then at a phone's, and back. */
async function expectLaidOutAtBothWidths(page: Page, what: string) {
  await expectLaidOut(page, `${what} at 1440 px`);
  await page.setViewportSize({ width: 375, height: 812 });
  await expectLaidOut(page, `${what} at 375 px`);
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function expectEqualAccessAgrees(page: Page, what: string) {
  const findings = (await equalAccessFindings(page)).filter(
    (f) => !EQUAL_ACCESS_DISAGREES.some((d) => d.rule === f.ruleId && d.element.test(f.element)),
  );
  expect(findings.map((f) => `${what}: ${f.ruleId} (${f.reasonId}) ${f.element.slice(0, 160)} ${f.message}`)).toEqual(
    [],
  );
}

/**
 * Each language's sweep runs in a zone of its own, far from UTC: every page also hydrates without
 * an error there (time-zones.spec.ts visits every page in Shanghai and the dated ones in four zones).
 */
const ZONE = { en: 'America/Los_Angeles', cn: 'Pacific/Honolulu' } as const;

for (const language of ['en', 'cn'] as const) {
  test.describe(`in ${ZONE[language]}`, () => {
    test.use({ timezoneId: ZONE[language] });
    // Every public route once per language: it renders its heading in the page's language without a
    // script error (this sweep was also shell.spec.ts's), and neither axe nor IBM's checker finds anything.
    test(
      `every route renders its heading and has no axe or Equal Access violations (${language})`,
      DEEP,
      async ({ page }) => {
        test.setTimeout(420_000); // two engines over 25 pages, beside another worker on a loaded machine
        await inLanguage(page, language);
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
        const policy = watchStylePolicy(page);
        for (const path of PUBLIC) {
          await page.goto(path);
          // Data-loaded pages (an article) get their heading when the data is in; check that page.
          await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
          await policy.expectStyled(`${language} ${path}`);
          await expect(page.locator('html')).toHaveAttribute('lang', language === 'cn' ? 'zh-CN' : 'en');
          await expectNoViolations(page, `${language} ${path}`);
          await expectEqualAccessAgrees(page, `${language} ${path}`);
          await expectLaidOutAtBothWidths(page, `${language} ${path}`);
        }
        expect(errors).toEqual([]);
        expect(policy.refusals, 'styles the policy refused').toEqual([]);
      },
    );

    test(`signed-in screens have no axe violations (${language})`, DEEP, async ({ page }) => {
      test.setTimeout(180_000); // six axe runs; slow while another worker loads the two cores
      await inLanguage(page, language);
      const policy = watchStylePolicy(page);
      await logIn(page, 'lena.hartmann@example.com', DEMO_PASSWORD);
      await expect(page).not.toHaveURL(/\/login$/);
      for (const path of SIGNED_IN) {
        await page.goto(path);
        await policy.expectStyled(`${language} ${path}`);
        await expectNoViolations(page, `${language} ${path}`);
        await expectLaidOutAtBothWidths(page, `${language} ${path}`);
      }
      for (const tab of language === 'en'
        ? ['Profile', 'Password', 'Delete account']
        : ['个人资料', '密码', '注销账号']) {
        await page.goto('/account-settings');
        await page.getByRole('tab', { name: tab }).click();
        await expectNoViolations(page, `${language} account tab ${tab}`);
        await expectLaidOutAtBothWidths(page, `${language} account tab ${tab}`);
      }
      expect(policy.refusals, 'styles the policy refused').toEqual([]);
    });
  });
}

test.describe('dialogs open', () => {
  test('not-activated and reset dialogs', DEEP, async ({ page, fake }) => {
    const policy = watchStylePolicy(page);
    await fake.reset('edge');
    await logIn(page, 'not.activated@example.com', EDGE_PASSWORD);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, 'not-activated dialog');
    await page.goto('/forget');
    await page.getByRole('main').getByLabel('E-mail').fill('many.orders@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByRole('dialog', { name: 'Set a new password' })).toBeVisible();
    await expectNoViolations(page, 'reset dialog');
    // A dialog locks the page's scroll with rules of its own: never a <style> the policy refuses.
    expect(policy.refusals, 'styles the policy refused').toEqual([]);
  });

  test('delete confirmation, order tip and the phone menu', async ({ page, fake }) => {
    const policy = watchStylePolicy(page);
    await fake.reset('edge');
    await logIn(page, 'many.orders@example.com', EDGE_PASSWORD);
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto('/account-settings');
    await page.getByRole('tab', { name: 'Delete account' }).click();
    await page.getByRole('button', { name: 'Delete account' }).click();
    await expect(page.getByRole('dialog', { name: 'Delete Confirmation' })).toBeVisible();
    await expectNoViolations(page, 'delete confirmation');
    await page.keyboard.press('Escape');

    await page.goto('/order');
    await page.getByRole('button', { name: 'Go to learn' }).first().waitFor();
    const appOrder = page
      .getByRole('listitem')
      .filter({ hasText: /Google Play|App Store/ })
      .first();
    if (await appOrder.count()) {
      await appOrder.getByRole('button', { name: 'Go to learn' }).click();
      await expect(page.getByRole('dialog', { name: 'Available in the app' })).toBeVisible();
      await expectNoViolations(page, 'order tip');
      await page.keyboard.press('Escape');
    }

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, 'phone menu');
    expect(policy.refusals, 'styles the policy refused').toEqual([]);
  });

  test('blog lightbox and the checkout', DEEP, async ({ page }) => {
    test.setTimeout(180_000); // axe also walks the checkout's frame
    await page.goto('/blog-detail/1');
    await page
      .getByRole('main')
      .getByRole('button', { name: /^Enlarge image:/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Article images' })).toBeVisible();
    await expectNoViolations(page, 'lightbox');
    await page.keyboard.press('Escape');

    await logIn(page, 'wang.wei@example.com', DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto('/pricing');
    await page
      .getByRole('main')
      .getByRole('button', { name: /Subscribe|Buy|Choose/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /Secure checkout/ })).toBeVisible();
    // Contrast is measured on the opened dialog, not on its fading in (seen once on a loaded machine).
    await animationsDone(page);
    await expectNoViolations(page, 'checkout');
  });
});
