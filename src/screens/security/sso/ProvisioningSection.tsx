// SCIM provisioning of the session's account (issue 23, SEC-04; decision 0110): on or off, the
// SCIM address to give the identity provider, and its token: shown once when made, with a Copy
// button; making a new one (after a confirmation) stops the old one at once.
import { useState } from 'react';
import { changeProvisioning, getProvisioning } from '../../../api/sso';
import { allHandled } from '../../../app/failures';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useSignedInProfile } from '../../../app/session/signedInProfile';
import { type Action, useAction } from '../../../app/useAction';
import { useResource } from '../../../app/useResource';
import type { ProvisioningChange } from '../../../domain/security/sso';
import { Alert } from '../../../ui/Alert';
import { Badge } from '../../../ui/Badge';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { DetailList } from '../../../ui/DetailList';
import { useFormat } from '../../../ui/format/FormatContext';
import { LoadingState } from '../../../ui/LoadingState';
import { stack, toolbar } from '../../../ui/layout.css';
import { TextField } from '../../../ui/TextField';
import { shownHere, writeStateOf } from '../../common/writeState';

export function ProvisioningSection() {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const format = useFormat();
  const accountId = profile.account.accountId;
  const canChange = profile.permissions.has('update:sso-settings');
  const settings = useResource(['provisioning', accountId], (s) => getProvisioning(api, accountId, s), {
    handled: allHandled,
  });
  const [token, setToken] = useState<string>();
  const [copied, setCopied] = useState(false);
  const [confirmRotate, setConfirmRotate] = useState(false);
  const change = useAction(
    async (body: ProvisioningChange) => {
      const answer = await changeProvisioning(api, accountId, body);
      setCopied(false);
      setToken(answer.token);
      setConfirmRotate(false);
      settings.reload();
    },
    { handled: shownHere },
  );
  const state = writeStateOf(change as Action<never>);
  const s = settings.data;
  return (
    <Card
      title="User provisioning (SCIM)"
      actions={
        s ? (
          <Badge tone={s.scimEnabled ? 'success' : 'neutral'}>{s.scimEnabled ? 'On' : 'Off'}</Badge>
        ) : undefined
      }
    >
      {s ? (
        <div className={stack}>
          <p>
            Your identity provider can create, change, disable and delete your people here through SCIM 2.0,
            with the provisioning token as its bearer token.
          </p>
          <DetailList
            items={[
              { label: 'SCIM address', value: <code>{s.scimBaseUrl}</code> },
              {
                label: 'Token',
                value: s.tokenPrefix
                  ? `${s.tokenPrefix}… made ${format.dateTime(s.tokenCreatedAt ?? '')}`
                  : 'None yet',
              },
              {
                label: 'Last used',
                value: s.tokenLastUsedAt ? format.dateTime(s.tokenLastUsedAt) : 'Never',
              },
            ]}
          />
          {token ? (
            <Alert variant="warning" title="Copy the token now">
              <p>
                This is the only time it is shown. Give it to your identity provider; it cannot be shown
                again.
              </p>
              <TextField label="Provisioning token" value={token} isReadOnly />
              <div className={toolbar}>
                <Button
                  variant="secondary"
                  onPress={() => void navigator.clipboard?.writeText(token).then(() => setCopied(true))}
                >
                  Copy token
                </Button>
                <Button variant="quiet" onPress={() => setToken(undefined)}>
                  I have copied it
                </Button>
              </div>
              {copied ? <p role="status">Copied.</p> : null}
            </Alert>
          ) : null}
          {state.message ? <Alert variant="error">{state.message}</Alert> : null}
          {canChange ? (
            <div className={toolbar}>
              <Button
                variant={s.scimEnabled ? 'secondary' : 'primary'}
                isPending={state.pending && !confirmRotate}
                onPress={() => void change.run({ scimEnabled: !s.scimEnabled })}
              >
                {s.scimEnabled ? 'Turn SCIM off' : 'Turn SCIM on'}
              </Button>
              {s.tokenPrefix ? (
                <Button variant="secondary" onPress={() => setConfirmRotate(true)}>
                  Make a new token
                </Button>
              ) : null}
            </div>
          ) : null}
          <ConfirmDialog
            isOpen={confirmRotate}
            title="Make a new provisioning token?"
            confirmLabel="Make new token"
            variant="danger"
            isPending={state.pending}
            onCancel={() => setConfirmRotate(false)}
            onConfirm={() => void change.run({ scimEnabled: s.scimEnabled, rotateToken: true })}
          >
            <p>
              The current token stops working at once: your identity provider cannot provision anyone until
              you give it the new one.
            </p>
          </ConfirmDialog>
        </div>
      ) : settings.failed ? (
        <Alert variant="error" title="The provisioning settings did not load">
          <p>Try again in a moment.</p>
          <Button variant="secondary" onPress={settings.reload}>
            Try again
          </Button>
        </Alert>
      ) : (
        <LoadingState label="Loading provisioning settings…" />
      )}
    </Card>
  );
}
