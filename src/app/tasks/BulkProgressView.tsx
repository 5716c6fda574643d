// The running and finished parts of a bulk task of any area: a progress bar while the job runs,
// then the result with per-row outcomes, which can be downloaded as CSV.
import type { BulkProgress, OutcomeRow } from '../../../machines/tasks/bulkTaskMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { section } from '../../ui/layout.css';
import { ProgressBar } from '../../ui/ProgressBar';

export interface BulkProgressViewProps {
  phase: 'starting' | 'running' | 'collecting' | 'done' | 'failed';
  progress: BulkProgress;
  results: OutcomeRow[];
  summary: { succeeded: number; reported: number };
  /** e.g. 'created' or 'e-mailed' */
  doneWord: string;
  error?: string;
  onDownload?: () => void;
  onReset: () => void;
  resetLabel: string;
}

export function BulkProgressView(props: BulkProgressViewProps) {
  const { phase, progress } = props;
  if (phase === 'failed') {
    return (
      <div className={section}>
        <Alert variant="error" title="The task could not be completed">
          {props.error ?? 'Please try again.'}
        </Alert>
        <Button variant="secondary" onPress={props.onReset}>
          {props.resetLabel}
        </Button>
      </div>
    );
  }
  if (phase !== 'done') {
    return (
      <div className={section}>
        <ProgressBar
          label={
            phase === 'starting'
              ? 'Starting…'
              : phase === 'collecting'
                ? 'Collecting the results…'
                : 'Working…'
          }
          value={progress.processed}
          maxValue={progress.total}
          valueLabel={`${progress.processed} of ${progress.total} rows`}
        />
      </div>
    );
  }
  const failed = props.results.filter((r) => r.status === 'error');
  return (
    <div className={section}>
      <Alert variant={props.summary.reported ? 'warning' : 'success'} title="Finished">
        {`${props.summary.succeeded} ${props.doneWord}, ${props.summary.reported} reported.`}
      </Alert>
      {failed.length ? (
        <DataTable
          caption="Rows not processed"
          columns={[
            { key: 'rowNumber', header: 'Row', align: 'end' },
            { key: 'message', header: 'Reason' },
          ]}
          rows={failed}
          rowKey={(r) => r.rowNumber}
        />
      ) : null}
      <div>
        {props.onDownload ? (
          <Button variant="secondary" onPress={props.onDownload}>
            Download the results (CSV)
          </Button>
        ) : null}{' '}
        <Button variant="quiet" onPress={props.onReset}>
          {props.resetLabel}
        </Button>
      </div>
    </div>
  );
}
