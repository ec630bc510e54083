import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app/app';
import { basePath, routerPath } from './lib/base-path';
import { preloadPath } from './app/routes';
import { demoBackendReady, openedBeforeTheWorker } from './lib/api/demo-worker';
import { Providers } from './app/providers';
import { htmlLang, initI18n, rememberLanguage } from './lib/i18n';
import { isLanguage } from '#contract/language.js';
import { readPageData } from './lib/page-data';
import { preferences } from './lib/state/preferences';
import { session } from './lib/state/session';
import './styles/global.css';

const root = document.getElementById('root')!;

const app = (
  <StrictMode>
    <Providers>
      <Router base={basePath}>
        <App />
      </Router>
    </Providers>
  </StrictMode>
);

/** A page prerendered with data shows the plain address's data (page 1 of a list): another query renders afresh. */
const rendersPrerenderedQuery = () => [...new URLSearchParams(location.search).keys()].every((key) => key === 'lang');

/**
 * A prospect link (`#demo=...`, contract/prospect-link.ts; demo builds only): the site takes its
 * language at once, and its world is put in place while the site's texts load, before it renders.
 */
function prospectLinkOpened(): Promise<void> | null {
  if (!import.meta.env.VITE_FAKE_API) return null;
  // A link opened in a tab already on the site changes only the fragment: it opens as any other.
  addEventListener('hashchange', () => location.hash.startsWith('#demo=') && location.reload());
  if (!location.hash.startsWith('#demo=')) return null;
  const language = new URLSearchParams(location.hash.slice(1)).get('lang');
  if (isLanguage(language)) rememberLanguage(language);
  // The static demo's backend starts now, beside the opener's code: it is the longest wait.
  demoBackendReady().catch(() => undefined);
  const opened = import('./lib/prospect/open-link').then(({ openProspectLink }) => openProspectLink());
  // The page's code too, meanwhile: the site renders the moment the world is in place.
  return Promise.all([opened, preloadPath(routerPath(location.pathname)).catch(() => undefined)]).then(() => undefined);
}

/**
 * Prerendered pages are rendered for a visitor in one language; hydrate when that is who is here,
 * render afresh otherwise (another language, or signed in: the header differs). Hydration runs in a
 * transition, so React yields to the browser between parts of the page (docs/decisions/019).
 * No top-level await: this module shares a chunk with the pages' common code, so a page chunk
 * loaded from here would wait for this module to finish evaluating, and this module for it.
 */
async function start() {
  if (await openedBeforeTheWorker()) return;
  // First: a link's language decides the texts loaded.
  const opened = prospectLinkOpened();
  await Promise.all([initI18n(preferences.language), opened]);
  document.documentElement.lang = htmlLang(preferences.language);
  if (
    root.dataset.prerendered === preferences.language &&
    !session.token &&
    (!readPageData() || rendersPrerenderedQuery())
  ) {
    // A page whose code cannot load renders afresh, with its error and "Try again" (lib/chunk-load.ts).
    const ready = await preloadPath(routerPath(location.pathname)).then(
      () => true,
      () => false,
    );
    if (ready)
      startTransition(() => {
        hydrateRoot(root, app);
      });
    else createRoot(root).render(app);
  } else createRoot(root).render(app);
}

void start();
