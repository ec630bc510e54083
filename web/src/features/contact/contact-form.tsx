import { useState } from 'react';
import { Button } from '../../components/light/button';
import { Stack } from '../../components/light/layout';
import { TextInput } from '../../components/light/text-input';
import { Textarea } from '../../components/light/textarea';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX } from '#contract/limits.js';
import { call } from '../../lib/api/call';
import { showServerMessage, toastSuccess } from '../../lib/api/errors';
import { schemaRules, useInputProps, validatedForm } from '../../lib/form';
import formPage from '../../components/layout/form-page.module.css';
import classes from './contact.module.css';

/** Field names are the wire names (requirements R3): userName, contact, content. */
type Values = { userName: string; contact: string; content: string };
const EMPTY: Values = { userName: '', contact: '', content: '' };

/** requirements R2/R5/R8: checked on submit, 15 rows, at most 2000 characters, reset after a send. */
export function ContactForm() {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const form = useForm<Values>({ initialValues: EMPTY, validate: schemaRules<Values>((s) => s.ContactBodySchema) });
  const input = useInputProps(form);
  const length = form.values.content.length;

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    try {
      const { client } = await import('../../lib/api/client');
      const body = await call(() =>
        client.common.contact({
          body: { userName: values.userName.trim(), contact: values.contact.trim(), content: values.content.trim() },
        }),
      );
      if (!body) return;
      if (body.code === 'OK') {
        toastSuccess(t('contact.form.sent'), t('contact.form.successTitle'));
        form.reset();
      } else {
        showServerMessage(body, t('contact.form.errorTitle'));
      }
    } finally {
      setSending(false);
    }
  });

  return (
    <form {...validatedForm(submit)} aria-labelledby="contact-form-title">
      <Stack gap="md">
        <TextInput label={t('contact.form.name')} autoComplete="name" withAsterisk size="md" {...input('userName')} />
        <TextInput
          label={t('contact.form.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          size="md"
          {...input('contact')}
        />
        <Textarea
          label={t('contact.form.message')}
          withAsterisk
          size="md"
          rows={15}
          maxLength={MESSAGE_MAX}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          description={t('contact.form.count', { count: length, max: MESSAGE_MAX })}
          classNames={{ input: classes.message, description: formPage.counter }}
          descriptionProps={{ 'data-full': length >= MESSAGE_MAX ? 'true' : undefined }}
          {...input('content')}
        />
        <Button type="submit" size="md" color="ember" loading={sending} className={formPage.submit}>
          {t('contact.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
