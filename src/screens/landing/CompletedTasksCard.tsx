// The dashboard's completed tasks (C-501, issue 24 item 8; decision 0116): the account's finished
// tasks of the kinds the caller may read, a page of ten at a time, latest first or by start.
// No task has a page of its own, so a row links nowhere.
import { useState } from 'react';
import { type CompletedTask, type CompletedTaskQuery, getCompletedTasks } from '../../api/portalSettings';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { Card } from '../../ui/Card';
import { DataTable } from '../../ui/DataTable';
import { useFormat } from '../../ui/format/FormatContext';
import { LoadFailed } from '../../ui/LoadFailed';
import { OffsetPager } from '../../ui/OffsetPager';
import { SelectField } from '../../ui/SelectField';
import { kindWords, statusWords } from './taskWords';

export const TASKS_PAGE_SIZE = 10;

type Order = `${NonNullable<CompletedTaskQuery['sort']>}:${NonNullable<CompletedTaskQuery['direction']>}`;

const ORDERS: { value: Order; label: string }[] = [
  { value: 'finishedAt:DESC', label: 'Finished, latest first' },
  { value: 'finishedAt:ASC', label: 'Finished, earliest first' },
  { value: 'createdAt:DESC', label: 'Started, latest first' },
  { value: 'createdAt:ASC', label: 'Started, earliest first' },
];

export function CompletedTasksCard() {
  const { api } = useSessionContext();
  const { account } = useSignedInProfile();
  const fmt = useFormat();
  const [offset, setOffset] = useState(0);
  const [order, setOrder] = useState<Order>('finishedAt:DESC');
  const [sort, direction] = order.split(':') as [
    NonNullable<CompletedTaskQuery['sort']>,
    NonNullable<CompletedTaskQuery['direction']>,
  ];
  const accountId = account.accountId;
  const tasks = useResource(
    ['completedTasks', accountId, order, offset],
    (s) => getCompletedTasks(api, accountId, { sort, direction, offset, pageSize: TASKS_PAGE_SIZE }, s),
    { handled: allHandled },
  );
  const rows = tasks.data?.items ?? [];
  return (
    <Card title="Completed tasks">
      {tasks.failed ? (
        <LoadFailed title="The completed tasks could not be loaded." onRetry={tasks.reload} />
      ) : (
        <>
          <SelectField
            label="Order"
            accessibleLabel="Order of the completed tasks"
            value={order}
            options={ORDERS}
            onChange={(v) => {
              setOrder(ORDERS.find((o) => o.value === v)?.value ?? 'finishedAt:DESC');
              setOffset(0);
            }}
          />
          <DataTable<CompletedTask>
            caption="Completed tasks"
            hideCaption
            rows={rows}
            rowKey={(t) => t.taskId}
            loading={tasks.loading}
            loadingText="Loading completed tasks…"
            emptyText="No tasks have finished in this account yet."
            columns={[
              { key: 'kind', header: 'Task', render: (t) => kindWords(t.kind) },
              { key: 'status', header: 'Outcome', render: (t) => statusWords(t.status) },
              { key: 'createdAt', header: 'Started', render: (t) => fmt.dateTime(t.createdAt) },
              {
                key: 'finishedAt',
                header: 'Finished',
                render: (t) => (t.finishedAt ? fmt.dateTime(t.finishedAt) : ''),
              },
              { key: 'total', header: 'Rows', align: 'end', render: (t) => fmt.number(t.total) },
              { key: 'succeeded', header: 'Succeeded', align: 'end', render: (t) => fmt.number(t.succeeded) },
              { key: 'refused', header: 'Refused', align: 'end', render: (t) => fmt.number(t.refused) },
              { key: 'failed', header: 'Failed', align: 'end', render: (t) => fmt.number(t.failed) },
            ]}
          />
          {tasks.data ? (
            <OffsetPager
              offset={offset}
              pageSize={TASKS_PAGE_SIZE}
              total={tasks.data.total}
              onOffset={setOffset}
            />
          ) : null}
        </>
      )}
    </Card>
  );
}
