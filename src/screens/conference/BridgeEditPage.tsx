import { type ConferenceKitBody, getConferenceKit, updateConferenceKit } from '../../api/conference';
import { searchNumbers } from '../../api/numbers';
import { allHandled, isRefusal } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { LoadingState } from '../../ui/LoadingState';
import { stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { NotFoundView } from '../common/NotFoundView';
import { useRecordEdit } from '../common/useRecordEdit';
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
  const edit = useRecordEdit((change: ConferenceKitBody) =>
    updateConferenceKit(api, accountId, kitId, change),
  );
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
  const shown = edit.answer ?? loaded.data;
  const free = numbers.data?.items
    .filter((n) => !n.extensionNumber || n.extensionNumber === shown.extensionNumber)
    .map((n) => n.phoneNumber);
  return (
    <div className={stack}>
      <PageHeader title={`Conference bridge ${shown.name} (${shown.extensionNumber})`} />
      <BridgeEditView
        key={edit.version}
        bridge={shown}
        numbers={free}
        canUpdate={profile.permissions.has('update:extensions')}
        saving={edit.saving}
        saved={edit.saved}
        errorOf={edit.errorOf}
        onFieldChanged={edit.onFieldChanged}
        onChecked={edit.onChecked}
        message={edit.message}
        onSave={edit.onSave}
      />
    </div>
  );
}
