import { describe, expect, it } from 'vitest';
import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import { contract } from '#contract/index.js';
import { startTestServer } from '../setup/api-server.js';

function routes(router: AppRouter): AppRoute[] {
  return Object.values(router).flatMap((r) => (isAppRoute(r) ? [r] : routes(r)));
}

describe('contract', () => {
  it('holds the 22 calls of the spec and the extra link, catalogue and dev routes', () => {
    expect(routes(contract.api)).toHaveLength(25);
  });

  it('every route of the contract has a handler on the fake server', async () => {
    const server = await startTestServer();
    try {
      for (const route of routes(contract)) {
        const url = route.path.replace(/:(\w+)/g, '1');
        expect(server.app.hasRoute({ method: route.method, url: route.path }), `${route.method} ${url}`).toBe(true);
      }
    } finally {
      await server.close();
    }
  });
});
