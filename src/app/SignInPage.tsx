import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Redirect } from 'wouter';
import type { ApiFailure } from '../api/failure';
import { SecondFactorView } from '../screens/signin/SecondFactorView';
import { SignInView } from '../screens/signin/SignInView';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { useDocumentTitle } from './documentTitle';
import { useSession, useSessionContext } from './session/SessionContext';
import { preloadSignedIn } from './signedInParts';

// Issue 23: an expired password's change step, loaded only when a sign-in answers password_expired.
const ExpiredPasswordStep = lazy(() =>
  import('../screens/security/passwords/ExpiredPasswordStep').then((m) => ({
    default: m.ExpiredPasswordStep,
  })),
);

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
  if (session.challenge) return <SecondStep key={session.challenge.mfaToken} />;
  return (
    <SignInView
      onSubmit={(loginName, password) => {
        preloadSignedIn(); // the portal's shell loads while the platform checks the password
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
              <Button
                variant="secondary"
                fullWidth
                onPress={session.signInWithSso}
                isPending={session.ssoBusy}
              >
                Sign in with single sign-on
              </Button>
            )}
          </>
        ) : undefined
      }
    />
  );
}

/** The second step (SEC-03, decision 0109): the code, or the enrolment a user must make first. */
function SecondStep() {
  const session = useSession();
  const challenge = session.challenge!;
  useDocumentTitle('Two-step sign-in');
  const [enrolment, setEnrolment] = useState<{ qrCode: string; secret: string }>();
  const [sentTo, setSentTo] = useState<string>();
  const [requestPending, setRequestPending] = useState(false);
  const [requestError, setRequestError] = useState<string>();
  const failure = session.signInError as Partial<ApiFailure> | undefined;
  const request = async (method: 'totp' | 'email') => {
    setRequestPending(true);
    setRequestError(undefined);
    try {
      const answer = await session.requestSecondFactor(method);
      if (answer.method === 'totp') setEnrolment({ qrCode: answer.qrCode, secret: answer.secret });
      else setSentTo(answer.sentTo);
    } catch (e) {
      setRequestError((e as Partial<ApiFailure>).message ?? 'That did not work. Try again.');
    } finally {
      setRequestPending(false);
    }
  };
  return (
    <SecondFactorView
      methods={challenge.methods}
      enrolmentRequired={challenge.enrolmentRequired}
      recovery={challenge.recovery}
      message={challenge.message}
      busy={session.signingIn}
      error={
        failure
          ? `${failure.message ?? 'The code is incorrect.'}${failure.attemptsLeft ? ` ${failure.attemptsLeft} ${failure.attemptsLeft === 1 ? 'attempt' : 'attempts'} left.` : ''}`
          : undefined
      }
      enrolment={enrolment}
      sentTo={sentTo}
      requestPending={requestPending}
      requestError={requestError}
      onRequest={request}
      onSubmit={(otp) => {
        preloadSignedIn();
        session.passSecondFactor(otp);
      }}
      onCancel={session.cancelSecondFactor}
    />
  );
}
