import { Anchor } from '../light/text';
import { useTranslation } from 'react-i18next';
import classes from './footer.module.css';

/** The MIIT's filing site: every ICP number links there (its search is by number on that page). */
const ICP_SITE = 'https://beian.miit.gov.cn/';

/** A filing number, and where a reader checks it. */
type Filing = { number: string; url: string | null };

/**
 * The build's filing numbers (docs/decisions/136), each setting read by its own name: the footer is
 * on every page, so it carries these two settings, not the build's whole environment.
 */
function filings(): Filing[] {
  const icp = import.meta.env.VITE_ICP_FILING?.trim();
  const psb = import.meta.env.VITE_PSB_FILING?.trim();
  // The public security filing platform's page for one record, by the number's digits.
  const psbDigits = psb?.match(/\d{6,}/)?.[0];
  return [
    ...(icp ? [{ number: icp, url: ICP_SITE }] : []),
    ...(psb
      ? [{ number: psb, url: psbDigits ? `https://beian.mps.gov.cn/#/query/webSearch?code=${psbDigits}` : null }]
      : []),
  ];
}

/**
 * The site's filing numbers, as a site operated in mainland China shows them at the foot of every
 * page (docs/decisions/136): the ICP filing linked to the MIIT's filing site, the public security
 * filing to its record. In both languages, since the filing belongs to the site; nothing when the
 * build has neither.
 */
export function Filings() {
  const { t } = useTranslation();
  const shown = filings();
  if (shown.length === 0) return null;
  return (
    <p className={classes.filings}>
      {shown.map((filing) =>
        filing.url ? (
          <Anchor
            key={filing.number}
            href={filing.url}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.filing}
            aria-label={t('common.appLinks.newTab', { label: filing.number })}
          >
            {filing.number}
          </Anchor>
        ) : (
          <span key={filing.number} className={classes.filing}>
            {filing.number}
          </span>
        ),
      )}
    </p>
  );
}
