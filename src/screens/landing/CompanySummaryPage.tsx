// #/management/m/companySummaryReport: calls per user of the account, from the call records.
import { describeFailure } from '../../api/describeFailure';
import { getCallSummary } from '../../api/tenants';
import { useProfile } from '../../app/session/ProfileContext';
import { useSessionContext } from '../../app/session/SessionContext';
import { useResource } from '../../app/useResource';
import { Alert } from '../../ui/Alert';
import { DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { sprinkles } from '../../ui/sprinkles.css';

const minutes = (s: number) => `${Math.floor(s / 60)} min ${s % 60} s`;

export function CompanySummaryPage(props: { title: string }) {
  const { api } = useSessionContext();
  const id = useProfile().data!.account.accountId;
  const summary = useResource(() => getCallSummary(api, id), [id]);
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <PageHeader title={props.title} />
      {summary.error ? (
        <Alert variant="error">{describeFailure(summary.error) ?? 'Could not load.'}</Alert>
      ) : null}
      <DataTable
        caption="Calls per user"
        rows={summary.data?.items ?? []}
        loading={summary.loading}
        emptyText="No calls recorded for this account."
        rowKey={(r) => r.userId}
        columns={[
          { key: 'name', header: 'User', render: (r) => `${r.firstName} ${r.lastName}` },
          { key: 'calls', header: 'Calls', align: 'end' },
          { key: 'inbound', header: 'Inbound', align: 'end' },
          { key: 'outbound', header: 'Outbound', align: 'end' },
          { key: 'missed', header: 'Missed', align: 'end' },
          { key: 'seconds', header: 'Talk time', align: 'end', render: (r) => minutes(r.seconds) },
        ]}
      />
    </div>
  );
}
