import { Anchor } from '../light/text';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '#contract/language.js';
import { type Filing, operatorFor } from '../../lib/operator';
import classes from './footer.module.css';

/**
 * The site's filing numbers, as a site operated in mainland China shows them at the foot of every
 * page (docs/decisions/136): the ICP filing linked to the MIIT's filing site, the public security
 * filing to its record. In both languages, since the filing belongs to the site; nothing when the
 * build has neither.
 */
export function Filings() {
  const { t, i18n } = useTranslation();
  const { icp, psb } = operatorFor(asLanguage(i18n.language));
  const filings = [icp, psb].filter((f): f is Filing => f !== null);
  if (filings.length === 0) return null;
  return (
    <p className={classes.filings}>
      {filings.map((filing) =>
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
