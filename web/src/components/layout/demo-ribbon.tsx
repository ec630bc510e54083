import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { demoNotice } from '../../lib/api/demo-worker';
import { apiAddress } from '../../lib/api/address';
import { prospect, prospectView } from '../../lib/prospect/state';
import { storage } from '../../lib/storage';
import cn from '../../locales/demo/cn.json';
import en from '../../locales/demo/en.json';
import { lazyDialog } from './lazy-dialog';
import { type DemoText, ProspectRibbon } from './prospect-ribbon';
import classes from './demo-ribbon.module.css';

/** Set by the fake server when a visitor's sandbox had expired and a fresh one was made (ADR 076). */
const EXPIRED_NOTICE = /(?:^|;\s*)ma_sandbox_notice=expired(?:;|$)/;

type Which = 'inbox' | 'restart' | 'replace' | null;

/** The prospect's dialogs (inbox, start again, another link), loaded when one first opens. */
const ProspectDialogs = /* @__PURE__ */ lazyDialog<{ which: Which }>(
  () => import('./prospect-dialogs').then((m) => m.ProspectDialogs),
  ({ which }) => which !== null,
  () => ({ which: null }),
);

/**
 * Shown only in builds that talk to the fake server (never in a production build). A slim bar in
 * the page's flow above the header, so it never covers a control at any width; it folds to a small
 * "Demo" tab (remembered). Developers and testers get the dashboard's link (where a visitor of a
 * sandboxed demo reads their own mail); a prospect (a prospect link's visitor, every visitor of a
 * public demo: VITE_PUBLIC_DEMO=on) gets the prospect ribbon, which never names the backstage
 * (docs/decisions/177). Which one is decided after hydration, so the prerendered page says only
 * "Demo". It says once when an expired demo was replaced, or (the static demo) when the browser
 * cleared the world, even folded. Its words travel with it in their own namespace, so a production
 * build carries none of them.
 */
export function DemoRibbon() {
  const { i18n } = useTranslation();
  for (const [language, texts] of [
    ['en', en],
    ['cn', cn],
  ] as const) {
    if (!i18n.hasResourceBundle(language, 'demo')) i18n.addResourceBundle(language, 'demo', texts);
  }
  const t: DemoText = (key, params) => i18n.t(key, { ns: 'demo', ...params });
  // Read after hydration: the prerendered page shows the ribbon open, saying "Demo".
  const [folded, setFolded] = useState(false);
  const [expired, setExpired] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const { cleared } = useSnapshot(demoNotice);
  const { record, problem, dialog, question } = useSnapshot(prospect);
  useEffect(() => {
    setFolded(storage.ribbonFolded());
    setHydrated(true);
    if (EXPIRED_NOTICE.test(document.cookie)) {
      setExpired(true);
      document.cookie = 'ma_sandbox_notice=; Max-Age=0; Path=/; SameSite=Lax';
    }
  }, []);
  const fold = (value: boolean) => {
    setFolded(value);
    storage.setRibbonFolded(value);
  };
  const view = !hydrated ? 'pending' : prospectView(record) || problem ? 'prospect' : 'developer';
  // Folded, it still says what the visitor must know: the browser cleared the world, a link failed.
  const shown = !folded || cleared || problem !== null;
  return (
    <aside
      className={classes.ribbon}
      aria-label={view === 'developer' ? t('demoData') : t('show')}
      data-folded={folded || undefined}
    >
      {shown ? (
        <p className={classes.text}>
          {view === 'developer' ? (
            <>
              {t('demoData')} · <a href={apiAddress('/__dev')}>{t('devDashboard')}</a>
            </>
          ) : view === 'prospect' ? (
            <ProspectRibbon t={t} organisation={record?.organisation ?? null} />
          ) : (
            t('show')
          )}
          {expired || cleared ? (
            <span role="status" className={classes.notice}>
              {t(cleared ? 'cleared' : 'expired')}
            </span>
          ) : null}
          {problem ? (
            <span role="alert" className={classes.notice}>
              {problem}
            </span>
          ) : null}
        </p>
      ) : null}
      <button type="button" className={classes.toggle} aria-expanded={!folded} onClick={() => fold(!folded)}>
        {folded ? t('show') : t('hide')}
      </button>
      <ProspectDialogs which={question ? 'replace' : dialog} />
    </aside>
  );
}
