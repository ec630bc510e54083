import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PHONE, main } from './public-helpers';
import { test as worldTest } from './world-fixtures';

// Requesting `fake` resets the demo scenario before each test (another test may have emptied it).
test.beforeEach(({ fake }) => void fake);

const cardTops = (page: Page) =>
  main(page)
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => Math.round(c.getBoundingClientRect().top)));

test.describe('Blog list', () => {
  test('three cards a row on a desktop, one on a phone; no pagination for one page', async ({ page }) => {
    await page.goto('/blog');
    await expect(main(page).getByRole('article')).toHaveCount(10);
    const desktop = await cardTops(page);
    expect(desktop[0]).toBe(desktop[1]);
    expect(desktop[1]).toBe(desktop[2]);
    expect(desktop[3]).toBeGreaterThan(desktop[2]!);
    await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0);
    await page.setViewportSize(PHONE);
    const phone = await cardTops(page);
    for (let i = 1; i < phone.length; i++) expect(phone[i]).toBeGreaterThan(phone[i - 1]!);
  });

  test('pages of 20: the pagination appears past 20 articles and a page change refetches', async ({ page }) => {
    // The demo holds 10 articles: the answer's total is raised to 45 so the paging shows, and every
    // page is served page 1's real articles.
    const asked: string[] = [];
    await page.route('**/api/information/list**', async (route) => {
      const url = new URL(route.request().url());
      asked.push(url.search);
      url.searchParams.set('page', '1');
      const response = await route.fetch({ url: url.toString() });
      const body = await response.json();
      body.data.totalRecord = 45;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/blog');
    const pages = page.getByRole('navigation', { name: 'Blog pages' });
    await expect(pages.getByRole('button', { name: 'Page 3' })).toBeVisible();
    await expect(pages.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(asked.at(-1)).toContain('page=1');
    expect(asked.at(-1)).toContain('size=20');
    await pages.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect.poll(() => asked.at(-1)).toContain('page=2');
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pages.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\/blog\?page=3$/);
    await expect.poll(() => asked.at(-1)).toContain('page=3');
    await page.goBack();
    await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('the empty scenario shows the empty text', async ({ page, fake }) => {
    await fake.reset('empty');
    await page.goto('/blog');
    await expect(main(page).getByText('There is currently no content available')).toBeVisible();
    await page.goto('/blog?lang=cn');
    await expect(main(page).getByText('暂无内容')).toBeVisible();
  });
});

test.describe('Blog detail', () => {
  test('title, read count, date, photo and content; a card opens it', async ({ page }) => {
    await page.goto('/blog');
    await main(page).getByRole('link', { name: 'Teaching the rotator cuff in 3D' }).click();
    await expect(page).toHaveURL(/\/blog-detail\/1$/);
    const m = main(page);
    await expect(m.getByRole('heading', { level: 1 })).toHaveText('Teaching the rotator cuff in 3D');
    await expect(m.locator('time')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
    await expect(m.getByText(/^1,8\d\d reads$/)).toBeVisible();
    await expect(m.getByRole('heading', { level: 2, name: 'Start from the scapula' })).toBeVisible();
    const cover = m.locator('article > img').first();
    await expect(cover).toHaveAttribute('src', '/media/blog/rotator-cuff-in-3d.svg');
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('images open a lightbox with an n/m counter that stops at the ends and closes on the backdrop', async ({
    page,
  }) => {
    await page.goto('/blog-detail/1');
    const images = main(page).getByRole('button', { name: /^Enlarge image:/ });
    await expect(images).toHaveCount(2);
    await images.first().click();
    const dialog = page.getByRole('dialog', { name: 'Article images' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('1/2', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText('2/2', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText('2/2', { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.getByText('1/2', { exact: true })).toBeVisible();
    // The backdrop: a corner of the viewport, outside the dialog's box.
    await page.mouse.click(8, 8);
    await expect(dialog).toBeHidden();
    await images.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('2/2', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  worldTest.describe('in a world holding only the hostile article', () => {
    // The edge scenario's hostile article (fixtures/content/blogs/11-hostile.ts), taken by name.
    // And the guide's hostile article as a document writes it (docs/testing-with-fixtures.md).
    worldTest.use({
      fixture: {
        articles: [
          { library: 'sanitiser-check' },
          {
            id: 12,
            title: { en: 'A harmless-looking article', cn: '看似无害的文章' },
            content: {
              en: '<p>Read on.</p><script>window.__hacked = true</script><img src="x" onerror="window.__hacked = true" alt=""><p><a href="javascript:window.__hacked = true">A link</a></p><p onclick="window.__hacked = true">Tap here.</p>',
              cn: '<p>请继续阅读。</p><script>window.__hacked = true</script>',
            },
          },
        ],
      },
    });
    worldTest(
      'the hostile articles run no script, and their handlers never reach the page (no CSP report)',
      async ({ page }) => {
        // Chromium reports an inline handler to the page's policy wherever it is parsed (issue 51).
        const errors: string[] = [];
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto('/blog-detail/12');
        await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('A harmless-looking article');
        await expect(main(page).getByText('Tap here.')).toBeVisible();
        await page.goto('/blog-detail/11');
        const m = main(page);
        await expect(m.getByRole('heading', { level: 1 })).toHaveText('A five-minute warm-up before you squat');
        await expect(m.getByRole('heading', { level: 2, name: 'Open the hips and ankles' })).toBeVisible();
        const article = m.getByRole('article');
        expect(await article.locator('script, [onerror], [onclick], a[href^="javascript:"]').count()).toBe(0);
        await m.getByText('Open the warm-up checklist').click();
        await m.getByText('Tap here to mark the warm-up as done.').click();
        // A frame and a task after the clicks: any handler they could have started has run by then.
        const hacked = await page.evaluate(
          () =>
            new Promise((done) =>
              requestAnimationFrame(() =>
                setTimeout(() => done((window as unknown as { __hacked?: boolean }).__hacked)),
              ),
            ),
        );
        expect(hacked).toBeUndefined();
        await expect(page).toHaveURL(/\/blog-detail\/11$/);
        // The image whose source is junk is hidden, not shown broken.
        expect(
          await article
            .locator('img')
            .evaluateAll(
              (imgs) =>
                imgs.filter((i) => (i as HTMLImageElement).naturalWidth === 0 && getComputedStyle(i).display !== 'none')
                  .length,
            ),
        ).toBe(0);
        expect(errors).toEqual([]);
      },
    );
  });

  test('an article that cannot be loaded goes to the Blog list', async ({ page }) => {
    await page.goto('/blog-detail/9999');
    await expect(page).toHaveURL(/\/blog$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Blog');
  });

  test('without a usable bid it goes back in history', async ({ page }) => {
    await page.goto('/about');
    await page.evaluate(() => window.history.pushState(null, '', '/blog-detail/abc'));
    await expect(page).toHaveURL(/\/about$/);
    await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('We make movement visible');
  });
});
