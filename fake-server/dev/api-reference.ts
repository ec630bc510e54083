import { readFile } from 'node:fs/promises';
import { inProject } from '../project-root.js';
import { esc, page } from './html.js';

const REFERENCE = inProject('docs/api/index.html');

/** The API reference `npm run openapi` builds (docs/api/index.html), read when asked for. */
export async function apiReferencePage(): Promise<string> {
  return readFile(REFERENCE, 'utf8').catch(() =>
    page(
      'API reference',
      `<main><section role="alert">${esc('No API reference yet: run npm run openapi.')}</section></main>`,
    ),
  );
}
