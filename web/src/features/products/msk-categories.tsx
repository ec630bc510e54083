import { useTranslation } from 'react-i18next';
import type { PatientCategory } from '#contract/entities.js';
import { FACTS } from '#contract/facts.js';
import { asLanguage } from '#contract/language.js';
import { formatCount, withCount } from '../../lib/format';
import { LoadState } from '../../components/layout/load-state';
import { PublicSection } from '../../components/public/public-section';
import { call } from '../../lib/api/call';
import { apiAddress } from '../../lib/api/address';
import { useLoad } from '../../lib/use-load';
import regionArt from '../../assets/illustrations/favicon.svg';
import classes from './products.module.css';

/** The conditions covered, by body region, from the API. */
export function MskCategories() {
  const { t, i18n } = useTranslation();
  const categories = useLoad(async () => {
    const { client } = await import('../../lib/api/client');
    const body = await call(() => client.catalog.patientCategories());
    return body?.code === 'OK' ? body.data.list : null;
  }, []);
  const list = categories.data ?? [];
  return (
    <PublicSection
      id="regions"
      tone="tinted"
      eyebrow={t('products.msk.regionsEyebrow')}
      title={t('products.msk.regionsTitle')}
      intro={fallsShort(list) ? t('products.msk.regionsPart') : undefined}
    >
      <LoadState
        loading={categories.loading}
        failed={categories.failed}
        empty={list.length === 0}
        emptyText={t('products.msk.regionsEmpty')}
        onRetry={categories.retry}
        minHeight={160}
      >
        <ul className={classes.categories}>
          {list.map((c, index) => (
            <li key={c.id ?? index} className={classes.category}>
              <img src={c.icon ? apiAddress(c.icon) : regionArt} alt="" width={56} height={56} loading="lazy" />
              <div>
                <div className={classes.categoryName}>{(i18n.language === 'cn' ? c.cnName : c.name) || c.name}</div>
                <RegionCounts category={c} />
              </div>
            </li>
          ))}
        </ul>
      </LoadState>
    </PublicSection>
  );
}

/**
 * Whether the regions' counts add up to less than the library's headline (contract/facts.ts): the
 * list is then a part, and says so, rather than contradicting the figure above it.
 */
export function fallsShort(list: readonly PatientCategory[]): boolean {
  const total = (pick: (c: PatientCategory) => number | undefined) => list.reduce((n, c) => n + (pick(c) ?? 0), 0);
  const counted = (pick: (c: PatientCategory) => number | undefined) => list.some((c) => pick(c) !== undefined);
  return (
    (counted((c) => c.animationCount) && total((c) => c.animationCount) < FACTS.animations.count) ||
    (counted((c) => c.imageCount) && total((c) => c.imageCount) < FACTS.images.count)
  );
}

/**
 * What a region holds, as far as the API says: the spec does not show this answer, so a count it
 * leaves out is left out here (never "NaN").
 */
function RegionCounts({ category: c }: { category: PatientCategory }) {
  const { t, i18n } = useTranslation();
  const language = asLanguage(i18n.language);
  const animations = c.animationCount === undefined ? null : formatCount(c.animationCount, language);
  const images = c.imageCount === undefined ? null : formatCount(c.imageCount, language);
  const text =
    animations !== null && images !== null
      ? t('products.msk.regionCounts', { animations, images })
      : animations !== null
        ? t('products.msk.regionAnimations', { animations })
        : images !== null
          ? t('products.msk.regionImages', { images })
          : null;
  return text ? <div className={classes.categoryCounts}>{withCount(text)}</div> : null;
}
