// The sign-in's change-password step (issue 23, SEC-02; decision 0108): the password was right
// but has expired, so no token was issued. The new one is set with the login name and the
// current password (POST /v1/passwords/expired), then the portal signs in with it.
import { useState } from 'react';
import { changeExpiredPassword } from '../../../api/auth';
import { ApiFailure } from '../../../api/failure';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from '../../../domain/security/passwords';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { stack } from '../../../ui/layout.css';
import type { WriteState } from '../../common/writeState';
import { ChangePasswordForm } from './ChangePasswordForm';
import { page } from './ExpiredPasswordStep.css';

export interface ExpiredPasswordStepProps {
  authBase: string;
  loginName: string;
  currentPassword: string;
  /** The rules the sign-in's answer carried. */
  policy?: PasswordPolicy;
  message: string;
  /** The new password is set: sign in with it. */
  onChanged(password: string): void;
  onBack(): void;
}

export function ExpiredPasswordStep(props: ExpiredPasswordStepProps) {
  const [state, setState] = useState<WriteState>({ pending: false, errors: [] });
  async function change(password: string) {
    setState({ pending: true, errors: [] });
    try {
      await changeExpiredPassword(props.authBase, {
        username: props.loginName,
        currentPassword: props.currentPassword,
        password,
      });
      setState({ pending: false, errors: [] });
      props.onChanged(password);
    } catch (e) {
      const failure = e instanceof ApiFailure ? e : undefined;
      setState({
        pending: false,
        errors: failure?.status === 400 ? failure.errors : [],
        message:
          failure?.status === 400 && failure.errors.length > 0
            ? undefined
            : (failure?.message ?? 'The portal could not reach the platform. Try again.'),
      });
    }
  }
  return (
    <main className={page}>
      <Card title="Choose a new password" level={1} size="narrow">
        <div className={stack}>
          <Alert variant="warning">{props.message}</Alert>
          <ChangePasswordForm
            label="Choose a new password"
            policy={props.policy ?? DEFAULT_PASSWORD_POLICY}
            askCurrent={false}
            state={state}
            submitLabel="Change password and sign in"
            onSubmit={({ password }) => void change(password)}
            extra={
              <Button variant="secondary" onPress={props.onBack}>
                Back to sign-in
              </Button>
            }
          />
        </div>
      </Card>
    </main>
  );
}
