// Single sign-on settings of the session's account (issue 23, SEC-01; decision 0110): the
// customer's OpenID provider (issuer, client ID, client secret never shown back), the e-mail
// domains it covers, just-in-time creation, and on or off. Read with read:sso-settings; saved and
// removed with update: and delete:sso-settings. Field errors come from the server's schema.
import { useState } from 'react';
import { getSsoSettings, removeSsoSettings, saveSsoSettings } from '../../../api/sso';
import { allHandled } from '../../../app/failures';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useSignedInProfile } from '../../../app/session/signedInProfile';
import { type Action, useAction } from '../../../app/useAction';
import { useResource } from '../../../app/useResource';
import type { SsoSettings } from '../../../domain/security/sso';
import { Alert } from '../../../ui/Alert';
import { Button } from '../../../ui/Button';
import { Card } from '../../../ui/Card';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Form } from '../../../ui/Form';
import { LoadingState } from '../../../ui/LoadingState';
import { toolbar } from '../../../ui/layout.css';
import { CheckboxField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { shownHere, writeStateOf } from '../../common/writeState';

export function SsoSettingsSection() {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const settings = useResource(['ssoSettings', accountId], (s) => getSsoSettings(api, accountId, s), {
    handled: allHandled,
  });
  // Kept here: a save reloads the settings, and the form starts again from them.
  const [said, setSaid] = useState<string>();
  return (
    <Card title="Single sign-on (SSO)">
      {settings.data ? (
        <SsoSettingsForm
          key={settings.data.updatedAt ?? 'none'}
          settings={settings.data}
          canSave={profile.permissions.has('update:sso-settings')}
          canRemove={profile.permissions.has('delete:sso-settings')}
          said={said}
          onSay={setSaid}
          onSaved={settings.reload}
          save={(body) => saveSsoSettings(api, accountId, body)}
          remove={() => removeSsoSettings(api, accountId)}
        />
      ) : settings.failed ? (
        <Alert variant="error" title="The SSO settings did not load">
          <p>Try again in a moment.</p>
          <Button variant="secondary" onPress={settings.reload}>
            Try again
          </Button>
        </Alert>
      ) : (
        <LoadingState label="Loading SSO settings…" />
      )}
    </Card>
  );
}

interface FormProps {
  settings: SsoSettings;
  canSave: boolean;
  canRemove: boolean;
  said?: string;
  onSay: (message: string | undefined) => void;
  onSaved: () => void;
  save: (body: Parameters<typeof saveSsoSettings>[2]) => Promise<unknown>;
  remove: () => Promise<unknown>;
}

function SsoSettingsForm({ settings, canSave, canRemove, said, onSay, onSaved, save, remove }: FormProps) {
  const [enabled, setEnabled] = useState(settings.enabled);
  const [issuer, setIssuer] = useState(settings.issuer);
  const [clientId, setClientId] = useState(settings.clientId);
  const [secret, setSecret] = useState('');
  const [domains, setDomains] = useState(settings.domains.join(', '));
  const [jit, setJit] = useState(settings.jitCreation);
  const [ssoOnly, setSsoOnly] = useState(settings.ssoOnly);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const saveAction = useAction(
    async () => {
      await save({
        enabled,
        issuer: issuer.trim(),
        clientId: clientId.trim(),
        ...(secret ? { clientSecret: secret } : {}),
        domains: domains
          .split(/[\s,;]+/)
          .map((d) => d.trim())
          .filter(Boolean),
        jitCreation: jit,
        ssoOnly,
      });
      onSay('The SSO settings are saved.');
      onSaved();
    },
    { handled: shownHere },
  );
  const removeAction = useAction(
    async () => {
      await remove();
      setConfirmRemove(false);
      onSay('The SSO settings are removed.');
      onSaved();
    },
    { handled: shownHere },
  );
  const state = writeStateOf(saveAction as Action<never>, said);
  const errorOf = (field: string) =>
    state.errors.filter((e) => e.field === field || e.field.startsWith(`${field}[`)).map((e) => e.message)[0];
  const locked = settings.lockedBy !== null && settings.lockedBy.accountId !== settings.accountId;
  const readOnly = !canSave;
  return (
    <Form
      onSubmit={(e) => {
        e.preventDefault();
        onSay(undefined);
        void saveAction.run(undefined as never);
      }}
    >
      <p>
        People whose e-mail address is in one of your domains sign in through your own identity provider
        (OpenID Connect) instead of with a password here, once SSO is turned on.
      </p>
      <p>
        At your identity provider, register this address for the sign-in to return to:{' '}
        <code>{`${globalThis.location?.origin ?? ''}/svc/auth/v1/sso/callback`}</code>
      </p>
      {locked ? (
        <Alert variant="info" title="Set by your provider">
          {`${settings.lockedBy?.name ?? 'A parent account'} set these settings and locked them. Ask them to change them.`}
        </Alert>
      ) : null}
      <CheckboxField
        label="Turn on single sign-on"
        checked={enabled}
        onChange={setEnabled}
        isDisabled={readOnly}
      />
      <TextField
        label="Issuer"
        description="The address of your identity provider, such as https://login.example.com."
        value={issuer}
        onChange={setIssuer}
        isReadOnly={readOnly}
        isRequired
        isInvalid={Boolean(errorOf('issuer'))}
        errorMessage={errorOf('issuer')}
      />
      <TextField
        label="Client ID"
        value={clientId}
        onChange={setClientId}
        isReadOnly={readOnly}
        isRequired
        isInvalid={Boolean(errorOf('clientId'))}
        errorMessage={errorOf('clientId')}
      />
      <TextField
        label="Client secret"
        type="password"
        autoComplete="off"
        description={
          settings.hasClientSecret
            ? 'A secret is stored; it is never shown. Leave this empty to keep it.'
            : 'From your identity provider. It is stored encrypted and never shown again.'
        }
        value={secret}
        onChange={setSecret}
        isReadOnly={readOnly}
        isInvalid={Boolean(errorOf('clientSecret'))}
        errorMessage={errorOf('clientSecret')}
      />
      <TextField
        label="E-mail domains"
        description="The domains your identity provider signs in, separated by commas, such as example.com."
        value={domains}
        onChange={setDomains}
        isReadOnly={readOnly}
        isRequired
        isInvalid={Boolean(errorOf('domains'))}
        errorMessage={errorOf('domains')}
      />
      <CheckboxField
        label="Create a user at their first sign-in when there is none yet"
        checked={jit}
        onChange={setJit}
        isDisabled={readOnly}
      />
      <CheckboxField
        label="People of these domains sign in only with single sign-on, never with a password"
        checked={ssoOnly}
        onChange={setSsoOnly}
        isDisabled={readOnly}
      />
      {state.message ? <Alert variant="error">{state.message}</Alert> : null}
      {state.saved ? <Alert variant="success">{state.saved}</Alert> : null}
      {canSave || (canRemove && settings.configured) ? (
        <div className={toolbar}>
          {canSave ? (
            <Button type="submit" isPending={state.pending}>
              Save SSO settings
            </Button>
          ) : null}
          {canRemove && settings.configured ? (
            <Button variant="secondary" onPress={() => setConfirmRemove(true)}>
              Remove SSO settings
            </Button>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        isOpen={confirmRemove}
        title="Remove the SSO settings?"
        confirmLabel="Remove settings"
        variant="danger"
        isPending={removeAction.pending}
        onCancel={() => setConfirmRemove(false)}
        onConfirm={() => void removeAction.run(undefined as never)}
      >
        <p>
          People of your domains then sign in with their password here again, and the domains are free for
          another account. The stored client secret is deleted.
        </p>
        {writeStateOf(removeAction as Action<never>).message ? (
          <Alert variant="error">{writeStateOf(removeAction as Action<never>).message}</Alert>
        ) : null}
      </ConfirmDialog>
    </Form>
  );
}
