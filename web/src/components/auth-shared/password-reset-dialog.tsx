import { useState } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { callOk } from '../../lib/api/call';
import { client } from '../../lib/api/client';
import { confirmRule, rule, useInputProps, validatedForm } from '../../lib/form';
import { PasswordField } from './password-field';
import dialog from './dialog.module.css';
import { PASSWORD_LENGTH } from '#contract/limits.js';

type Values = { code: string; newPassword: string; newConfirmPassword: string };

/**
 * Step 2 of a password reset: the mailed code and the new password. Not closed by a click outside
 * or Escape (a half-typed code would be lost); its close button and buttons work by keyboard.
 */
export function PasswordResetDialog({
  opened,
  email,
  shownEmail,
  signedIn,
  resending,
  onResend,
  onClose,
  onDone,
}: {
  opened: boolean;
  email: string;
  /** How the address is shown: masked on a signed-in page, as typed on Forget. */
  shownEmail: string;
  /** The address is the signed-in account's: the code was surely sent (else only if an account exists). */
  signedIn: boolean;
  resending: boolean;
  onResend: () => void;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('auth.reset.title')}
      closeOnClickOutside={false}
      closeOnEscape={false}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      size="md"
      classNames={{ title: dialog.title }}
    >
      {/* Mounted per opening: a new code starts from an empty form. */}
      {opened ? (
        <ResetForm
          email={email}
          shownEmail={shownEmail}
          signedIn={signedIn}
          resending={resending}
          onResend={onResend}
          onDone={onDone}
        />
      ) : null}
    </Modal>
  );
}

function ResetForm({
  email,
  shownEmail,
  signedIn,
  resending,
  onResend,
  onDone,
}: {
  email: string;
  shownEmail: string;
  signedIn: boolean;
  resending: boolean;
  onResend: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [saving, setSaving] = useState(false);
  const form = useForm<Values>({
    initialValues: { code: '', newPassword: '', newConfirmPassword: '' },
    validate: {
      code: rule((s) => s.ResetPasswordBodySchema.shape.code),
      newPassword: rule((s) => s.ResetPasswordBodySchema.shape.newPassword),
      newConfirmPassword: confirmRule<Values>('newPassword', 'confirmNewRequired', 'confirmNewMismatch'),
    },
  });
  const input = useInputProps(form);

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      if (
        await callOk(() =>
          client.passport.resetPassword({ body: { email, code: values.code.trim(), newPassword: values.newPassword } }),
        )
      )
        onDone();
    } finally {
      setSaving(false);
    }
  });

  return (
    <form {...validatedForm(submit)}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(signedIn ? 'auth.reset.intro' : 'auth.reset.introIfAccount', { email: shownEmail })}
        </Text>
        <TextInput
          label={t('auth.reset.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={16}
          required
          data-autofocus
          {...input('code')}
        />
        <PasswordField
          label={t('auth.reset.newPassword')}
          autoComplete="new-password"
          required
          description={t('auth.passwordHint', PASSWORD_LENGTH)}
          {...input('newPassword')}
        />
        <PasswordField
          label={t('auth.reset.confirmPassword')}
          autoComplete="new-password"
          required
          {...input('newConfirmPassword')}
        />
        <Group justify="space-between" mt="xs" wrap="wrap-reverse" gap="sm">
          <Button variant="subtle" onClick={onResend} loading={resending}>
            {t('auth.reset.resend')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('auth.reset.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
