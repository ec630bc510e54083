import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNear } from './when-near';

/** A stand-in IntersectionObserver: the test says when the marker comes near. */
function observers() {
  const made: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit; target?: Element }> =
    [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      entry: (typeof made)[number];
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        this.entry = { callback, options };
        made.push(this.entry);
      }
      observe(target: Element) {
        this.entry.target = target;
      }
      disconnect() {}
    },
  );
  return made;
}

afterEach(() => vi.unstubAllGlobals());

describe('a part that loads when the visitor scrolls near it', () => {
  it('is not there, and asks for nothing, until its place comes within a screen', async () => {
    const made = observers();
    render(
      <WhenNear>
        <p>Latest articles</p>
      </WhenNear>,
    );
    await act(async () => undefined);
    expect(screen.queryByText('Latest articles')).toBeNull();
    expect(made).toHaveLength(1);
    expect(made[0]!.options?.rootMargin).toBe('100% 0px');
    const { callback, target } = made[0]!;
    await act(async () =>
      callback([{ isIntersecting: false, target } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(screen.queryByText('Latest articles')).toBeNull();
    await act(async () =>
      callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver),
    );
    expect(await screen.findByText('Latest articles')).toBeTruthy();
  });

  it('mounts at once where the browser cannot tell', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear>
        <p>Latest articles</p>
      </WhenNear>,
    );
    expect(await screen.findByText('Latest articles')).toBeTruthy();
  });
});
