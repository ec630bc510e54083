import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Footer } from '../components/footer/footer';
import { Header } from '../components/header/header';
import { DemoRibbon } from '../components/layout/demo-ribbon';
import { ErrorBoundary } from '../components/layout/error-boundary';
import { ui } from '../lib/state/ui';
import { NavigationEffects } from './navigation';
import { AppRoutes } from './routes';
import { SessionLoader } from './session-loader';
import classes from './app.module.css';

export function App() {
  const { t } = useTranslation();
  const { navHidden } = useSnapshot(ui);
  return (
    <>
      <a href="#main" className={classes.skip}>
        {t('common.skipToContent')}
      </a>
      <NavigationEffects />
      <SessionLoader />
      {import.meta.env.VITE_FAKE_API ? <DemoRibbon /> : null}
      {/* A header or footer that fails leaves the page usable rather than blanking the site. */}
      {navHidden ? null : (
        <ErrorBoundary fallback={() => null}>
          <Header />
        </ErrorBoundary>
      )}
      <main id="main" className={classes.main} tabIndex={-1}>
        <AppRoutes />
      </main>
      {navHidden ? null : (
        <ErrorBoundary fallback={() => null}>
          <Footer />
        </ErrorBoundary>
      )}
    </>
  );
}
