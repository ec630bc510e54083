import { Button } from '../../components/light/button';
import { Container } from '../../components/light/layout';
import { Text, Title } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { PageMeta } from '../../components/layout/page-meta';
import { PublicCta } from '../../components/public/public-cta';
import { PublicHero } from '../../components/public/public-hero';
import { PublicSection } from '../../components/public/public-section';
import artUrl from '../../assets/illustrations/university.svg';
import { UniversityProof } from './university-proof';
import classes from './company.module.css';
import { Columns } from '../../components/layout/columns';

const USES = ['lecture', 'lab', 'home'] as const;

export function UniversityPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('company.university.metaTitle')} description={t('company.university.meta')} />
      <PublicHero
        eyebrow={t('company.university.eyebrow')}
        title={t('company.university.title')}
        intro={t('company.university.intro')}
        art={artUrl}
        actions={
          <>
            <Button component={Link} href={paths.QuoteRequest} size="lg" color="ember">
              {t('company.university.contact')}
            </Button>
            <Button component={Link} href={paths.Pricing} size="lg" variant="default">
              {t('company.seePlans')}
            </Button>
          </>
        }
      />
      <section className={classes.claim} aria-labelledby="university-claim">
        <Container className={classes.claimInner}>
          <p className={classes.claimFigure} aria-hidden="true">
            {t('company.university.claimFigure')}
          </p>
          <div>
            <Title order={2} id="university-claim" className={classes.claimTitle}>
              {t('company.university.claimTitle')}
            </Title>
            <Text className={classes.claimText}>{t('company.university.claimText')}</Text>
          </div>
        </Container>
      </section>
      <PublicSection id="uses" eyebrow={t('company.university.usesEyebrow')} title={t('company.university.usesTitle')}>
        <Columns cols={{ base: 1, md: 3 }} spacing="lg">
          {USES.map((key) => (
            <article key={key} className={classes.tile} aria-labelledby={`use-${key}`}>
              <Title order={3} fz="h4" id={`use-${key}`}>
                {t(`company.university.uses.${key}.title`)}
              </Title>
              <Text c="var(--ma-muted)" mt={8} lh={1.65}>
                {t(`company.university.uses.${key}.text`)}
              </Text>
            </article>
          ))}
        </Columns>
      </PublicSection>
      <UniversityProof />
      <PublicCta
        title={t('company.university.ctaTitle')}
        text={t('company.university.ctaText')}
        actions={
          <Button component={Link} href={paths.QuoteRequest} color="ember">
            {t('company.university.contact')}
          </Button>
        }
      />
    </>
  );
}
