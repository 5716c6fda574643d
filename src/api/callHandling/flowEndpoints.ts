// The endpoints of auto-attendants, schedules, call flows, receptionist consoles (CALL-03),
// spread into ENDPOINTS (src/api/endpointCatalogue.ts).
import type { EndpointSpec } from '../endpoints';

const ACCOUNT = '/api/ucaas/account/{accountId}';

export const CALL_FLOW_ENDPOINTS = {
  /** C-422: the account's whole call flow and its check (decision 0092). */
  callFlow: {
    family: 'ucaas',
    path: `${ACCOUNT}/callFlows`,
    versions: { get: '' },
  },
  /** Our own: the call flow's entries (a number and its first destination). */
  callFlowEntries: { family: 'ucaas', path: `${ACCOUNT}/callFlows/entries`, versions: { get: '', post: '' } },
  callFlowEntry: {
    family: 'ucaas',
    path: `${ACCOUNT}/callFlows/entries/{callFlowId}`,
    versions: { put: '', delete: '' },
  },
  /** Our own: the route tester (an answer of the moment: never cached). */
  callFlowRoute: {
    family: 'ucaas',
    path: `${ACCOUNT}/callFlows/route`,
    versions: { post: '' },
    noCache: true,
  },
  /** C-152 (v1 get), C-153 (v2 put): an auto-attendant by its extension id. */
  attendant: { family: 'ucaas', path: '/{version}/vr/{vrId}', versions: { get: 'v1', put: 'v2' } },
  /** C-421: the account's auto-attendants, and our own create (decision 0099). */
  attendants: { family: 'ucaas', path: `${ACCOUNT}/virtualReceptionists`, versions: { get: '', post: '' } },
  /** Deleting a queue, group or auto-attendant: the extension delete (our own, 409 while something sends calls to it). */
  nodeDelete: { family: 'ucaas', path: '/api/ucaas/extension/{deviceKitId}', versions: { delete: '' } },
  /** C-420 and our own create. */
  schedules: { family: 'ucaas', path: `${ACCOUNT}/schedules`, versions: { get: '', post: '' } },
  schedule: {
    family: 'ucaas',
    path: `${ACCOUNT}/schedules/{scheduleId}`,
    versions: { get: '', put: '', delete: '' },
  },
  /** C-401. */
  receptionists: { family: 'ucaas', path: `${ACCOUNT}/receptionistConsoles`, versions: { get: '' } },
  /** C-402, C-403. */
  receptionist: {
    family: 'ucaas',
    path: `${ACCOUNT}/receptionistConsoles/{receptionistId}`,
    versions: { get: '', put: '' },
  },
  /** C-404. */
  receptionistGreetings: {
    family: 'ucaas',
    path: `${ACCOUNT}/receptionistConsoles/{receptionistId}/greetings`,
    versions: { get: '' },
  },
  /** C-511. */
  receptionistNames: { family: 'ucaas', path: `${ACCOUNT}/receptionistConsoleList`, versions: { get: '' } },
  /** C-425. */
  serviceRoutes: { family: 'ucaas', path: `${ACCOUNT}/serviceRoutes`, versions: { get: '' } },
} satisfies Record<string, EndpointSpec>;
