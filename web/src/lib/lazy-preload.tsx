import type { ComponentType } from 'react';
import { lazyPart } from './lazy-part';

export type Preloadable = ComponentType & { preload: () => Promise<unknown> };

const registry: Preloadable[] = [];

/**
 * A page's code, loaded when its route is visited and loadable ahead of rendering: once loaded it
 * renders directly, without suspending. Prerendering loads every one first, so its HTML needs no
 * inline scripts to finish. A page that fails to load twice is loaded afresh by a full navigation
 * (a release while the site was open: lib/chunk-load.ts).
 */
export function lazyWithPreload<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Preloadable {
  const { Part, preload } = lazyPart<object>(() => load().then((m) => m[name]), { reload: true });
  const component = Object.assign((props: object) => <Part {...props} />, { preload });
  registry.push(component);
  return component;
}

/** Loads every lazily split component (prerendering only). */
export const preloadAll = () => Promise.all(registry.map((c) => c.preload()));
