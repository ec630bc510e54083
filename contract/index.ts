import { initContract } from '@ts-rest/core';
import { api, routerOptions } from './api.js';
import { dev } from './dev.contract.js';

const c = initContract();

export { api };
export type { Api } from './api.js';
/** The fake server's developer surface (requirements D6); never in a production client. */
export const devApi = c.router({ dev }, routerOptions);
export const contract = c.router({ api, devApi }, routerOptions);
export type Contract = typeof contract;
