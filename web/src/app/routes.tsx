import { type ComponentType, Suspense, useEffect } from 'react';
import { markHydrated } from '../lib/hydration';
import { loadTexts } from '../lib/i18n';
import { preferences } from '../lib/state/preferences';
import { RequireSession } from '../components/auth-shared/require-session';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { ErrorBoundary } from '../components/layout/error-boundary';
import { PageError } from '../components/layout/page-error';
import { PageLoader } from '../components/layout/page-loader';
import { forgetFailedLoads } from '../lib/lazy-part';
import { type Preloadable, lazyWithPreload as page } from '../lib/lazy-preload';
import { paths, routeNameOf } from './paths';
import { type RouteName, routeManifest, routeNames } from './route-manifest';

// Route-level code splitting: one chunk per page file, loaded when its route is visited.
const loaders = import.meta.glob<Record<string, ComponentType>>('../features/*/*-{page,pages}.tsx');

export const pages = Object.fromEntries(
  routeNames.map((name) => {
    const { page: file, component, texts } = routeManifest[name];
    const load = loaders[`../features/${file}.tsx`];
    if (!load) throw new Error(`No page file features/${file}.tsx for ${name}`);
    // The page's chunk and its texts in the visitor's language arrive together.
    const withTexts = () => Promise.all([load(), loadTexts(preferences.language, texts)]).then(([module]) => module);
    return [name, page(withTexts, component)];
  }),
) as Record<RouteName, Preloadable>;

/** A signed-in screen checks the session before its chunk is even asked for. */
const routeComponents = Object.fromEntries(
  routeNames.map((name) => {
    const Page = pages[name];
    if (routeManifest[name].access === 'public') return [name, Page];
    return [
      name,
      () => (
        <RequireSession>
          <Page />
        </RequireSession>
      ),
    ];
  }),
) as Record<RouteName, ComponentType>;

/** Loads the chunk of the page at a path (before hydrating a prerendered page). */
export async function preloadPath(pathname: string) {
  const name = routeNameOf(pathname);
  if (name) await pages[name].preload();
}

/**
 * Commits with the page: React hydrates the route's Suspense boundary after the rest of the app,
 * so this, not the app's first commit, marks the page as taken over (tests and the language
 * switch wait for it).
 */
function PageLive() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('data-prerendered');
    document.documentElement.dataset.ready = 'true';
    markHydrated();
  }, []);
  return null;
}

/**
 * Every page behind an error boundary (never a blank site): an exception while it renders, or its
 * code failing to load even after a fresh navigation (lib/chunk-load.ts), shows the page's error
 * with "Try again" between the header and the footer. Another address resets it.
 */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <ErrorBoundary
      resetKey={location}
      onReset={forgetFailedLoads}
      fallback={(retry) => (
        <>
          <PageLive />
          <PageError onRetry={retry} />
        </>
      )}
    >
      <Pages />
    </ErrorBoundary>
  );
}

function Pages() {
  return (
    <Suspense fallback={<PageLoader />}>
      <PageLive />
      <Switch>
        {routeNames.map((name) => (
          <Route key={name} path={routeManifest[name].path} component={routeComponents[name]} />
        ))}
        <Route>
          <Redirect to={paths.NotFound} replace />
        </Route>
      </Switch>
    </Suspense>
  );
}
