// What every report page offers beside its figures: export as CSV or PDF through the export
// machine (useExport: start, poll for the file, download), and save the filters as a report.
import { useState } from 'react';
import { describeFailure } from '../../api/describeFailure';
import { ApiFailure } from '../../api/failure';
import {
  cancelReportExport,
  getReportExport,
  getReportFile,
  saveReport,
  startReportExport,
} from '../../api/reports';
import { hasFieldErrors } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { ExportProgressView } from '../../app/tasks/ExportProgressView';
import { useExport } from '../../app/tasks/useExport';
import { useAction } from '../../app/useAction';
import type { ReportExportInput, ReportFilters, ReportKind } from '../../domain/schemas/reports';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Dialog, DialogActions, Modal } from '../../ui/Dialog';
import { stack, toolbar } from '../../ui/layout.css';
import { TextField } from '../../ui/TextField';
import { REPORT_NAMES } from './reportFilters';

export interface ReportActionsProps {
  accountId: number;
  report: ReportKind;
  /** The filters as the page holds them (the preset kept, so a saved "last 7 days" stays relative). */
  filters: ReportFilters;
  /** The filters with the period's days filled in (what is exported). */
  resolvedFilters: ReportFilters;
  /** Whether the current filters can be asked for (a custom period written whole). */
  ready: boolean;
  /** What the export counts, for its progress ('parts'). */
  unit?: string;
}

export function ReportActions(props: ReportActionsProps) {
  const { api } = useSessionContext();
  const { accountId } = props;
  const task = useExport<ReportExportInput>({
    start: (request, signal) => startReportExport(api, accountId, request, signal),
    poll: (exportId, signal) => getReportExport(api, accountId, exportId, signal),
    cancel: (exportId, signal) => cancelReportExport(api, accountId, exportId, signal),
    download: (url) => getReportFile(api, url),
  });
  const busy = task.phase === 'starting' || task.phase === 'running' || task.phase === 'cancelling';
  const start = (format: 'csv' | 'pdf') =>
    task.start({ report: props.report, format, filters: props.resolvedFilters });
  const what = `the ${REPORT_NAMES[props.report].toLowerCase()}`;
  const [saving, setSaving] = useState(false);
  return (
    <div className={stack}>
      <div className={toolbar}>
        <Button variant="secondary" isDisabled={busy || !props.ready} onPress={() => start('csv')}>
          Export CSV
        </Button>
        <Button variant="secondary" isDisabled={busy || !props.ready} onPress={() => start('pdf')}>
          Export PDF
        </Button>
        <Button variant="secondary" isDisabled={!props.ready} onPress={() => setSaving(true)}>
          Save as report
        </Button>
      </div>
      <ExportProgressView
        phase={task.phase}
        what={what}
        progress={task.progress}
        unit={props.unit ?? 'parts'}
        fileName={task.fileName}
        failure={task.reason ?? (task.error ? describeFailure(task.error) : undefined)}
        saving={task.saving}
        onCancel={task.cancel}
        onSave={task.save}
        onRetry={task.retry}
        onDismiss={task.reset}
      />
      {saving && (
        <SaveReportDialog
          accountId={accountId}
          report={props.report}
          filters={props.filters}
          onClose={() => setSaving(false)}
        />
      )}
    </div>
  );
}

function SaveReportDialog(props: {
  accountId: number;
  report: ReportKind;
  filters: ReportFilters;
  onClose: () => void;
}) {
  const { api } = useSessionContext();
  const [name, setName] = useState('');
  const [saved, setSaved] = useState<string>();
  const save = useAction(
    (n: string) =>
      saveReport(api, props.accountId, { name: n, report: props.report, filters: props.filters }),
    {
      handled: hasFieldErrors,
    },
  );
  const nameError =
    save.error instanceof ApiFailure ? save.error.errors.find((e) => e.field === 'name')?.message : undefined;
  const submit = async () => {
    if (await save.run(name)) setSaved(name.trim());
  };
  return (
    <Modal isOpen onOpenChange={(open) => !open && props.onClose()} isDismissable>
      <Dialog title="Save as report">
        {saved ? (
          <>
            <Alert variant="success" title="Report saved">
              {`“${saved}” is in Saved reports.`}
            </Alert>
            <DialogActions>
              <Button onPress={props.onClose}>Close</Button>
            </DialogActions>
          </>
        ) : (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
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
              <Button variant="quiet" onPress={props.onClose}>
                Cancel
              </Button>
              <Button type="submit" isDisabled={save.pending || name.trim() === ''}>
                {save.pending ? 'Saving…' : 'Save'}
              </Button>
            </DialogActions>
          </form>
        )}
      </Dialog>
    </Modal>
  );
}
