// Importing devices from a CSV (decision 0086): choose the file (or download the template), see
// the preview with every row's problems, start, follow the progress, then read every row's
// result — the device it made, or why not — and go back to the devices.
import type { OutcomeRow, RowIssue } from '../../../machines/tasks/bulkTaskMachine';
import { BulkProgressView, type BulkProgressViewProps } from '../../app/tasks/BulkProgressView';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { CsvFileField } from '../../ui/CsvFileField';
import { DataTable } from '../../ui/DataTable';
import { Link } from '../../ui/Link';
import { link } from '../../ui/Link.css';
import { muted, section, stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { DEVICE_CSV_TEMPLATE } from './deviceCsv';
import { devicesHref } from './deviceLabels';

export interface DeviceImportViewProps {
  phase: 'idle' | 'preview' | BulkProgressViewProps['phase'];
  /** Without the permission to add devices the page says so and offers only the way back. */
  canCreate: boolean;
  fileName?: string;
  fileError?: string;
  validCount: number;
  issues: RowIssue[];
  /** Each row's result once the task is done, the rows refused before sending among them. */
  results: OutcomeRow[];
  /** The device names of the file, by row number, for the result table. */
  names: ReadonlyMap<number, string>;
  progress: BulkProgressViewProps['progress'];
  summary: BulkProgressViewProps['summary'];
  error?: string;
  onFile: (file: File) => void;
  onConfirm: () => void;
  onCancel: () => void;
  onReset: () => void;
}

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(DEVICE_CSV_TEMPLATE)}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function DeviceImportView(props: DeviceImportViewProps) {
  const { phase } = props;
  return (
    <div className={stack}>
      <PageHeader title="Import devices">
        <Link href={devicesHref()}>Back to devices</Link>
      </PageHeader>
      {!props.canCreate ? (
        <Alert variant="warning">Your role may not add devices, so it may not import them.</Alert>
      ) : phase === 'idle' ? (
        <ChooseFile {...props} />
      ) : phase === 'preview' ? (
        <Preview {...props} />
      ) : phase === 'done' ? (
        <Results {...props} />
      ) : (
        <BulkProgressView
          phase={phase}
          progress={props.progress}
          results={props.results}
          summary={props.summary}
          error={props.error}
          doneWord="created"
          onReset={props.onReset}
          resetLabel="Import another file"
        />
      )}
    </div>
  );
}

function ChooseFile(props: DeviceImportViewProps) {
  return (
    <div className={section}>
      <p>
        A CSV file with a header row and the columns name, macAddress, make, model, and optionally extension
        (the number of an extension of this account, which the device is then assigned to). A softphone has
        the model Softphone/Other and no MAC address; a blank model is detected when the phone first fetches
        its configuration.
      </p>
      <CsvFileField onFile={props.onFile} />
      <div>
        <a className={link({ variant: 'inline' })} href={TEMPLATE_HREF} download="devices-template.csv">
          Download the template
        </a>
      </div>
      {props.fileError ? <Alert variant="error">{props.fileError}</Alert> : null}
    </div>
  );
}

function Preview(props: DeviceImportViewProps) {
  const { validCount, issues } = props;
  return (
    <div className={section}>
      <h2>Check before importing</h2>
      <p>
        {`${props.fileName ? `${props.fileName}: ` : ''}${plural(validCount, 'row is', 'rows are')} ready to import`}
        {issues.length
          ? `, ${plural(issues.length, 'row has', 'rows have')} problems and will be skipped.`
          : '.'}
      </p>
      {issues.length ? (
        <DataTable
          caption="Rows with problems"
          columns={[
            { key: 'rowNumber', header: 'Row', align: 'end' },
            { key: 'name', header: 'Name', render: (r) => r.input?.name ?? '' },
            { key: 'message', header: 'Problem' },
          ]}
          rows={issues}
          rowKey={(r) => r.rowNumber}
        />
      ) : null}
      {validCount === 0 ? (
        <Alert variant="warning">No row can be imported. Fix the file and choose it again.</Alert>
      ) : null}
      <div>
        <Button onPress={props.onConfirm} isDisabled={validCount === 0}>
          {`Import ${plural(validCount, 'device', 'devices')}`}
        </Button>{' '}
        <Button variant="secondary" onPress={props.onCancel}>
          Choose another file
        </Button>
      </div>
      <p className={muted}>
        The platform checks every row again (a MAC address in use, an unknown extension or model); rows it
        refuses are reported and the rest are kept.
      </p>
    </div>
  );
}

function Results(props: DeviceImportViewProps) {
  const { summary } = props;
  return (
    <div className={section}>
      <Alert variant={summary.reported ? 'warning' : 'success'} title="Finished">
        {`${plural(summary.succeeded, 'device', 'devices')} created, ${summary.reported} ${summary.reported === 1 ? 'row' : 'rows'} not imported.`}
      </Alert>
      <DataTable
        caption="Results by row"
        columns={[
          { key: 'rowNumber', header: 'Row', align: 'end' },
          {
            key: 'name',
            header: 'Device',
            render: (r) => {
              const name = props.names.get(r.rowNumber) ?? '';
              return r.status === 'ok' && r.subjectId ? (
                <Link href={devicesHref(String(r.subjectId))}>{name}</Link>
              ) : (
                name
              );
            },
          },
          {
            key: 'status',
            header: 'Result',
            render: (r) =>
              r.status === 'ok' ? (
                <Badge tone="success">Imported</Badge>
              ) : (
                <Badge tone="danger">Not imported</Badge>
              ),
          },
          { key: 'message', header: 'Details' },
        ]}
        rows={props.results}
        rowKey={(r) => r.rowNumber}
        emptyText="No rows."
      />
      <div>
        <Link variant="button" href={devicesHref()}>
          Go to the devices
        </Link>{' '}
        <Button variant="quiet" onPress={props.onReset}>
          Import another file
        </Button>
      </div>
    </div>
  );
}
