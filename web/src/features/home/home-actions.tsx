import { Group } from '../../components/light/layout';
import { Anchor } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { PublicSection } from '../../components/public/public-section';
import { actions } from '../../assets/illustrations/actions/index';
import classes from './home.module.css';

const camel = (slug: string) => slug.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/** The grid of action thumbnails, each named in the visitor's language (requirements R2). */
export function HomeActions() {
  const { t } = useTranslation();
  return (
    <PublicSection
      id="actions"
      tone="tinted"
      eyebrow={t('home.actions.eyebrow')}
      title={t('home.actions.title')}
      intro={t('home.actions.intro')}
    >
      <ul className={classes.actionGrid} aria-label={t('home.actions.listLabel')}>
        {actions.map((a) => (
          <li key={a.slug} className={classes.action}>
            <figure>
              <img src={a.src} alt="" width={400} height={300} loading="lazy" />
              <figcaption>{t(`home.actions.names.${camel(a.slug)}`)}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <Group justify="center" mt="xl">
        <Anchor component={Link} href={paths.MuscleAndMovement} fw={600}>
          {t('home.actions.more')}
        </Anchor>
      </Group>
    </PublicSection>
  );
}
