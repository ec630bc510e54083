import type { ApiFetcher, InitClientReturn } from '@ts-rest/core';
import routes from 'virtual:api-routes';
import type { Api } from '#contract/api.js';
import { apiBase } from './address';
import { fetcher } from './fetcher';
import { readForSite } from './read-answer';
import { clientOf } from './request';

/** How the contract types the client's calls: no per-call fetcher options beyond ts-rest's own. */
type ClientOptions = { baseUrl: string; baseHeaders: Record<string, string>; api: ApiFetcher };

export type ApiClient = InitClientReturn<Api, ClientOptions>;

/** The one client of the whole API, typed from the contract. Base URL empty means same origin. */
export const client = clientOf<ApiClient>(routes, apiBase, fetcher, readForSite);
