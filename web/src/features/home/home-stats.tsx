import { Container } from '../../components/light/layout';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';

/** The marketing claims of requirements R1, from the one set of facts (contract/facts.ts). */
const STATS = ['analyses', 'exercises', 'stretches', 'universities', 'users'] as const;

export function HomeStats() {
  const { t } = useTranslation();
  return (
    <section className={classes.stats} aria-labelledby="home-stats-title">
      <Container>
        <h2 id="home-stats-title" className={classes.visuallyHidden}>
          {t('home.stats.title')}
        </h2>
        <dl className={classes.statGrid}>
          {STATS.map((key) => (
            <div key={key} className={classes.stat}>
              <dt className={classes.statLabel}>{t(`home.stats.${key}.label`)}</dt>
              <dd className={classes.statValue}>{t(`home.stats.${key}.value`)}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
