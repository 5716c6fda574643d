import { useMemo } from 'react';
import { Redirect } from 'wouter';
import type { ApiFailure } from '../api/failure';
import { SignInView } from '../screens/signin/SignInView';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { useDocumentTitle } from './documentTitle';
import { useSession } from './session/SessionContext';
import { preloadSignedIn } from './signedInParts';

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
  if (session.phase === 'signedIn') return <Redirect to="/" />;
  return (
    <SignInView
      onSubmit={(loginName, password) => {
        preloadSignedIn(); // the portal's shell loads while the platform checks the password
        session.signIn(loginName, password);
      }}
      busy={session.signingIn || session.phase === 'pending' || session.ssoBusy}
      error={error}
      notice={session.notice}
      footer={
        session.ssoAvailable ? (
          <>
            {session.ssoError ? <Alert variant="error">{session.ssoError}</Alert> : null}
            <Button variant="secondary" fullWidth onPress={session.signInWithSso} isPending={session.ssoBusy}>
              Sign in with single sign-on
            </Button>
          </>
        ) : undefined
      }
    />
  );
}
