import { type CSSProperties, type ChangeEvent, type FocusEvent, type ReactNode, useId } from 'react';

/** Mantine's Checkbox (filled, the theme's colour, its tick and error) as plain elements in Mantine's classes. */
export function Checkbox({
  label,
  error,
  styles,
  checked,
  onChange,
  onFocus,
  onBlur,
}: {
  label: ReactNode;
  error?: ReactNode;
  styles?: { label?: CSSProperties };
  checked?: boolean;
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}) {
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
            onFocus={onFocus}
            onBlur={onBlur}
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
