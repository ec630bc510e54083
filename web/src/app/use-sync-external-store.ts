/**
 * What wouter imports as `use-sync-external-store/shim` (web/vite.config.ts): the shim for React
 * 16 and 17 hands over to React's own hook from React 18 on, so with React 19 it is that hook.
 */
export { useSyncExternalStore } from 'react';
