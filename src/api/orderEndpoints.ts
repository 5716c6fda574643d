// The store's endpoints (issue 22; decision 0112), spread into ENDPOINTS (src/api/endpointCatalogue.ts);
// preview and submit are orderPreview and orderSubmit there (v4, v2 for international widgets).
import type { EndpointSpec } from './endpoints';

const ACCOUNT = '/api/billing/accounts/{accountId}';

export const ORDER_ENDPOINTS = {
  storeAccess: { family: 'billing', path: `${ACCOUNT}/store/access`, versions: { get: '' } },
  storeCatalogue: { family: 'billing', path: `${ACCOUNT}/catalog`, versions: { get: '' } },
  orders: {
    family: 'billing',
    path: `${ACCOUNT}/orders`,
    versions: { get: '' },
    noCache: true,
    empty: { get: { total: 0, items: [] } },
  },
  ordersCount: { family: 'billing', path: `${ACCOUNT}/orders/count`, versions: { get: '' }, noCache: true },
  order: { family: 'billing', path: `${ACCOUNT}/orders/{vOrderId}`, versions: { get: '' } },
  ordersExport: { family: 'billing', path: `${ACCOUNT}/orders/export`, versions: { post: '' } },
} satisfies Record<string, EndpointSpec>;
