import { useTranslation } from 'react-i18next';
import cn from '../../locales/demo/cn.json';
import en from '../../locales/demo/en.json';
import classes from './demo-ribbon.module.css';

/**
 * Shown only in builds that talk to the fake server (never in a production build). Its words
 * travel with it in their own namespace, so a production build, which never imports the ribbon,
 * carries none of them.
 */
export function DemoRibbon() {
  const { i18n } = useTranslation();
  for (const [language, texts] of [
    ['en', en],
    ['cn', cn],
  ] as const) {
    if (!i18n.hasResourceBundle(language, 'demo')) i18n.addResourceBundle(language, 'demo', texts);
  }
  const t = (key: keyof typeof en) => i18n.t(key, { ns: 'demo' });
  return (
    <aside className={classes.ribbon} aria-label={t('demoData')}>
      {t('demoData')} · <a href="/__dev">{t('devDashboard')}</a>
    </aside>
  );
}
