import { useId } from 'react';
import { checkbox, field, label as labelClass, select } from './SelectField.css';

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
  isDisabled?: boolean;
  /**
   * The name a screen reader says, when the short visible label needs its context ("Where" shown,
   * "When open: where" said). It should contain the visible label, for those who speak to click.
   */
  accessibleLabel?: string;
}

/**
 * A native <select> with its label: the platform's own picker is the most accessible one for a
 * short fixed list (roles, kinds), on every device.
 */
export function SelectField({
  label,
  value,
  options,
  onChange,
  isDisabled,
  accessibleLabel,
}: SelectFieldProps) {
  const id = useId();
  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        aria-label={accessibleLabel}
        className={select}
        value={value}
        disabled={isDisabled}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: string;
  isDisabled?: boolean;
}

/** A native checkbox inside its label. */
export function CheckboxField({ label, checked, onChange, isDisabled }: CheckboxFieldProps) {
  return (
    <label className={checkbox}>
      <input
        type="checkbox"
        checked={checked}
        disabled={isDisabled}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
