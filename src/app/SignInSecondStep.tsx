// The sign-in's second step (SEC-03, decision 0109): the code, or the enrolment a user must make
// first. Its own chunk, loaded when the password is sent (./SignInPage.tsx).
import { useState } from 'react';
import type { ApiFailure } from '../api/failure';
import { SecondFactorView } from '../screens/signin/SecondFactorView';
import { useDocumentTitle } from './documentTitle';
import { useSession } from './session/SessionContext';
import { preloadSignedIn } from './signedInParts';

/** The second step (SEC-03, decision 0109): the code, or the enrolment a user must make first. */
export function SignInSecondStep() {
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
