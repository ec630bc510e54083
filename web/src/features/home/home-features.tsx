import { Card, CardSection } from '../../components/light/card';
import { Text, Title } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { PublicSection } from '../../components/public/public-section';
import anatomyUrl from '../../assets/illustrations/feature-anatomy.svg';
import functionUrl from '../../assets/illustrations/feature-function.svg';
import strengthUrl from '../../assets/illustrations/feature-strength.svg';
import stretchingUrl from '../../assets/illustrations/feature-stretching.svg';
import classes from './home.module.css';
import { Columns } from '../../components/layout/columns';

const FEATURES = [
  { key: 'anatomy', src: anatomyUrl },
  { key: 'function', src: functionUrl },
  { key: 'strength', src: strengthUrl },
  { key: 'stretching', src: stretchingUrl },
] as const;

/** The four feature cards of requirements R2: Anatomy, Function, Strength, Stretching. */
export function HomeFeatures() {
  const { t } = useTranslation();
  return (
    <PublicSection
      id="features"
      eyebrow={t('home.features.eyebrow')}
      title={t('home.features.title')}
      intro={t('home.features.intro')}
    >
      <Columns cols={{ base: 1, xs: 2, lg: 4 }} spacing="lg">
        {FEATURES.map((f) => (
          <Card key={f.key} className={classes.featureCard} component="article" aria-labelledby={`feature-${f.key}`}>
            <CardSection className={classes.cardArt}>
              <img src={f.src} alt="" width={480} height={360} loading="lazy" />
            </CardSection>
            <Title order={3} className={classes.featureTitle} id={`feature-${f.key}`}>
              {t(`home.features.${f.key}.title`)}
            </Title>
            <Text c="var(--ma-muted)" className={classes.featureText}>
              {t(`home.features.${f.key}.text`)}
            </Text>
          </Card>
        ))}
      </Columns>
    </PublicSection>
  );
}
