import type { ReactNode } from 'react';
import { Button } from '../light/button';
import { Center, Loader, Stack } from '../light/layout';
import { Text } from '../light/text';
import { useTranslation } from 'react-i18next';

/**
 * What a data-loading block shows while loading, when loading failed (with a retry), when there
 * is nothing, and otherwise its children.
 */
export function LoadState({
  loading,
  failed,
  empty,
  emptyText,
  onRetry,
  children,
  minHeight = 240,
}: {
  loading: boolean;
  failed: boolean;
  empty?: boolean;
  emptyText?: string;
  onRetry: () => void;
  children: ReactNode;
  minHeight?: number;
}) {
  const { t } = useTranslation();
  if (loading)
    return (
      <Center mih={minHeight} role="status" aria-label={t('common.loading')}>
        <Loader />
      </Center>
    );
  if (failed)
    return (
      <Center mih={minHeight}>
        <Stack align="center" gap="sm" role="alert">
          <Text c="dimmed">{t('common.loadFailed')}</Text>
          <Button variant="light" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Stack>
      </Center>
    );
  if (empty)
    return (
      <Center mih={minHeight}>
        <Text c="dimmed">{emptyText}</Text>
      </Center>
    );
  return <>{children}</>;
}
