import type { NamePool } from '#fake-server/documents/generate/pool.js';
import type { GenerateLocale } from '#fake-server/documents/generate/schema.js';

/** Where the static demo's build writes each locale's pool (scripts/build-static-demo.ts). */
export const NAME_POOL_DIR = 'demo-names';

declare const self: { registration: { scope: string } };

const pools = new Map<GenerateLocale, Promise<NamePool>>();

async function fetchPool(locale: GenerateLocale): Promise<NamePool> {
  const response = await fetch(new URL(`${NAME_POOL_DIR}/${locale}.json`, self.registration.scope));
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as NamePool;
}

/**
 * fake-server/documents/generate/pools.ts in the worker: a service worker can import no module once it
 * runs (import() is refused there, importScripts too after its install), so it does not run faker.
 * It fetches the pool faker's lists made, written as JSON by the build, on the first document
 * that generates people of that country (docs/decisions/170); the same pool makes the same people.
 */
export function loadPool(locale: GenerateLocale): Promise<NamePool> {
  let pool = pools.get(locale);
  if (!pool) {
    pool = fetchPool(locale);
    // A failed fetch (offline) is tried again by the next document.
    pool.catch(() => pools.delete(locale));
    pools.set(locale, pool);
  }
  return pool;
}
