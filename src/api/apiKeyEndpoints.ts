// The endpoints of API keys (issue 23; C-206..C-208 and the list of our own; decision 0107),
// spread into ENDPOINTS (src/api/endpointCatalogue.ts); the functions are in src/api/apiKeys.ts.
import type { EndpointSpec } from './endpoints';

export const API_KEY_ENDPOINTS = {
  /** The account's keys (a call of our own) and C-206 create, on the session's account. */
  apiKeys: {
    family: 'auth',
    path: '/api-keys',
    versions: { get: '', post: '' },
    empty: { get: { total: 0, items: [], apiUsers: [] } },
  },
  /** C-207 rename or expiry, C-208 revoke. */
  apiKey: { family: 'auth', path: '/api-keys/{apiKeyId}', versions: { put: '', delete: '' } },
} satisfies Record<string, EndpointSpec>;
