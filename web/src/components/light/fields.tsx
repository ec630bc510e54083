import { type CSSProperties, type ChangeEvent, type ReactNode, useId } from 'react';

type Field<V> = {
  label: ReactNode;
  error?: ReactNode;
  /** Mantine's `styles`, for the label's colour (the footer's dark band). */
  styles?: { label?: CSSProperties };
} & V;

/**
 * Mantine's TextInput (size sm, its label, required mark and error) as plain elements in Mantine's
 * classes: the footer's newsletter form, on every page, without Mantine's input machinery.
 */
export function TextInput({
  label,
  error,
  styles,
  required,
  value,
  onChange,
  ...input
}: Field<{
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  required?: boolean;
  type?: 'email' | 'text';
  autoComplete?: string;
}>) {
  const id = `mantine-${useId()}`;
  const errorId = `${id}-error`;
  return (
    <div
      className="m_46b77525 mantine-InputWrapper-root mantine-TextInput-root"
      data-size="sm"
      data-error={error ? true : undefined}
    >
      <label
        style={{ ...styles?.label, '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties}
        className="m_8fdc1311 mantine-InputWrapper-label mantine-TextInput-label"
        data-size="sm"
        data-required={required || undefined}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
        {required ? (
          <span className="m_78a94662 mantine-InputWrapper-required mantine-TextInput-required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <div
        style={
          {
            ...(error ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
            '--input-height': 'var(--input-height-sm)',
            '--input-fz': 'var(--mantine-font-size-sm)',
          } as CSSProperties
        }
        className="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper"
        data-variant="default"
        data-size="sm"
        data-error={error ? true : undefined}
      >
        <input
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant="default"
          data-error={error ? true : undefined}
          {...input}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          id={id}
          value={value}
          onChange={onChange}
        />
      </div>
      {error ? (
        <p
          style={
            {
              '--input-error-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
            } as CSSProperties
          }
          className="m_8f816625 mantine-InputWrapper-error mantine-TextInput-error"
          data-size="sm"
          id={errorId}
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Mantine's Checkbox (filled, the theme's colour, its tick and error) as plain elements in Mantine's classes. */
export function Checkbox({
  label,
  error,
  styles,
  checked,
  onChange,
}: Field<{ checked: boolean; onChange: (event: ChangeEvent<HTMLInputElement>) => void }>) {
  const id = `mantine-${useId()}`;
  const errorId = `${id}-error`;
  return (
    <div
      style={
        {
          '--checkbox-radius': 'var(--mantine-radius-sm)',
          '--checkbox-color': 'var(--mantine-color-atlas-filled)',
        } as CSSProperties
      }
      className="m_bf2d988c mantine-Checkbox-root m_5f75b09e mantine-Checkbox-root"
      data-variant="filled"
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className="m_5f6e695e mantine-Checkbox-body">
        <div className="m_26062bec mantine-Checkbox-inner" data-label-position="right">
          <input
            className="mantine-focus-auto m_26063560 mantine-Checkbox-input"
            data-error={error ? true : undefined}
            data-with-error-styles="true"
            id={id}
            aria-describedby={error ? errorId : undefined}
            type="checkbox"
            checked={checked}
            onChange={onChange}
          />
          <svg
            viewBox="0 0 10 7"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
            aria-hidden="true"
            className="m_bf295423 mantine-Checkbox-icon"
          >
            <path
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
              fill="currentColor"
              fillRule="evenodd"
              clipRule="evenodd"
            />
          </svg>
        </div>
        <div className="m_d3ea56bb mantine-Checkbox-labelWrapper">
          <label style={styles?.label} className="m_8ee546b8 mantine-Checkbox-label" htmlFor={id}>
            {label}
          </label>
          {error ? (
            <p className="m_8e8a99cc mantine-Checkbox-error m_8f816625 mantine-InputWrapper-error" id={errorId}>
              {error}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
