import { type RouteName, routeManifest, routeNames } from './route-manifest';

export type { RouteName };

/** Each route's path pattern, by name (from the route manifest). */
export const paths = Object.fromEntries(routeNames.map((name) => [name, routeManifest[name].path])) as {
  readonly [N in RouteName]: (typeof routeManifest)[N]['path'];
};

/** Fills a route's parameters: pathTo('BlogDetail', { bid: 3 }) -> '/blog-detail/3'. */
export function pathTo(name: RouteName, params: Record<string, string | number> = {}): string {
  return paths[name].replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(params[key] ?? '')));
}

const matchers = (Object.entries(paths) as Array<[RouteName, string]>).map(([name, pattern]) => ({
  name,
  regex: new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}/?$`),
}));

/** The route name of a location path, or null for an unknown path. */
export function routeNameOf(pathname: string): RouteName | null {
  return matchers.find((m) => m.regex.test(pathname))?.name ?? null;
}
