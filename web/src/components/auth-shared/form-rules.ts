import { useCallback } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type ValidationKey, v } from '#contract/validation-messages.js';

/**
 * A @mantine/form rule from a contract field schema: the first problem's `validation.*` key, or
 * null. Keys (not texts) are kept in the form so a language switch re-translates shown errors.
 */
export const rule =
  (schema: z.ZodType) =>
  (value: unknown): string | null => {
    const result = schema.safeParse(value);
    return result.success ? null : (result.error.issues[0]?.message ?? v('invalidValue'));
  };

/** A confirmation: required, then equal to the field it confirms. */
export const confirmRule =
  <T extends Record<string, unknown>>(field: keyof T, requiredKey: ValidationKey, mismatchKey: ValidationKey) =>
  (value: unknown, values: T): string | null => {
    if (typeof value !== 'string' || value === '') return v(requiredKey);
    return value === values[field] ? null : v(mismatchKey);
  };

/** `form.getInputProps` with the error key translated. */
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
