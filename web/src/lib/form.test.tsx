import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { validationMessages } from '#contract/validation-messages.js';
import { Providers } from '../app/providers';
import { ContactForm } from '../features/contact/contact-form';
import { loadSchemas, schemaRules } from './form';
import { initI18n, loadTexts, setLanguage } from './i18n';

beforeAll(async () => {
  await initI18n('en');
  await loadTexts('en', ['contact']);
  await loadTexts('cn', ['contact']);
});

/** The contact form sent empty: its first error shows (once the schemas are there). */
async function submitEmptyContactForm() {
  render(
    <Providers>
      <ContactForm />
    </Providers>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByText(validationMessages.en.contactNameRequired)).toBeTruthy();
}

describe('the contract-to-form adapter', () => {
  // First, while the schemas are not loaded yet (they load on a form's first use).
  it('checks a form submitted before its schemas have loaded, once they arrive', async () => {
    await submitEmptyContactForm();
  });

  it('keeps the validation keys, one per field, so what is shown can be translated again', async () => {
    await loadSchemas();
    const errors = schemaRules((s) => s.ContactBodySchema)({ userName: '', contact: 'not-an-email', content: '' });
    expect(Object.values(errors).every((key) => typeof key === 'string' && key.startsWith('validation.'))).toBe(true);
    expect(Object.keys(errors).sort()).toEqual(['contact', 'content', 'userName']);
  });

  it("re-translates a form's shown errors when the language changes", async () => {
    await submitEmptyContactForm();
    await act(() => setLanguage('cn'));
    expect(await screen.findByText(validationMessages.cn.contactNameRequired)).toBeTruthy();
    expect(screen.queryByText(validationMessages.en.contactNameRequired)).toBeNull();
    await act(() => setLanguage('en'));
  });
});
