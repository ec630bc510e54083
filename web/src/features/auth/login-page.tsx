import { useState } from 'react';
import { Button } from '../../components/light/button';
import { Checkbox } from '../../components/light/checkbox';
import { Stack } from '../../components/light/layout';
import { Anchor, Text } from '../../components/light/text';
import { TextInput } from '../../components/light/text-input';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { Code } from '#contract/codes.js';
import { paths } from '../../app/paths';
import { rule, useInputProps, validatedForm } from '../../lib/form';
import { PasswordField } from '../../components/auth-shared/password-field';
import { InertUntilHydrated } from '../../components/layout/inert-until-hydrated';
import { lazyDialog } from '../../components/layout/lazy-dialog';
import { PageMeta } from '../../components/layout/page-meta';
import { call } from '../../lib/api/call';
import { client } from '../../lib/api/client';
import { showServerMessage, toastError } from '../../lib/api/errors';
import { loadUserInfo } from '../../lib/api/user-info';
import { signIn } from '../../lib/state/session';
import { storage } from '../../lib/storage';
import { AuthLayout } from './auth-layout';
import { useRememberedEmail } from './use-remembered-email';
import { LegalNote } from './legal-note';
import { loginDestination } from './login-destination';
import { rememberCredential } from './remember-credential';
import classes from './auth-form.module.css';

const ActivationDialog = lazyDialog(
  () => import('./activation-dialog').then((m) => m.ActivationDialog),
  (props) => props.email !== null,
  (props) => ({ ...props, email: null }),
);

type Values = { email: string; password: string; record: boolean };

export function LoginPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [busy, setBusy] = useState(false);
  const [notActivated, setNotActivated] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { email: '', password: '', record: true },
    validateInputOnBlur: ['email'],
    validate: {
      email: rule((s) => s.LoginBodySchema.shape.email),
      password: rule((s) => s.LoginBodySchema.shape.password),
    },
  });
  useRememberedEmail((email) => form.setFieldValue('email', email));
  const input = useInputProps(form);

  const submit = form.onSubmit(async ({ email, password, record }) => {
    const address = email.trim();
    setBusy(true);
    try {
      const body = await call(() => client.passport.login({ body: { email: address, password } }));
      if (!body) return;
      if (body.code === Code.OK) {
        signIn(body.data.token, body.data.user ?? null);
        rememberCredential(record, address, password);
        // The header greets the user from it; unavailable now, it is asked again later.
        await loadUserInfo();
        navigate(loginDestination(search, storage.referrer()));
      } else if (body.code === Code.NotActivated) setNotActivated(address);
      else if (body.code === Code.NotActivatedToast) toastError(t('auth.activation.notActivatedToast'));
      else showServerMessage(body);
    } finally {
      setBusy(false);
    }
  });

  return (
    <>
      <PageMeta title={t('auth.login.title')} description={t('auth.login.meta')} />
      <AuthLayout title={t('auth.login.title')} intro={t('auth.login.intro')}>
        <InertUntilHydrated>
          <form {...validatedForm(submit)}>
            <Stack gap="md">
              <TextInput label={t('auth.email')} type="email" autoComplete="username" required {...input('email')} />
              <PasswordField
                label={t('auth.password')}
                autoComplete="current-password"
                required
                {...input('password')}
              />
              <div className={classes.row}>
                <Checkbox label={t('auth.login.remember')} {...input('record', { type: 'checkbox' })} />
                <Anchor component={Link} href={paths.Forget} size="sm" fw={600}>
                  {t('auth.login.forgot')}
                </Anchor>
              </div>
              <Button type="submit" size="md" loading={busy} fullWidth mt="xs">
                {t('auth.login.submit')}
              </Button>
            </Stack>
          </form>
        </InertUntilHydrated>
        <Text className={classes.switch} size="sm">
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} href={paths.Register} fw={700}>
            {t('auth.login.signUp')}
          </Anchor>
        </Text>
        <LegalNote i18nKey="auth.login.legal" />
      </AuthLayout>
      <ActivationDialog email={notActivated} variant="login" onClose={() => setNotActivated(null)} />
    </>
  );
}
