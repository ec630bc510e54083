/**
 * Where the site is published: Vite's base (`/` unless the static demo is built with BASE_PATH,
 * e.g. /motionatlas-demo/), without its trailing slash: '' at the root.
 */
export const basePath = import.meta.env.BASE_URL.replace(/\/$/, '');

/** A file of the site's public folder (help documents, media) at its published address. */
export const publicFile = (path: string) => `${basePath}${path}`;

/** The router's path for an address bar path: the same path without the base path. */
export const routerPath = (pathname: string) =>
  basePath && pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : pathname;
