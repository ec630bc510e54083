import type { ReactNode } from 'react';
import { Paper } from '../../components/light/card';
import { Container } from '../../components/light/layout';
import { List, ListItem } from '../../components/light/list';
import { Text, Title } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import anatomyUrl from '../../assets/illustrations/feature-anatomy.svg';
import { FillScreen } from '../../components/layout/fill-screen';
import classes from './auth-layout.module.css';
import { useBrand } from '../../lib/brand';
import { ThemeIcon } from '../../components/theme-icon';

/** Login, Register and Forget: the form on a card beside a brand panel (the panel folds away on phones). */
export function AuthLayout({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <FillScreen className={classes.page}>
      <Container size="lg" className={classes.inner}>
        <Paper className={classes.card} shadow="md" radius="lg" withBorder>
          <aside className={classes.panel} aria-label={t('auth.panel.label', { brand })}>
            <Text className={classes.eyebrow}>{brand}</Text>
            <Text className={classes.panelTitle}>{t('auth.panel.title')}</Text>
            <List
              spacing="sm"
              className={classes.points}
              icon={
                <ThemeIcon size={22} radius="xl" color="ember" aria-hidden>
                  <span className={classes.tick} />
                </ThemeIcon>
              }
            >
              <ListItem>{t('auth.panel.pointAnalyses')}</ListItem>
              <ListItem>{t('auth.panel.pointExercises')}</ListItem>
              <ListItem>{t('auth.panel.pointUniversities')}</ListItem>
            </List>
            <img className={classes.art} src={anatomyUrl} alt="" width={480} height={360} />
          </aside>
          <section className={classes.form}>
            <Title order={1} className={classes.title}>
              {title}
            </Title>
            <Text c="dimmed" mb="xl">
              {intro}
            </Text>
            {children}
          </section>
        </Paper>
      </Container>
    </FillScreen>
  );
}
