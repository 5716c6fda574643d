// The endpoints of auto-attendants, schedules, call flows, receptionist consoles (CALL-03),
// spread into ENDPOINTS (src/api/endpointCatalogue.ts).
import type { EndpointSpec } from '../endpoints';

export const CALL_FLOW_ENDPOINTS = {
  /** C-422: the account's whole call flow and its check (decision 0092). */
  callFlow: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/callFlows',
    versions: { get: '' },
  },
} satisfies Record<string, EndpointSpec>;
