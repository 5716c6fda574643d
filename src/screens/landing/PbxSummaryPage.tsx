// #/management/m/pbxSummary: users, extensions by type and numbers by status.
import { getPbxSummary } from '../../api/tenants';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { Stat, StatGrid } from '../../ui/StatGrid';
import { sprinkles } from '../../ui/sprinkles.css';

export function PbxSummaryPage(props: { title: string }) {
  const { api } = useSessionContext();
  const id = useSignedInProfile().account.accountId;
  const pbx = useResource(['pbxSummary', id], (signal) => getPbxSummary(api, id, signal));
  const d = pbx.data;
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <PageHeader title={props.title} />
      {d ? (
        <StatGrid>
          <Stat label="Users" value={d.users} />
          <Stat label="Extensions" value={d.extensionsByType.reduce((n, r) => n + r.count, 0)} />
          <Stat label="Phone numbers" value={d.numbersByStatus.reduce((n, r) => n + r.count, 0)} />
        </StatGrid>
      ) : null}
      <DataTable
        caption="Extensions by type"
        rows={d?.extensionsByType ?? []}
        loading={pbx.loading}
        emptyText="No extensions."
        rowKey={(r) => r.type}
        columns={[
          { key: 'type', header: 'Type' },
          { key: 'count', header: 'Count', align: 'end' },
        ]}
      />
      <DataTable
        caption="Phone numbers by status"
        rows={d?.numbersByStatus ?? []}
        loading={pbx.loading}
        emptyText="No phone numbers."
        rowKey={(r) => r.status}
        columns={[
          { key: 'status', header: 'Status' },
          { key: 'count', header: 'Count', align: 'end' },
        ]}
      />
    </div>
  );
}
