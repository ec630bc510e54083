import { type CSSProperties, type ChangeEvent, type FocusEvent, type ReactNode, useId } from 'react';
import { cx } from './style';

type Part = 'label' | 'description' | 'input' | 'error';
type Size = 'sm' | 'md';
const ORDER: Part[] = ['label', 'description', 'input', 'error'];
const HALF_XS = 'calc(var(--mantine-spacing-xs) / 2)';
const smaller = (size: Size) => `calc(var(--mantine-font-size-${size}) - calc(0.125rem * var(--mantine-scale)))`;

/** What every field takes: Mantine's label, description, error and the form's handlers (getInputProps). */
export type FieldProps = {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  withAsterisk?: boolean;
  size?: Size;
  inputWrapperOrder?: Part[];
  /** Mantine's `styles`, for the label's colour (the footer's dark band). */
  styles?: { label?: CSSProperties };
  classNames?: { input?: string; description?: string };
  descriptionProps?: Record<`data-${string}`, string | undefined>;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  autoComplete?: string;
};

export type Control = { id: string; describedBy: string | undefined; error: boolean; size: Size };

/**
 * Mantine's Input.Wrapper and Input around a control: label (with the required mark), description
 * and error in `inputWrapperOrder`, the input's wrapper with its offsets and sizes.
 */
export function Field({
  name,
  field,
  root,
  wrapper,
  control,
}: {
  name: 'TextInput' | 'Textarea' | 'PasswordInput';
  field: FieldProps;
  root?: { className: string; style: CSSProperties };
  wrapper?: { multiline?: true; rightSection?: ReactNode };
  control: (control: Control) => ReactNode;
}) {
  const { label, description, error, required, withAsterisk, size = 'sm', styles, classNames } = field;
  const order = field.inputWrapperOrder ?? ORDER;
  const id = `mantine-${useId()}`;
  const hasError = !!error && typeof error !== 'boolean';
  const hasDescription = !!description;
  // As Mantine joins them (an empty place for a success message it also knows).
  const describedBy =
    `${hasError && order.includes('error') ? `${id}-error` : ''}  ${hasDescription && order.includes('description') ? `${id}-description` : ''}`.trim() ||
    undefined;
  const above = order.slice(0, order.indexOf('input'));
  const below = order.slice(order.indexOf('input') + 1);
  const offset = (side: Part[]) =>
    (hasDescription && side.includes('description')) || (hasError && side.includes('error'));
  const parts: Record<Part, ReactNode> = {
    label: (
      <label
        key="label"
        style={{ ...styles?.label, '--input-label-size': `var(--mantine-font-size-${size})` } as CSSProperties}
        className={`m_8fdc1311 mantine-InputWrapper-label mantine-${name}-label`}
        data-size={size}
        data-required={(withAsterisk ?? required) || undefined}
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
        {(withAsterisk ?? required) ? (
          <span className={`m_78a94662 mantine-InputWrapper-required mantine-${name}-required`} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
    ),
    description: hasDescription ? (
      <p
        key="description"
        style={{ '--input-description-size': smaller(size) } as CSSProperties}
        className={cx(
          classNames?.description,
          `m_fe47ce59 mantine-InputWrapper-description mantine-${name}-description`,
        )}
        data-size={size}
        id={`${id}-description`}
        {...field.descriptionProps}
      >
        {description}
      </p>
    ) : null,
    input: (
      <div
        key="input"
        style={
          {
            ...(offset(above) ? { '--input-margin-top': HALF_XS } : {}),
            ...(offset(below) ? { '--input-margin-bottom': HALF_XS } : {}),
            '--input-height': `var(--input-height-${size})`,
            '--input-fz': `var(--mantine-font-size-${size})`,
            ...(wrapper?.multiline ? { '--input-padding-y': `var(--input-padding-y-${size})` } : {}),
          } as CSSProperties
        }
        className={`m_6c018570 mantine-Input-wrapper mantine-${name}-wrapper`}
        data-variant="default"
        data-size={size}
        data-error={hasError || undefined}
        data-multiline={wrapper?.multiline}
        data-with-right-section={wrapper?.rightSection ? true : undefined}
      >
        {control({ id, describedBy, error: hasError, size })}
        {wrapper?.rightSection}
      </div>
    ),
    error: hasError ? (
      <p
        key="error"
        style={{ '--input-error-size': smaller(size) } as CSSProperties}
        className={`m_8f816625 mantine-InputWrapper-error mantine-${name}-error`}
        data-size={size}
        id={`${id}-error`}
      >
        {error}
      </p>
    ) : null,
  };
  return (
    <div
      style={root?.style}
      className={cx(root?.className, `m_46b77525 mantine-InputWrapper-root mantine-${name}-root`)}
      data-size={size}
      data-error={error ? true : undefined}
    >
      {order.map((part) => parts[part])}
    </div>
  );
}

/** The input's own attributes as Mantine's Input writes them. */
export const inputAttributes = ({ id, describedBy, error }: Control, className: string) => ({
  className,
  'data-variant': 'default',
  'data-error': error || undefined,
  'aria-invalid': error || undefined,
  'aria-describedby': describedBy,
  id,
});

export type TextValue<E> = { value?: string; onChange?: (event: ChangeEvent<E>) => void };
