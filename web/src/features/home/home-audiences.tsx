import { Text, Title } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { PublicSection } from '../../components/public/public-section';
import classes from './home.module.css';
import { Columns } from '../../components/layout/columns';

const AUDIENCES = ['trainers', 'clinicians', 'universities', 'enthusiasts'] as const;

/** Who the apps are made for (requirements R1). */
export function HomeAudiences() {
  const { t } = useTranslation();
  return (
    <PublicSection id="audiences" tone="tinted" eyebrow={t('home.audiences.eyebrow')} title={t('home.audiences.title')}>
      <Columns cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {AUDIENCES.map((key, index) => (
          <article key={key} className={classes.audience} aria-labelledby={`audience-${key}`}>
            <span className={classes.audienceIndex} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <Title order={3} fz="h4" id={`audience-${key}`}>
              {t(`home.audiences.${key}.title`)}
            </Title>
            <Text c="var(--ma-muted)" mt={6} lh={1.65}>
              {t(`home.audiences.${key}.text`)}
            </Text>
          </article>
        ))}
      </Columns>
    </PublicSection>
  );
}
