import { type FormEvent, useState } from 'react';
import { Button } from '../light/button';
import { Checkbox } from '../light/checkbox';
import { Stack } from '../light/layout';
import { Anchor } from '../light/text';
import { TextInput } from '../light/text-input';
import type { FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { paths } from '../../app/paths';
import { RichText } from '../rich-text';
import { schemaRules, validatedForm } from '../../lib/form';
import classes from './footer.module.css';

type Values = { name: string; email: string; agree: boolean };

const validate = schemaRules<Values>((s) => s.NewsletterBodySchema);

/**
 * Newsletter with double opt-in: on OK the visitor is told to check their inbox. In every page's
 * footer, so it keeps its three fields in React state rather than loading @mantine/form with
 * every page (docs/decisions/083); the rules are the contract's, as in every other form.
 */
export function NewsletterForm({ tone = 'dark', initial }: { tone?: 'dark' | 'light'; initial?: Partial<Values> }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [sending, setSending] = useState(false);
  const [values, setValues] = useState<Values>({ name: '', email: '', agree: false, ...initial });
  // validation.* keys, translated when shown (so a language switch re-translates them).
  const [errors, setErrors] = useState<FormErrors>({});
  const labelColor = tone === 'dark' ? 'white' : undefined;
  const change = (name: keyof Values, value: string | boolean) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors(({ [name]: _, ...rest }) => rest);
  };
  const error = (name: keyof Values) => (typeof errors[name] === 'string' ? t(errors[name]) : undefined);

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length === 0) void send(values);
  };
  const send = async (values: Values) => {
    setSending(true);
    try {
      // The API client and its messages load with the first send, not with every page.
      const [{ client }, { showServerMessage }] = await Promise.all([
        import('../../lib/api/client'),
        import('../../lib/api/errors'),
      ]);
      const res = await client.common.newsletter({
        // validate() has required the box: only a ticked one is sent.
        body: { name: values.name.trim(), email: values.email.trim(), agree: true },
      });
      if (res.body.code === 'OK') navigate(paths.HelpEmail);
      else showServerMessage(res.body);
    } catch {
      // The API client has already told the visitor.
    } finally {
      setSending(false);
    }
  };

  return (
    <form {...validatedForm(submit)}>
      <Stack gap="xs">
        <TextInput
          label={t('newsletter.name')}
          autoComplete="name"
          styles={{ label: { color: labelColor } }}
          value={values.name}
          onChange={(event) => change('name', event.currentTarget.value)}
          error={error('name')}
        />
        <TextInput
          label={t('newsletter.email')}
          type="email"
          autoComplete="email"
          required
          styles={{ label: { color: labelColor } }}
          value={values.email}
          onChange={(event) => change('email', event.currentTarget.value)}
          error={error('email')}
        />
        <Checkbox
          checked={values.agree}
          onChange={(event) => change('agree', event.currentTarget.checked)}
          error={error('agree')}
          styles={{ label: { color: labelColor } }}
          label={
            <RichText
              text={t('newsletter.agree')}
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
