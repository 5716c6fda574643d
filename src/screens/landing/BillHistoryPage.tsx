// #/management/m/billhistory ("Usage history"): the calls and minutes of each billing period. The
// platform answers no amounts or currency, so the page names usage, not charges (decision 0057).
import { describeFailure } from '../../api/describeFailure';
import { getBillHistory } from '../../api/tenants';
import { useProfile } from '../../app/session/ProfileContext';
import { useSessionContext } from '../../app/session/SessionContext';
import { useResource } from '../../app/useResource';
import { Alert } from '../../ui/Alert';
import { DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { sprinkles } from '../../ui/sprinkles.css';

export function BillHistoryPage(props: { title: string }) {
  const { api } = useSessionContext();
  const id = useProfile().data!.account.accountId;
  const bills = useResource(() => getBillHistory(api, id), [id]);
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <PageHeader title={props.title} />
      {bills.error ? (
        <Alert variant="error">{describeFailure(bills.error) ?? 'Could not load.'}</Alert>
      ) : null}
      <DataTable
        caption="Usage per billing period"
        rows={bills.data?.items ?? []}
        loading={bills.loading}
        emptyText="No billing periods yet."
        rowKey={(r) => r.billingPeriod}
        columns={[
          { key: 'billingPeriod', header: 'Billing period' },
          { key: 'calls', header: 'Calls', align: 'end' },
          { key: 'minutes', header: 'Minutes', align: 'end' },
          { key: 'outboundMinutes', header: 'Outbound minutes', align: 'end' },
        ]}
      />
    </div>
  );
}
