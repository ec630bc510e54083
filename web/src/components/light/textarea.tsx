import { Field, type FieldProps, type TextValue, inputAttributes } from './field';
import { cx } from './style';

/** Mantine's Textarea (fixed rows) as plain elements in Mantine's classes. */
export function Textarea({
  rows,
  maxLength,
  value,
  onChange,
  ...field
}: FieldProps & TextValue<HTMLTextAreaElement> & { rows: number; maxLength?: number }) {
  return (
    <Field
      name="Textarea"
      field={field}
      wrapper={{ multiline: true }}
      control={(control) => (
        <textarea
          {...inputAttributes(
            control,
            cx(field.classNames?.input, 'm_8fb7ebe7 mantine-Input-input mantine-Textarea-input'),
          )}
          rows={rows}
          maxLength={maxLength}
          required={field.required}
          value={value}
          onChange={onChange}
          onFocus={field.onFocus}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
