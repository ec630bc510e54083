import { initClient } from '@ts-rest/core';
import { api } from '#contract/api.js';
import { apiBase } from './address';
import { fetcher } from './fetcher';

/** The one client of the whole API, typed from the contract. Base URL empty means same origin. */
export const client = initClient(api, {
  baseUrl: apiBase,
  baseHeaders: {},
  api: fetcher,
});
