import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Redirect } from 'wouter';
import type { ApiFailure } from '../api/failure';
import { SignInView } from '../screens/signin/SignInView';
import { Alert } from '../ui/Alert';
import { PlainButton } from '../ui/PlainButton';
import { useDocumentTitle } from './documentTitle';
import { useSession, useSessionContext } from './session/SessionContext';
import { preloadSignedIn } from './signedInParts';

// Issue 23: an expired password's change step, loaded only when a sign-in answers password_expired.
const ExpiredPasswordStep = lazy(() =>
  import('../screens/security/passwords/ExpiredPasswordStep').then((m) => ({
    default: m.ExpiredPasswordStep,
  })),
);

// SEC-03, decision 0109: the second step, loaded when the password is sent (it may be asked for).
const loadSecondStep = () => import('./SignInSecondStep');
const SecondStep = lazy(() => loadSecondStep().then((m) => ({ default: m.SignInSecondStep })));

// SEC-03: the recovery codes of a method enrolled at sign-in, loaded only then (decision 0121).
const RecoveryCodesStep = lazy(() =>
  import('../screens/security/mfa/RecoveryCodesStep').then((m) => ({ default: m.RecoveryCodesStep })),
);

type SignInError = NonNullable<Parameters<typeof SignInView>[0]['error']>;

/** Turns the platform's refusal into what the sign-in form says (AUTH-01, AUTH-10). */
export function describeSignInError(error: Partial<ApiFailure> | undefined): SignInError | undefined {
  if (!error) return undefined;
  const message = error.message ?? 'Sign-in failed.';
  if (error.code === 'invalid_grant') return { kind: 'invalid', message, attemptsLeft: error.attemptsLeft };
  // Too many failures (decision 0045), or too many sign-ins from this address (decision 0081).
  if (error.code === 'too_many_attempts' || error.code === 'too_many_requests')
    return { kind: 'throttled', message, retryAt: error.retryAt };
  if (error.code === 'access_blocked') return { kind: 'blocked', message };
  if (error.status === undefined) {
    return {
      kind: 'network',
      message: 'The portal could not reach the platform. Check your connection and try again.',
    };
  }
  return { kind: 'other', message };
}

export function SignInPage() {
  const session = useSession();
  useDocumentTitle('Sign in');
  // One banner object per refusal: the form hides it on the next submit (SignInView).
  const error = useMemo(
    () => describeSignInError(session.signInError as Partial<ApiFailure> | undefined),
    [session.signInError],
  );
  const { config } = useSessionContext();
  const typed = useRef({ loginName: '', password: '' });
  const [backFrom, setBackFrom] = useState<unknown>();
  const failure = session.signInError as Partial<ApiFailure> | undefined;
  if (session.phase === 'signedIn') return <Redirect to="/" />;
  if (failure?.code === 'password_expired' && backFrom !== failure) {
    const answer = failure.body as { passwordPolicy?: Parameters<typeof ExpiredPasswordStep>[0]['policy'] };
    return (
      <Suspense fallback={null}>
        <ExpiredPasswordStep
          authBase={config.services.auth.url}
          loginName={typed.current.loginName}
          currentPassword={typed.current.password}
          policy={answer?.passwordPolicy}
          message={failure.message ?? 'Your password has expired.'}
          onChanged={(password) => session.signIn(typed.current.loginName, password)}
          onBack={() => setBackFrom(failure)}
        />
      </Suspense>
    );
  }
  if (session.recoveryCodes)
    return (
      <Suspense fallback={null}>
        <RecoveryCodesStep codes={session.recoveryCodes} onContinue={session.keepRecoveryCodes} />
      </Suspense>
    );
  if (session.challenge)
    return (
      <Suspense fallback={null}>
        <SecondStep key={session.challenge.mfaToken} />
      </Suspense>
    );
  return (
    <SignInView
      onSubmit={(loginName, password) => {
        preloadSignedIn(); // the portal's shell loads while the platform checks the password
        loadSecondStep().catch(() => undefined);
        typed.current = { loginName, password };
        session.signIn(loginName, password);
      }}
      busy={session.signingIn || session.phase === 'pending' || session.ssoBusy}
      error={error}
      notice={session.notice}
      onLoginNameChange={session.loginNameChanged}
      sso={session.ssoDomain}
      onContinueWithSso={session.signInWithSso}
      footer={
        session.ssoAvailable && (session.ssoError || !session.ssoDomain) ? (
          <>
            {session.ssoError ? <Alert variant="error">{session.ssoError}</Alert> : null}
            {session.ssoDomain ? null : (
              <PlainButton
                variant="secondary"
                fullWidth
                onPress={session.signInWithSso}
                isPending={session.ssoBusy}
              >
                Sign in with single sign-on
              </PlainButton>
            )}
          </>
        ) : undefined
      }
    />
  );
}
