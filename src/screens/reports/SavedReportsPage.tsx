// #/management/m/savedReports: the account's saved reports (RPT-02): run, rename, delete.
import { useState } from 'react';
import { ApiFailure } from '../../api/failure';
import { changeSavedReport, deleteSavedReport, listSavedReports, type SavedReport } from '../../api/reports';
import { hasFieldErrors } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAccount } from '../../app/session/signedInProfile';
import { useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { TextField } from '../../ui/TextField';
import { SavedReportsView } from './SavedReportsView';

export function SavedReportsPage(props: { title: string }) {
  const { api } = useSessionContext();
  const accountId = useAccount().accountId;
  const reports = useResource(['savedReports', accountId], (signal) =>
    listSavedReports(api, accountId, signal),
  );
  const [renaming, setRenaming] = useState<SavedReport>();
  const [deleting, setDeleting] = useState<SavedReport>();
  const remove = useAction((r: SavedReport) => deleteSavedReport(api, accountId, r.id));
  return (
    <div className={stack}>
      <PageHeader title={props.title} />
      <SavedReportsView
        reports={reports.data?.items}
        loading={reports.loading}
        onRename={setRenaming}
        onDelete={setDeleting}
      />
      {renaming && (
        <RenameDialog
          report={renaming}
          onSave={(name) =>
            changeSavedReport(api, accountId, renaming.id, {
              name,
              report: renaming.report,
              filters: renaming.filters,
            })
          }
          onClose={(changed) => {
            setRenaming(undefined);
            if (changed) reports.reload();
          }}
        />
      )}
      <ConfirmDialog
        isOpen={deleting !== undefined}
        title="Delete this saved report?"
        confirmLabel="Delete"
        variant="danger"
        isPending={remove.pending}
        onConfirm={async () => {
          if (deleting && (await remove.run(deleting))) {
            setDeleting(undefined);
            reports.reload();
          }
        }}
        onCancel={() => setDeleting(undefined)}
      >
        {`“${deleting?.name ?? ''}” goes for everyone in the account. The calls it reports stay.`}
      </ConfirmDialog>
    </div>
  );
}

function RenameDialog(props: {
  report: SavedReport;
  onSave: (name: string) => Promise<unknown>;
  onClose: (changed: boolean) => void;
}) {
  const [name, setName] = useState(props.report.name);
  const save = useAction((n: string) => props.onSave(n), { handled: hasFieldErrors });
  const nameError =
    save.error instanceof ApiFailure ? save.error.errors.find((e) => e.field === 'name')?.message : undefined;
  return (
    <Modal isOpen onOpenChange={(open) => !open && props.onClose(false)} isDismissable>
      <Dialog title={`Rename ${props.report.name}`}>
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            if (await save.run(name)) props.onClose(true);
          }}
        >
          <TextField
            label="Report name"
            value={name}
            onChange={(v) => {
              setName(v);
              save.reset();
            }}
            isRequired
            autoFocus
            isInvalid={nameError !== undefined}
            errorMessage={nameError}
          />
          <DialogActions>
            <Button variant="quiet" onPress={() => props.onClose(false)}>
              Cancel
            </Button>
            <Button type="submit" isDisabled={save.pending || name.trim() === ''}>
              {save.pending ? 'Saving…' : 'Rename'}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </Modal>
  );
}
