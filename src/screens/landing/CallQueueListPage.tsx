// #/management/m/callQueue: the account's call queues.
import { describeFailure } from '../../api/describeFailure';
import { getCallQueues } from '../../api/tenants';
import { useProfile } from '../../app/session/ProfileContext';
import { useSessionContext } from '../../app/session/SessionContext';
import { useResource } from '../../app/useResource';
import { Alert } from '../../ui/Alert';
import { DataTable } from '../../ui/DataTable';
import { PageHeader } from '../../ui/PageHeader';
import { sprinkles } from '../../ui/sprinkles.css';

export function CallQueueListPage(props: { title: string }) {
  const { api } = useSessionContext();
  const id = useProfile().data!.account.accountId;
  const queues = useResource(() => getCallQueues(api, id), [id]);
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      <PageHeader title={props.title} />
      {queues.error ? (
        <Alert variant="error">{describeFailure(queues.error) ?? 'Could not load.'}</Alert>
      ) : null}
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
