import { initServer } from '@ts-rest/fastify';
import { api } from '#contract/index.js';
import { blogDetail, blogList, sampleExercises, softwareList } from '../services/content.js';
import type { Deps } from '../services/deps.js';
import { answer } from './answer.js';

const s = initServer();

export const contentRoutes = (deps: Deps) =>
  s.router(api.content, {
    blogList: ({ query, request }) => answer(request, () => blogList(deps, query.page, query.size, request.language)),
    blogDetail: ({ params, request }) => answer(request, () => blogDetail(deps, params.id, request.language)),
  });

export const catalogRoutes = (deps: Deps) =>
  s.router(api.catalog, {
    softwarePackages: ({ query, request }) =>
      answer(request, () => {
        const list = deps.store.data.softwarePackages.filter(
          (p) => query.domainId === undefined || p.domainId === query.domainId,
        );
        return { list, totalRecord: list.length };
      }),
    softwareList: ({ query, request }) => answer(request, () => softwareList(deps, query, request.language)),
    plans: ({ query, request }) =>
      answer(request, () => {
        const list = deps.store.data.plans
          .filter((p) => p.client === query.client && p.domainId === query.domainId)
          .map(({ id, domainId, fastspringParams }) => ({ id, domainId, fastspringParams }));
        return { list, totalRecord: list.length };
      }),
    patientCategories: ({ request }) =>
      answer(request, () => ({
        list: deps.store.data.patientCategories,
        totalRecord: deps.store.data.patientCategories.length,
      })),
    sampleExercises: ({ query, request }) =>
      answer(request, () => sampleExercises(deps, query, request.user?.id ?? null)),
  });
