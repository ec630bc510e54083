import type { Page } from '@playwright/test';

const HYDRATION_MS = 15_000;

/**
 * Waits until the app has taken the page over (`<html data-ready="true">`); a page of the app
 * that does not hydrate fails the test with its address. Pages that are not the app (the dev
 * dashboard, help documents: no #root) are not waited for.
 */
export async function hydrated(page: Page) {
  try {
    await page.waitForFunction(
      () => !document.getElementById('root') || document.documentElement.dataset.ready === 'true',
      undefined,
      { timeout: HYDRATION_MS },
    );
  } catch (error) {
    throw new Error(`${page.url()} did not hydrate within ${HYDRATION_MS / 1000} s`, { cause: error });
  }
}

/** The page whose goto and reload wait for the app (both browser harnesses use it). */
export function waitingForTheApp(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated(page);
    return response;
  };
  return page;
}
