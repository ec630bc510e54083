import { type CSSProperties, type ComponentType, useState } from 'react';
import { ActionIcon } from './action-icon';
import { Field, type FieldProps, type TextValue } from './field';

/**
 * Mantine's PasswordInput as plain elements in Mantine's classes, with its show/hide toggle: a
 * press (mouse, touch, Space or Enter) shows or hides the password and leaves the focus in the field.
 */
export function PasswordInput({
  value,
  onChange,
  visibilityToggleIcon: Icon,
  visibilityToggleButtonProps,
  ...field
}: FieldProps &
  TextValue<HTMLInputElement> & {
    visibilityToggleIcon: ComponentType<{ reveal: boolean }>;
    visibilityToggleButtonProps: { 'aria-label': string };
  }) {
  const [visible, setVisible] = useState(false);
  const toggle = () => setVisible((shown) => !shown);
  const size = field.size ?? 'sm';
  const button = (
    <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-PasswordInput-section">
      <ActionIcon
        variant="subtle"
        color="gray"
        className="m_b1072d44 mantine-PasswordInput-visibilityToggle"
        aria-pressed={visible}
        tabIndex={-1}
        {...visibilityToggleButtonProps}
        onTouchEnd={(event) => {
          event.preventDefault();
          toggle();
        }}
        onMouseDown={(event) => {
          event.preventDefault();
          toggle();
        }}
        onKeyDown={(event) => {
          if (event.key !== ' ' && event.key !== 'Enter') return;
          event.preventDefault();
          toggle();
        }}
      >
        <Icon reveal={visible} />
      </ActionIcon>
    </div>
  );
  return (
    <Field
      name="PasswordInput"
      field={field}
      root={{
        className: 'm_f61ca620 mantine-PasswordInput-root',
        style: {
          '--psi-icon-size': `var(--psi-icon-size-${size})`,
          '--psi-button-size': `var(--psi-button-size-${size})`,
        } as CSSProperties,
      }}
      wrapper={{ rightSection: button }}
      control={({ id, describedBy, error }) => (
        <div
          className="m_ccf8da4c m_8fb7ebe7 mantine-Input-input mantine-PasswordInput-input"
          data-variant="default"
          data-error={error || undefined}
        >
          <input
            required={field.required}
            data-invalid={error || undefined}
            className="m_f2d85dd2 mantine-PasswordInput-innerInput"
            aria-describedby={describedBy}
            id={id}
            autoComplete={field.autoComplete ?? 'off'}
            type={visible ? 'text' : 'password'}
            value={value}
            onChange={onChange}
            onFocus={field.onFocus}
            onBlur={field.onBlur}
          />
        </div>
      )}
    />
  );
}
