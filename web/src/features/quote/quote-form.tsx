import { useState } from 'react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/light/button';
import { Stack } from '../../components/light/layout';
import { Title } from '../../components/light/text';
import { TextInput } from '../../components/light/text-input';
import { Textarea } from '../../components/light/textarea';
import { INSTITUTION_KINDS, INVOICE_KINDS, PAYMENT_WAYS, QUOTE_LIMITS } from '#contract/quote-fields.js';
import type { QuoteRequest } from '#contract/quote-request.js';
import { call } from '../../lib/api/call';
import { showServerMessage } from '../../lib/api/errors';
import { asLanguage } from '#contract/language.js';
import { schemaRules, useInputProps, validatedForm } from '../../lib/form';
import { ChoiceGroup } from './choice-group';
import formPage from '../../components/layout/form-page.module.css';
import classes from './quote.module.css';

/** Every field as the form holds it: text (a choice not yet made is ''). */
type Values = { [K in keyof QuoteRequest]-?: string };
const EMPTY: Values = {
  institution: '',
  kind: '',
  country: '',
  city: '',
  department: '',
  seats: '',
  start: '',
  payment: '',
  invoice: '',
  name: '',
  email: '',
  phone: '',
  notes: '',
};

export type SentRequest = Pick<Values, 'institution' | 'seats' | 'start' | 'email'>;

/**
 * The quote request (docs/decisions/182): checked with the contract's schema, sent through the
 * existing contact call as one message the company's inbox reads at a glance; on success the page
 * shows its own confirmation.
 */
export function QuoteForm({ onSent }: { onSent: (sent: SentRequest) => void }) {
  const { t, i18n } = useTranslation();
  const [sending, setSending] = useState(false);
  const form = useForm<Values>({ initialValues: EMPTY, validate: schemaRules<Values>((s) => s.QuoteRequestSchema) });
  const input = useInputProps(form);
  const choices = (keys: readonly string[], group: 'kinds' | 'payments' | 'invoices') =>
    keys.map((value) => ({ value, label: t(`quote.form.${group}.${value}` as const) }));
  const choice = (field: 'kind' | 'payment' | 'invoice') => {
    return {
      name: field,
      value: form.values[field],
      error: input(field).error,
      onChange: (value: string) => form.setFieldValue(field, value),
    };
  };

  const submit = form.onSubmit(async (values) => {
    setSending(true);
    try {
      const [{ client }, { QuoteRequestSchema, quoteMessage }] = await Promise.all([
        import('../../lib/api/client'),
        import('#contract/quote-request.js'),
      ]);
      const body = await call(() =>
        client.common.contact({ body: quoteMessage(QuoteRequestSchema.parse(values), asLanguage(i18n.language)) }),
      );
      if (!body) return;
      if (body.code !== 'OK') {
        showServerMessage(body, t('quote.form.errorTitle'));
        return;
      }
      onSent({
        institution: values.institution.trim(),
        seats: values.seats.trim(),
        start: values.start,
        email: values.email.trim(),
      });
      form.reset();
    } finally {
      setSending(false);
    }
  });

  return (
    <form {...validatedForm(submit)} aria-labelledby="quote-form-title">
      <Stack gap="md">
        <TextInput
          label={t('quote.form.institution')}
          description={t('quote.form.institutionHint')}
          autoComplete="organization"
          withAsterisk
          size="md"
          maxLength={QUOTE_LIMITS.field}
          {...input('institution')}
        />
        <ChoiceGroup legend={t('quote.form.kind')} options={choices(INSTITUTION_KINDS, 'kinds')} {...choice('kind')} />
        <div className={classes.pair}>
          <TextInput
            label={t('quote.form.country')}
            autoComplete="country-name"
            withAsterisk
            size="md"
            maxLength={QUOTE_LIMITS.place}
            {...input('country')}
          />
          <TextInput
            label={t('quote.form.city')}
            autoComplete="address-level2"
            withAsterisk
            size="md"
            maxLength={QUOTE_LIMITS.place}
            {...input('city')}
          />
        </div>
        <TextInput
          label={t('quote.form.department')}
          description={t('quote.form.departmentHint')}
          withAsterisk
          size="md"
          maxLength={QUOTE_LIMITS.field}
          {...input('department')}
        />
        <div className={classes.pair}>
          <TextInput
            label={t('quote.form.seats')}
            description={t('quote.form.seatsHint')}
            inputWrapperOrder={['label', 'input', 'error', 'description']}
            inputMode="numeric"
            withAsterisk
            size="md"
            maxLength={6}
            {...input('seats')}
          />
          <TextInput label={t('quote.form.start')} type="date" withAsterisk size="md" {...input('start')} />
        </div>
        <ChoiceGroup
          legend={t('quote.form.payment')}
          options={choices(PAYMENT_WAYS, 'payments')}
          {...choice('payment')}
        />
        <ChoiceGroup
          legend={t('quote.form.invoice')}
          options={choices(INVOICE_KINDS, 'invoices')}
          long
          description={t('quote.form.invoiceHint')}
          {...choice('invoice')}
        />
        <Title order={3} fz="h4" mt="sm">
          {t('quote.form.contactTitle')}
        </Title>
        <TextInput
          label={t('quote.form.name')}
          autoComplete="name"
          withAsterisk
          size="md"
          maxLength={QUOTE_LIMITS.person}
          {...input('name')}
        />
        <div className={classes.pair}>
          <TextInput
            label={t('quote.form.email')}
            type="email"
            autoComplete="email"
            withAsterisk
            size="md"
            {...input('email')}
          />
          <TextInput
            label={t('quote.form.phone')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            size="md"
            maxLength={QUOTE_LIMITS.phone}
            {...input('phone')}
          />
        </div>
        <Textarea
          label={t('quote.form.notes')}
          size="md"
          rows={4}
          maxLength={QUOTE_LIMITS.notes}
          inputWrapperOrder={['label', 'input', 'error', 'description']}
          description={t('quote.form.notesCount', { count: form.values.notes.length, max: QUOTE_LIMITS.notes })}
          classNames={{ description: formPage.counter }}
          {...input('notes')}
        />
        <Button type="submit" size="md" color="ember" loading={sending} className={formPage.submit}>
          {t('quote.form.submit')}
        </Button>
      </Stack>
    </form>
  );
}
