import { getCallFlow, getReceptionist, updateReceptionist } from '../../../api/callHandling/callFlows';
import { isRefusal } from '../../../app/failures';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useSignedInProfile } from '../../../app/session/signedInProfile';
import { useResource } from '../../../app/useResource';
import type { ReceptionistBody } from '../../../domain/schemas/callHandling/flows';
import { LoadingState } from '../../../ui/LoadingState';
import { stack } from '../../../ui/layout.css';
import { PageHeader } from '../../../ui/PageHeader';
import { NotFoundView } from '../../common/NotFoundView';
import { useRecordEdit } from '../../common/useRecordEdit';
import { ReceptionistEditView } from './ReceptionistEditView';
import { receptionistsHref } from './receptionistWords';
import { WatchedGreetings } from './WatchedGreetings';

/** 'monitored[2]' (the schema's name) and 'monitored.2' (the store's) are one field. */

export function ReceptionistEditPage({ receptionistId }: { receptionistId: number }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const loaded = useResource(
    ['receptionist', accountId, receptionistId],
    (signal) => getReceptionist(api, accountId, receptionistId, signal),
    { handled: isRefusal },
  );
  const flow = useResource(['callFlow', accountId], (signal) => getCallFlow(api, accountId, signal));
  // The platform's answer to the last save: the form starts again from it.
  const edit = useRecordEdit((change: ReceptionistBody) =>
    updateReceptionist(api, accountId, receptionistId, change),
  );
  if (loaded.error)
    return (
      <NotFoundView
        title="Receptionist console not found"
        message="This receptionist console does not exist, or it is not in this account."
        linkText="Back to the receptionist consoles"
        homeHref={receptionistsHref()}
      />
    );
  if (!loaded.data || !flow.data)
    return loaded.failed || flow.failed ? null : <LoadingState label="Loading the receptionist console…" />;
  const shown = edit.answer ?? loaded.data;
  return (
    <div className={stack}>
      <PageHeader title={`Receptionist console ${shown.name}`} />
      <ReceptionistEditView
        key={edit.version}
        console={shown}
        flow={flow.data.flow}
        canUpdate={profile.permissions.has('update:extensions')}
        saving={edit.saving}
        saved={edit.saved}
        errorOf={edit.errorOf}
        onFieldChanged={edit.onFieldChanged}
        message={edit.message}
        onSave={edit.onSave}
      />
      <WatchedGreetings receptionistId={receptionistId} flow={flow.data.flow} version={edit.version} />
    </div>
  );
}
