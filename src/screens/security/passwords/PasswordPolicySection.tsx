// The password policy on Security settings (issue 23, SEC-02; decision 0108): read with
// read:security-settings, saved with update:security-settings. Its own loading and save.
import { useState } from 'react';
import { getPasswordPolicy, savePasswordPolicy } from '../../../api/passwords';
import { allHandled } from '../../../app/failures';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useSignedInProfile } from '../../../app/session/signedInProfile';
import { type Action, useAction } from '../../../app/useAction';
import { useResource } from '../../../app/useResource';
import type { PasswordPolicy } from '../../../domain/security/passwords';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { LoadingState } from '../../../ui/LoadingState';
import { muted } from '../../../ui/layout.css';
import { shownHere, writeStateOf } from '../../common/writeState';
import { PasswordPolicyForm } from './PasswordPolicyForm';

export function PasswordPolicySection() {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const policy = useResource(['passwordPolicy', accountId], (s) => getPasswordPolicy(api, accountId, s), {
    handled: allHandled,
  });
  const [said, setSaid] = useState<string>();
  const save = useAction(
    async (body: PasswordPolicy) => {
      await savePasswordPolicy(api, accountId, body);
      setSaid('The password policy is saved. It applies to every password set from now on.');
      policy.reload();
    },
    { handled: shownHere },
  );
  return (
    <Card title="Password policy">
      <p className={muted}>The rules every new password of this account must follow.</p>
      {policy.data ? (
        <PasswordPolicyForm
          key={JSON.stringify(policy.data)}
          policy={policy.data}
          canUpdate={profile.permissions.has('update:security-settings')}
          state={writeStateOf(save as Action<never>, said)}
          onSave={(body) => void save.run(body)}
        />
      ) : policy.failed ? (
        <Alert variant="error" title="The password policy did not load">
          <p>Try again in a moment.</p>
          <Button variant="secondary" onPress={policy.reload}>
            Try again
          </Button>
        </Alert>
      ) : (
        <LoadingState label="Loading the password policy…" />
      )}
    </Card>
  );
}
