import { Anchor, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PurchaseStatus } from '#contract/entities.js';
import { paths } from '../../app/paths';
import { LoadState } from '../../components/layout/load-state';
import { RichText } from '../../components/rich-text';
import { DATE_TIME, formatDate } from '../../lib/format';
import { CalendarIcon, CheckIcon } from './icons';
import classes from './subscription-status.module.css';

type Props = { status: PurchaseStatus | null; loading: boolean; failed: boolean; onRetry: () => void; product: string };

/** The signed-in visitor's subscription: live (expiry and automatic renewal), or ended. */
export function SubscriptionStatus({ status, loading, failed, onRetry, product }: Props) {
  const { t } = useTranslation();
  return (
    <LoadState loading={loading} failed={failed} onRetry={onRetry} minHeight={96}>
      {status?.isBuy ? (
        <Paper
          component="section"
          aria-labelledby="subscription-title"
          className={classes.panel}
          data-state="active"
          radius="lg"
          p="lg"
        >
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon size={44} radius="xl" color="atlas" variant="filled" className={classes.icon}>
              <CheckIcon size={24} />
            </ThemeIcon>
            <div>
              <Title order={2} id="subscription-title" className={classes.title}>
                {t('pricing.status.activeTitle', { product })}
              </Title>
              <Text mt={4}>
                <RichText
                  text={t('pricing.status.activeUntil', { date: formatDate(status.dueTime, DATE_TIME, 'visitor') })}
                  components={{ date: <strong data-testid="due-time" /> }}
                />
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {t('pricing.status.autoRenew')}{' '}
                <Anchor component={Link} href={paths.HelpCancle} size="sm">
                  {t('pricing.status.howToCancel')}
                </Anchor>
              </Text>
            </div>
          </Group>
        </Paper>
      ) : status?.dueTime ? (
        <Paper
          component="section"
          aria-labelledby="subscription-title"
          className={classes.panel}
          data-state="ended"
          radius="lg"
          p="lg"
        >
          <Group wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon size={44} radius="xl" color="ember" variant="light" className={classes.icon}>
              <CalendarIcon size={22} />
            </ThemeIcon>
            <div>
              <Title order={2} id="subscription-title" className={classes.title}>
                {t('pricing.status.endedTitle')}
              </Title>
              <Text mt={4}>
                {t('pricing.status.endedText', { date: formatDate(status.dueTime, DATE_TIME, 'visitor') })}
              </Text>
            </div>
          </Group>
        </Paper>
      ) : null}
    </LoadState>
  );
}
