import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeManifest, routeNames } from '../web/src/app/route-manifest.js';
import { type ModuleGraph, chunkGroups } from './chunking.js';

const src = (path: string) => resolve('web/src', path);
const pages = [...new Set(routeNames.map((name) => src(`features/${routeManifest[name].page}.tsx`)))];
const [login, register] = [src('features/auth/login-page.tsx'), src('features/auth/register-page.tsx')];

/** A module graph by its importers, as the bundler reports it while forming chunks. */
const importers: Record<string, string[]> = {
  [src('main.tsx')]: [],
  [src('app/app.tsx')]: [src('main.tsx')],
  [src('components/layout/page-meta.tsx')]: pages,
  [src('features/auth/password-field.tsx')]: [login, register],
  [src('features/auth/login-only.tsx')]: [login],
  [src('components/footer/newsletter-form.tsx')]: [src('components/footer/footer.tsx')],
  [src('components/footer/footer.tsx')]: [src('app/app.tsx')],
  [src('lib/form.ts')]: [src('components/footer/newsletter-form.tsx'), login],
  [src('assets/illustrations/shared.svg')]: [login, register],
  [src('assets/illustrations/own.svg')]: [login],
  [resolve('node_modules/dayjs/dayjs.min.js')]: [src('app/app.tsx')],
  ...Object.fromEntries(pages.map((page) => [page, []])),
};
const graph: ModuleGraph = { getModuleInfo: (id) => ({ importers: importers[id] ?? [] }) };

/** The chunk the first group that claims a module names, as the bundler assigns it (highest priority first). */
function chunkOf(id: string): string | null {
  for (const group of [...chunkGroups].sort((a, b) => b.priority - a.priority)) {
    if ('test' in group && group.test) {
      const test = group.test;
      if (typeof test === 'function' ? test(id) : test.test(id)) return group.name as string;
    } else if (typeof group.name === 'function') {
      const name = group.name(id, graph);
      if (name) return name;
    }
  }
  return null;
}

describe('chunks from the route manifest', () => {
  it('the shell: what the entry imports, what every page file imports, the footer form and what it needs', () => {
    expect(chunkOf(src('app/app.tsx'))).toBe('shell');
    expect(chunkOf(src('components/layout/page-meta.tsx'))).toBe('shell');
    expect(chunkOf(src('components/footer/newsletter-form.tsx'))).toBe('shell');
    expect(chunkOf(src('lib/form.ts'))).toBe('shell');
  });

  it('the entry module is in the shell, and libraries follow the imports that use them', () => {
    expect(chunkOf(src('main.tsx'))).toBe('shell');
    expect(chunkOf(resolve('node_modules/dayjs/dayjs.min.js'))).toBeNull();
    expect(chunkOf(resolve('node_modules/react-dom/cjs/react-dom.production.js'))).toBe('lib');
  });

  it("code some pages share, or one page's own, is not in anything every page loads", () => {
    expect(chunkOf(src('features/auth/password-field.tsx'))).toBeNull();
    expect(chunkOf(src('features/auth/login-only.tsx'))).toBeNull();
    expect(chunkOf(login)).toBeNull();
  });

  it("a picture's address shared by two pages rides with the shell; one page's stays with it", () => {
    expect(chunkOf(src('assets/illustrations/shared.svg'))).toBe('shell');
    expect(chunkOf(src('assets/illustrations/own.svg'))).toBeNull();
  });

  it('the API client and the public kit each make one chunk; the article card (dates) stays apart', () => {
    expect(chunkOf(src('lib/api/client.ts'))).toBe('api');
    expect(chunkOf(src('lib/use-load.ts'))).toBe('api');
    expect(chunkOf(src('components/public/public-hero.tsx'))).toBe('public-kit');
    expect(chunkOf(src('components/public/public-article-card.tsx'))).toBeNull();
  });
});
