// The endpoints of call queues (CALL-01, CFG-04), spread into ENDPOINTS (src/api/endpointCatalogue.ts).
// `callQueue: true` marks the calls the call-queue microservice answers for the accounts wgConfig
// sends there (queueMicroService.ts); the real-time ones are never cached (REQ-07). The list
// (`callQueues`) is in the shared catalogue, with the landing pages' reads.
import type { EndpointSpec } from '../endpoints';

const ucaas = (path: string) => `/api/ucaas/account/{accountId}${path}`;

export const QUEUE_ENDPOINTS = {
  /** C-057, C-058: a queue kit. */
  callQueueKit: {
    family: 'ucaas',
    path: ucaas('/callQueueKit/{kitId}'),
    versions: { get: '', put: '' },
    callQueue: true,
  },
  /** C-059: one queue now (never cached). */
  callQueueLive: {
    family: 'ucaas',
    path: ucaas('/callQueueKitRealTimeStatus/{queueId}'),
    versions: { get: '' },
    noCache: true,
    callQueue: true,
  },
  /** C-060: every queue of the account now (never cached). */
  callQueueLiveForAccount: {
    family: 'ucaas',
    path: ucaas('/callQueueKitRealTimeStatusForAccount'),
    versions: { get: '' },
    noCache: true,
    callQueue: true,
  },
  /** C-061: the order the account's queues are served in. */
  callQueuePriority: {
    family: 'ucaas',
    path: ucaas('/callQueuePriority'),
    versions: { put: '' },
    callQueue: true,
  },
  /** C-062: an action on a queue. */
  callQueueAction: {
    family: 'ucaas',
    path: ucaas('/callQueueAction/{kitId}'),
    versions: { post: '' },
    callQueue: true,
  },
  /** Our own create of a queue (decision 0099). */
  callQueueCreate: {
    family: 'ucaas',
    path: ucaas('/callQueueKit'),
    versions: { post: '' },
    callQueue: true,
  },
  /** C-471: an agent logged in or out. */
  callQueueAgentLogin: {
    family: 'ucaas',
    path: ucaas('/callQueueLiveStatus/{queueId}/agents/{agentId}'),
    versions: { put: '' },
    callQueue: true,
  },
  /** C-472: a waiting call's priority. */
  callQueueCallPriority: {
    family: 'ucaas',
    path: ucaas('/callQueueLiveStatus/{queueId}/calls/{callId}'),
    versions: { put: '' },
    callQueue: true,
  },
} satisfies Record<string, EndpointSpec>;
