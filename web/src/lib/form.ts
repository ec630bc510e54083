import { type FormEvent, type ReactNode, useCallback } from 'react';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { ValidationKey } from '#contract/validation-messages.js';
import { addValidationMessages } from './i18n';

type Schemas = typeof import('#contract/forms.js');
/** A `validation.*` key, as the contract's schemas carry them (contract/validation-messages.ts). */
const v = (key: ValidationKey) => `validation.${key}` as const;
type Pick = (schemas: Schemas) => z.ZodType;

let schemas: Schemas | undefined;
const noop = () => undefined;
let loading: Promise<Schemas> | undefined;

/**
 * The forms' schemas (zod and the contract's fields) are loaded on a form's first use, not with the
 * page: a form asks for them when it is focused, and its submit waits for them (docs/decisions/082).
 */
export function loadSchemas(): Promise<Schemas> {
  loading ??= Promise.all([import('#contract/forms.js'), import('#contract/validation-messages.js')]).then(
    ([loaded, { validationMessages }]) => {
      addValidationMessages(validationMessages);
      return (schemas = loaded);
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * The one adapter from the contract's zod schemas to @mantine/form, for every form of the site.
 *
 * A @mantine/form rule from a contract field schema: the first problem's `validation.*` key, or
 * null. Keys (not texts) are kept in the form so a language switch re-translates shown errors.
 * Until the schemas have loaded there is nothing to say yet (a submit waits for them).
 */
export const rule =
  (pick: Pick) =>
  (value: unknown): string | null => {
    if (!schemas) return null;
    const result = pick(schemas).safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? v('invalidValue'));
  };

/**
 * A whole contract body schema as @mantine/form validation: the first problem of each field, as
 * its `validation.*` key (translated when shown, by useInputProps).
 */
export function schemaRules<T>(pick: Pick) {
  return (values: T): FormErrors => {
    if (!schemas) return {};
    const result = pick(schemas).safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!(path in errors)) errors[path] = issue.message;
    }
    return errors;
  };
}

/**
 * The props of a validated `<form>`: the schemas load on its first focus, and a submit before they
 * have arrived waits for them, so no form is ever sent unchecked.
 */
export function validatedForm(submit: (event?: FormEvent<HTMLFormElement>) => void) {
  return {
    noValidate: true,
    onFocus: () => void loadSchemas().catch(noop),
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      if (schemas) return submit(event);
      event.preventDefault();
      loadSchemas().then(
        () => submit(event),
        // Said by a toast, whose code loads then (it is not every page's); the reader's words, never the browser's.
        (error: unknown) =>
          void import('./api/errors').then(({ networkMessage, toastError }) => toastError(networkMessage(error))),
      );
    },
  };
}

/** A confirmation: required, then equal to the field it confirms. */
export const confirmRule =
  <T extends Record<string, unknown>>(field: keyof T, requiredKey: ValidationKey, mismatchKey: ValidationKey) =>
  (value: unknown, values: T): string | null => {
    if (typeof value !== 'string' || value === '') return v(requiredKey);
    return value === values[field] ? null : v(mismatchKey);
  };

/** `form.getInputProps` with the error key translated in the current language (re-translated on a switch). */
export function useInputProps<T extends Record<string, unknown>>(form: UseFormReturnType<T>) {
  const { t } = useTranslation();
  return useCallback(
    (path: keyof T & string, options?: { type?: 'input' | 'checkbox' }) => {
      const props = form.getInputProps(path, options);
      const onBlur = props.onBlur as ((event?: unknown) => void) | undefined;
      return {
        ...props,
        // A field left before the schemas arrived is checked once they have.
        onBlur: (event?: unknown) => {
          onBlur?.(event);
          if (!schemas) loadSchemas().then(() => onBlur?.(event), noop);
        },
        error: typeof props.error === 'string' ? t(props.error) : (props.error as ReactNode),
      };
    },
    [form, t],
  );
}
