// One's own password on My security (issue 23, SEC-02; C-199 with the current password; the rules
// and expiry from one's effective policy, C-218).
import { useState } from 'react';
import { changeOwnPassword, getUserPolicy } from '../../../api/passwords';
import { allHandled } from '../../../app/failures';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useSignedInProfile } from '../../../app/session/signedInProfile';
import { type Action, useAction } from '../../../app/useAction';
import { useResource } from '../../../app/useResource';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { useFormat } from '../../../ui/format/FormatContext';
import { LoadingState } from '../../../ui/LoadingState';
import { muted } from '../../../ui/layout.css';
import { shownHere, writeStateOf } from '../../common/writeState';
import { ChangePasswordForm } from './ChangePasswordForm';

/** When the password expires, in the account's date format; a policy with an expiry says so before the first change. */
function expiryText(
  password: { expiresAt: string | null; changedAt: string | null; expiryDays: number },
  date: (d: Date) => string,
): string {
  if (password.expiresAt) return `Your password expires on ${date(new Date(password.expiresAt))}.`;
  // Not yet changed through the portal (a password from before the policy): it counts from the next change.
  if (password.expiryDays > 0 && !password.changedAt)
    return `Passwords of this account expire ${password.expiryDays} days after they are set. Yours will once you change it.`;
  return 'Your password does not expire.';
}

export function MyPasswordSection() {
  const { api } = useSessionContext();
  const format = useFormat();
  const userId = useSignedInProfile().user.id;
  const policy = useResource(['userPolicy', userId], (s) => getUserPolicy(api, userId, s), {
    handled: allHandled,
  });
  const [said, setSaid] = useState<string>();
  const [round, setRound] = useState(0);
  const change = useAction(
    async (body: { currentPassword: string; password: string }) => {
      await changeOwnPassword(api, { current_password: body.currentPassword, password: body.password });
      setSaid('Your password is changed. Use the new one the next time you sign in.');
      setRound((r) => r + 1); // a fresh, empty form
      policy.reload();
    },
    { handled: shownHere },
  );
  return (
    <Card title="Password">
      {policy.data ? (
        <>
          <p className={muted}>{expiryText(policy.data.password, format.date)}</p>
          <ChangePasswordForm
            key={round}
            label="Change your password"
            policy={policy.data.password}
            askCurrent
            state={writeStateOf(change as Action<never>, said)}
            submitLabel="Change password"
            onSubmit={(body) => {
              setSaid(undefined);
              void change.run(body);
            }}
          />
        </>
      ) : policy.failed ? (
        <Alert variant="error" title="Your password settings did not load">
          <p>Try again in a moment.</p>
          <Button variant="secondary" onPress={policy.reload}>
            Try again
          </Button>
        </Alert>
      ) : (
        <LoadingState label="Loading your password settings…" />
      )}
    </Card>
  );
}
