import { fireEvent, render, screen } from '@testing-library/react';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '#contract/validation-messages.js';
import { Providers } from '../app/providers';
import { rule, useInputProps, validatedForm } from './form';
import { initI18n } from './i18n';

beforeAll(async () => {
  await initI18n('en');
});

function EmailForm() {
  const form = useForm({
    initialValues: { email: '' },
    validateInputOnBlur: ['email'],
    validate: { email: rule((s) => s.LoginBodySchema.shape.email) },
  });
  const input = useInputProps(form);
  return (
    <form {...validatedForm(form.onSubmit(() => undefined))}>
      <TextInput label="E-mail" {...input('email')} />
    </form>
  );
}

describe('a field left before the form schemas have loaded', () => {
  // Its own file: the schemas are not loaded yet when this runs.
  it('is checked once they arrive, as a blur after they had would check it', async () => {
    render(
      <Providers>
        <EmailForm />
      </Providers>,
    );
    const email = screen.getByLabelText('E-mail');
    fireEvent.focus(email);
    fireEvent.blur(email);
    expect(await screen.findByText(validationMessages.en.emailRequired)).toBeTruthy();
  });
});
