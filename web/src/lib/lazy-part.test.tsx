import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../components/layout/error-boundary';
import { forgetFailedLoads, lazyPart } from './lazy-part';

afterEach(() => {
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
});
