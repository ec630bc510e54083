import type { FastifyInstance } from 'fastify';
import { envelopeData } from '../../site-server/share/api-reader.js';
import { serveSite } from '../../site-server/site.js';

/**
 * The built demo site from the same port as the fake API (npm run demo). Its crawler pages read
 * this server's own API in-process (docs/decisions/095): never the Host a request names; in
 * sandbox mode, without a cookie, they read the scenario as it is.
 */
export const webApp = (app: FastifyInstance, root: string) =>
  serveSite(app, {
    root,
    api: async (path, language) => {
      const answer = await app.inject({ method: 'GET', url: path, headers: { platform: 'PC', language } });
      return answer.statusCode === 200 ? envelopeData(answer.json()) : null;
    },
  });
