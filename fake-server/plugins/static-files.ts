import { mkdir } from 'node:fs/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Uploads are served as the images they were checked to be: nosniff, a CSP that forbids any
 * script, and only the two extensions the server writes.
 */
export async function uploadFiles(app: FastifyInstance, uploadDir: string) {
  await mkdir(uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    list: false,
    allowedPath: (pathName) => /^\/?[0-9a-f]{32}\.(png|jpg)$/.test(pathName),
    setHeaders(res) {
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Security-Policy', "default-src 'none'; sandbox");
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
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
