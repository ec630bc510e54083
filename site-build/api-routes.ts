import { type AppRouter, isAppRoute } from '@ts-rest/core';
import type { Plugin } from 'vite';
import { api } from '#contract/api.js';
import type { RouteTable } from '../web/src/lib/api/request.js';

const ID = 'virtual:api-routes';

/** The contract's routes reduced to what a client needs to call them: method, path, body encoding. */
export function routeTable(router: AppRouter): RouteTable {
  return Object.fromEntries(
    Object.entries(router).map(([name, node]) => [
      name,
      isAppRoute(node)
        ? { method: node.method, path: node.path, ...('contentType' in node && { contentType: node.contentType }) }
        : routeTable(node),
    ]),
  );
}

/**
 * `import routes from 'virtual:api-routes'`: the public API's route table, written from the
 * contract when the app is built, so the browser calls the API without loading the contract's
 * schemas (docs/decisions/081).
 */
export function apiRoutes(): Plugin {
  return {
    name: 'api-routes',
    resolveId: (id) => (id === ID ? `\0${ID}` : undefined),
    load: (id) => (id === `\0${ID}` ? `export default ${JSON.stringify(routeTable(api))};` : undefined),
  };
}
