import { type ReactNode, useId } from 'react';
import classes from './quote.module.css';

type Props = {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  value: string;
  error?: ReactNode;
  description?: string;
  /** Answers of a sentence each: one under the other, never side by side. */
  long?: boolean;
  onChange: (value: string) => void;
};

/**
 * A required choice shown whole (a buyer sees every option without opening a list): radio buttons
 * in a fieldset whose legend names the question, the form's error below it, read with the group.
 */
export function ChoiceGroup({ legend, name, options, value, error, description, long, onChange }: Props) {
  const id = useId();
  const described = [description ? `${id}-description` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset
      className={classes.choices}
      aria-describedby={described || undefined}
      aria-invalid={error ? true : undefined}
      data-error={error ? true : undefined}
    >
      <legend className={classes.legend}>
        {legend}
        <span className={classes.required} aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <div className={classes.options} data-long={long || undefined}>
        {options.map((option) => (
          <label key={option.value} className={classes.option}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {description ? (
        <p id={`${id}-description`} className={classes.hint}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
