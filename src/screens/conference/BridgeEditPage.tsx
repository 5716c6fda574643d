// #/management/m/conference/<kitId>: a conference bridge (C-129), changed with C-130. The PINs
// are checked on Save by the form and by the platform; either's errors show under their fields
// until the field is changed.
import { useMemo, useState } from 'react';
import {
  type ConferenceKit,
  type ConferenceKitBody,
  getConferenceKit,
  updateConferenceKit,
} from '../../api/conference';
import { describeFailure } from '../../api/describeFailure';
import { ApiFailure } from '../../api/failure';
import { searchNumbers } from '../../api/numbers';
import { allHandled, hasFieldErrors, isRefusal } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import { LoadingState } from '../../ui/LoadingState';
import { stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { NotFoundView } from '../common/NotFoundView';
import { useFieldErrors } from '../common/useFieldErrors';
import { BridgeEditView } from './BridgeEditView';
import { conferenceHref } from './conferenceWords';

export function BridgeEditPage({ kitId }: { kitId: number }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const loaded = useResource(
    ['conferenceKit', accountId, kitId],
    (signal) => getConferenceKit(api, accountId, kitId, signal),
    { handled: isRefusal },
  );
  const numbers = useResource(
    ['bridgeNumbers', accountId],
    (signal) =>
      searchNumbers(
        api,
        accountId,
        { fields: ['phoneNumber', 'extensionNumber'], orderBy: 'phoneNumber' },
        { offset: 0, pageSize: 750 },
        signal,
      ),
    { handled: allHandled },
  );
  const [answer, setAnswer] = useState<ConferenceKit>();
  const [version, setVersion] = useState(0);
  const [saved, setSaved] = useState(false);
  const save = useAction(
    async (change: ConferenceKitBody) => {
      setAnswer(await updateConferenceKit(api, accountId, kitId, change));
      setVersion((n) => n + 1);
      setSaved(true);
    },
    { handled: hasFieldErrors },
  );
  const failure = save.error instanceof ApiFailure ? save.error : undefined;
  const serverErrors = useMemo(() => failure?.errors, [failure]);
  const errors = useFieldErrors(serverErrors);
  if (loaded.error)
    return (
      <NotFoundView
        title="Conference bridge not found"
        message="This bridge does not exist, or it is not in this account."
        linkText="Back to the conference bridges"
        homeHref={conferenceHref()}
      />
    );
  if (!loaded.data) return loaded.failed ? null : <LoadingState label="Loading the bridge…" />;
  const shown = answer ?? loaded.data;
  const free = numbers.data?.items
    .filter((n) => !n.extensionNumber || n.extensionNumber === shown.extensionNumber)
    .map((n) => n.phoneNumber);
  return (
    <div className={stack}>
      <PageHeader title={`Conference bridge ${shown.name} (${shown.extensionNumber})`} />
      <BridgeEditView
        key={version}
        bridge={shown}
        numbers={free}
        canUpdate={profile.permissions.has('update:extensions')}
        saving={save.pending}
        saved={saved}
        errorOf={errors.error}
        onFieldChanged={(fields) => {
          for (const f of fields) errors.changed(f);
          setSaved(false);
        }}
        onChecked={errors.checked}
        message={failure && !failure.errors.length ? describeFailure(failure) : undefined}
        onSave={(change) => void save.run(change)}
      />
    </div>
  );
}
