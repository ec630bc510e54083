import { useState } from 'react';
import { Button } from '../../components/light/button';
import { Checkbox } from '../../components/light/checkbox';
import { Stack } from '../../components/light/layout';
import { Anchor, Text } from '../../components/light/text';
import { TextInput } from '../../components/light/text-input';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Code } from '#contract/codes.js';
import { paths } from '../../app/paths';
import { confirmRule, rule, useInputProps, validatedForm } from '../../lib/form';
import { PasswordField } from '../../components/auth-shared/password-field';
import { InertUntilHydrated } from '../../components/layout/inert-until-hydrated';
import { lazyDialog } from '../../components/layout/lazy-dialog';
import { PageMeta } from '../../components/layout/page-meta';
import { call } from '../../lib/api/call';
import { client } from '../../lib/api/client';
import { showServerMessage, toastError } from '../../lib/api/errors';
import { AuthLayout } from './auth-layout';
import { LegalNote, LegalLinks } from './legal-note';
import classes from './auth-form.module.css';
import { PASSWORD_LENGTH } from '#contract/limits.js';

const ActivationDialog = lazyDialog(
  () => import('./activation-dialog').then((m) => m.ActivationDialog),
  (props) => props.email !== null,
  (props) => ({ ...props, email: null }),
);

type Values = { name: string; email: string; password: string; confirmPassword: string; agree: boolean };

/**
 * Chinese readers agree to the terms and the privacy policy with an unticked box, as mainland
 * sign-up forms do; English readers keep the sentence under the form (docs/decisions/191).
 */
const asksToAgree = (language: string) => language === 'cn';

export function RegisterPage() {
  const { t, i18n } = useTranslation();
  const agreeBox = asksToAgree(i18n.language);
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { name: '', email: '', password: '', confirmPassword: '', agree: false },
    validateInputOnBlur: ['email'],
    validate: {
      name: rule((s) => s.RegisterBodySchema.shape.nickName),
      email: rule((s) => s.RegisterBodySchema.shape.email),
      password: rule((s) => s.RegisterBodySchema.shape.password),
      confirmPassword: confirmRule<Values>('password', 'confirmRequired', 'confirmMismatch'),
      agree: (agree) => (asksToAgree(i18n.language) && !agree ? 'auth.register.agreeRequired' : null),
    },
    // requirements R5: changing the password re-checks a confirmation already typed.
    onValuesChange: (values, previous) => {
      if (values.password !== previous.password && values.confirmPassword) form.validateField('confirmPassword');
    },
  });
  const input = useInputProps(form);

  const submit = form.onSubmit(async ({ name, email, password }) => {
    const address = email.trim();
    setBusy(true);
    try {
      const body = await call(() =>
        client.passport.register({ body: { nickName: name.trim(), email: address, password } }),
      );
      if (!body) return;
      if (body.code === Code.OK || body.code === Code.NotActivated) setRegistered(address);
      else if (body.code === Code.NotActivatedToast) toastError(t('auth.activation.notActivatedToast'));
      else showServerMessage(body);
    } finally {
      setBusy(false);
    }
  });

  return (
    <>
      <PageMeta title={t('auth.register.title')} description={t('auth.register.meta')} />
      <AuthLayout title={t('auth.register.title')} intro={t('auth.register.intro')}>
        <InertUntilHydrated>
          <form {...validatedForm(submit)}>
            <Stack gap="md">
              <TextInput label={t('auth.register.name')} autoComplete="nickname" required {...input('name')} />
              <TextInput label={t('auth.email')} type="email" autoComplete="username" required {...input('email')} />
              <PasswordField
                label={t('auth.password')}
                autoComplete="new-password"
                required
                description={t('auth.passwordHint', PASSWORD_LENGTH)}
                {...input('password')}
              />
              <PasswordField
                label={t('auth.register.confirmPassword')}
                autoComplete="new-password"
                required
                {...input('confirmPassword')}
              />
              {agreeBox ? (
                <Checkbox
                  label={<LegalLinks text={t('auth.register.agree')} />}
                  {...input('agree', { type: 'checkbox' })}
                />
              ) : null}
              <Button type="submit" size="md" loading={busy} fullWidth mt="xs">
                {t('auth.register.submit')}
              </Button>
              <Anchor component={Link} href={paths.Forget} size="sm" ta="center">
                {t('auth.login.forgot')}
              </Anchor>
            </Stack>
          </form>
        </InertUntilHydrated>
        <Text className={classes.switch} size="sm">
          {t('auth.register.haveAccount')}{' '}
          <Anchor component={Link} href={paths.Login} fw={700}>
            {t('auth.register.logIn')}
          </Anchor>
        </Text>
        {agreeBox ? null : <LegalNote i18nKey="auth.register.legal" />}
      </AuthLayout>
      <ActivationDialog email={registered} variant="register" onClose={() => setRegistered(null)} />
    </>
  );
}
