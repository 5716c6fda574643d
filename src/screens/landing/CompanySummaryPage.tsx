// #/management/m/companySummaryReport: calls per user of the account, from the call records.
import { getCallSummary } from '../../api/tenants';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { sprinkles } from '../../ui/sprinkles.css';

const minutes = (s: number) => `${Math.floor(s / 60)} min ${s % 60} s`;

export function CompanySummaryPage(props: { title: string }) {
  const { api } = useSessionContext();
  const id = useSignedInProfile().account.accountId;
  const summary = useResource(['callSummary', id], (signal) => getCallSummary(api, id, signal));
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <PageHeader title={props.title} />
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
