// The endpoints of branding, the app centre and the referral share link (issue 24, misc-brand;
// decision 0115), spread into ENDPOINTS (src/api/endpointCatalogue.ts); the functions are in
// src/api/branding.ts and src/api/apps.ts.
import type { EndpointSpec } from './endpoints';

const ACCOUNT = '/api/ucaas/account/{accountId}';
const u = (path: string, versions: EndpointSpec['versions']): EndpointSpec => ({
  family: 'ucaas',
  path,
  versions,
});

export const BRANDING_ENDPOINTS = {
  /** C-489 read, C-490 set, C-491 change part. */
  branding: { ...u(`${ACCOUNT}/branding`, { get: '', put: '', patch: '' }), noCache: true },
  /** C-492 list, C-493 add. */
  brandingLineGroups: {
    ...u(`${ACCOUNT}/branding/line-groups`, { get: '', post: '' }),
    empty: { get: { total: 0, items: [] } },
  },
  /** C-494 change, C-495 delete. */
  brandingLineGroup: u(`${ACCOUNT}/branding/line-groups/{lineGroupId}`, { put: '', delete: '' }),
  /** C-478. */
  apps: { ...u(`${ACCOUNT}/apps`, { get: '' }), empty: { get: { total: 0, items: [] } } },
  /** C-477. */
  appUserTypes: { ...u(`${ACCOUNT}/apps/user-types`, { get: '' }), empty: { get: { total: 0, items: [] } } },
  /** C-479. */
  appActivations: { ...u(`${ACCOUNT}/apps/activations`, { get: '' }), noCache: true },
  /** C-480. */
  appPurchaseRequests: {
    ...u(`${ACCOUNT}/apps/purchase-requests`, { get: '' }),
    noCache: true,
    empty: { get: { total: 0, items: [] } },
  },
  /** Our own: activate (PUT) and deactivate (DELETE). */
  appActivation: u(`${ACCOUNT}/apps/{appKey}/activation`, { put: '', delete: '' }),
  /** Our own: a priced app's purchase request (a store order, once per Idempotency-Key). */
  appPurchase: u(`${ACCOUNT}/apps/{appKey}/purchase-requests`, { post: '' }),
  /** C-474. */
  referralShareLink: u(`${ACCOUNT}/referral/share-link`, { get: '' }),
} satisfies Record<string, EndpointSpec>;
