import { initServer } from '@ts-rest/fastify';
import { api } from '#contract/index.js';
import * as accounts from '../services/accounts.js';
import { clientOf } from '../services/client-address.js';
import type { Deps } from '../services/deps.js';
import { answer, done, limitAddress, redirectTo } from './answer.js';

const s = initServer();

export const passportRoutes = (deps: Deps) =>
  s.router(api.passport, {
    register: ({ body, request }) =>
      answer(
        request,
        () => done(() => (limitAddress(deps, request, 'register'), accounts.register(deps, body, request.language))),
        'registered',
      ),
    login: ({ body, request }) =>
      answer(request, () => (limitAddress(deps, request, 'login'), accounts.login(deps, body, clientOf(request)))),
    resendActivation: ({ body, request }) =>
      answer(
        request,
        () =>
          done(() => (limitAddress(deps, request, 'mail'), accounts.resendActivation(deps, body, request.language))),
        'activationSent',
      ),
    requestResetCode: ({ body, request }) =>
      answer(
        request,
        () =>
          done(() => (limitAddress(deps, request, 'mail'), accounts.requestResetCode(deps, body, request.language))),
        'resetCodeSent',
      ),
    resetPassword: ({ body, request }) =>
      answer(
        request,
        () => done(() => (limitAddress(deps, request, 'reset'), accounts.resetPassword(deps, body))),
        'passwordReset',
      ),
    activate: async ({ query, reply }) =>
      redirectTo(deps, reply, (await accounts.activate(deps, query.token)) ? '/active/success' : '/active/fail'),
  });
