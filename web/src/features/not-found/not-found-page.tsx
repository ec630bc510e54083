import { Button } from '../../components/light/button';
import { Container, Group, Stack } from '../../components/light/layout';
import { Anchor, Text, Title } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { type RouteName, paths } from '../../app/paths';
import { PageMeta } from '../../components/layout/page-meta';
import { FillScreen } from '../../components/layout/fill-screen';
import notFoundUrl from '../../assets/illustrations/not-found.svg';
import classes from './not-found-page.module.css';

/** Where a lost visitor most likely wanted to go. */
const SUGGESTIONS: Array<{ route: RouteName; label: string }> = [
  { route: 'MuscleAndMovement', label: 'nav.muscleAndMovement' },
  { route: 'MSKPatientEducation', label: 'nav.mskPatientEducation' },
  { route: 'Pricing', label: 'nav.pricing' },
  { route: 'Contact', label: 'nav.contact' },
];

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <FillScreen>
      <Container size="sm" className={classes.page}>
        <PageMeta title={t('notFound.title')} description={t('notFound.meta')} />
        <Stack align="center" ta="center" gap="md">
          <img src={notFoundUrl} alt="" width={640} height={480} className={classes.art} />
          <Title order={1} className={classes.title}>
            {t('notFound.title')}
          </Title>
          <Text size="lg" className={classes.text}>
            {t('notFound.text')}
          </Text>
          <Button component={Link} href={paths.Home} size="md" mt="xs">
            {t('notFound.home')}
          </Button>
          <div className={classes.links}>
            <Group justify="center" gap="lg">
              {SUGGESTIONS.map((s) => (
                <Anchor key={s.route} component={Link} href={paths[s.route]} fw={600}>
                  {t(s.label)}
                </Anchor>
              ))}
            </Group>
          </div>
        </Stack>
      </Container>
    </FillScreen>
  );
}
