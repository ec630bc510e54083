import { Button } from '../../components/light/button';
import { Text, Title } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { AppLinks } from '../../components/app-links/app-links';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { PageMeta } from '../../components/layout/page-meta';
import { PublicCta } from '../../components/public/public-cta';
import { PublicHero } from '../../components/public/public-hero';
import { PublicSteps } from '../../components/public/public-steps';
import { PublicSection } from '../../components/public/public-section';
import artUrl from '../../assets/illustrations/msk-patient.svg';
import { MskCategories } from './msk-categories';
import { MskVideo } from './msk-video';
import classes from './products.module.css';

const BLOCKS = ['animations', 'images', 'updates'] as const;
const STEPS = ['show', 'explain', 'agree'] as const;

export function MskPatientEducationPage() {
  const { t } = useTranslation();
  const actions = (
    <>
      <Button component={Link} href={paths.Download} size="lg" color="ember">
        {t('products.downloadApp')}
      </Button>
      <Button component={Link} href={paths.Pricing2} size="lg" variant="default">
        {t('products.card.plans')}
      </Button>
    </>
  );
  return (
    <>
      <PageMeta title={t('products.msk.title')} description={t('products.msk.meta')} />
      <PublicHero
        eyebrow={t('products.msk.eyebrow')}
        title={t('products.msk.title')}
        intro={t('products.msk.intro')}
        art={artUrl}
        actions={actions}
        footnote={
          <>
            {t('products.msk.appOnly')} <AppLinks />
          </>
        }
      />
      <PublicSection
        id="video"
        eyebrow={t('products.msk.videoEyebrow')}
        title={t('products.msk.videoTitle')}
        intro={t('products.msk.videoIntro')}
      >
        <MskVideo />
      </PublicSection>
      <PublicSection
        id="library"
        tone="tinted"
        eyebrow={t('products.msk.blocksEyebrow')}
        title={t('products.msk.blocksTitle')}
      >
        <div className={classes.blocks}>
          {BLOCKS.map((key) => (
            <article key={key} className={classes.block} aria-labelledby={`block-${key}`}>
              <span className={classes.blockFigure}>{t(`products.msk.blocks.${key}.figure`)}</span>
              <Title order={3} fz="h4" id={`block-${key}`}>
                {t(`products.msk.blocks.${key}.title`)}
              </Title>
              <Text c="var(--ma-muted)" mt={6} lh={1.65}>
                {t(`products.msk.blocks.${key}.text`)}
              </Text>
            </article>
          ))}
        </div>
      </PublicSection>
      <PublicSection
        id="consultation"
        eyebrow={t('products.msk.stepsEyebrow')}
        title={t('products.msk.stepsTitle')}
        intro={t('products.msk.stepsIntro')}
      >
        <PublicSteps
          steps={STEPS.map((key) => ({
            key,
            title: t(`products.msk.steps.${key}.title`),
            text: t(`products.msk.steps.${key}.text`),
          }))}
        />
      </PublicSection>
      <MskCategories />
      <PublicCta title={t('products.msk.ctaTitle')} text={t('products.msk.ctaText')} actions={actions} />
    </>
  );
}
