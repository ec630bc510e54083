import { Paper } from '../../components/light/card';
import { Group } from '../../components/light/layout';
import { Anchor, Text, Title } from '../../components/light/text';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PurchaseStatus } from '#contract/entities.js';
import { paths } from '../../app/paths';
import { LoadState } from '../../components/layout/load-state';
import { RichText } from '../../components/rich-text';
import { asLanguage } from '#contract/language.js';
import { formatDateInText } from '../../lib/format';
import { CalendarIcon, CheckIcon } from './icons';
import classes from './subscription-status.module.css';
import { ThemeIcon } from '../../components/theme-icon';

type Props = { status: PurchaseStatus | null; loading: boolean; failed: boolean; onRetry: () => void; product: string };

/** The panel both states share: an icon beside the title and what follows it. */
function StatusPanel({
  state,
  icon,
  title,
  children,
}: {
  state: 'active' | 'ended';
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      aria-labelledby="subscription-title"
      className={classes.panel}
      data-state={state}
      radius="lg"
      p="lg"
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        {icon}
        <div>
          <Title order={2} id="subscription-title" className={classes.title}>
            {title}
          </Title>
          {children}
        </div>
      </Group>
    </Paper>
  );
}

/** The signed-in visitor's subscription: live (expiry and automatic renewal), or ended. */
export function SubscriptionStatus({ status, loading, failed, onRetry, product }: Props) {
  const { t, i18n } = useTranslation();
  const date = formatDateInText(status?.dueTime, asLanguage(i18n.language));
  return (
    <LoadState loading={loading} failed={failed} onRetry={onRetry} minHeight={96}>
      {status?.isBuy ? (
        <StatusPanel
          state="active"
          title={t('pricing.status.activeTitle', { product })}
          icon={
            <ThemeIcon size={44} radius="xl" color="atlas" variant="filled" className={classes.icon}>
              <CheckIcon size={24} />
            </ThemeIcon>
          }
        >
          <Text mt={4}>
            <RichText
              text={t('pricing.status.activeUntil', { date })}
              components={{ date: <strong data-testid="due-time" /> }}
            />
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {t('pricing.status.autoRenew')}{' '}
            <Anchor component={Link} href={paths.HelpCancle} size="sm">
              {t('pricing.status.howToCancel')}
            </Anchor>
          </Text>
        </StatusPanel>
      ) : status?.dueTime ? (
        <StatusPanel
          state="ended"
          title={t('pricing.status.endedTitle')}
          icon={
            <ThemeIcon size={44} radius="xl" color="ember" variant="light" className={classes.icon}>
              <CalendarIcon size={22} />
            </ThemeIcon>
          }
        >
          <Text mt={4}>{t('pricing.status.endedText', { date })}</Text>
        </StatusPanel>
      ) : null}
    </LoadState>
  );
}
