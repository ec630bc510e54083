import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app/app';
import { preloadPath } from './app/routes';
import { Providers } from './app/providers';
import { htmlLang, initI18n } from './lib/i18n';
import { readPageData } from './lib/page-data';
import { preferences } from './lib/state/preferences';
import { session } from './lib/state/session';
import './styles/global.css';

const root = document.getElementById('root')!;

const app = (
  <StrictMode>
    <Providers>
      <Router>
        <App />
      </Router>
    </Providers>
  </StrictMode>
);

/** A page prerendered with data shows the plain address's data (page 1 of a list): another query renders afresh. */
const rendersPrerenderedQuery = () => [...new URLSearchParams(location.search).keys()].every((key) => key === 'lang');

/**
 * Prerendered pages are rendered for a visitor in one language; hydrate when that is who is here,
 * render afresh otherwise (another language, or signed in: the header differs). Hydration runs in a
 * transition, so React yields to the browser between parts of the page (docs/decisions/019).
 * No top-level await: this module shares a chunk with the pages' common code, so a page chunk
 * loaded from here would wait for this module to finish evaluating, and this module for it.
 */
async function start() {
  await initI18n(preferences.language);
  document.documentElement.lang = htmlLang(preferences.language);
  if (
    root.dataset.prerendered === preferences.language &&
    !session.token &&
    (!readPageData() || rendersPrerenderedQuery())
  ) {
    // A page whose code cannot load renders afresh, with its error and "Try again" (lib/chunk-load.ts).
    const ready = await preloadPath(location.pathname).then(
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
