import { useState } from 'react';
import { Anchor, Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { showServerMessage } from '../../lib/api/errors';
import { schemaRules, useInputProps, validatedForm } from '../../lib/form';
import classes from './footer.module.css';

type Values = { name: string; email: string; agree: boolean };

/** Newsletter with double opt-in: on OK the visitor is told to check their inbox. */
export function NewsletterForm({ tone = 'dark', initial }: { tone?: 'dark' | 'light'; initial?: Partial<Values> }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [sending, setSending] = useState(false);
  const form = useForm<Values>({
    initialValues: { name: '', email: '', agree: false, ...initial },
    validate: schemaRules<Values>((s) => s.NewsletterBodySchema),
  });
  const input = useInputProps(form);
  const labelColor = tone === 'dark' ? 'white' : undefined;

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    try {
      const { client } = await import('../../lib/api/client');
      const res = await client.common.newsletter({
        body: { name: values.name.trim(), email: values.email.trim(), agree: values.agree },
      });
      if (res.body.code === 'OK') navigate(paths.HelpEmail);
      else showServerMessage(res.body);
    } catch {
      // The API client has already told the visitor.
    } finally {
      setSending(false);
    }
  });

  return (
    <form {...validatedForm(submit)}>
      <Stack gap="xs">
        <TextInput
          label={t('newsletter.name')}
          autoComplete="name"
          styles={{ label: { color: labelColor } }}
          {...input('name')}
        />
        <TextInput
          label={t('newsletter.email')}
          type="email"
          autoComplete="email"
          required
          styles={{ label: { color: labelColor } }}
          {...input('email')}
        />
        <Checkbox
          {...input('agree', { type: 'checkbox' })}
          styles={{ label: { color: labelColor } }}
          label={
            <Trans
              i18nKey="newsletter.agree"
              components={{
                policy: (
                  <Anchor
                    component={Link}
                    href={paths.PrivacyPolicy}
                    className={tone === 'dark' ? classes.link : undefined}
                    underline="always"
                  />
                ),
              }}
            />
          }
        />
        <Button type="submit" color="ember" loading={sending}>
          {t('newsletter.submit')}
        </Button>
      </Stack>
    </form>
  );
}
