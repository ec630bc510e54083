import { afterEach, describe, expect, it, vi } from 'vitest';
import { canGoBack, goBackOr } from './public-history';

const loadedAt = (url: string) =>
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ name: url } as PerformanceEntry]);

describe('canGoBack', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is false for a single-entry history', () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    expect(canGoBack()).toBe(false);
  });

  it('is true once the app has moved since the page loaded', () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(3);
    loadedAt('http://localhost:3000/somewhere-else');
    expect(canGoBack()).toBe(true);
  });

  it('on the landing page, only with a referrer from this site', () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(2);
    loadedAt(window.location.href);
    const referrer = vi.spyOn(document, 'referrer', 'get');
    referrer.mockReturnValue('');
    expect(canGoBack()).toBe(false);
    referrer.mockReturnValue('https://elsewhere.example/page');
    expect(canGoBack()).toBe(false);
    referrer.mockReturnValue(`${window.location.origin}/about`);
    expect(canGoBack()).toBe(true);
  });

  it('goBackOr falls back when back would leave the site', () => {
    vi.spyOn(window.history, 'length', 'get').mockReturnValue(1);
    const fallback = vi.fn();
    goBackOr(fallback);
    expect(fallback).toHaveBeenCalledOnce();
  });
});
