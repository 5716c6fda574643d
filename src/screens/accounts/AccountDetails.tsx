// Connects the account details (AccountDetailsView) to the account info v2 and the custom
// attributes; the account page shows it below the summary (decision 0119).
import { useState } from 'react';
import { changeAccountInfo, type AccountDetails as Details, getCustomAttributes } from '../../api/account';
import { ApiFailure } from '../../api/failure';
import { hasFieldErrors, isRefusal } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import type { AccountInfoChange } from '../../domain/schemas/accountInfo';
import { AccountDetailsView } from './AccountDetailsView';

export function AccountDetails(props: { details: Details; onSaved: () => void }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const id = props.details.accountId;
  const canRead = profile.permissions.has('read:account-settings');
  const attributes = useResource(
    ['customAttributes', id, canRead],
    async (signal) => (canRead ? getCustomAttributes(api, id, signal) : undefined),
    { handled: isRefusal },
  );
  const [saved, setSaved] = useState(false);
  const save = useAction(
    async (change: AccountInfoChange) => {
      setSaved(false);
      await changeAccountInfo(api, id, change);
      setSaved(true);
      props.onSaved();
    },
    { handled: hasFieldErrors },
  );
  const errors = save.error instanceof ApiFailure ? save.error.errors : [];
  return (
    <AccountDetailsView
      key={`${id}-${props.details.name}-${props.details.timeZone}`}
      details={props.details}
      attributes={attributes.data?.items}
      canEdit={profile.permissions.has('update:account-settings')}
      saving={save.pending}
      errors={errors}
      saved={saved}
      onSave={(change) => save.run(change)}
    />
  );
}
