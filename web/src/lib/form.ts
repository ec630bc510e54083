import { useCallback } from 'react';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type ValidationKey, v } from '#contract/validation-messages.js';

/**
 * The one adapter from the contract's zod schemas to @mantine/form, for every form of the site.
 *
 * A @mantine/form rule from a contract field schema: the first problem's `validation.*` key, or
 * null. Keys (not texts) are kept in the form so a language switch re-translates shown errors.
 */
export const rule =
  (schema: z.ZodType) =>
  (value: unknown): string | null => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? v('invalidValue'));
  };

/**
 * A whole contract body schema as @mantine/form validation: the first problem of each field, as
 * its `validation.*` key (translated when shown, by useInputProps).
 */
export function schemaRules<T>(schema: z.ZodType) {
  return (values: T): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!(path in errors)) errors[path] = issue.message;
    }
    return errors;
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
      return { ...props, error: typeof props.error === 'string' ? t(props.error) : props.error };
    },
    [form, t],
  );
}
