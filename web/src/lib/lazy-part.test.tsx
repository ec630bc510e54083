import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../components/layout/error-boundary';
import { LEAVE_GRACE_MS } from './chunk-load';
import { forgetFailedLoads, lazyPart } from './lazy-part';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** A part whose loads answer, in turn, the outcomes given (true: loaded). */
function partOf(outcomes: boolean[], reload = false) {
  const calls = { count: 0 };
  const part = lazyPart(
    async () => {
      const ok = outcomes[calls.count++] ?? true;
      if (!ok) throw new TypeError('Failed to fetch dynamically imported module');
      return function Loaded() {
        return <p>loaded</p>;
      };
    },
    { reload },
  );
  return { part, Part: part.Part, calls };
}

function screenWith(Part: (props: object) => React.ReactNode) {
  return (
    <ErrorBoundary onReset={forgetFailedLoads} fallback={(retry) => <button onClick={retry}>Try again</button>}>
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>
    </ErrorBoundary>
  );
}

describe('a part of the code loaded on demand', () => {
  it('tries a failed load once more before giving up (one dropped download costs nothing)', async () => {
    const { Part, calls } = partOf([false, true]);
    render(screenWith(Part));
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(calls.count).toBe(2);
  });

  it('shows the error, does not retry in a loop, and loads anew when tried again (the failure is not kept)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { Part, calls } = partOf([false, false, true]);
    render(screenWith(Part));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.count).toBe(2);
    await act(async () => retry.click());
    expect(await screen.findByText('loaded')).toBeTruthy();
    expect(calls.count).toBe(3);
  });

  it('a page failing twice is loaded afresh by a full navigation, at most once a minute per address', async () => {
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: 'http://x.test/pricing', replace });
    const first = partOf([false, false], true);
    const settled = vi.fn();
    void first.part.preload().then(settled, settled);
    await new Promise((r) => setTimeout(r, 20));
    expect(replace).toHaveBeenCalledWith('http://x.test/pricing');
    expect(settled).not.toHaveBeenCalled();
    // Back on the same address and failing again within the minute: the error, no second navigation.
    const second = partOf([false, false], true);
    await expect(second.part.preload()).rejects.toThrow(/dynamically imported/);
    expect(replace).toHaveBeenCalledTimes(1);
  });

  it("a page whose loads fail once the visitor is leaving it does not bring them back (Safari stops the old page's downloads)", async () => {
    vi.useFakeTimers();
    const replace = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: 'http://x.test/', replace });
    const part = lazyPart(
      async () => {
        // The visitor asks for another page while this one's code downloads; the browser stops it.
        window.dispatchEvent(new Event('beforeunload'));
        throw new TypeError('Load failed');
      },
      { reload: true },
    );
    void part.preload();
    await vi.advanceTimersByTimeAsync(LEAVE_GRACE_MS - 1);
    expect(replace).not.toHaveBeenCalled();
    // Still here after the grace: the navigation was stopped, so the page is loaded afresh as usual.
    await vi.advanceTimersByTimeAsync(1);
    expect(replace).toHaveBeenCalledWith('http://x.test/');
  });

  it('listens for the page being left only while a load runs (Firefox keeps no such page for Back)', async () => {
    const added = vi.spyOn(window, 'addEventListener');
    const removed = vi.spyOn(window, 'removeEventListener');
    const { part } = partOf([false, true]);
    await part.preload();
    const unload = (spy: typeof added) => spy.mock.calls.filter(([type]) => type === 'beforeunload').length;
    expect(unload(added)).toBe(1);
    expect(unload(removed)).toBe(1);
  });
});
