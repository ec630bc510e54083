import { Field, type FieldProps, type TextValue, inputAttributes } from './field';
import { cx } from './style';

/**
 * Mantine's TextInput as plain elements in Mantine's classes: the same markup (light.test.tsx), no
 * Mantine code (docs/decisions/153).
 */
export function TextInput({
  type,
  value,
  onChange,
  maxLength,
  inputMode,
  ...field
}: FieldProps &
  TextValue<HTMLInputElement> & {
    type?: 'email' | 'text' | 'tel' | 'date';
    maxLength?: number;
    inputMode?: 'numeric' | 'tel';
  }) {
  return (
    <Field
      name="TextInput"
      field={field}
      control={(control) => (
        <input
          {...inputAttributes(
            control,
            cx(field.classNames?.input, 'm_8fb7ebe7 mantine-Input-input mantine-TextInput-input'),
          )}
          type={type}
          maxLength={maxLength}
          inputMode={inputMode}
          required={field.required}
          autoComplete={field.autoComplete}
          value={value}
          onChange={onChange}
          onFocus={field.onFocus}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
