import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { demoNotice } from '../../lib/api/demo-worker';
import { apiAddress } from '../../lib/api/address';
import { storage } from '../../lib/storage';
import cn from '../../locales/demo/cn.json';
import en from '../../locales/demo/en.json';
import classes from './demo-ribbon.module.css';

/** Set by the fake server when a visitor's sandbox had expired and a fresh one was made (ADR 076). */
const EXPIRED_NOTICE = /(?:^|;\s*)ma_sandbox_notice=expired(?:;|$)/;

/**
 * Shown only in builds that talk to the fake server (never in a production build). A slim bar in
 * the page's flow above the header, so it never covers a control at any width; it folds to a small
 * "Demo" tab (remembered). It links to the dev dashboard, where a visitor of a sandboxed demo reads
 * their own activation mail, and says so once when their expired demo was replaced, or (the
 * static demo) when the browser cleared their world, even folded. Its words
 * travel with it in their own namespace, so a production build carries none of them.
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
  // Read after hydration: the prerendered page shows the ribbon open.
  const [folded, setFolded] = useState(false);
  const [expired, setExpired] = useState(false);
  const { cleared } = useSnapshot(demoNotice);
  useEffect(() => {
    setFolded(storage.ribbonFolded());
    if (EXPIRED_NOTICE.test(document.cookie)) {
      setExpired(true);
      document.cookie = 'ma_sandbox_notice=; Max-Age=0; Path=/; SameSite=Lax';
    }
  }, []);
  const fold = (value: boolean) => {
    setFolded(value);
    storage.setRibbonFolded(value);
  };
  return (
    <aside className={classes.ribbon} aria-label={t('demoData')} data-folded={folded || undefined}>
      {folded && !cleared ? null : (
        <p className={classes.text}>
          {t('demoData')} · <a href={apiAddress('/__dev')}>{t('devDashboard')}</a>
          {expired || cleared ? (
            <span role="status" className={classes.notice}>
              {t(cleared ? 'cleared' : 'expired')}
            </span>
          ) : null}
        </p>
      )}
      <button type="button" className={classes.toggle} aria-expanded={!folded} onClick={() => fold(!folded)}>
        {folded ? t('show') : t('hide')}
      </button>
    </aside>
  );
}
