import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { pageDataOf, setPageData } from './page-data';
import { useLoad } from './use-load';

afterEach(() => setPageData({}));

describe('useLoad', () => {
  it('loads, showing the loading state until the answer comes', async () => {
    const { result } = renderHook(() => useLoad(async () => 'fresh', []));
    expect(result.current).toMatchObject({ data: null, loading: true });
    await waitFor(() => expect(result.current).toMatchObject({ data: 'fresh', loading: false, failed: false }));
  });

  it('shows the answer a page was prerendered with at once, then refreshes it, and forgets it', async () => {
    setPageData({ 'list:1': 'prerendered' });
    let answer!: (value: string) => void;
    const { result } = renderHook(() =>
      useLoad(() => new Promise<string>((resolve) => (answer = resolve)), [], 'list:1'),
    );
    expect(result.current).toMatchObject({ data: 'prerendered', loading: false });
    expect(pageDataOf('list:1')).toBeUndefined();
    answer('fresh');
    await waitFor(() => expect(result.current.data).toBe('fresh'));
  });

  it('shows the error state when the refresh of a prerendered answer fails', async () => {
    setPageData({ 'list:1': 'prerendered' });
    const { result } = renderHook(() => useLoad(async () => null, [], 'list:1'));
    await waitFor(() => expect(result.current).toMatchObject({ data: null, loading: false, failed: true }));
  });

  it('loads as usual when the page was prerendered with another answer', () => {
    setPageData({ 'list:1': 'prerendered' });
    const { result } = renderHook(() => useLoad(() => new Promise<string>(() => {}), [], 'list:2'));
    expect(result.current).toMatchObject({ data: null, loading: true });
    expect(pageDataOf('list:1')).toBe('prerendered');
  });
});
