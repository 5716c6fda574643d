// #/management/m/callQueue: the account's call queues.
import { getCallQueues } from '../../api/tenants';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { sprinkles } from '../../ui/sprinkles.css';

export function CallQueueListPage(props: { title: string }) {
  const { api } = useSessionContext();
  const id = useSignedInProfile().account.accountId;
  const queues = useResource(['callQueues', id], (signal) => getCallQueues(api, id, signal));
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <PageHeader title={props.title} />
      <DataTable
        caption="Call queues"
        rows={queues.data?.items ?? []}
        loading={queues.loading}
        emptyText="This account has no call queues."
        rowKey={(r) => r.id}
        columns={[
          { key: 'extension', header: 'Extension', align: 'end' },
          { key: 'name', header: 'Name' },
          { key: 'servicePlan', header: 'Service plan' },
        ]}
      />
    </div>
  );
}
