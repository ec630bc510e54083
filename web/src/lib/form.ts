import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';
import { i18n } from './i18n';

/**
 * Turns a contract zod schema into @mantine/form validation: one message per field, the first
 * problem found, translated (schemas carry `validation.*` keys).
 */
export function zodValidate<T>(schema: z.ZodType) {
  return (values: T): FormErrors => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: FormErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!(path in errors)) errors[path] = i18n.t(issue.message);
    }
    return errors;
  };
}
