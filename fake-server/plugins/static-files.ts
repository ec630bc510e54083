import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_POLICY } from '../proxy/file-headers.js';

/**
 * Uploads are served as the images they were checked to be: nosniff, a CSP that forbids any
 * script, and only names the server writes (32 hex digits, .png or .jpg), from the folder of the
 * request's world (a sandbox never serves another's files).
 */
export function uploadFiles(app: FastifyInstance, folderOf: (request: FastifyRequest) => string) {
  app.get<{ Params: { name: string } }>('/uploads/:name', async (request, reply) => {
    const { name } = request.params;
    if (!/^[0-9a-f]{32}\.(png|jpg)$/.test(name)) return reply.callNotFound();
    const bytes = await readFile(join(folderOf(request), name)).catch(() => null);
    if (!bytes) return reply.callNotFound();
    return reply
      .headers({
        'content-type': name.endsWith('.png') ? 'image/png' : 'image/jpeg',
        'x-content-type-options': 'nosniff',
        'content-security-policy': FILE_POLICY,
        'cache-control': 'public, max-age=31536000, immutable',
      })
      .send(bytes);
  });
}

/**
 * Fixture media (generated SVGs) the fake API's content points at, and the site's own /media
 * files (the MSK video), so /media works the same under dev:all (proxied) and in the demo.
 */
export async function mediaFiles(app: FastifyInstance, mediaDirs: string[]) {
  await app.register(fastifyStatic, {
    root: mediaDirs,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    setHeaders(res) {
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Cache-Control', 'public, max-age=86400');
    },
  });
}
