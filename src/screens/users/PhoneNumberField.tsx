// A phone number typed by a person (PHONE-01, PHONE-02, USER-06): checked against the account's
// country when the field is left, shown formatted, and explained in plain words when wrong.
import { useState } from 'react';
import { checkPhoneInput } from '../../domain/phoneInput';
import { TextField } from '../../ui/TextField';

export interface PhoneNumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  country: string;
  /** An error from outside (the server, or a submit that checked every field). */
  errorMessage?: string;
  isReadOnly?: boolean;
}

export function PhoneNumberField({
  label,
  value,
  onChange,
  country,
  errorMessage,
  isReadOnly,
}: PhoneNumberFieldProps) {
  const [own, setOwn] = useState<string>();
  const error = own ?? errorMessage;
  return (
    <TextField
      label={label}
      type="tel"
      value={value}
      isReadOnly={isReadOnly}
      onChange={(v) => {
        setOwn(undefined);
        onChange(v);
      }}
      onBlur={() => {
        if (value.trim() === '') return setOwn(undefined);
        const check = checkPhoneInput(value, country);
        if (check.ok) {
          setOwn(undefined);
          onChange(check.international);
        } else setOwn(check.message);
      }}
      isInvalid={error !== undefined}
      errorMessage={error}
      description={`Numbers without a country code are read as ${country} numbers.`}
    />
  );
}

/** Every filled number checked: the E.164 values, or the first message per field. */
export function checkNumbers<K extends string>(values: Record<K, string>, country: string) {
  const errors: Partial<Record<K, string>> = {};
  const e164: Partial<Record<K, string>> = {};
  for (const key of Object.keys(values) as K[]) {
    const v = values[key].trim();
    if (!v) continue;
    const check = checkPhoneInput(v, country);
    if (check.ok) e164[key] = check.value;
    else errors[key] = check.message;
  }
  return { errors, e164 };
}
