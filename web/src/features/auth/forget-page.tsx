import { Button } from '../../components/light/button';
import { Stack } from '../../components/light/layout';
import { Anchor, Text } from '../../components/light/text';
import { TextInput } from '../../components/light/text-input';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../app/paths';
import { rule, useInputProps, validatedForm } from '../../lib/form';
import { usePasswordReset } from '../../components/auth-shared/use-password-reset';
import { InertUntilHydrated } from '../../components/layout/inert-until-hydrated';
import { PageMeta } from '../../components/layout/page-meta';
import { AuthLayout } from './auth-layout';
import { useRememberedEmail } from './use-remembered-email';
import classes from './auth-form.module.css';

export function ForgetPage() {
  const { t } = useTranslation();
  const reset = usePasswordReset();
  const form = useForm({
    initialValues: { email: '' },
    validateInputOnBlur: ['email'],
    validate: { email: rule((s) => s.EmailBodySchema.shape.email) },
  });
  useRememberedEmail((email) => form.setFieldValue('email', email));
  const input = useInputProps(form);
  const submit = form.onSubmit(({ email }) => void reset.requestCode(email.trim()));

  return (
    <>
      <PageMeta title={t('auth.forget.title')} description={t('auth.forget.meta')} />
      <AuthLayout title={t('auth.forget.title')} intro={t('auth.forget.intro')}>
        <InertUntilHydrated>
          <form {...validatedForm(submit)}>
            <Stack gap="md">
              <TextInput label={t('auth.email')} type="email" autoComplete="username" required {...input('email')} />
              <Button type="submit" size="md" loading={reset.sending} fullWidth mt="xs">
                {t('auth.forget.submit')}
              </Button>
            </Stack>
          </form>
        </InertUntilHydrated>
        <Text className={classes.switch} size="sm">
          {t('auth.forget.remembered')}{' '}
          <Anchor component={Link} href={paths.Login} fw={700}>
            {t('auth.register.logIn')}
          </Anchor>
        </Text>
      </AuthLayout>
      {reset.dialogs}
    </>
  );
}
