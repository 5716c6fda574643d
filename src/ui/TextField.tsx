import type { Ref } from 'react';
import {
  FieldError,
  Input,
  Label,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
  Text,
} from 'react-aria-components';
import {
  description as descriptionClass,
  field,
  fieldError,
  input,
  label as labelClass,
} from './TextField.css';

export interface TextFieldProps
  extends Omit<RACTextFieldProps, 'className' | 'children' | 'style' | 'render'> {
  label: string;
  /** Help shown under the input and linked to it with aria-describedby. */
  description?: string;
  /** Shown under the input when the field is invalid (`isInvalid`, or a failing `validate`). */
  errorMessage?: string;
  placeholder?: string;
  /** Ref to the <input>, e.g. to move focus to the first invalid field. */
  inputRef?: Ref<HTMLInputElement>;
}

/** Label, input, description and error, built from RAC's TextField so they are wired together. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={field}>
      <Label className={labelClass}>{label}</Label>
      <Input ref={inputRef} placeholder={placeholder} className={input()} />
      {description ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <FieldError className={fieldError}>{errorMessage}</FieldError>
    </RACTextField>
  );
}
