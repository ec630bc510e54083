import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'wouter';
import { App } from './app/app';
import { preloadPath } from './app/routes';
import { Providers } from './app/providers';
import { htmlLang, initI18n } from './lib/i18n';
import { preferences } from './lib/state/preferences';
import { session } from './lib/state/session';
import './styles/global.css';

const root = document.getElementById('root')!;
await initI18n(preferences.language);
document.documentElement.lang = htmlLang(preferences.language);

const app = (
  <StrictMode>
    <Providers>
      <Router>
        <App />
      </Router>
    </Providers>
  </StrictMode>
);

// Prerendered pages are rendered for a visitor in one language; hydrate when that is who is here,
// render afresh otherwise (another language, or signed in: the header differs).
if (root.dataset.prerendered === preferences.language && !session.token) {
  await preloadPath(location.pathname);
  hydrateRoot(root, app);
} else createRoot(root).render(app);
