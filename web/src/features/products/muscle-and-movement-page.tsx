import { Button } from '../../components/light/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { LoadState } from '../../components/layout/load-state';
import { PageMeta } from '../../components/layout/page-meta';
import { PublicCta } from '../../components/public/public-cta';
import { PublicHero } from '../../components/public/public-hero';
import { PublicSection } from '../../components/public/public-section';
import { useLoad } from '../../lib/use-load';
import artUrl from '../../assets/illustrations/feature-anatomy.svg';
import { loadMuscleCatalogue } from './load-software';
import { SoftwareCard } from './software-card';
import classes from './products.module.css';
import { Columns } from '../../components/layout/columns';

const TOPICS = ['anatomy', 'strength', 'stretching', 'joints', 'originInsertion', 'nerves', 'blood'] as const;
const FIGURES = ['analyses', 'exercises', 'stretches'] as const;

export function MuscleAndMovementPage() {
  const { t, i18n } = useTranslation();
  const catalogue = useLoad(loadMuscleCatalogue, [i18n.language]);
  const items = catalogue.data ?? [];
  return (
    <>
      <PageMeta title={t('products.muscle.title')} description={t('products.muscle.meta')} />
      <PublicHero
        eyebrow={t('products.muscle.eyebrow')}
        title={t('products.muscle.title')}
        intro={t('products.muscle.intro')}
        art={artUrl}
        artWidth={480}
        artHeight={360}
        actions={
          <>
            <Button component="a" href="#programs" size="lg" color="ember">
              {t('products.muscle.browse')}
            </Button>
            <Button component={Link} href={paths.Pricing} size="lg" variant="default">
              {t('products.card.plans')}
            </Button>
          </>
        }
        footnote={
          <>
            {/* Where the home page's "Start for free" lands: what is free, in one line (docs/decisions/181). */}
            <p className={classes.free}>{t('offer.free')}</p>
            <dl className={classes.figures}>
              {FIGURES.map((key) => (
                <div key={key}>
                  <dt>{t(`products.muscle.figures.${key}.label`)}</dt>
                  <dd>{t(`products.muscle.figures.${key}.value`)}</dd>
                </div>
              ))}
            </dl>
          </>
        }
      />
      <PublicSection
        id="programs"
        eyebrow={t('products.muscle.programsEyebrow')}
        title={t('products.muscle.programsTitle')}
        intro={t('products.muscle.programsIntro')}
      >
        <LoadState
          loading={catalogue.loading}
          failed={catalogue.failed}
          empty={items.length === 0}
          emptyText={t('products.muscle.empty')}
          onRetry={catalogue.retry}
        >
          <Columns cols={{ base: 1, md: 2 }} spacing="xl">
            {items.map((item) => (
              <SoftwareCard key={item.id} item={item} />
            ))}
          </Columns>
        </LoadState>
      </PublicSection>
      <PublicSection
        id="topics"
        tone="tinted"
        eyebrow={t('products.muscle.topicsEyebrow')}
        title={t('products.muscle.topicsTitle')}
        intro={t('products.muscle.topicsIntro')}
      >
        <ul className={classes.topics}>
          {TOPICS.map((key) => (
            <li key={key}>
              <strong>{t(`products.muscle.topics.${key}.title`)}</strong>
              <span>{t(`products.muscle.topics.${key}.text`)}</span>
            </li>
          ))}
        </ul>
      </PublicSection>
      <PublicCta
        title={t('products.muscle.ctaTitle')}
        text={t('products.muscle.ctaText')}
        actions={
          <>
            <Button component={Link} href={paths.Pricing} color="ember">
              {t('products.card.plans')}
            </Button>
            <Button component={Link} href={paths.Download} variant="white" color="atlas">
              {t('products.downloadApp')}
            </Button>
          </>
        }
      />
    </>
  );
}
