// The account's MFA enforcement (SEC-03; C-215 read, C-216 change; decision 0109): read with
// read:security-settings, changed with update:security-settings (an account's super user).
import { useEffect, useState } from 'react';
import { getMfaEnforcement, setMfaEnforcement } from '../../../api/mfa';
import { allHandled } from '../../../app/failures';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useSignedInProfile } from '../../../app/session/signedInProfile';
import { type Action, useAction } from '../../../app/useAction';
import { useResource } from '../../../app/useResource';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { LoadingState } from '../../../ui/LoadingState';
import { CheckboxField } from '../../../ui/SelectField';
import { shownHere, writeStateOf } from '../../common/writeState';
import { row, stack } from './mfa.css';

export function MfaEnforcementSection() {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const canEdit = profile.permissions.has('update:security-settings');
  const current = useResource(['mfaEnforcement', accountId], (s) => getMfaEnforcement(api, accountId, s), {
    handled: allHandled,
  });
  const [enforced, setEnforced] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [said, setSaid] = useState<string>();
  useEffect(() => {
    if (current.data) setEnforced(current.data.enforced);
  }, [current.data]);
  const save = useAction(
    async (value: boolean) => {
      await setMfaEnforcement(api, accountId, value);
      setSaid(value ? 'Two-step sign-in is now required.' : 'Two-step sign-in is no longer required.');
      current.reload();
    },
    { handled: shownHere },
  );
  const state = writeStateOf(save as Action<never>, said);
  const changed = current.data !== undefined && current.data.enforced !== enforced;
  return (
    <Card title="Two-step sign-in">
      {current.data ? (
        <div className={stack}>
          <p>
            With two-step sign-in, people enter a code from an authenticator app or their e-mail after their
            password. Anyone without one set up is asked to set one up the next time they sign in.
          </p>
          {state.saved ? <Alert variant="success">{state.saved}</Alert> : null}
          {state.message ? <Alert variant="error">{state.message}</Alert> : null}
          <CheckboxField
            label="Require two-step sign-in for everyone in this account"
            checked={enforced}
            onChange={(value) => {
              setSaid(undefined);
              setEnforced(value);
            }}
            isDisabled={!canEdit || state.pending}
          />
          {canEdit ? (
            <div className={row}>
              <Button
                isDisabled={!changed}
                isPending={state.pending}
                onPress={() => (enforced ? setConfirming(true) : save.run(false))}
              >
                Save two-step sign-in
              </Button>
            </div>
          ) : (
            <p>Only an account super user can change this.</p>
          )}
          <ConfirmDialog
            isOpen={confirming}
            title="Require two-step sign-in?"
            confirmLabel="Require it"
            isPending={state.pending}
            onConfirm={async () => {
              if (await save.run(true)) setConfirming(false);
            }}
            onCancel={() => setConfirming(false)}
          >
            <p>
              Everyone in this account, you included, will need a second step at their next sign-in. People
              without an authenticator app or e-mail codes will set one up then.
            </p>
          </ConfirmDialog>
        </div>
      ) : current.failed ? (
        <Alert variant="error" title="The two-step sign-in setting did not load">
          <p>Try again in a moment.</p>
          <Button variant="secondary" onPress={current.reload}>
            Try again
          </Button>
        </Alert>
      ) : (
        <LoadingState label="Loading the two-step sign-in setting…" />
      )}
    </Card>
  );
}
