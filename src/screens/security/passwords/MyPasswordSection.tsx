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
import { LoadingState } from '../../../ui/LoadingState';
import { muted } from '../../../ui/layout.css';
import { shownHere, writeStateOf } from '../../common/writeState';
import { ChangePasswordForm } from './ChangePasswordForm';

function expiryText(expiresAt: string | null): string {
  if (!expiresAt) return 'Your password does not expire.';
  const when = new Date(expiresAt).toLocaleDateString(undefined, { dateStyle: 'long' });
  return `Your password expires on ${when}.`;
}

export function MyPasswordSection() {
  const { api } = useSessionContext();
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
          <p className={muted}>{expiryText(policy.data.password.expiresAt)}</p>
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
