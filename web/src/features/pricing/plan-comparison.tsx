import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { DomainId } from '#contract/entities.js';
import { type RouteName, paths } from '../../app/paths';
import { Anchor, Title } from '../../components/light/text';
import { CheckIcon } from './icons';
import classes from './plan-comparison.module.css';

const LINES = [
  { id: 1, key: 'muscle', route: 'Pricing' },
  { id: 2, key: 'patient', route: 'Pricing2' },
] as const satisfies ReadonlyArray<{ id: DomainId; key: string; route: RouteName }>;

/** A row: included in which lines (a tick), or each line's own words. */
type Row = { key: string; in: readonly DomainId[] } | { key: 'updates' | 'devices' | 'billing'; words: true };
const ROWS: readonly Row[] = [
  { key: 'anatomy', in: [1] },
  { key: 'function', in: [1] },
  { key: 'strength', in: [1] },
  { key: 'stretching', in: [1] },
  { key: 'drills', in: [1] },
  { key: 'animations', in: [2] },
  { key: 'images', in: [2] },
  { key: 'updates', words: true },
  { key: 'devices', words: true },
  { key: 'billing', words: true },
];

/**
 * What each product line's subscription includes, once for the page (docs/decisions/181), from the
 * seed's two lists: every plan of a line includes the same. The line of this page is marked; the
 * other links to its plans. A drill is said here, beside the exercises (docs/decisions/180).
 */
export function PlanComparison({ domainId }: { domainId: DomainId }) {
  const { t } = useTranslation();
  const cell = (row: Row, line: (typeof LINES)[number]) => {
    if ('words' in row)
      return row.key === 'billing' ? t('pricing.compare.billing') : t(`pricing.compare.${row.key}.${line.key}`);
    return row.in.includes(line.id) ? (
      <span className={classes.tick}>
        <CheckIcon size={18} />
        <span className={classes.hidden}>{t('pricing.compare.included')}</span>
      </span>
    ) : (
      <span className={classes.none}>
        <span aria-hidden="true">–</span>
        <span className={classes.hidden}>{t('pricing.compare.notIncluded')}</span>
      </span>
    );
  };
  return (
    <section aria-labelledby="compare-title">
      <Title order={2} id="compare-title" className={classes.title}>
        {t('pricing.compare.title')}
      </Title>
      <p className={classes.intro}>{t('pricing.compare.intro')}</p>
      <div className={classes.scroll}>
        <table className={classes.table} aria-labelledby="compare-title">
          <thead>
            <tr>
              <th scope="col">{t('pricing.compare.what')}</th>
              {LINES.map((line) => (
                <th key={line.id} scope="col" data-current={line.id === domainId || undefined}>
                  {line.id === domainId ? (
                    <>
                      {t(`pricing.${line.key}.name`)}{' '}
                      <span className={classes.here}>{t('pricing.compare.current')}</span>
                    </>
                  ) : (
                    <Anchor component={Link} href={paths[line.route]} inherit>
                      {t(`pricing.${line.key}.name`)}
                    </Anchor>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.key}>
                <th scope="row">
                  {t(`pricing.compare.rows.${row.key}`)}
                  {row.key === 'drills' ? <span className={classes.note}>{t('pricing.compare.drill')}</span> : null}
                </th>
                {LINES.map((line) => (
                  <td key={line.id} data-current={line.id === domainId || undefined}>
                    {cell(row, line)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
