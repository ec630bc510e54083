import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { callOk } from '../../lib/api/call';
import { client } from '../../lib/api/client';
import { toastSuccess } from '../../lib/api/errors';
import { overlays } from '../../lib/overlays-ready';
import { signOut } from '../../lib/state/session';
import classes from './account-settings.module.css';
import dialog from '../../components/auth-shared/dialog.module.css';
import '@mantine/core/styles/Alert.layer.css';

/** Tab 3: a warning, a confirmation, then the account is gone and the visitor is at Login. */
export function DeleteTab() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();

  const remove = async () => {
    if (!(await callOk(() => client.user.deleteAccount()))) return;
    toastSuccess(t('account.delete.done'));
    signOut();
    navigate(paths.Login);
  };

  const confirm = async () => {
    await overlays();
    modals.openConfirmModal({
      title: t('account.delete.confirmTitle'),
      children: <Text size="sm">{t('account.delete.confirmText')}</Text>,
      labels: { confirm: t('account.delete.confirm'), cancel: t('common.cancel') },
      confirmProps: { color: 'red' },
      // The safe choice has the focus: Enter alone never deletes an account.
      cancelProps: { 'data-autofocus': true },
      closeButtonProps: { 'aria-label': t('common.close') },
      classNames: { title: dialog.title },
      onConfirm: () => void remove(),
    });
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={2} className={classes.panelTitle}>
          {t('account.delete.title')}
        </Title>
        <Text c="dimmed">{t('account.delete.intro')}</Text>
      </div>
      <Alert color="red" variant="light" title={t('account.delete.warningTitle')} radius="md">
        <List spacing={6} size="sm">
          <List.Item>{t('account.delete.warningData')}</List.Item>
          <List.Item>{t('account.delete.warningSubscription')}</List.Item>
          <List.Item>{t('account.delete.warningOrders')}</List.Item>
        </List>
      </Alert>
      <Group>
        <Button color="red" onClick={() => void confirm()}>
          {t('account.delete.button')}
        </Button>
      </Group>
    </Stack>
  );
}
