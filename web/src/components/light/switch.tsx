import { type CSSProperties, type ChangeEvent, type ReactNode, useId } from 'react';

/** Mantine's Switch (a checkbox with role switch) in a theme colour, its label beside it. */
export function Switch({
  checked,
  onChange,
  label,
  color,
  styles,
}: {
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  label: ReactNode;
  color: 'ember';
  styles?: { label?: CSSProperties };
}) {
  const id = `mantine-${useId()}`;
  return (
    <div
      style={{ '--switch-color': `var(--mantine-color-${color}-filled)` } as CSSProperties}
      className="m_5f93f3bb mantine-Switch-root m_5f75b09e mantine-Switch-root"
      data-label-position="right"
      data-checked={checked}
    >
      <label className="m_5f6e695e mantine-Switch-body" htmlFor={id}>
        <input
          data-checked={checked}
          id={id}
          type="checkbox"
          role="switch"
          className="m_926b4011 mantine-Switch-input"
          checked={checked}
          onChange={onChange}
        />
        <span
          className="m_9307d992 mantine-Switch-track"
          data-label-position="right"
          data-without-labels="true"
          aria-hidden="true"
        >
          <span
            className="m_93039a1d mantine-Switch-thumb"
            data-reduce-motion="true"
            data-with-thumb-indicator="true"
          />
          <span className="m_8277e082 mantine-Switch-trackLabel" />
        </span>
        <div className="m_d3ea56bb mantine-Switch-labelWrapper">
          <span style={styles?.label} className="m_8ee546b8 mantine-Switch-label">
            {label}
          </span>
        </div>
      </label>
    </div>
  );
}
