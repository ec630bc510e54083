import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code } from '#contract/envelope.js';
import { parseLanguage, t } from '../i18n/messages.js';
import type { Sandboxes } from './sandboxes.js';
import type { World, WorldContext } from './world.js';

export const SANDBOX_HEADER = 'x-sandbox';
export const SANDBOX_COOKIE = 'ma_sandbox';
/** Read by the demo ribbon: the sandbox in the cookie had expired and a new one was made. */
export const SANDBOX_NOTICE_COOKIE = 'ma_sandbox_notice';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const UPLOAD_PATH = '/api/common/file/upload';

const cookieId = (cookie: string | undefined) =>
  new RegExp(`(?:^|;\\s*)${SANDBOX_COOKIE}=([^;]*)`).exec(cookie ?? '')?.[1]?.trim();

/** Pages and API calls get a sandbox of their own when they come with none; files and assets never do. */
const placesNewcomers = (request: FastifyRequest) => {
  const path = request.canonicalPath;
  if (path === '/__dev/sandboxes' && request.method === 'POST') return false;
  if (path.startsWith('/api/') || path.toLowerCase().startsWith('/__dev')) return true;
  return !/^\/(assets|media|uploads)\//.test(path) && !/\.[a-z0-9]+$/i.test(path);
};

/**
 * Places every request in its sandbox (SANDBOXES=on, docs/decisions/076): the `x-sandbox` header
 * (any client), else the `ma_sandbox` cookie (a browser), else, for a page or an API call, a new
 * sandbox with its cookie. An unknown or expired id in the header is refused, never replaced; an
 * expired cookie gets a new sandbox, a new cookie and a notice for the demo ribbon. Everything
 * after this hook (handlers, services, the dev surface) acts on that sandbox only.
 */
export function sandboxHook(
  app: FastifyInstance,
  sandboxes: Sandboxes,
  context: WorldContext,
  /** `secure`: the public origin (WEB_ORIGIN) is https, as behind a TLS proxy: cookies get `Secure`. */
  options: { secure: boolean },
) {
  const refuse = (request: FastifyRequest, reply: FastifyReply, key: 'sandboxUnknown' | 'sandboxFull', status = 400) =>
    reply.code(status).send({
      code: Code.InvalidParameter,
      message: t(parseLanguage(request.headers.language), key),
    });

  async function place(request: FastifyRequest, reply: FastifyReply): Promise<World | null> {
    const header = request.headers[SANDBOX_HEADER];
    if (header !== undefined) {
      const world = await sandboxes.get(String(header));
      if (!world) refuse(request, reply, 'sandboxUnknown');
      return world;
    }
    const fromCookie = cookieId(request.headers.cookie);
    if (fromCookie) {
      const world = await sandboxes.get(fromCookie);
      if (world) return world;
    }
    if (!placesNewcomers(request)) return context.own;
    const world = await sandboxes.create();
    const secure = options.secure || request.protocol === 'https' ? '; Secure' : '';
    const cookies = [`${SANDBOX_COOKIE}=${world.id}; Path=/; HttpOnly; SameSite=Lax${secure}`];
    if (fromCookie) cookies.push(`${SANDBOX_NOTICE_COOKIE}=expired; Path=/; Max-Age=300; SameSite=Lax${secure}`);
    reply.header('set-cookie', cookies);
    return world;
  }

  /** The per-sandbox caps: stored records, and uploaded bytes. */
  async function overCap(request: FastifyRequest, world: World) {
    if (world.id === null || !STATE_CHANGING.has(request.method)) return false;
    if (sandboxes.records(world) > sandboxes.settings.maxRecords) return true;
    if (request.canonicalPath !== UPLOAD_PATH) return false;
    const incoming = Number(request.headers['content-length'] ?? 0);
    return (await sandboxes.uploadBytes(world)) + incoming > sandboxes.settings.maxUploadBytes;
  }

  app.decorateRequest('world', null);
  // Callback style: `done` runs inside the sandbox's context, so every later hook, the handler and
  // every await under them see the same world.
  app.addHook('onRequest', (request, reply, done) => {
    place(request, reply).then(
      async (world) => {
        if (!world) return;
        if (await overCap(request, world)) return void refuse(request, reply, 'sandboxFull', 413);
        request.world = world;
        context.run(world, done);
      },
      (error: Error) => done(error),
    );
  });
}
