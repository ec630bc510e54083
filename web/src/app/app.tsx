import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Footer } from '../components/footer/footer';
import { Header } from '../components/header/header';
import { DemoRibbon } from '../components/layout/demo-ribbon';
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
      {navHidden ? null : <Header />}
      <main id="main" className={classes.main} tabIndex={-1}>
        <AppRoutes />
      </main>
      {navHidden ? null : <Footer />}
    </>
  );
}
