import { Button, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import dialog from './dialog.module.css';

/** The only way on after a reset: log in again with the new password (requirements R4). */
export function ResetSuccessDialog({ opened, onConfirm }: { opened: boolean; onConfirm: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      title={t('auth.reset.successTitle')}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="sm"
      classNames={{ title: dialog.title }}
    >
      <Stack gap="lg">
        <Text size="sm">{t('auth.reset.successText')}</Text>
        <Button onClick={onConfirm} data-autofocus fullWidth>
          {t('auth.reset.logInNow')}
        </Button>
      </Stack>
    </Modal>
  );
}
