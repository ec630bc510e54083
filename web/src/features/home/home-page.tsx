import { lazy, useRef } from 'react';
import { Button } from '../../components/light/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { WhenNear } from '../../components/layout/when-near';
import { PageMeta } from '../../components/layout/page-meta';
import { PublicCta } from '../../components/public/public-cta';
import { PublicHero } from '../../components/public/public-hero';
import heroUrl from '../../assets/illustrations/hero.svg';
import { HomeActions } from './home-actions';
import { HomeAudiences } from './home-audiences';
import { HomeFeatures } from './home-features';
import { HomeProducts } from './home-products';
import { HomeStats } from './home-stats';
import { useBrand } from '../../lib/brand';
import { useHeaderAction } from './use-header-action';

// Below the fold and data-driven: its code (the API client, dates) and its call wait until the visitor scrolls near.
const HomeBlog = lazy(() => import('./home-blog').then((m) => ({ default: m.HomeBlog })));

export function HomePage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const heroActions = useRef<HTMLDivElement>(null);
  const closing = useRef<HTMLDivElement>(null);
  useHeaderAction({ href: paths.MuscleAndMovement, label: t('home.hero.start') }, [heroActions, closing]);
  return (
    <>
      <PageMeta title="" description={t('home.meta', { brand })} />
      <PublicHero
        eyebrow={t('home.hero.eyebrow')}
        title={t('home.hero.title')}
        intro={t('home.hero.intro', { brand })}
        art={heroUrl}
        artWidth={1200}
        artHeight={800}
        actionsRef={heroActions}
        actions={
          <>
            <Button component={Link} href={paths.MuscleAndMovement} size="lg" color="ember">
              {t('home.hero.start')}
            </Button>
            <Button component={Link} href={paths.Pricing} size="lg" variant="default">
              {t('home.hero.plans')}
            </Button>
          </>
        }
        footnote={t('home.hero.trust')}
      />
      <HomeStats />
      <HomeFeatures />
      <HomeActions />
      <HomeProducts />
      <HomeAudiences />
      <WhenNear>
        <HomeBlog />
      </WhenNear>
      <div ref={closing}>
        <PublicCta
          title={t('home.cta.title')}
          text={t('home.cta.text')}
          actions={
            <>
              <Button component={Link} href={paths.MuscleAndMovement} size="md" color="ember">
                {t('home.hero.start')}
              </Button>
              <Button component={Link} href={paths.Pricing} size="md" variant="white" color="atlas">
                {t('home.hero.plans')}
              </Button>
            </>
          }
        />
      </div>
    </>
  );
}
