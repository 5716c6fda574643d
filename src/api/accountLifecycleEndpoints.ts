// The account lifecycle's endpoints (issue 22, part C; decision 0114), spread into ENDPOINTS
// (src/api/endpointCatalogue.ts). Reads that change after a write on another account, and the
// provision calls the catalogue makes GETs, are never cached; those GETs are never retried.
import type { EndpointSpec } from './endpoints';

const ACCOUNT = '/api/billing/accounts/{accountId}';

export const ACCOUNT_LIFECYCLE_ENDPOINTS = {
  accountLifecycleInfo: { family: 'billing', path: `${ACCOUNT}/info`, versions: { get: '' }, noCache: true },
  accountStatusNow: { family: 'billing', path: `${ACCOUNT}/status`, versions: { post: '' } },
  accountStatusSchedule: {
    family: 'billing',
    path: `${ACCOUNT}/status/{targetStatus}/schedule`,
    versions: { post: '' },
  },
  accountStatusScheduled: {
    family: 'billing',
    path: `${ACCOUNT}/status/scheduled`,
    versions: { delete: '' },
  },
  accountCancellation: { family: 'billing', path: ACCOUNT, versions: { patch: '' } },
  etfReasons: { family: 'billing', path: `${ACCOUNT}/etf/reasons`, versions: { get: '' } },
  etfAmounts: { family: 'billing', path: `${ACCOUNT}/etf/amounts`, versions: { get: '' }, noCache: true },
  provisions: { family: 'billing', path: `${ACCOUNT}/provisions`, versions: { get: '' }, noCache: true },
  provisionChange: {
    family: 'billing',
    path: `${ACCOUNT}/provisions/{provisionId}/change`,
    versions: { get: '' },
    noCache: true,
    retries: 0,
  },
  provisionCancel: {
    family: 'billing',
    path: `${ACCOUNT}/provisions/{provisionId}/cancel`,
    versions: { get: '' },
    noCache: true,
    retries: 0,
  },
  provisionMove: {
    family: 'billing',
    path: `${ACCOUNT}/provisions/{provisionId}/move`,
    versions: { get: '' },
    noCache: true,
    retries: 0,
  },
  verifyServiceCancellation: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/service/verifyServiceCancellation/{deviceKitId}',
    versions: { get: '' },
    noCache: true,
  },
} satisfies Record<string, EndpointSpec>;
