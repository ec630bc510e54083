import { prospect } from '../../lib/prospect/state';
import type en from '../../locales/demo/en.json';
import classes from './demo-ribbon.module.css';

/** The demo ribbon's words (its own namespace, `demo`). */
export type DemoText = (key: keyof typeof en, params?: Record<string, string>) => string;

/**
 * What a prospect reads in the demo ribbon (docs/decisions/177): that this is their own copy and
 * nothing is charged, who it was prepared for, their mail (the inbox) and a way to start again.
 * Never the backstage: no dashboard, no fake server.
 */
export function ProspectRibbon({ t, organisation }: { t: DemoText; organisation: string | null }) {
  return (
    <>
      {t('prospectCopy')}
      {organisation ? (
        <>
          {' · '}
          <strong>{t('preparedFor', { organisation })}</strong>
        </>
      ) : null}{' '}
      <span className={classes.actions}>
        <button type="button" className={classes.action} onClick={() => (prospect.dialog = 'inbox')}>
          {t('inbox')}
        </button>
        <button type="button" className={classes.action} onClick={() => (prospect.dialog = 'restart')}>
          {t('restart')}
        </button>
      </span>
    </>
  );
}
