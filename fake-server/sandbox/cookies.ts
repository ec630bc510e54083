import type { FastifyRequest } from 'fastify';

/**
 * The sandbox cookie (docs/decisions/093). Over https it is `__Host-` prefixed: a browser accepts
 * such a cookie only from this host itself, secure, for the whole path, so a sibling subdomain
 * cannot toss one in (an unprefixed one it tossed is not read). Over plain http (a laptop) it is
 * `ma_sandbox`.
 */
const PLAIN = 'ma_sandbox';
const PREFIXED = '__Host-ma_sandbox';
/** Read by the demo ribbon: the sandbox in the cookie had expired. */
const NOTICE = 'ma_sandbox_notice';

/** The values of the request's sandbox cookie: none, one, or (refused) more. */
export function readSandboxCookie(header: string | undefined, secure: boolean): string[] {
  const name = `${secure ? PREFIXED : PLAIN}=`;
  return (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(name))
    .map((part) => part.slice(name.length).trim());
}

/** Set-Cookie lines: the sandbox's cookie (or its removal, `id` null), and the ribbon's notice when one expired. */
export function sandboxCookies(secure: boolean, id: string | null, expired: boolean): string[] {
  const flags = `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  const name = secure ? PREFIXED : PLAIN;
  const cookies = [id ? `${name}=${id}; ${flags}` : `${name}=; Max-Age=0; ${flags}`];
  if (expired) cookies.push(`${NOTICE}=expired; Path=/; Max-Age=300; SameSite=Lax${secure ? '; Secure' : ''}`);
  return cookies;
}

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
};

/**
 * Whether a request comes from another site (a cross-site form post arrives without the Lax
 * cookie): `Sec-Fetch-Site` says so (a sibling subdomain is `same-site`: another site here too),
 * or its Origin is neither this server's nor WEB_ORIGIN. Such a request never starts a sandbox,
 * so it can never replace a visitor's cookie. Without either header (curl, scripts) it may.
 */
export function startedElsewhere(request: FastifyRequest, webOrigin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  const host = hostOf(origin);
  return host === null || (host !== request.headers.host?.toLowerCase() && host !== hostOf(webOrigin));
}
