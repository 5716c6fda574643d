// The account's conference bridges (CALL-04): each bridge's name (a link to its page), extension,
// number, most participants and whether calls are recorded. Bridges come with the account
// (decision 0103): no create or delete. Props only.
import type { ConferenceKit } from '../../api/conference';
import { formatPhone } from '../../domain/phone';
import { Alert } from '../../ui/Alert';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { useFormat } from '../../ui/format/FormatContext';
import { Link } from '../../ui/Link';
import { LoadingState } from '../../ui/LoadingState';
import { muted, stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { conferenceHref, NO_BRIDGES } from './conferenceWords';

export interface ConferenceListViewProps {
  title: string;
  bridges: readonly ConferenceKit[] | undefined;
  error?: string;
}

export function ConferenceListView({ title, bridges, error }: ConferenceListViewProps) {
  const format = useFormat();
  return (
    <div className={stack}>
      <PageHeader title={title} />
      <p className={muted}>
        Callers dial a bridge’s number or extension and enter the participant PIN; the host’s PIN starts the
        call.
      </p>
      {error ? (
        <Alert variant="error" title="The bridges could not be read">
          {error}
        </Alert>
      ) : null}
      {!bridges && !error ? <LoadingState label="Loading the conference bridges…" /> : null}
      {bridges && bridges.length === 0 ? (
        <EmptyState title="This account has no conference bridges." description={NO_BRIDGES} />
      ) : null}
      {bridges && bridges.length > 0 ? (
        <DataTable
          caption="Conference bridges"
          hideCaption
          rows={bridges}
          rowKey={(b) => b.id}
          columns={[
            { key: 'name', header: 'Name', render: (b) => <Link href={conferenceHref(b.id)}>{b.name}</Link> },
            { key: 'extensionNumber', header: 'Extension' },
            {
              key: 'bridgeNumber',
              header: 'Number',
              render: (b) => (b.bridgeNumber ? formatPhone(b.bridgeNumber) : 'Extension only'),
            },
            {
              key: 'maxParticipants',
              header: 'Most participants',
              align: 'end',
              render: (b) => format.number(b.maxParticipants),
            },
            { key: 'recording', header: 'Recording', render: (b) => (b.recording ? 'On' : 'Off') },
          ]}
        />
      ) : null}
    </div>
  );
}
