import { initContract } from '@ts-rest/core';
import { transportErrors } from './envelope.js';
import { passport } from './passport.contract.js';
import { user } from './user.contract.js';
import { order } from './order.contract.js';
import { common } from './common.contract.js';
import { content } from './content.contract.js';
import { catalog } from './catalog.contract.js';

const c = initContract();

export const routerOptions = { strictStatusCodes: true, commonResponses: transportErrors } as const;

/** Every call of the public API (requirements R7 and requirements D4): what the web app imports. */
export const api = c.router({ passport, user, order, common, content, catalog }, routerOptions);
export type Api = typeof api;
