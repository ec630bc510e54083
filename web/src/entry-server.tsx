import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app/app';
import { Providers } from './app/providers';
import { initI18n } from './lib/i18n';
import { preloadAll } from './lib/lazy-preload';
import { setPageData } from './lib/page-data';
import { type Language, preferences } from './lib/state/preferences';
import en from './locales/en/index';
import cn from './locales/cn/index';

export { articlePaths, pageData, sharePlans } from './app/prerender-data';
export { sanitizeIn } from './features/blog/sanitize';
export { pageDataBlock } from './lib/page-data';

/**
 * Renders one page of the app to HTML at build time (site-build/prerender.ts), fully resolved, with
 * the API's answers it shows (`data`, from pageData).
 */
export async function renderPage(
  path: string,
  language: Language,
  data: Record<string, unknown> = {},
): Promise<string> {
  preferences.language = language;
  setPageData(data);
  await initI18n(language, { en, cn });
  await preloadAll();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers>
        <Router ssrPath={path} ssrSearch="">
          <App />
        </Router>
      </Providers>
    </StrictMode>,
    // Never outline a large boundary: outlined boundaries are finished by inline scripts (CSP).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
