import type { Locator, Page } from '@playwright/test';
import { DEEP, deepUnless, expect, inLanguage, test } from './fixtures';
import { main } from './public-helpers';

// Requesting `fake` resets the demo scenario before each test.
test.beforeEach(({ fake }) => void fake);

/** The dot of the slide on show, e.g. 'Show image 2 of 3'. */
async function currentImage(page: Page, title: string): Promise<string | null> {
  const carousel = main(page).getByRole('region', { name: `${title}: screenshots` });
  return carousel.locator('button[aria-current="true"]').getAttribute('aria-label');
}
const ANALYSIS = 'Muscle Movement Analysis (3D)';

test.describe('Muscle and Movement carousels', () => {
  /** The page with the carousels' clock held: time moves only when the test moves it. */
  async function heldClock(page: Page, prepare?: (carousel: Locator) => Promise<void>) {
    await page.clock.install();
    await page.goto('/muscle-and-movement');
    const carousel = main(page).getByRole('region', { name: `${ANALYSIS}: screenshots` });
    // The programs must have loaded first: the jump below would fire a pending call's timeout.
    await expect(carousel.locator('button[aria-current="true"]')).toBeAttached();
    // Pointer and focus move before the clock stops: Playwright's checks wait for animation frames.
    await page.mouse.move(0, 0);
    await prepare?.(carousel);
    await page.clock.pauseAt(Date.now() + 60_000);
    return carousel;
  }

  test('advance every 4 s by themselves', async ({ page }) => {
    const carousel = await heldClock(page);
    // The jump that held the clock may have moved the slides once: start from the first slide with
    // a fresh 4 s (moving by hand restarts the interval), by click events (the frames are held).
    for (const dot of ['Show image 2 of 3', 'Show image 1 of 3'])
      await carousel.getByRole('button', { name: dot }).dispatchEvent('click');
    await expect.poll(() => currentImage(page, ANALYSIS)).toBe('Show image 1 of 3');
    await page.clock.runFor(3800);
    expect(await currentImage(page, ANALYSIS)).toBe('Show image 1 of 3');
    await page.clock.runFor(400);
    await expect.poll(() => currentImage(page, ANALYSIS)).toBe('Show image 2 of 3');
    await page.clock.runFor(4000);
    await expect.poll(() => currentImage(page, ANALYSIS)).toBe('Show image 3 of 3');
  });

  test('pause while the pointer is over them, and move on when it leaves', DEEP, async ({ page }) => {
    await heldClock(page, (carousel) => carousel.hover());
    const before = await currentImage(page, ANALYSIS);
    await page.clock.runFor(12_000);
    expect(await currentImage(page, ANALYSIS)).toBe(before);
    await page.mouse.move(0, 0);
    await page.clock.runFor(4200);
    await expect.poll(() => currentImage(page, ANALYSIS)).not.toBe(before);
  });

  test('pause while keyboard focus is inside them', DEEP, async ({ page }) => {
    await heldClock(page, (carousel) => carousel.getByRole('button', { name: 'Next image' }).focus());
    const before = await currentImage(page, ANALYSIS);
    await page.clock.runFor(12_000);
    expect(await currentImage(page, ANALYSIS)).toBe(before);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentImage(page, ANALYSIS)).not.toBe(before);
  });

  test('stop for good with the pause button, and start again with play', async ({ page }) => {
    const carousel = await heldClock(page, async (c) => {
      await c.getByRole('button', { name: 'Pause slideshow' }).click();
      await page.mouse.move(0, 0);
    });
    const before = await currentImage(page, ANALYSIS);
    await page.clock.runFor(12_000);
    expect(await currentImage(page, ANALYSIS)).toBe(before);
    // A click event, not Playwright's click: its checks wait for frames the held clock stops.
    await carousel.getByRole('button', { name: 'Play slideshow' }).dispatchEvent('click');
    await page.clock.runFor(4200);
    await expect.poll(() => currentImage(page, ANALYSIS)).not.toBe(before);
    await expect(carousel.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
  });

  test('move by hand with the dots and previous/next', DEEP, async ({ page }) => {
    await page.goto('/muscle-and-movement');
    const carousel = main(page).getByRole('region', { name: `${ANALYSIS}: screenshots` });
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await carousel.getByRole('button', { name: 'Show image 3 of 3' }).click();
    await expect.poll(() => currentImage(page, ANALYSIS)).toBe('Show image 3 of 3');
    await carousel.getByRole('button', { name: 'Next image' }).click();
    await expect.poll(() => currentImage(page, ANALYSIS)).toBe('Show image 1 of 3');
    await carousel.getByRole('button', { name: 'Previous image' }).click();
    await expect.poll(() => currentImage(page, ANALYSIS)).toBe('Show image 3 of 3');
  });
});

test.describe('Muscle and Movement cards', () => {
  test("'get started' opens the frame page with pid 1, the item's sid and the title before '('", async ({ page }) => {
    await page.goto('/muscle-and-movement');
    await main(page).getByRole('link', { name: 'Get started with Stretching Library (3D)' }).click();
    await expect(page).toHaveURL(/\/product-detail\/Stretching-Library\?pid=1&sid=4$/);
    await expect(page.locator('iframe')).toHaveAttribute('src', '/__dev/stand-in/stretching-library');
  });

  test('in Chinese the title is cut at the full-width parenthesis', async ({ page }) => {
    await inLanguage(page, 'cn');
    await page.goto('/muscle-and-movement');
    await main(page).getByRole('link', { name: '开始使用肌肉运动解析（3D）' }).click();
    await expect(page).toHaveURL(
      /\/product-detail\/%E8%82%8C%E8%82%89%E8%BF%90%E5%8A%A8%E8%A7%A3%E6%9E%90\?pid=1&sid=1$/,
    );
  });

  test('a card without a desktop path does nothing and says why', async ({ page }) => {
    await page.goto('/muscle-and-movement');
    const start = main(page).getByRole('button', { name: 'Get started with Strength Training Library (3D)' });
    await expect(start).toHaveAttribute('aria-disabled', 'true');
    await expect(start).toHaveAccessibleDescription(/Available in the mobile app/);
    // aria-disabled keeps it focusable and announced; a click (forced past Playwright's check) does nothing.
    await start.click({ force: true });
    // A link's navigation happens within the click (history.pushState): none did.
    expect(new URL(page.url()).pathname).toBe('/muscle-and-movement');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("'See Plans' goes to Pricing", async ({ page }) => {
    await page.goto('/muscle-and-movement');
    await main(page).getByRole('link', { name: 'See Plans' }).first().click();
    await expect(page).toHaveURL(/\/pricing$/);
  });
});

test.describe('ViewDetail', () => {
  for (const query of ['', '?pid=1', '?sid=1', '?pid=x&sid=1', '?pid=1&sid=999']) {
    test(`'${query || 'no query'}' goes to /404`, deepUnless(query === '?pid=x&sid=1'), async ({ page }) => {
      await page.goto(`/product-detail/Muscle-Movement-Analysis${query}`);
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByRole('banner')).toBeVisible();
    });
  }

  test('the variant with id, sId and new opens the same frame, and a new `new` loads it afresh', async ({ page }) => {
    await page.goto('/product-detail/Stretching-Library?id=1&sId=4&new=0.42');
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('src', '/__dev/stand-in/stretching-library');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Stretching Library/);
    await frame.evaluate((f) => f.setAttribute('data-first', 'yes'));
    await page.evaluate(() => history.pushState(null, '', '/product-detail/Stretching-Library?id=1&sId=4&new=0.77'));
    await page.evaluate(() => dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.locator('iframe[data-first]')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveAttribute('src', '/__dev/stand-in/stretching-library');
    await page.goto('/product-detail/Human-Anatomy?id=3&sId=1&new=1');
    await expect(page.locator('iframe')).toHaveAttribute('src', '/__dev/stand-in/anatomy');
    await page.goto('/product-detail/Stretching-Library?id=1&new=2&pid=1&sid=4');
    await expect(page.locator('iframe')).toHaveAttribute('src', '/__dev/stand-in/stretching-library');
  });

  test('pid 3 loads the fixed anatomy path', async ({ page }) => {
    await page.goto('/product-detail/Human-Anatomy?pid=3&sid=1');
    await expect(page.locator('iframe')).toHaveAttribute('src', '/__dev/stand-in/anatomy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Human Anatomy');
    await expect(page.frameLocator('iframe').locator('body')).toBeVisible();
    // Titled in the page's language, not with the link's English slug.
    await page.goto('/product-detail/Anatomy?pid=3&sid=1&lang=cn');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('人体解剖');
    await expect(page).toHaveTitle(/^人体解剖/);
  });

  test('hides the navigation, toggles it from the back bar (tab 100) and restores it on leave', async ({ page }) => {
    await page.goto('/muscle-and-movement');
    await main(page)
      .getByRole('link', { name: `Get started with ${ANALYSIS}` })
      .click();
    await expect(page).toHaveURL(/\/product-detail\/Muscle-Movement-Analysis\?pid=1&sid=1$/);
    const bar = page.getByRole('region', { name: 'Program toolbar' });
    await expect(bar).toHaveAttribute('data-tab', '100');
    await expect(bar.getByRole('heading', { level: 1 })).toHaveText(ANALYSIS);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await bar.getByRole('switch', { name: 'Site menu' }).check();
    await expect(page.getByRole('banner')).toBeVisible();
    await bar.getByRole('switch', { name: 'Site menu' }).uncheck();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await bar.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/muscle-and-movement$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('Back goes Home when there is no history', async ({ page }) => {
    await page.goto('/product-detail/Joint-Movement-Analysis?pid=1&sid=2');
    await expect(page.locator('iframe')).toHaveAttribute('src', '/__dev/stand-in/joint-movement-analysis');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner')).toBeVisible();
  });
});

test.describe('MSK Patient Education', () => {
  test('local video with poster and captions, download and plans buttons', async ({ page, request }) => {
    await page.goto('/msk-patient-education');
    const video = main(page).locator('video');
    await expect(video).toHaveAttribute('poster', '/media/msk-intro-poster.jpg');
    await expect(video.locator('source')).toHaveAttribute('src', '/media/msk-intro.webm');
    for (const path of [
      '/media/msk-intro.webm',
      '/media/msk-intro-poster.jpg',
      '/media/msk-intro.en.vtt',
      '/media/msk-intro.cn.vtt',
    ]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    expect(await video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.mode)).toBe('showing');
    await main(page).getByRole('link', { name: 'See Plans' }).first().click();
    await expect(page).toHaveURL(/\/pricing\/patient-education$/);
    await page.goBack();
    await main(page).getByRole('link', { name: 'Download the app' }).first().click();
    await expect(page).toHaveURL(/\/download$/);
  });
});
