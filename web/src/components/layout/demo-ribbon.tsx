import { useTranslation } from 'react-i18next';
import classes from './demo-ribbon.module.css';

/** Shown only in builds that talk to the fake server (never in a production build). */
export function DemoRibbon() {
  const { t } = useTranslation();
  return (
    <aside className={classes.ribbon} aria-label={t('common.demoData')}>
      {t('common.demoData')} · <a href="/__dev">{t('common.devDashboard')}</a>
    </aside>
  );
}
