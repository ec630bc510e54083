import type { FastifyInstance } from 'fastify';
import { serveSite } from '../../web/serve/site.js';

/** The built demo site from the same port as the fake API (npm run demo). */
export const webApp = (app: FastifyInstance, root: string) => serveSite(app, { root });
