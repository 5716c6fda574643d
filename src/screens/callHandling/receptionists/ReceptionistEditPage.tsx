// #/management/m/receptionists/<id>: a receptionist console (C-402), changed with C-403 (the
// platform checks the extensions are the account's and the destination is in its flow; its field
// errors show under their fields until the field is changed), and below it the watched
// extensions' greetings (C-404). Read-only without update:extensions.
import { useMemo, useState } from 'react';
import {
  getCallFlow,
  getReceptionist,
  type ReceptionistConsole,
  updateReceptionist,
} from '../../../api/callHandling/callFlows';
import { describeFailure } from '../../../api/describeFailure';
import { ApiFailure } from '../../../api/failure';
import { hasFieldErrors, isRefusal } from '../../../app/failures';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useSignedInProfile } from '../../../app/session/signedInProfile';
import { useAction } from '../../../app/useAction';
import { useResource } from '../../../app/useResource';
import type { ReceptionistBody } from '../../../domain/schemas/callHandling/flows';
import { LoadingState } from '../../../ui/LoadingState';
import { stack } from '../../../ui/layout.css';
import { PageHeader } from '../../../ui/PageHeader';
import { NotFoundView } from '../../common/NotFoundView';
import { useFieldErrors } from '../../common/useFieldErrors';
import { ReceptionistEditView } from './ReceptionistEditView';
import { receptionistsHref } from './receptionistWords';
import { WatchedGreetings } from './WatchedGreetings';

/** 'monitored[2]' (the schema's name) and 'monitored.2' (the store's) are one field. */
const fieldKey = (field: string) => field.replace(/\[(\d+)\]/g, '.$1');

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
  const [answer, setAnswer] = useState<ReceptionistConsole>();
  const [version, setVersion] = useState(0);
  const [saved, setSaved] = useState(false);
  const save = useAction(
    async (change: ReceptionistBody) => {
      setAnswer(await updateReceptionist(api, accountId, receptionistId, change));
      setVersion((n) => n + 1);
      setSaved(true);
    },
    { handled: hasFieldErrors },
  );
  const failure = save.error instanceof ApiFailure ? save.error : undefined;
  // One array per answer, so the form's errors are replaced only when a new answer arrives.
  const serverErrors = useMemo(
    () => failure?.errors.map((e) => ({ field: fieldKey(e.field), message: e.message })),
    [failure],
  );
  const errors = useFieldErrors(serverErrors);
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
  const shown = answer ?? loaded.data;
  return (
    <div className={stack}>
      <PageHeader title={`Receptionist console ${shown.name}`} />
      <ReceptionistEditView
        key={version}
        console={shown}
        flow={flow.data.flow}
        canUpdate={profile.permissions.has('update:extensions')}
        saving={save.pending}
        saved={saved}
        errorOf={errors.error}
        onFieldChanged={(fields) => {
          for (const f of fields) errors.changed(f);
          setSaved(false);
        }}
        message={failure && !failure.errors.length ? describeFailure(failure) : undefined}
        onSave={(change) => void save.run(change)}
      />
      <WatchedGreetings receptionistId={receptionistId} flow={flow.data.flow} version={version} />
    </div>
  );
}
