import { type Ref, useId } from 'react';
import { field, fieldError, input, label as labelClass } from './TextField.css';

export interface PlainTextFieldProps {
  label: string;
  name: string;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  isRequired?: boolean;
  value: string;
  onChange(value: string): void;
  isInvalid?: boolean;
  /** Shown under the input, and linked to it, while the field is invalid. */
  errorMessage?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Label, input and error wired together with plain elements and TextField's look, for the pages
 * that must carry no widget library (the sign-in page, decision 0125). Everything else uses
 * TextField. Required is said with aria-required: the view shows its own messages.
 */
export function PlainTextField(props: PlainTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = props.isInvalid && !!props.errorMessage;
  return (
    <div className={field} data-required={props.isRequired || undefined}>
      <label htmlFor={id} className={labelClass}>
        {props.label}
      </label>
      <input
        id={id}
        ref={props.inputRef}
        name={props.name}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        className={input()}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        aria-required={props.isRequired || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
      {invalid ? (
        <span id={errorId} className={fieldError}>
          {props.errorMessage}
        </span>
      ) : null}
    </div>
  );
}
