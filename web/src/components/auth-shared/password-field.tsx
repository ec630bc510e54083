import type { ComponentProps } from 'react';
import { PasswordInput } from '../light/password-input';
import { useTranslation } from 'react-i18next';

const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  strokeWidth: 16,
} as const;

/**
 * Mantine's eye icon, drawn the same, but hidden from assistive technology: the button around it
 * carries the name (Mantine's own svg has none, which IBM's checker rightly reports).
 */
function ToggleIcon({ reveal }: { reveal: boolean }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 256 256"
      style={{ width: 'var(--psi-icon-size)', height: 'var(--psi-icon-size)' }}
      aria-hidden="true"
      focusable="false"
    >
      <path fill="none" d="M0 0h256v256H0z" />
      {reveal ? (
        <>
          <path {...line} d="M48 40l160 176M154.91 157.6a40 40 0 01-53.82-59.2M135.53 88.71a40 40 0 0132.3 35.53" />
          <path
            {...line}
            d="M208.61 169.1C230.41 149.58 240 128 240 128s-32-72-112-72a126 126 0 00-20.68 1.68M74 68.6C33.23 89.24 16 128 16 128s32 72 112 72a118.05 118.05 0 0054-12.6"
          />
        </>
      ) : (
        <>
          <path {...line} d="M128 56c-80 0-112 72-112 72s32 72 112 72 112-72 112-72-32-72-112-72z" />
          <circle {...line} cx="128" cy="128" r="40" />
        </>
      )}
    </svg>
  );
}

/** A password input whose show/hide toggle speaks the visitor's language. */
export function PasswordField(
  props: Omit<ComponentProps<typeof PasswordInput>, 'visibilityToggleIcon' | 'visibilityToggleButtonProps'>,
) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('auth.showPassword') }}
      visibilityToggleIcon={ToggleIcon}
      {...props}
    />
  );
}
