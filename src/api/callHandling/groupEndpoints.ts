// The endpoints of call, pickup and paging groups (CALL-02), spread into ENDPOINTS (src/api/endpointCatalogue.ts).
import type { EndpointSpec } from '../endpoints';

const emptyList = { total: 0, items: [] };

export const GROUP_ENDPOINTS = {
  /** C-064: every group of the account (call, paging, and pickup when offered). */
  groups: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/groups',
    versions: { get: '' },
    empty: { get: emptyList },
  },
  /** C-065: create (no id) or change a group of any kind. */
  groupWrite: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/{version}/groups',
    versions: { put: 'v1' },
  },
  /** C-066, C-067: a call group read and changed; its delete of our own (decision 0094). */
  callGroup: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/callgroup/{callGroupId}',
    versions: { get: '', put: '', delete: '' },
  },
  /** C-068: a paging group read; its change and delete of our own. */
  pagingGroup: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/pageGroup/{pagingGroupId}',
    versions: { get: '', put: '', delete: '' },
  },
  /** C-354: the account's call groups with their members. */
  callGroupsWhole: {
    family: 'appserver',
    path: '/rest/account/{accountId}/callGroups',
    versions: { get: '' },
    empty: { get: emptyList },
  },
  /** C-355: the account's pickup groups; create of our own. */
  pickupGroups: {
    family: 'appserver',
    path: '/rest/account/{accountId}/callPickupGroups',
    versions: { get: '', post: '' },
    empty: { get: emptyList },
  },
  /** A pickup group read, changed and deleted (ours, decision 0072's C-355 row). */
  pickupGroup: {
    family: 'appserver',
    path: '/rest/account/{accountId}/callPickupGroups/{pickupGroupId}',
    versions: { get: '', put: '', delete: '' },
  },
  /** C-131: each number of the account and what it rings. */
  incomingRouting: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/icrextensionassociation',
    versions: { get: '' },
    empty: { get: emptyList },
  },
} satisfies Record<string, EndpointSpec>;
