// #/management/m/billhistory ("Usage history"): the calls and minutes of each billing period. The
// platform answers no amounts or currency, so the page names usage, not charges (decision 0057).
import { getBillHistory } from '../../api/tenants';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { sprinkles } from '../../ui/sprinkles.css';

export function BillHistoryPage(props: { title: string }) {
  const { api } = useSessionContext();
  const id = useSignedInProfile().account.accountId;
  const bills = useResource(['billHistory', id], (signal) => getBillHistory(api, id, signal));
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <PageHeader title={props.title} />
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
