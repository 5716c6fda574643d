// A new password, typed twice, checked against the account's rules before it is sent (issue 23,
// SEC-02): on My security (with the current password) and at sign-in when it has expired.
import { type FormEvent, useState } from 'react';
import {
  type PasswordPolicy,
  passwordProblems,
  passwordProblemText,
  passwordRulesText,
} from '../../../domain/security/passwords';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Form } from '../../../ui/Form';
import { stack, toolbar } from '../../../ui/layout.css';
import { TextField } from '../../../ui/TextField';
import { useFieldErrors } from '../../common/useFieldErrors';
import type { WriteState } from '../../common/writeState';

export interface ChangePasswordFormProps {
  /** The rules of the user's account; the platform checks them again. */
  policy: PasswordPolicy;
  /** Ask for the current password (My security); the sign-in step already has it. */
  askCurrent: boolean;
  state: WriteState;
  submitLabel: string;
  label: string;
  onSubmit(change: { currentPassword: string; password: string }): void;
  /** A way out beside the submit button (the sign-in step's Back). */
  extra?: React.ReactNode;
}

export function ChangePasswordForm(props: ChangePasswordFormProps) {
  const { policy, askCurrent, state } = props;
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const errors = useFieldErrors(state.errors, { current_password: 'current', password: 'password' });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (askCurrent && current === '') found.current = 'Enter your current password.';
    if (password === '') found.password = 'Enter a new password.';
    else {
      const problem = passwordProblemText(passwordProblems(policy, password));
      if (problem) found.password = problem;
    }
    if (!found.password && again !== password) found.again = 'The two new passwords are not the same.';
    errors.checked(found);
    if (Object.keys(found).length > 0) return;
    props.onSubmit({ currentPassword: current, password });
  }

  const field = (
    name: string,
    label: string,
    value: string,
    set: (v: string) => void,
    autoComplete: string,
    description?: string,
  ) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      description={description}
      value={value}
      onChange={(v) => {
        set(v);
        errors.changed(name);
      }}
      isInvalid={errors.error(name) !== undefined}
      errorMessage={errors.error(name)}
    />
  );

  return (
    <Form onSubmit={submit} aria-label={props.label}>
      <div className={stack}>
        {askCurrent ? field('current', 'Current password', current, setCurrent, 'current-password') : null}
        {field('password', 'New password', password, setPassword, 'new-password', passwordRulesText(policy))}
        {field('again', 'New password again', again, setAgain, 'new-password')}
        {state.message ? (
          <Alert variant="error" title="The password was not changed">
            {state.message}
          </Alert>
        ) : null}
        {state.saved ? <Alert variant="success">{state.saved}</Alert> : null}
        <div className={toolbar}>
          <Button type="submit" isPending={state.pending}>
            {props.submitLabel}
          </Button>
          {props.extra}
        </div>
      </div>
    </Form>
  );
}
