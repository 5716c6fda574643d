// #/management/m/callQueues: the account's call queues and their order (C-056, C-061).
import { useState } from 'react';
import { createCallQueue, listCallQueues, setCallQueuePriority } from '../../../api/callHandling/queues';
import { ApiFailure } from '../../../api/failure';
import { hasFieldErrors } from '../../../app/failures';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useSignedInProfile } from '../../../app/session/signedInProfile';
import { useAction } from '../../../app/useAction';
import { useResource } from '../../../app/useResource';
import type { QueueListItem } from '../../../domain/schemas/callHandling/queue';
import { NewNodeDialog } from '../common/NewNodeDialog';
import { moved } from '../common/useDragReorder';
import { useNewNode } from '../common/useNewNode';
import { QueueListView } from './QueueListView';

export function QueueListPage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const queues = useResource(['callQueues', accountId], (signal) => listCallQueues(api, accountId, signal));
  const [order, setOrder] = useState<QueueListItem[] | undefined>(undefined);
  const save = useAction(
    async (ids: number[]) => {
      await setCallQueuePriority(api, accountId, ids);
      setOrder(undefined);
      queues.reload();
    },
    { handled: hasFieldErrors },
  );
  const newQueue = useNewNode(
    (queue) => createCallQueue(api, accountId, queue),
    (id) => `/management/m/callQueues/${id}`,
  );
  const saved = queues.data?.items ?? [];
  const shown = order ?? saved;
  const error =
    save.error instanceof ApiFailure ? save.error.errors.map((e) => e.message).join(' ') : undefined;
  return (
    <>
      <QueueListView
        title={props.title}
        queues={shown}
        loading={queues.loading && !queues.data}
        orderChanged={!!order?.some((q, i) => q.id !== saved[i]?.id)}
        canReorder={profile.permissions.has('update:call-queue') && shown.length > 1}
        canCreate={profile.permissions.has('create:call-queue')}
        onNew={newQueue.open}
        saving={save.pending}
        saveError={error}
        onMove={(from, to) => setOrder(moved(shown, from, to))}
        onSaveOrder={() => void save.run(shown.map((q) => q.id))}
        onResetOrder={() => {
          save.reset();
          setOrder(undefined);
        }}
      />
      <NewNodeDialog
        {...newQueue.dialog}
        title="New call queue"
        description="The queue starts without agents and is served after the others. Add its agents and say where calls go when no one answers on its page."
      />
    </>
  );
}
