// Importing users from a CSV: choose the file, see the preview with every row's problems,
// confirm, follow the progress, read and download the per-row outcome.
import type { RowIssue } from '../../../machines/tasks/bulkTaskMachine';
import { BulkProgressView, type BulkProgressViewProps } from '../../app/tasks/BulkProgressView';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { CsvFileField } from '../../ui/CsvFileField';
import { DataTable } from '../../ui/DataTable';
import { Link } from '../../ui/Link';
import { muted, section, stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { usersHref } from './userLabels';

export interface UserImportViewProps {
  phase: 'idle' | 'preview' | BulkProgressViewProps['phase'];
  fileName?: string;
  fileError?: string;
  validCount: number;
  issues: RowIssue[];
  onFile: (file: File) => void;
  onDownloadTemplate: () => void;
  onConfirm: () => void;
  onCancel: () => void;
  progress: Omit<BulkProgressViewProps, 'phase' | 'doneWord' | 'resetLabel'>;
}

export function UserImportView(props: UserImportViewProps) {
  const { phase } = props;
  return (
    <div className={stack}>
      <PageHeader title="Import users">
        <Link href={usersHref()}>Back to users</Link>
      </PageHeader>
      {phase === 'idle' ? (
        <div className={section}>
          <p>
            A CSV file with a header row and the columns firstName, lastName, email, loginName, and optionally
            extension, mobile and userType (END_USER or ROOM_USER). Each user gets an extension and a welcome
            e-mail.
          </p>
          <CsvFileField onFile={props.onFile} />
          <div>
            <Button variant="quiet" onPress={props.onDownloadTemplate}>
              Download a template
            </Button>
          </div>
          {props.fileError ? <Alert variant="error">{props.fileError}</Alert> : null}
        </div>
      ) : null}
      {phase === 'preview' ? (
        <div className={section}>
          <h2>Check before importing</h2>
          <p>
            {`${props.fileName ? `${props.fileName}: ` : ''}${props.validCount} ${props.validCount === 1 ? 'row is' : 'rows are'} ready to import`}
            {props.issues.length
              ? `, ${props.issues.length} ${props.issues.length === 1 ? 'row has' : 'rows have'} problems and will be skipped.`
              : '.'}
          </p>
          {props.issues.length ? (
            <DataTable
              caption="Rows with problems"
              columns={[
                { key: 'rowNumber', header: 'Row', align: 'end' },
                { key: 'message', header: 'Problem' },
              ]}
              rows={props.issues}
              rowKey={(r) => r.rowNumber}
            />
          ) : null}
          {props.validCount === 0 ? (
            <Alert variant="warning">No row can be imported. Fix the file and choose it again.</Alert>
          ) : null}
          <div>
            <Button onPress={props.onConfirm} isDisabled={props.validCount === 0}>
              {`Import ${props.validCount} ${props.validCount === 1 ? 'user' : 'users'}`}
            </Button>{' '}
            <Button variant="secondary" onPress={props.onCancel}>
              Choose another file
            </Button>
          </div>
          <p className={muted}>
            The server checks every row again; rows it refuses are reported and the rest are kept.
          </p>
        </div>
      ) : null}
      {phase !== 'idle' && phase !== 'preview' ? (
        <BulkProgressView
          {...props.progress}
          phase={phase}
          doneWord="created"
          resetLabel="Import another file"
        />
      ) : null}
    </div>
  );
}
