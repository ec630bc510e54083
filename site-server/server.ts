import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { canonicalEdge, canonicalRewrite } from './canonical-path.js';
import { REASONS, clientErrorHandler } from './client-errors.js';
import { type SiteServerEnv, SiteServerEnvSchema, parseEnvironment } from './environment.js';
import { REQUEST_TIMEOUT_MS, closeWithin, serverTimeouts } from './request-timeout.js';
import { serveSite } from './site.js';

export type SiteServerOptions = {
  root: string;
  logger?: boolean;
  /** A request not all arrived by then is cut (REQUEST_TIMEOUT_MS). */
  requestTimeoutMs?: number;
};

const PARSER_MESSAGES = {
  400: 'The request is not valid HTTP.',
  408: 'The request did not arrive in time.',
  431: 'The address or the headers of the request are too large.',
} as const;

/** The site takes no bodies: anything larger than a form's worth is refused before it is read. */
const BODY_LIMIT = 16 * 1024;

/**
 * The production site (`npm run serve`): the built files of web/dist with the security headers
 * the build wrote for its settings, compression, the language-aware pages, and a health check for
 * load balancers. No API and no /__dev: the real API answers on its own origin.
 */
export async function buildSiteServer({
  root,
  logger = false,
  requestTimeoutMs = REQUEST_TIMEOUT_MS,
}: SiteServerOptions): Promise<FastifyInstance> {
  const headersFile = join(root, '.deploy', 'headers.json');
  const headers = JSON.parse(
    await readFile(headersFile, 'utf8').catch(() => {
      throw new Error(`No ${headersFile}: build the site with npm run build first.`);
    }),
  ) as Record<string, string>;
  const app = Fastify({
    logger,
    return503OnClosing: true,
    rewriteUrl: canonicalRewrite,
    bodyLimit: BODY_LIMIT,
    ...serverTimeouts(requestTimeoutMs),
    // What Node's parser refuses carries the site's headers too (issue 58), in the shape of its other refusals.
    clientErrorHandler: clientErrorHandler(({ status }) => ({
      headers,
      body: { status, error: REASONS[status], message: PARSER_MESSAGES[status] },
    })),
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  canonicalEdge(app, (_request, reason) => ({ status: 400, error: 'Bad Request', message: reason }));
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  app.get('/healthz', async (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  await serveSite(app, { root, foreignPrefixes: ['/api/', '/__dev'] });
  return app;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let env: SiteServerEnv;
  try {
    env = parseEnvironment(SiteServerEnvSchema, process.env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const root = resolve(env.SITE_ROOT);
  try {
    const app = await buildSiteServer({ root, logger: env.LOG === 'on', requestTimeoutMs: env.REQUEST_TIMEOUT_MS });
    const address = await app.listen({ port: env.PORT, host: env.HOST });
    console.log(`Site on ${address} (serving ${root})`);
    const stop = async () => {
      await closeWithin(app);
      process.exit(0);
    };
    process.once('SIGINT', () => void stop());
    process.once('SIGTERM', () => void stop());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
