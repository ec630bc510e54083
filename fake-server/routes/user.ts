import { initServer } from '@ts-rest/fastify';
import { api } from '#contract/index.js';
import { t } from '../i18n/messages.js';
import { isUploadedFile } from '../plugins/body-parsers.js';
import { HOUR } from '../services/clock.js';
import type { Deps } from '../services/deps.js';
import { checkUpload, storeUpload } from '../services/uploads.js';
import { deleteAccount, updateUser, userInfo } from '../services/users.js';
import { answer, done, signedIn } from './answer.js';

const s = initServer();
/** Uploads one account may make in an hour. */
const UPLOADS_PER_HOUR = 30;

export const userRoutes = (deps: Deps) =>
  s.router(api.user, {
    userInfo: ({ request }) => answer(request, () => userInfo(signedIn(request))),
    updateUser: ({ body, request }) =>
      answer(request, () => done(() => updateUser(deps, signedIn(request), body)), 'saved'),
    deleteAccount: ({ request }) =>
      answer(request, () => done(() => deleteAccount(deps, signedIn(request))), 'accountDeleted'),
    upload: async ({ body, request }) => {
      const file: unknown = body.upfile;
      const refuse = (key: Parameters<typeof t>[1]) => ({
        status: 200 as const,
        body: { state: 'ERROR', url: '', message: t(request.language, key) },
      });
      if (!isUploadedFile(file)) return refuse('uploadMissing');
      const check = checkUpload(file.data);
      if (!check.ok) return refuse(check.reason);
      const user = signedIn(request);
      if (!deps.limiter.account('upload', String(user.id), UPLOADS_PER_HOUR, HOUR)) {
        request.retryAfterS = deps.limiter.accountWait('upload', String(user.id));
        return refuse('tooManyAttempts');
      }
      const url = await storeUpload(deps, user.id, file.data, check.image);
      return { status: 200 as const, body: { state: 'SUCCESS', url, message: t(request.language, 'uploadOk') } };
    },
  });
