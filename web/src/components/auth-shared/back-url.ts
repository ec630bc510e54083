import { type RouteName, paths } from '../../app/paths';

const PROBE_ORIGIN = 'http://same-site.invalid';

/**
 * A `backUrl` the site may follow: a path of this site only ('/account-settings?x=1'). Absolute
 * addresses, protocol-relative ones ('//evil.example') and backslash tricks answer null, so a
 * crafted login link can never send a signed-in visitor elsewhere.
 */
export function safeBackUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  // Browsers read '\' as '/', and strip tabs and newlines: '/\evil' and '/\t/evil' leave the site.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point here
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    return url.origin === PROBE_ORIGIN ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/** The login page that comes back to `backUrl` once signed in. */
export function loginPathFor(backUrl: string): string {
  return `${paths.Login}?backUrl=${encodeURIComponent(backUrl)}`;
}

/** The path of a stored referrer route name, when it names a route without parameters. */
export function referrerPath(name: string | null | undefined): string | null {
  if (!name || !Object.hasOwn(paths, name)) return null;
  const path = paths[name as RouteName];
  return path.includes(':') ? null : path;
}
