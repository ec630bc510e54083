import { Button } from '../../components/light/button';
import { Paper } from '../../components/light/card';
import { Container, Stack } from '../../components/light/layout';
import { Text, Title } from '../../components/light/text';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { paths } from '../../app/paths';
import { PageMeta } from '../../components/layout/page-meta';
import { useCountdown } from './use-countdown';
import { FillScreen } from '../../components/layout/fill-screen';
import classes from './active-page.module.css';
import { ThemeIcon } from '../../components/theme-icon';

/** requirements R9: 10 shown, one tick per 1500 ms. */
export const ACTIVE_COUNTDOWN_FROM = 10;
export const ACTIVE_TICK_MS = 1500;

/** Where the activation link lands: success (the default) or fail, then on to Login or Register. */
export function ActivePage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const { type } = useParams<{ type?: string }>();
  const failed = type === 'fail';
  const next = failed ? paths.Register : paths.Login;
  const count = useCountdown(ACTIVE_COUNTDOWN_FROM, ACTIVE_TICK_MS, () => navigate(next, { replace: true }));
  const key = failed ? 'fail' : 'success';

  return (
    <>
      <PageMeta title={t(`auth.active.${key}.title`)} description={t(`auth.active.${key}.text`)} />
      <FillScreen className={classes.page}>
        <Container size={560}>
          <Paper className={classes.card} shadow="md" radius="lg" withBorder data-result={key}>
            <Stack align="center" gap="md">
              <ThemeIcon size={72} radius="xl" color={failed ? 'ember' : 'atlas'} variant="light" aria-hidden>
                <span className={failed ? classes.cross : classes.check} />
              </ThemeIcon>
              <Title order={1} className={classes.title}>
                {t(`auth.active.${key}.title`)}
              </Title>
              <Text ta="center" c="dimmed">
                {t(`auth.active.${key}.text`)}
              </Text>
              <Text ta="center" size="sm" role="timer" aria-live="off">
                {t(`auth.active.${key}.countdown`, { count })}
              </Text>
              <Button component={Link} href={next} size="md" mt="sm">
                {t(`auth.active.${key}.button`)}
              </Button>
            </Stack>
          </Paper>
        </Container>
      </FillScreen>
    </>
  );
}
