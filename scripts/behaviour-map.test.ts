import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { contract } from '#contract/index.js';
import { routeManifest } from '../web/src/app/route-manifest.js';
import { BEHAVIOUR_MAP_FILE, behaviourMap } from './behaviour-map/table.js';

describe('docs/behaviour-map.md', () => {
  const map = behaviourMap();

  it('is what npm run behaviour-map writes from the code', async () => {
    expect(await readFile(BEHAVIOUR_MAP_FILE, 'utf8'), 'run npm run behaviour-map and commit docs/').toBe(map);
  });

  it('has a row for every call of the contract and every screen of the route manifest', () => {
    const keys = [
      ...Object.entries(contract.api).flatMap(([group, router]) => Object.keys(router).map((k) => `${group}.${k}`)),
      ...Object.keys(contract.devApi.dev).map((k) => `dev.${k}`),
    ];
    for (const key of keys) expect(map, key).toContain(`| \`${key}\` |`);
    for (const [name, entry] of Object.entries(routeManifest))
      expect(map, name).toContain(`| ${name} | \`${entry.path}\` |`);
  });

  it('finds what the code holds: the login call, its handler, its test, its page and its spec', () => {
    const login = map.split('\n').find((line) => line.startsWith('| `passport.login` |'))!;
    expect(login).toContain('`contract/passport.contract.ts`');
    expect(login).toContain('`fake-server/routes/passport.ts`');
    expect(login).toContain('`fake-server/services/accounts.ts`');
    expect(login).toContain('`accounts`');
    expect(login).toContain('`features/auth/login-page.tsx`');
    expect(login).toMatch(/`e2e\/accounts`/);
  });
});
