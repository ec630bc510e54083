import type { Browser } from '@playwright/test';
import { describe, expect, it, vi } from 'vitest';
import { receivedBy } from './received';

type Handler = (request: FakeRequest) => void;
type FakeRequest = { url: () => string; resourceType: () => string; sizes: () => Promise<object> };

const request = (url: string, sizes: () => Promise<object>): FakeRequest => ({
  url: () => url,
  resourceType: () => 'script',
  sizes,
});

/**
 * A browser whose every context loads one script; `lateOnClose` finishes one more request as the
 * context closes, whose sizes are refused (the race that once ended `npm run size` with an
 * unhandled TargetClosedError); `failing` contexts fail their load.
 */
function fakeBrowser({ failing = 0, lateOnClose = false } = {}) {
  let opened = 0;
  const newContext = vi.fn(async () => {
    const fails = ++opened <= failing;
    const handlers: Record<string, Handler[]> = {};
    const emit = (event: string, r: FakeRequest) => handlers[event]?.forEach((h) => h(r));
    const page = {
      on: (event: string, handler: Handler) => (handlers[event] ??= []).push(handler),
      url: () => 'http://site.test/pricing',
      goto: async () => {
        if (fails) throw new Error('page.goto: Target page, context or browser has been closed');
        const script = request('http://site.test/assets/app.js', async () => ({
          responseBodySize: 1000,
          responseHeadersSize: 200,
        }));
        emit('request', script);
        emit('requestfinished', script);
      },
      waitForFunction: async () => undefined,
    };
    return {
      addInitScript: async () => undefined,
      newPage: async () => page,
      close: async () => {
        if (!lateOnClose) return;
        const late = request('http://site.test/late.js', () =>
          Promise.reject(new Error('Target page, context or browser has been closed')),
        );
        emit('request', late);
        emit('requestfinished', late);
      },
    };
  });
  return { browser: { newContext } as unknown as Browser, newContext };
}

const visit = { path: '/pricing', language: 'cn' as const };

describe('one visit weighed by npm run size', () => {
  it('counts what the page received; a request that ends as the context closes is no crash', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { browser } = fakeBrowser({ lateOnClose: true });
      const log = await receivedBy(browser, 'http://site.test', {}, visit);
      expect(log.received).toEqual([{ path: '/assets/app.js', type: 'script', body: 1000, headers: 200 }]);
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  it('loads a page again in a fresh context when its load fails once', async () => {
    const { browser, newContext } = fakeBrowser({ failing: 1 });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const log = await receivedBy(browser, 'http://site.test', {}, visit);
    expect(newContext).toHaveBeenCalledTimes(2);
    expect(log.received).toHaveLength(1);
  });

  it('names the page when every load fails', async () => {
    const { browser } = fakeBrowser({ failing: 5 });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(receivedBy(browser, 'http://site.test', {}, visit)).rejects.toThrow(
      /^\/pricing \(cn\): 2 loads failed; the last: .*has been closed/,
    );
  });
});
