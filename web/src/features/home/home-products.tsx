import { Button } from '../../components/light/button';
import { Card, CardSection } from '../../components/light/card';
import { Text, Title } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { AppLinks } from '../../components/app-links/app-links';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { PublicSection } from '../../components/public/public-section';
import mskUrl from '../../assets/illustrations/msk-patient.svg';
import universityUrl from '../../assets/illustrations/university.svg';
import classes from './home.module.css';
import { Columns } from '../../components/layout/columns';

const LINES = [
  { key: 'muscle', route: paths.MuscleAndMovement, src: universityUrl },
  { key: 'msk', route: paths.MSKPatientEducation, src: mskUrl },
] as const;

/** The two product lines, each with what it holds and where to read more. */
export function HomeProducts() {
  const { t } = useTranslation();
  return (
    <PublicSection
      id="products"
      eyebrow={t('home.products.eyebrow')}
      title={t('home.products.title')}
      intro={t('home.products.intro')}
    >
      <Columns cols={{ base: 1, md: 2 }} spacing="xl">
        {LINES.map((line) => (
          <Card key={line.key} component="article" className={classes.productCard} aria-labelledby={`line-${line.key}`}>
            <CardSection className={classes.cardArt} data-shape="wide">
              <img src={line.src} alt="" width={960} height={640} loading="lazy" />
            </CardSection>
            <span className={classes.badge} data-tone={line.key === 'msk' ? 'ember' : 'atlas'}>
              {t(`home.products.${line.key}.badge`)}
            </span>
            <Title order={3} mt="sm" id={`line-${line.key}`}>
              {t(`home.products.${line.key}.title`)}
            </Title>
            <Text c="var(--ma-muted)" mt="xs" lh={1.65}>
              {t(`home.products.${line.key}.text`)}
            </Text>
            <ul className={classes.checks}>
              {(['one', 'two', 'three'] as const).map((n) => (
                <li key={n}>{t(`home.products.${line.key}.points.${n}`)}</li>
              ))}
            </ul>
            {line.key === 'msk' ? <AppLinks /> : null}
            <Button component={Link} href={line.route} variant="light" mt="auto" className={classes.productButton}>
              {t(`home.products.${line.key}.link`)}
            </Button>
          </Card>
        ))}
      </Columns>
    </PublicSection>
  );
}
