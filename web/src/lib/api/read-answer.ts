import { readAnswer } from '#contract/read/routes.js';
import { UnreadableAnswer } from '#contract/read/values.js';
import { i18n } from '../i18n';
import { ApiError, toastError } from './errors';

/**
 * Every 200 answer, read before any screen sees it (contract/read). One the spec does not allow is a
 * fault of the API: the visitor is told in their language, the developer in the console, and the
 * call is rejected like a failed one (a page then offers to try again).
 */
export function readForSite(key: string, body: unknown): unknown {
  try {
    return readAnswer(key, body);
  } catch (error) {
    if (!(error instanceof UnreadableAnswer)) throw error;
    console.warn(`The answer of ${key} could not be read: ${error.message}`);
    const message = i18n.t('errors.unreadable');
    toastError(message);
    throw new ApiError('unreadable', message);
  }
}
