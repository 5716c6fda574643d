import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { SIGN_IN_WORDS } from '../../domain/signInWords';
import { Alert } from '../../ui/Alert';
import { Card } from '../../ui/Card';
import { form as formClass } from '../../ui/Form.css';
import { PlainButton } from '../../ui/PlainButton';
import { PlainTextField } from '../../ui/PlainTextField';
import { footer as footerClass, page, stack } from './SignInView.css';

export interface SignInError {
  kind: 'invalid' | 'throttled' | 'blocked' | 'network' | 'other';
  message: string;
  /** Sign-in attempts left before sign-in must wait (AUTH-10); shown for 'invalid'. */
  attemptsLeft?: number;
  /** When sign-in may be tried again (ISO 8601); shown in local time for 'throttled'. */
  retryAt?: string;
}

export interface SignInViewProps {
  onSubmit(loginName: string, password: string): void;
  busy: boolean;
  error?: SignInError;
  /** e.g. 'You have signed out.' or 'Your session has ended. Please sign in again.' */
  notice?: string;
  /** Below the form, e.g. the single-sign-on button. */
  footer?: ReactNode;
  /** Each change of the login name (the SSO look-up listens; decision 0121). */
  onLoginNameChange?(loginName: string): void;
  /** The typed e-mail's domain signs in through the organisation's provider. */
  sso?: { domain: string; passwordSignIn: boolean };
  /** Continue at the organisation's provider with the login name typed. */
  onContinueWithSso?(): void;
}

export function attemptsLeftText(attemptsLeft: number): string {
  return `${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left before you must wait to try again.`;
}

export function formatUnlockTime(iso: string): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

function SignInErrorAlert({ error }: { error: SignInError }) {
  const unlocksAt = error.kind === 'throttled' && error.retryAt ? formatUnlockTime(error.retryAt) : undefined;
  return (
    <Alert variant="error">
      <p>{error.message}</p>
      {error.kind === 'invalid' && error.attemptsLeft !== undefined ? (
        <p>{attemptsLeftText(error.attemptsLeft)}</p>
      ) : null}
      {unlocksAt ? (
        <p>
          You can try again after <time dateTime={error.retryAt}>{unlocksAt}</time>.
        </p>
      ) : null}
    </Alert>
  );
}

interface FieldErrors {
  loginName?: string;
  password?: string;
}

/**
 * The password sign-in form (AUTH-01). Both values are kept while the user corrects either. Plain
 * elements (PlainTextField, PlainButton): the sign-in page carries no widget library (decision 0125).
 */
export function SignInView({
  onSubmit,
  busy,
  error,
  notice,
  footer,
  onLoginNameChange,
  sso,
  onContinueWithSso,
}: SignInViewProps) {
  const ssoOnly = sso !== undefined && !sso.passwordSignIn;
  const [loginName, setLoginName] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // A new submit takes the last refusal away; the next refusal (a new object) shows again.
  const [answered, setAnswered] = useState<SignInError>();
  const loginNameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    setAnswered(error);
    if (ssoOnly) {
      onContinueWithSso?.();
      return;
    }
    const errors: FieldErrors = {
      loginName: loginName.trim() === '' ? SIGN_IN_WORDS.loginName : undefined,
      password: password === '' ? SIGN_IN_WORDS.password : undefined,
    };
    setFieldErrors(errors);
    if (errors.loginName) {
      loginNameRef.current?.focus();
      return;
    }
    if (errors.password) {
      passwordRef.current?.focus();
      return;
    }
    onSubmit(loginName.trim(), password);
  }

  return (
    <main className={page}>
      <Card title="Sign in to Switchboard" level={1} size="narrow">
        <div className={stack}>
          {notice ? <Alert variant="info">{notice}</Alert> : null}
          {error && error !== answered ? <SignInErrorAlert error={error} /> : null}
          <form onSubmit={submit} aria-label="Sign in" noValidate className={formClass}>
            <PlainTextField
              label="Login name"
              name="username"
              autoComplete="username"
              isRequired
              value={loginName}
              onChange={(value) => {
                setLoginName(value);
                onLoginNameChange?.(value);
                if (fieldErrors.loginName) setFieldErrors((e) => ({ ...e, loginName: undefined }));
              }}
              isInvalid={fieldErrors.loginName !== undefined}
              errorMessage={fieldErrors.loginName}
              inputRef={loginNameRef}
            />
            {sso ? (
              <Alert variant="info" title="Your organisation signs you in">
                {ssoOnly
                  ? `People at ${sso.domain} sign in with single sign-on. Continue to your organisation’s sign-in page.`
                  : `People at ${sso.domain} can sign in with single sign-on at your organisation’s sign-in page.`}
              </Alert>
            ) : null}
            {sso ? (
              <PlainButton
                type={ssoOnly ? 'submit' : 'button'}
                variant={ssoOnly ? 'primary' : 'secondary'}
                fullWidth
                isPending={busy}
                onPress={ssoOnly ? undefined : onContinueWithSso}
              >
                Continue with single sign-on
              </PlainButton>
            ) : null}
            {ssoOnly ? null : (
              <PlainTextField
                label="Password"
                name="password"
                type="password"
                autoComplete="current-password"
                isRequired
                value={password}
                onChange={(value) => {
                  setPassword(value);
                  if (fieldErrors.password) setFieldErrors((e) => ({ ...e, password: undefined }));
                }}
                isInvalid={fieldErrors.password !== undefined}
                errorMessage={fieldErrors.password}
                inputRef={passwordRef}
              />
            )}
            {ssoOnly ? null : (
              <PlainButton type="submit" variant="primary" fullWidth isPending={busy}>
                Sign in
              </PlainButton>
            )}
          </form>
          {footer ? <div className={footerClass}>{footer}</div> : null}
        </div>
      </Card>
    </main>
  );
}
