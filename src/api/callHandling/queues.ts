// The call queue calls (CALL-01): one function per endpoint, each with a trailing signal. Every
// one goes to the call-queue microservice for the accounts wgConfig sends there (CFG-04).
import type {
  QueueAction,
  QueueCreateInput,
  QueueKit,
  QueueKitInput,
  QueueListItem,
  QueueLiveStatus,
} from '../../domain/schemas/callHandling/queue';
import type { ApiClient } from '../client';

/** C-056: the account's queues, first served first, with their settings and live counts. */
export const listCallQueues = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ accountId: number; total: number; items: QueueListItem[] }>('callQueues', {
    params: { accountId },
    signal,
  });

/** C-057: a queue with its agents in ring order. */
export const getCallQueueKit = (client: ApiClient, accountId: number, kitId: number, signal?: AbortSignal) =>
  client.call<QueueKit>('callQueueKit', { params: { accountId, kitId }, signal });

/** C-058: change a queue (agents as extension ids in ring order). */
export const updateCallQueueKit = (
  client: ApiClient,
  accountId: number,
  kitId: number,
  change: QueueKitInput,
  signal?: AbortSignal,
) =>
  client.call<QueueKit>('callQueueKit', {
    method: 'put',
    params: { accountId, kitId },
    body: change,
    signal,
  });

/** C-059: one queue now (never cached). */
export const getCallQueueLive = (
  client: ApiClient,
  accountId: number,
  queueId: number,
  signal?: AbortSignal,
) => client.call<QueueLiveStatus>('callQueueLive', { params: { accountId, queueId }, signal });

/** C-060: every queue of the account now (never cached). */
export const getCallQueuesLive = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ accountId: number; at: string; queues: QueueLiveStatus[] }>('callQueueLiveForAccount', {
    params: { accountId },
    signal,
  });

/** C-061: the order the account's queues are served in (every queue once). */
export const setCallQueuePriority = (
  client: ApiClient,
  accountId: number,
  queueIds: number[],
  signal?: AbortSignal,
) =>
  client.call<{ accountId: number; queueIds: number[] }>('callQueuePriority', {
    method: 'put',
    params: { accountId },
    body: { queueIds },
    signal,
  });

/** C-062: an action on a queue. */
export const runCallQueueAction = (
  client: ApiClient,
  accountId: number,
  kitId: number,
  action: QueueAction,
  signal?: AbortSignal,
) =>
  client.call<{ queueId: number; action: QueueAction; changed: number }>('callQueueAction', {
    method: 'post',
    params: { accountId, kitId },
    body: { action },
    signal,
  });

/** A new queue (decision 0099): the next free extension unless one is asked for; no agents yet. */
export const createCallQueue = (
  client: ApiClient,
  accountId: number,
  queue: QueueCreateInput,
  signal?: AbortSignal,
) => client.call<QueueKit>('callQueueCreate', { method: 'post', params: { accountId }, body: queue, signal });

/** Delete a queue (its extension, settings and agents); 409 while something sends calls to it. */
export const deleteCallQueue = (client: ApiClient, queueId: number, signal?: AbortSignal) =>
  client.call<{ deleted: true }>('nodeDelete', {
    method: 'delete',
    params: { deviceKitId: queueId },
    signal,
  });

/** C-471: an agent of a queue logged in or out. */
export const setCallQueueAgentLogin = (
  client: ApiClient,
  accountId: number,
  queueId: number,
  agentId: number,
  loggedIn: boolean,
  signal?: AbortSignal,
) =>
  client.call<{ queueId: number; agentId: number; loggedIn: boolean }>('callQueueAgentLogin', {
    method: 'put',
    params: { accountId, queueId, agentId },
    body: { loggedIn },
    signal,
  });

/** C-472: a waiting call's priority (higher is answered first). */
export const setCallQueueCallPriority = (
  client: ApiClient,
  accountId: number,
  queueId: number,
  callId: number,
  priority: number,
  signal?: AbortSignal,
) =>
  client.call<{ queueId: number; callId: number; priority: number }>('callQueueCallPriority', {
    method: 'put',
    params: { accountId, queueId, callId },
    body: { priority },
    signal,
  });
