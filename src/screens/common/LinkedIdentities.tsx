// The external identities linked to a user (SEC-04; C-195/C-196 read, C-223 or one's own unlink;
// decision 0121): which provider signs them in, under which subject, since when. Shown on a
// user's page (an administrator with read:sso-settings; unlink with delete:sso-settings) and on
// My security (one's own). Unlinking keeps the user; their next SSO sign-in links them again.
import { useState } from 'react';
import { getSsoUser, unlinkIdentity } from '../../api/sso';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { type Action, useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import type { IdentityItem } from '../../domain/security/sso';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useFormat } from '../../ui/format/FormatContext';
import { LoadingState } from '../../ui/LoadingState';
import { list, stack } from '../../ui/layout.css';
import { shownHere, writeStateOf } from './writeState';

/** 'scim' is the account's provisioning; anything else is an OpenID provider's issuer. */
export const providerLabel = (provider: string) =>
  provider === 'scim' ? 'Provisioning (SCIM)' : `Single sign-on (${provider})`;

export function LinkedIdentities(props: { userId: number | 'self'; canUnlink: boolean }) {
  const { api } = useSessionContext();
  const format = useFormat();
  const own = props.userId === 'self';
  const identities = useResource(['ssoUser', props.userId], (s) => getSsoUser(api, props.userId, s), {
    handled: allHandled,
  });
  const [unlinking, setUnlinking] = useState<IdentityItem>();
  const [said, setSaid] = useState<string>();
  const unlink = useAction(
    async (identity: IdentityItem) => {
      setSaid(undefined);
      await unlinkIdentity(api, identity.id, own);
      setUnlinking(undefined);
      setSaid(`The identity ${identity.username} is unlinked.`);
      identities.reload();
    },
    { handled: shownHere },
  );
  const state = writeStateOf(unlink as Action<never>, said);
  const items = identities.data?.identities ?? [];
  return (
    <Card title="Linked identities">
      <div className={stack}>
        {state.saved ? <Alert variant="success">{state.saved}</Alert> : null}
        {state.message ? <Alert variant="error">{state.message}</Alert> : null}
        {identities.failed ? <p>The linked identities did not load. Reload the page to try again.</p> : null}
        {!identities.data && !identities.failed ? <LoadingState label="Loading linked identities…" /> : null}
        {identities.data && items.length === 0 ? (
          <p>
            {own
              ? 'No identity of an identity provider is linked to you. One is linked the first time you sign in with single sign-on.'
              : 'No identity of an identity provider is linked to this user. One is linked at their first single sign-on, or when provisioning creates them.'}
          </p>
        ) : null}
        {items.length ? (
          <ul className={list} aria-label="Linked identities">
            {items.map((i) => (
              <li key={i.id}>
                <div>
                  <strong>{providerLabel(i.provider)}</strong>
                </div>
                <div>
                  Subject <code>{i.providerIdentityId}</code> ({i.username}), linked{' '}
                  {format.dateTime(i.createdAt)}, last used{' '}
                  {i.lastUsedAt ? format.dateTime(i.lastUsedAt) : 'never'}
                </div>
                {props.canUnlink ? (
                  <div>
                    <Button
                      variant="secondary"
                      aria-label={`Unlink ${i.username} of ${providerLabel(i.provider)}`}
                      onPress={() => setUnlinking(i)}
                    >
                      Unlink
                    </Button>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={unlinking !== undefined}
        title="Unlink this identity?"
        confirmLabel="Unlink"
        variant="danger"
        isPending={unlink.pending}
        onConfirm={() => unlinking && unlink.run(unlinking)}
        onCancel={() => setUnlinking(undefined)}
      >
        <p>
          {unlinking
            ? `${unlinking.username} of ${providerLabel(unlinking.provider)} is no longer linked to ${own ? 'you' : 'this user'}. `
            : null}
          The user stays. A later single sign-on with the same e-mail address links it again.
        </p>
      </ConfirmDialog>
    </Card>
  );
}
