import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePasswordReset } from '../../components/auth-shared/use-password-reset';
import { maskEmail } from '../../lib/mask-email';
import classes from './account-settings.module.css';
import { PASSWORD_LENGTH } from '#contract/limits.js';

/** Tab 2: the same reset flow as Forget, for the signed-in e-mail. */
export function PasswordTab({ email }: { email: string }) {
  const { t } = useTranslation();
  const reset = usePasswordReset({ mask: maskEmail, signedIn: true });
  return (
    <Stack gap="lg">
      <div>
        <Title order={2} className={classes.panelTitle}>
          {t('account.password.title')}
        </Title>
        <Text c="dimmed">{t('account.password.intro', { email: maskEmail(email) })}</Text>
      </div>
      <List spacing={6} size="sm" className={classes.steps} type="ordered">
        <List.Item>{t('account.password.step1')}</List.Item>
        <List.Item>{t('account.password.step2', PASSWORD_LENGTH)}</List.Item>
        <List.Item>{t('account.password.step3')}</List.Item>
      </List>
      <Group>
        <Button onClick={() => void reset.requestCode(email)} loading={reset.sending}>
          {t('account.password.send')}
        </Button>
      </Group>
      {reset.dialogs}
    </Stack>
  );
}
