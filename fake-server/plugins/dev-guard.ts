import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '#contract/envelope.js';
import { YAML_TYPES } from '../documents/read.js';
import { t } from '../i18n/messages.js';

export type HostGuardOptions = {
  /** Where the site runs (WEB_ORIGIN): its host may call, and its origin may post to /__dev. */
  webOrigin: string;
  /** Extra Host names /__dev answers (DEV_HOSTS), e.g. a demo laptop's address on a shared network. */
  devHosts?: string[];
  /** Refuse foreign Host headers on every path, not only /__dev (true when bound to loopback). */
  guardEveryPath?: boolean;
};

const DEV_PREFIX = '/__dev';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The host name of a Host header or origin, lower-case, IPv6 in brackets; null when it cannot be read. */
export function hostnameOf(hostOrOrigin: string | undefined): string | null {
  if (!hostOrOrigin) return null;
  try {
    return new URL(hostOrOrigin.includes('://') ? hostOrOrigin : `http://${hostOrOrigin}`).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** Loopback names and addresses: localhost (and *.localhost), 127.0.0.0/8, ::1. */
export const isLoopbackHost = (hostname: string) =>
  hostname === 'localhost' ||
  hostname.endsWith('.localhost') ||
  /^127(\.\d{1,3}){3}$/.test(hostname) ||
  hostname === '[::1]' ||
  hostname === '::1';

/** Anything that starts like the dev surface is guarded as it, whatever the case or what follows. */
export const isDevPath = (request: FastifyRequest) => request.canonicalPath.toLowerCase().startsWith(DEV_PREFIX);

/** Recording changes what every visitor may be replayed: the operator's alone. */
const RECORD_PATH = '/__dev/record';
const FORWARDED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * The operator: a client on this machine (a loopback address) that came through no proxy. Behind
 * the https proxy of a public demo every visitor arrives from loopback too, with the proxy's
 * forwarded headers; with TRUST_PROXY their address is the forwarded one.
 */
export const isOperator = (request: FastifyRequest) =>
  isLoopbackHost(request.ip.replace(/^::ffff:/, '')) && FORWARDED.every((name) => request.headers[name] === undefined);

function refuse(request: FastifyRequest, reply: FastifyReply, reason: string) {
  return reply
    .code(403)
    .send({ code: Code.InvalidParameter, message: t(request.language, 'forbiddenRequest', { reason }) });
}

/**
 * The fake server defends itself like a modern dev server (Vite after CVE-2025-24010,
 * webpack-dev-server after CVE-2025-30359/30360): a Host allowlist stops DNS-rebinding pages from
 * reading the outbox, and state-changing /__dev calls must be JSON from an allowed Origin (or
 * carry none, as curl and scripts do), so a cross-site form cannot reset the database.
 */
export function hostAndOriginGuard(app: FastifyInstance, options: HostGuardOptions) {
  const webOrigin = originOf(options.webOrigin);
  const hosts = new Set(
    [hostnameOf(options.webOrigin), ...(options.devHosts ?? []).map(hostnameOf)].filter((h): h is string => !!h),
  );
  const hostAllowed = (hostname: string | null) => !!hostname && (isLoopbackHost(hostname) || hosts.has(hostname));

  app.addHook('onRequest', async (request, reply) => {
    const dev = isDevPath(request);
    // Mail, reset codes, the dashboard: nothing of /__dev is kept by a shared cache.
    if (dev) reply.header('cache-control', 'no-store');
    if (dev && request.canonicalPath === RECORD_PATH && request.method !== 'GET' && !isOperator(request))
      return reply.code(403).send({ code: Code.InvalidParameter, message: t(request.language, 'operatorOnly') });
    if (!dev && !options.guardEveryPath) return;
    if (!hostAllowed(hostnameOf(request.headers.host))) return refuse(request, reply, 'host');
    if (!dev || !STATE_CHANGING.has(request.method)) return;
    const origin = request.headers.origin;
    const sameOrigin =
      origin !== undefined && origin !== 'null' && hostOf(origin) === request.headers.host?.toLowerCase();
    if (origin !== undefined && !sameOrigin && origin !== webOrigin) return refuse(request, reply, 'origin');
    const type = request.headers['content-type'];
    const hasBody =
      Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if ((type !== undefined || hasBody) && !/^application\/json\s*(;|$)/i.test(type ?? '') && !yamlSeed(request, type))
      return refuse(request, reply, 'content-type');
  });
}

/**
 * A fixture document posted as YAML. Like JSON, application/yaml and text/yaml are types no
 * cross-site form can send (a page's fetch with them needs a preflight this server never grants).
 */
const yamlSeed = (request: FastifyRequest, type: string | undefined) =>
  request.canonicalPath === '/__dev/seed' && YAML_TYPES.includes((type ?? '').split(';')[0]!.trim().toLowerCase());

const parsed = (url: string) => {
  try {
    return new URL(url);
  } catch {
    return null;
  }
};
const hostOf = (origin: string) => parsed(origin)?.host.toLowerCase() ?? null;
const originOf = (url: string) => parsed(url)?.origin ?? null;
