import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeNameOf } from './paths';
import { prerenderedRoutes, routeManifest, routeNames } from './route-manifest';

const features = resolve(process.cwd(), 'web/src/features');

describe('the route manifest', () => {
  it.each(routeNames)('%s names a page file that exports its component', (name) => {
    const { page, component } = routeManifest[name];
    const file = resolve(features, `${page}.tsx`);
    expect(existsSync(file), `features/${page}.tsx`).toBe(true);
    expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`export (function|const) ${component}\\b`));
  });

  it('gives every route its own path, and each path finds its route', () => {
    const all = routeNames.map((name) => routeManifest[name].path);
    expect(new Set(all).size).toBe(all.length);
    for (const name of routeNames) expect(routeNameOf(routeManifest[name].path.replace(/:\w+/g, 'x'))).toBe(name);
  });

  it('prerenders only public pages without parameters', () => {
    for (const name of prerenderedRoutes) {
      expect(routeManifest[name].access).toBe('public');
      expect(routeManifest[name].path).not.toContain(':');
    }
    expect(prerenderedRoutes).toContain('Login');
    expect(prerenderedRoutes).not.toContain('Order');
  });
});
