// An export of any area as it runs and ends: a progress bar (with a cancel) while the platform
// works, then the file to download, a failure that says what to do, or a cancelled export that
// can be started again. Shows nothing before an export starts.
import type { ExportPhase, ExportProgress } from '../../../machines/tasks/exportMachine';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { section } from '../../ui/layout.css';
import { ProgressBar } from '../../ui/ProgressBar';

export interface ExportProgressViewProps {
  phase: ExportPhase;
  /** What is exported, for the labels: 'the company summary', '10 recordings'. */
  what: string;
  progress?: ExportProgress;
  /** e.g. 'rows' or 'recordings' */
  unit: string;
  fileName?: string;
  /** Failed: the platform's reason, or the sentence for the failed call. */
  failure?: string;
  saving?: boolean;
  onCancel: () => void;
  onSave: () => void;
  onRetry: () => void;
  onDismiss: () => void;
}

export function ExportProgressView(props: ExportProgressViewProps) {
  const { phase, progress } = props;
  if (phase === 'idle') return null;
  if (phase === 'ready')
    return (
      <div className={section}>
        <Alert variant="success" title="Your export is ready">
          {`${props.fileName ?? 'The file'} is ready to download.`}
        </Alert>
        <div>
          <Button onPress={props.onSave} isDisabled={props.saving}>
            {props.saving ? 'Downloading…' : `Download ${props.fileName ?? 'the file'}`}
          </Button>{' '}
          <Button variant="quiet" onPress={props.onDismiss}>
            Close
          </Button>
        </div>
      </div>
    );
  if (phase === 'failed' || phase === 'cancelled')
    return (
      <div className={section}>
        <Alert
          variant={phase === 'failed' ? 'error' : 'info'}
          title={phase === 'failed' ? `The export of ${props.what} failed` : 'Export cancelled'}
        >
          {phase === 'failed'
            ? `${props.failure ?? 'The platform did not finish it.'} Try again; if it fails again, choose fewer ${props.unit} or a shorter period.`
            : `Nothing was exported. Start it again when you are ready.`}
        </Alert>
        <div>
          <Button variant="secondary" onPress={props.onRetry}>
            Try again
          </Button>{' '}
          <Button variant="quiet" onPress={props.onDismiss}>
            Close
          </Button>
        </div>
      </div>
    );
  const label =
    phase === 'starting'
      ? `Starting the export of ${props.what}…`
      : phase === 'cancelling'
        ? 'Cancelling…'
        : `Exporting ${props.what}…`;
  return (
    <div className={section}>
      <ProgressBar
        label={label}
        value={progress?.done ?? 0}
        maxValue={progress?.total ?? 1}
        valueLabel={
          progress ? `${progress.done} of ${progress.total} ${props.unit}` : 'Waiting for the platform'
        }
      />
      <div>
        <Button variant="quiet" onPress={props.onCancel} isDisabled={phase === 'cancelling'}>
          Cancel the export
        </Button>
      </div>
    </div>
  );
}
