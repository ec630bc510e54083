import { type AppRoute, type AppRouter, isAppRoute } from '@ts-rest/core';
import { api } from '#contract/api.js';
import { devApi } from '#contract/index.js';

/** Each route of the contract with its key and its resource (the router it belongs to). */
export function routesWithKeys(): Array<{ key: string; resource: string; route: AppRoute }> {
  const out: Array<{ key: string; resource: string; route: AppRoute }> = [];
  for (const [resource, router] of [...Object.entries(api), ...Object.entries(devApi)] as Array<[string, AppRouter]>) {
    for (const [key, route] of Object.entries(router)) if (isAppRoute(route)) out.push({ key, resource, route });
  }
  return out;
}
