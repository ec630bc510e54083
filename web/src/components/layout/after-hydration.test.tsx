import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterHydration } from './after-hydration';

/** A lazy part whose code arrives when the test says so. */
function part(label: string) {
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Part = lazy(async () => {
    await arrived;
    return { default: () => <p>{label}</p> };
  });
  return { Part, arrive: () => act(async () => arrive()) };
}

const loading = () => document.documentElement.dataset.partsLoading;

describe('parts mounted after hydration', () => {
  it('count as loading on <html> until their code has arrived, each on its own', async () => {
    const blog = part('Latest articles');
    const form = part('Newsletter');
    const { unmount } = render(
      <>
        <AfterHydration fallback={<p>placeholder</p>}>
          <blog.Part />
        </AfterHydration>
        <AfterHydration>
          <form.Part />
        </AfterHydration>
      </>,
    );
    expect(loading()).toBe('2');
    await blog.arrive();
    expect(await screen.findByText('Latest articles')).toBeTruthy();
    expect(loading()).toBe('1');
    await form.arrive();
    expect(await screen.findByText('Newsletter')).toBeTruthy();
    expect(loading()).toBeUndefined();
    unmount();
    expect(loading()).toBeUndefined();
  });

  it('stop counting when they leave before arriving (the visitor went to another page)', async () => {
    const slow = part('Never seen');
    const { unmount } = render(
      <AfterHydration>
        <slow.Part />
      </AfterHydration>,
    );
    expect(loading()).toBe('1');
    unmount();
    expect(loading()).toBeUndefined();
    await slow.arrive();
    expect(loading()).toBeUndefined();
  });
});
