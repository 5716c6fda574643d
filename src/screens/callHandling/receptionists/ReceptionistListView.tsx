// The account's receptionist consoles (CALL-03): each console's name (a link to its page), the
// receptionist's extension, how many extensions it watches and where an unanswered call goes.
// Consoles come with the account (no create or delete here, decision 0098). Props only.
import { Alert } from '../../../ui/Alert';
import { DataTable } from '../../../ui/DataTable';
import { EmptyState } from '../../../ui/EmptyState';
import { useFormat } from '../../../ui/format/FormatContext';
import { Link } from '../../../ui/Link';
import { LoadingState } from '../../../ui/LoadingState';
import { muted, stack } from '../../../ui/layout.css';
import { PageHeader } from '../../../ui/PageHeader';
import { NO_CONSOLES, receptionistsHref } from './receptionistWords';

/** A console as the list shows it, in words. */
export interface ConsoleRow {
  id: number;
  name: string;
  /** "Ana Lopez (201)", or "None". */
  extension: string;
  watching: number;
  /** "Voicemail of Ana Lopez (201)". */
  noAnswer: string;
}

export interface ReceptionistListViewProps {
  title: string;
  /** Undefined while loading. */
  consoles: readonly ConsoleRow[] | undefined;
  error?: string;
}

export function ReceptionistListView({ title, consoles, error }: ReceptionistListViewProps) {
  const format = useFormat();
  return (
    <div className={stack}>
      <PageHeader title={title} />
      <p className={muted}>
        A receptionist console shows a receptionist the extensions they watch, and sends the calls they do not
        answer on.
      </p>
      {error ? (
        <Alert variant="error" title="The consoles could not be read">
          {error}
        </Alert>
      ) : null}
      {!consoles && !error ? <LoadingState label="Loading the receptionist consoles…" /> : null}
      {consoles && consoles.length === 0 ? (
        <EmptyState title="This account has no receptionist consoles." description={NO_CONSOLES} />
      ) : null}
      {consoles && consoles.length > 0 ? (
        <DataTable
          caption="Receptionist consoles"
          hideCaption
          rows={consoles}
          rowKey={(c) => c.id}
          columns={[
            {
              key: 'name',
              header: 'Name',
              render: (c) => <Link href={receptionistsHref(c.id)}>{c.name}</Link>,
            },
            { key: 'extension', header: 'Receptionist’s extension' },
            {
              key: 'watching',
              header: 'Extensions watched',
              align: 'end',
              render: (c) => format.number(c.watching),
            },
            { key: 'noAnswer', header: 'When not answered' },
          ]}
        />
      ) : null}
    </div>
  );
}
