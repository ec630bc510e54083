import { afterEach, describe, expect, it, vi } from 'vitest';
import { ui } from '../../lib/state/ui';
import { loadMuscleCatalogue } from './load-software';

const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 'OK', message: 'OK', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('loadMuscleCatalogue', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    ui.softList = [];
  });

  it("loads package 1's software (page 1, size 99) as the spec's backend writes it, and keeps it in ui", async () => {
    const urls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      urls.push(String(input instanceof Request ? input.url : input));
      // Ids as strings, no package id or description, a null desktop path: what a Java or PHP backend sends.
      return ok({
        list: [
          {
            id: '7',
            title: 'Joint Movement Analysis (3D)',
            image: '/a.svg',
            pcPath: null,
            name: 'J',
            cnName: 'J',
            thumbnailGIF: '',
          },
        ],
        totalRecord: '1',
      });
    });
    const items = await loadMuscleCatalogue();
    const item = {
      id: '7',
      title: 'Joint Movement Analysis (3D)',
      image: '/a.svg',
      pcPath: '',
      name: 'J',
      cnName: 'J',
      thumbnailGIF: '',
    };
    expect(items).toEqual([item]);
    expect(ui.softList).toEqual([item]);
    expect(urls).toHaveLength(1);
    const list = new URL(urls[0]!, 'http://localhost');
    expect(list.pathname).toBe('/api/body/list');
    expect(Object.fromEntries(list.searchParams)).toEqual({ softwarePackageId: '1', page: '1', size: '99' });
  });
});
