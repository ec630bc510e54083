import { type ComponentType, lazy } from 'react';

export type Preloadable = ComponentType & { preload: () => Promise<unknown> };

const registry: Preloadable[] = [];

/**
 * React.lazy that can be loaded ahead of rendering: once loaded it renders directly, without
 * suspending. Prerendering loads every one first, so its HTML needs no inline scripts to finish.
 */
export function lazyWithPreload<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Preloadable {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const preload = () => {
    pending ??= load().then((m) => (loaded = m[name]));
    return pending;
  };
  const Lazy = lazy(() => preload().then((c) => ({ default: c })));
  function Preloaded(props: object) {
    const Ready = loaded;
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  const component = Object.assign(Preloaded, { preload });
  registry.push(component);
  return component;
}

/** Loads every lazily split component (prerendering only). */
export const preloadAll = () => Promise.all(registry.map((c) => c.preload()));
