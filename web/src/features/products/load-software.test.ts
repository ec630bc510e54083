import { afterEach, describe, expect, it, vi } from 'vitest';
import { ui } from '../../lib/state/ui';
import { loadMuscleCatalogue } from './load-software';

const packages = [
  { id: 2, name: 'MSK Patient Education', cnName: '肌骨患者教育', domainId: 2 },
  { id: 1, name: 'Muscle and Movement', cnName: '肌肉与运动', domainId: 1 },
];
const item = {
  id: 7,
  softwarePackageId: 1,
  title: 'Joint Movement Analysis (3D)',
  image: '/a.svg',
  pcPath: '',
  name: 'J',
  cnName: 'J',
  thumbnailGIF: '',
};
const ok = (data: unknown) =>
  new Response(JSON.stringify({ code: 'OK', message: 'OK', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

describe('loadMuscleCatalogue', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    ui.products = [];
    ui.softList = [];
  });

  it("loads the packages, then the Muscle and Movement package's software (page 1, size 99), and keeps both in ui", async () => {
    const urls: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      urls.push(url);
      return url.includes('/api/software/package/list')
        ? ok({ list: packages, totalRecord: 2 })
        : ok({ list: [item], totalRecord: 1 });
    });
    const result = await loadMuscleCatalogue();
    expect(result?.pkg?.id).toBe(1);
    expect(result?.items).toEqual([item]);
    expect(ui.products).toEqual(packages);
    expect(ui.softList).toEqual([item]);
    const list = new URL(urls[1]!, 'http://localhost');
    expect(list.pathname).toBe('/api/body/list');
    expect(Object.fromEntries(list.searchParams)).toEqual({ softwarePackageId: '1', page: '1', size: '99' });
  });
});
