// #/management/m/callFlows/attendants/<id>: an auto-attendant's menu, read by its extension id
// (C-152) and saved with C-153; the server checks it against the whole flow (decision 0092).

import { useState } from 'react';
import { deleteAttendant, getAttendant, updateAttendant } from '../../../api/callHandling/attendants';
import { getCallFlow } from '../../../api/callHandling/callFlows';
import { ApiFailure } from '../../../api/failure';
import { hasFieldErrors, isNotFound } from '../../../app/failures';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useAccount, useSignedInProfile } from '../../../app/session/signedInProfile';
import { useAction } from '../../../app/useAction';
import { useResource } from '../../../app/useResource';
import { Button } from '../../../ui/Button';
import { LoadingState } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { NotFoundView } from '../../common/NotFoundView';
import { NodeDeleteDialog, useNodeDelete } from '../common/NodeDelete';
import { GreetingPanel } from '../greetings/GreetingPanel';
import { type AttendantDraft, AttendantEditView, draftOf } from './AttendantEditView';

const HOME = '#/management/m/callFlows';

export function AttendantEditPage(props: { attendantId: number }) {
  const { api } = useSessionContext();
  const { accountId } = useAccount();
  const profile = useSignedInProfile();
  const { attendantId } = props;
  const attendant = useResource(
    ['attendant', attendantId],
    (signal) => getAttendant(api, attendantId, signal),
    {
      handled: isNotFound,
    },
  );
  const flow = useResource(['callFlow', accountId], (signal) => getCallFlow(api, accountId, signal));
  const [draft, setDraft] = useState<AttendantDraft>();
  const [saved, setSaved] = useState(false);
  const save = useAction(
    async (d: AttendantDraft) => {
      const answer = await updateAttendant(api, attendantId, {
        name: d.name,
        keys: d.keys,
        timeoutSeconds: Number(d.timeoutSeconds),
        timeout: d.timeout as never,
        invalid: d.invalid as never,
      });
      setDraft(draftOf(answer));
      setSaved(true);
      flow.reload();
    },
    { handled: hasFieldErrors },
  );
  const remove = useNodeDelete(() => deleteAttendant(api, attendantId), '/management/m/callFlows');
  if (attendant.error) return <NotFoundView homeHref={HOME} />;
  if (!attendant.data || !flow.data)
    return attendant.failed || flow.failed ? null : <LoadingState label="Loading the auto-attendant…" />;
  const current = draft ?? draftOf(attendant.data);
  return (
    <>
      <PageHeader title={`Auto-attendant ${attendant.data.name}`}>
        {profile.permissions.has('delete:extensions') ? (
          <Button variant="secondary" onPress={remove.ask}>
            Delete auto-attendant
          </Button>
        ) : null}
      </PageHeader>
      <AttendantEditView
        attendantId={attendantId}
        extensionNumber={attendant.data.extensionNumber}
        draft={current}
        onChange={(d) => {
          setDraft(d);
          setSaved(false);
          save.reset();
        }}
        flow={flow.data.flow}
        errors={save.error instanceof ApiFailure ? save.error.errors : []}
        saving={save.pending}
        saved={saved}
        onSave={() => void save.run(current)}
        backHref={HOME}
      />
      <GreetingPanel
        ownerKind="autoAttendant"
        ownerId={attendantId}
        greetingKey="main"
        label="Menu greeting"
      />
      <NodeDeleteDialog
        {...remove.dialog}
        name={attendant.data.name}
        confirmLabel="Delete auto-attendant"
        inUseTitle="This auto-attendant is still in use"
      >
        The auto-attendant's extension {attendant.data.extensionNumber}, its menu and its greeting are
        deleted. Where its keys send calls stays as it is.
      </NodeDeleteDialog>
    </>
  );
}
