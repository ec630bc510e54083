import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { callOk } from '../../lib/api/call';
import { client } from '../../lib/api/client';
import { toastSuccess } from '../../lib/api/errors';
import dialog from '../../components/auth-shared/dialog.module.css';

/**
 * The account exists but waits for activation (requirements R4). After Register it confirms the mail
 * and offers "I have activated, go to sign in"; after Login (code 1006) it offers to resend, and a
 * successful resend closes it with a confirmation.
 */
export function ActivationDialog({
  email,
  variant,
  onClose,
}: {
  email: string | null;
  variant: 'register' | 'login';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    if (!email) return;
    setSending(true);
    try {
      if (!(await callOk(() => client.passport.resendActivation({ body: { email } })))) return;
      toastSuccess(t('auth.activation.sent'));
      if (variant === 'login') onClose();
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      opened={email !== null}
      onClose={onClose}
      title={t(variant === 'register' ? 'auth.activation.registeredTitle' : 'auth.activation.notActivatedTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="md"
      classNames={{ title: dialog.title }}
    >
      <Stack gap="lg">
        <Text size="sm">
          {t(variant === 'register' ? 'auth.activation.registeredText' : 'auth.activation.notActivatedText', {
            email: email ?? '',
          })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('auth.activation.checkSpam')}
        </Text>
        <Group justify="flex-end" gap="sm">
          {variant === 'register' ? (
            <>
              <Button variant="default" onClick={() => void resend()} loading={sending}>
                {t('auth.activation.resend')}
              </Button>
              <Button onClick={() => navigate(paths.Login)} data-autofocus>
                {t('auth.activation.goToSignIn')}
              </Button>
            </>
          ) : (
            <>
              <Button variant="default" onClick={onClose}>
                {t('common.cancel')}
              </Button>
              <Button onClick={() => void resend()} loading={sending} data-autofocus>
                {t('auth.activation.resend')}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
