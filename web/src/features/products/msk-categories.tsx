import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/layout/load-state';
import { PublicSection } from '../../components/public/public-section';
import { call } from '../../lib/api/call';
import { useLoad } from '../../lib/use-load';
import classes from './products.module.css';

/** The conditions covered, by body region, from the API. */
export function MskCategories() {
  const { t, i18n } = useTranslation();
  const categories = useLoad(async () => {
    const { client } = await import('../../lib/api/client');
    const body = await call(() => client.catalog.patientCategories());
    return body?.code === 'OK' ? (body.data?.list ?? []) : null;
  }, []);
  const list = categories.data ?? [];
  const number = new Intl.NumberFormat(i18n.language === 'cn' ? 'zh-CN' : 'en');
  return (
    <PublicSection
      id="regions"
      tone="tinted"
      eyebrow={t('products.msk.regionsEyebrow')}
      title={t('products.msk.regionsTitle')}
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
          {list.map((c) => (
            <li key={c.id} className={classes.category}>
              <img src={c.icon} alt="" width={56} height={56} loading="lazy" />
              <div>
                <div className={classes.categoryName}>{i18n.language === 'cn' ? c.cnName : c.name}</div>
                <div className={classes.categoryCounts}>
                  {t('products.msk.regionCounts', {
                    animations: number.format(c.animationCount),
                    images: number.format(c.imageCount),
                  })}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </LoadState>
    </PublicSection>
  );
}
