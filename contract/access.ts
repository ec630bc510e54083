import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';

/**
 * Who may call a route, kept in the route's metadata: the fake server authorises on the route it
 * matched (never on the raw URL) and the OpenAPI document marks the same routes with the bearer
 * scheme, so the two read one source.
 */
export type Access = 'public' | 'user';
export type RouteMetadata = { access: Access };

/** Metadata of a route only a signed-in user may call (a valid bearer token). */
export const userOnly = { access: 'user' } as const satisfies RouteMetadata;

export const requiresUser = (route: AppRoute | undefined): boolean =>
  (route?.metadata as Partial<RouteMetadata> | undefined)?.access === 'user';

/** Every route of a router, nested routers included, in declaration order. */
export function routesOf(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((r) => (isAppRoute(r) ? [r] : routesOf(r)));
}
