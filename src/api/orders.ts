// The store and orders (issue 22; decision 0112): one small function per endpoint.
import type { BillingAccess } from '../domain/billingStore';
import { IDEMPOTENCY_HEADER } from '../domain/orders/idempotency';
import type { Currency } from '../domain/orders/money';
import type { CartItem, OrderLine, OrderQuote, Product } from '../domain/orders/pricing';
import type { ApiClient } from './client';
import type { WidgetKey } from './endpoints';

export interface StoreCatalogue {
  currency: Currency;
  taxRateBasisPoints: number;
  whiteLabel: boolean;
  items: Product[];
}

export interface Order {
  vOrderId: number;
  accountId: number;
  status: string;
  kind: string;
  apiVersion: string;
  currency: Currency;
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  monthlyMinor: number;
  taxRateBasisPoints: number;
  lines: OrderLine[];
  createdAt: string;
}

/** International accounts call preview and submit through their widget (v2, REQ-06). */
const widgetFor = (international: boolean): WidgetKey | undefined =>
  international ? 'vg-order-service-international' : undefined;

export const getStoreAccess = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<BillingAccess>('storeAccess', { params: { accountId }, signal });

export const getStoreCatalogue = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<StoreCatalogue>('storeCatalogue', { params: { accountId }, signal });

export const previewOrder = (
  client: ApiClient,
  accountId: number,
  items: CartItem[],
  international: boolean,
  signal?: AbortSignal,
) =>
  client.call<OrderQuote & { version: string }>('orderPreview', {
    method: 'post',
    params: { accountId },
    body: { items, returnZeroChargeItems: true },
    widget: widgetFor(international),
    signal,
  });

export const submitOrder = (
  client: ApiClient,
  accountId: number,
  order: { items: CartItem[]; key: string; previewTotalMinor: number },
  international: boolean,
  signal?: AbortSignal,
) =>
  client.call<Order>('orderSubmit', {
    method: 'post',
    params: { accountId },
    body: { items: order.items, previewTotalMinor: order.previewTotalMinor },
    headers: { [IDEMPOTENCY_HEADER]: order.key },
    widget: widgetFor(international),
    signal,
  });

export const listOrders = (
  client: ApiClient,
  accountId: number,
  page: { limit: number; offset: number; sortField?: string; sortDirection?: 'ASC' | 'DESC' },
  signal?: AbortSignal,
) => client.call<{ total: number; items: Order[] }>('orders', { params: { accountId }, query: page, signal });

export const getOrder = (client: ApiClient, accountId: number, vOrderId: number, signal?: AbortSignal) =>
  client.call<Order>('order', { params: { accountId, vOrderId }, signal });

export const exportOrders = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<Blob>('ordersExport', {
    method: 'post',
    params: { accountId },
    body: {},
    responseType: 'blob',
    signal,
  });

/** How many of the account's orders are still pending (the dashboard's notice, BILL-06). */
export const getPendingOrderCount = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ count: number }>('ordersCount', {
    params: { accountId },
    query: { status: 'pending' },
    signal,
  });
