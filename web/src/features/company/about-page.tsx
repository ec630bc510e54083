import { Button } from '../../components/light/button';
import { Text, Title } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { PageMeta } from '../../components/layout/page-meta';
import { PublicCta } from '../../components/public/public-cta';
import { PublicHero } from '../../components/public/public-hero';
import { PublicSection } from '../../components/public/public-section';
import artUrl from '../../assets/illustrations/about.svg';
import classes from './company.module.css';
import { useBrand } from '../../lib/brand';
import { Columns } from '../../components/layout/columns';

const STORY = ['one', 'two', 'three'] as const;
const BELIEFS = ['accuracy', 'movement', 'together', 'fair'] as const;
const FACTS = ['analyses', 'exercises', 'universities', 'users'] as const;

export function AboutPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <>
      <PageMeta title={t('company.about.metaTitle')} description={t('company.about.meta', { brand })} />
      <PublicHero
        eyebrow={t('company.about.eyebrow')}
        title={t('company.about.title')}
        intro={t('company.about.intro', { brand })}
        art={artUrl}
      />
      <PublicSection id="story" eyebrow={t('company.about.storyEyebrow')} title={t('company.about.storyTitle')}>
        <div className={classes.story}>
          <div className={classes.prose}>
            {STORY.map((key) => (
              <p key={key}>{t(`company.about.story.${key}`, { brand })}</p>
            ))}
          </div>
          <dl className={classes.facts}>
            {FACTS.map((key) => (
              <div key={key}>
                <dt>{t(`company.about.facts.${key}.label`)}</dt>
                <dd>{t(`company.about.facts.${key}.value`)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </PublicSection>
      <PublicSection
        id="philosophy"
        tone="tinted"
        eyebrow={t('company.about.beliefsEyebrow')}
        title={t('company.about.beliefsTitle')}
        intro={t('company.about.beliefsIntro')}
      >
        <Columns cols={{ base: 1, sm: 2 }} spacing="lg">
          {BELIEFS.map((key, index) => (
            <article key={key} className={classes.belief} aria-labelledby={`belief-${key}`}>
              <span className={classes.beliefIndex} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <div>
                <Title order={3} fz="h4" id={`belief-${key}`}>
                  {t(`company.about.beliefs.${key}.title`)}
                </Title>
                <Text c="var(--ma-muted)" mt={6} lh={1.7}>
                  {t(`company.about.beliefs.${key}.text`)}
                </Text>
              </div>
            </article>
          ))}
        </Columns>
      </PublicSection>
      <PublicCta
        title={t('company.about.ctaTitle')}
        text={t('company.about.ctaText')}
        actions={
          <>
            <Button component={Link} href={paths.Contact} color="ember">
              {t('company.about.contact')}
            </Button>
            <Button component={Link} href={paths.Download} variant="white" color="atlas">
              {t('company.download.cta')}
            </Button>
          </>
        }
      />
    </>
  );
}
