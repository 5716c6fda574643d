// The account's fax cover pages (CALL-04): upload a PDF under a name, download one, delete one.
// A page a fax service keeps cannot be deleted: the dialog names the services instead (C-562).
// Props only: the page loads, checks and writes.
import { type FormEvent, useId, useState } from 'react';
import type { FaxCoverPage } from '../../api/fax';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { Form } from '../../ui/Form';
import { useFormat } from '../../ui/format/FormatContext';
import { LoadingState } from '../../ui/LoadingState';
import { muted, stack, toolbar } from '../../ui/layout.css';
import { TextField } from '../../ui/TextField';
import { fieldError } from '../../ui/TextField.css';
import { NO_COVER_PAGES, sizeWords } from './faxWords';

/** Where a delete stands: being checked, waiting for the yes, or refused with the services that keep the page. */
export type CoverPageDelete =
  | { page: FaxCoverPage; stage: 'checking' | 'confirm' }
  | { page: FaxCoverPage; stage: 'refused'; services: readonly { id: number; name: string }[] };

export interface CoverPagesViewProps {
  pages: readonly FaxCoverPage[] | undefined;
  canChange: boolean;
  uploading: boolean;
  /** What is wrong with the last upload, by field. */
  uploadErrors: { name?: string; file?: string; other?: string };
  /** The upload worked: the form starts again. */
  uploadedName?: string;
  onUpload: (name: string, file: File | undefined) => void;
  onDownload: (page: FaxCoverPage) => void;
  deleting?: CoverPageDelete;
  deletePending: boolean;
  onDelete: (page: FaxCoverPage) => void;
  onConfirmDelete: () => void;
  onCancelDelete: () => void;
}

export function CoverPagesView(props: CoverPagesViewProps) {
  const format = useFormat();
  const fileId = useId();
  const fileErrorId = useId();
  const [name, setName] = useState('');
  const [file, setFile] = useState<File>();
  const [formKey, setFormKey] = useState(0);
  const [lastUploaded, setLastUploaded] = useState(props.uploadedName);
  // A new upload worked: empty the form for the next one.
  if (props.uploadedName !== lastUploaded) {
    setLastUploaded(props.uploadedName);
    setName('');
    setFile(undefined);
    setFormKey((k) => k + 1);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onUpload(name, file);
  };
  const d = props.deleting;
  return (
    <Card title="Cover pages">
      <div className={stack}>
        {props.canChange ? (
          <Form key={formKey} onSubmit={submit}>
            <TextField
              label="Cover page name"
              value={name}
              onChange={setName}
              isDisabled={props.uploading}
              isInvalid={!!props.uploadErrors.name}
              errorMessage={props.uploadErrors.name}
            />
            <div>
              <label htmlFor={fileId}>PDF file (at most 2 MB)</label>{' '}
              <input
                id={fileId}
                type="file"
                accept=".pdf,application/pdf"
                disabled={props.uploading}
                aria-invalid={props.uploadErrors.file ? true : undefined}
                aria-describedby={props.uploadErrors.file ? fileErrorId : undefined}
                onChange={(e) => setFile(e.target.files?.[0])}
              />
              {props.uploadErrors.file ? (
                <p className={fieldError} id={fileErrorId} role="alert">
                  {props.uploadErrors.file}
                </p>
              ) : null}
            </div>
            {props.uploading ? <LoadingState label={`Uploading ${file?.name ?? 'the cover page'}…`} /> : null}
            {props.uploadErrors.other ? (
              <Alert variant="error" title="The cover page was not uploaded">
                {props.uploadErrors.other}
              </Alert>
            ) : null}
            {props.uploadedName && !props.uploading ? (
              <Alert variant="success" title="Uploaded">
                {props.uploadedName} is ready to choose on the fax lines.
              </Alert>
            ) : null}
            <div className={toolbar}>
              <Button type="submit" isPending={props.uploading}>
                Upload cover page
              </Button>
            </div>
          </Form>
        ) : (
          <p className={muted}>You may look at the cover pages; changing them needs another role.</p>
        )}
        {!props.pages ? <LoadingState label="Loading the cover pages…" /> : null}
        {props.pages && props.pages.length === 0 ? (
          <EmptyState title="No cover pages" description={NO_COVER_PAGES} />
        ) : null}
        {props.pages && props.pages.length > 0 ? (
          <DataTable
            caption="Cover pages"
            hideCaption
            rows={props.pages}
            rowKey={(p) => p.id}
            columns={[
              { key: 'name', header: 'Name' },
              { key: 'fileName', header: 'File' },
              {
                key: 'byteSize',
                header: 'Size',
                align: 'end',
                render: (p) => sizeWords(p.byteSize, format.number),
              },
              { key: 'createdAt', header: 'Uploaded', render: (p) => format.dateTime(p.createdAt) },
              {
                key: 'actions',
                header: 'Actions',
                render: (p) => (
                  <div className={toolbar}>
                    <Button
                      variant="secondary"
                      aria-label={`Download ${p.name}`}
                      onPress={() => props.onDownload(p)}
                    >
                      Download
                    </Button>
                    {props.canChange ? (
                      <Button
                        variant="danger"
                        aria-label={`Delete ${p.name}`}
                        onPress={() => props.onDelete(p)}
                      >
                        Delete
                      </Button>
                    ) : null}
                  </div>
                ),
              },
            ]}
          />
        ) : null}
      </div>
      <ConfirmDialog
        isOpen={d?.stage === 'checking' || d?.stage === 'confirm'}
        title={`Delete the cover page ${d?.page.name ?? ''}?`}
        confirmLabel="Delete cover page"
        variant="danger"
        isPending={props.deletePending}
        isConfirmDisabled={d?.stage === 'checking'}
        onConfirm={props.onConfirmDelete}
        onCancel={props.onCancelDelete}
      >
        {d?.stage === 'checking'
          ? 'Checking whether a fax service keeps this cover page…'
          : 'No fax service keeps it. Fax lines that still choose it will send faxes without a cover page.'}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={d?.stage === 'refused'}
        title={`${d?.page.name ?? 'The cover page'} cannot be deleted yet`}
        confirmLabel="Close"
        cancelLabel="Back"
        onConfirm={props.onCancelDelete}
        onCancel={props.onCancelDelete}
      >
        <p>These fax services keep it, through the fax lines they are on:</p>
        <ul>{d?.stage === 'refused' ? d.services.map((s) => <li key={s.id}>{s.name}</li>) : null}</ul>
        <p>Detach them, or choose another cover page on their fax lines, and then delete it.</p>
      </ConfirmDialog>
    </Card>
  );
}
