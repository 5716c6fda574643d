// #/management/m/callQueues/<id>: a call queue, its settings and agents (C-057, C-058), and the
// queue now (C-059), read every 5 s while the page is open (never cached, REQ-07), with the agent
// login toggles (C-471) and a waiting call's priority (C-472).

import { useCallback, useEffect, useState } from 'react';
import { getCallFlow } from '../../../api/callHandling/callFlows';
import {
  deleteCallQueue,
  getCallQueueKit,
  getCallQueueLive,
  runCallQueueAction,
  setCallQueueAgentLogin,
  setCallQueueCallPriority,
  updateCallQueueKit,
} from '../../../api/callHandling/queues';
import { ApiFailure } from '../../../api/failure';
import { hasFieldErrors, isRefusal } from '../../../app/failures';
import { useSessionContext } from '../../../app/session/SessionContext';
import { useSignedInProfile } from '../../../app/session/signedInProfile';
import { useAction } from '../../../app/useAction';
import { useResource } from '../../../app/useResource';
import type { QueueAction, QueueKitInput, QueueLiveStatus } from '../../../domain/schemas/callHandling/queue';
import { LoadingState } from '../../../ui/LoadingState';
import { NotFoundView } from '../../common/NotFoundView';
import { useFieldErrors } from '../../common/useFieldErrors';
import { NodeDeleteDialog, useNodeDelete } from '../common/NodeDelete';
import { GreetingPanel } from '../greetings/GreetingPanel';
import { QueueDetailView } from './QueueDetailView';
import { queuesHref } from './queueWords';

/** How often the queue now is read while the page is open. */
export const LIVE_REFRESH_MS = 5000;

function useLiveStatus(accountId: number, queueId: number) {
  const { api } = useSessionContext();
  const [live, setLive] = useState<QueueLiveStatus | undefined>(undefined);
  const [stale, setStale] = useState(false);
  const [tick, setTick] = useState(0);
  const refresh = useCallback(() => setTick((t) => t + 1), []);
  useEffect(() => {
    const every = setInterval(() => setTick((t) => t + 1), LIVE_REFRESH_MS);
    return () => clearInterval(every);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each tick reads the queue again
  useEffect(() => {
    const abort = new AbortController();
    getCallQueueLive(api, accountId, queueId, abort.signal).then(
      (status) => {
        setLive(status);
        setStale(false);
      },
      () => {
        if (!abort.signal.aborted) setStale(true);
      },
    );
    return () => abort.abort();
  }, [api, accountId, queueId, tick]);
  return { live, stale, refresh };
}

export function QueueDetailPage({ queueId }: { queueId: number }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const queue = useResource(
    ['callQueueKit', accountId, queueId],
    (signal) => getCallQueueKit(api, accountId, queueId, signal),
    { handled: isRefusal },
  );
  const flow = useResource(['callFlow', accountId], (signal) => getCallFlow(api, accountId, signal));
  const { live, stale, refresh } = useLiveStatus(accountId, queueId);
  const [saved, setSaved] = useState(0);
  const save = useAction(
    async (change: QueueKitInput) => {
      await updateCallQueueKit(api, accountId, queueId, change);
      setSaved((n) => n + 1);
      queue.reload();
      refresh();
    },
    { handled: hasFieldErrors },
  );
  const login = useAction(async ({ agentId, loggedIn }: { agentId: number; loggedIn: boolean }) => {
    await setCallQueueAgentLogin(api, accountId, queueId, agentId, loggedIn);
    refresh();
  });
  const raise = useAction(async ({ callId, priority }: { callId: number; priority: number }) => {
    await setCallQueueCallPriority(api, accountId, queueId, callId, priority);
    refresh();
  });
  const act = useAction(async (action: QueueAction) => {
    await runCallQueueAction(api, accountId, queueId, action);
    refresh();
  });
  const remove = useNodeDelete(() => deleteCallQueue(api, queueId), '/management/m/callQueues');
  const serverErrors = save.error instanceof ApiFailure ? save.error.errors : undefined;
  const errors = useFieldErrors(serverErrors);
  if (queue.error)
    return (
      <NotFoundView
        title="Call queue not found"
        message="This call queue does not exist, or it is not in this account."
        linkText="Back to call queues"
        homeHref={queuesHref()}
      />
    );
  if (!queue.data || !flow.data) return <LoadingState label="Loading the call queue…" />;
  return (
    <>
      <QueueDetailView
        key={`${queue.data.id}-${saved}`}
        queue={queue.data}
        flow={flow.data.flow}
        live={live}
        liveStale={stale}
        canUpdate={profile.permissions.has('update:call-queue')}
        saving={save.pending}
        errorOf={errors.error}
        onFieldChanged={errors.changed}
        onSave={(change) => void save.run(change)}
        onAgentLogin={(agentId, loggedIn) => void login.run({ agentId, loggedIn })}
        onRaisePriority={(callId, priority) => void raise.run({ callId, priority })}
        onAction={(action) => void act.run(action)}
        canDelete={profile.permissions.has('delete:call-queue')}
        onDelete={remove.ask}
      />
      <GreetingPanel ownerKind="callQueue" ownerId={queueId} greetingKey="main" label="Queue greeting" />
      <NodeDeleteDialog
        {...remove.dialog}
        name={queue.data.name}
        confirmLabel="Delete queue"
        inUseTitle="This queue is still in use"
      >
        The queue's extension {queue.data.number}, its settings, its greetings, its {queue.data.agents.length}{' '}
        {queue.data.agents.length === 1 ? 'agent' : 'agents'} and the calls waiting in it are deleted. The
        agents' own extensions stay.
      </NodeDeleteDialog>
    </>
  );
}
