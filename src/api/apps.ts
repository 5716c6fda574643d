// The app centre (issue 24, decision 0115): the apps, who may use them, their activation and the
// purchase requests of priced apps (store orders).
import type { AppUserType } from '../domain/apps';
import { IDEMPOTENCY_HEADER } from '../domain/orders/idempotency';
import type { Currency } from '../domain/orders/money';
import type { ApiClient } from './client';

export interface AppItem {
  key: string;
  name: string;
  description: string;
  category: string;
  sku: string | null;
  price: { currency: Currency; monthlyMinor: number } | null;
}
export interface AppActivationItem {
  appKey: string;
  status: 'active' | 'inactive';
  changedAt: string | null;
  needsPurchase: boolean;
}
export interface AppPurchaseRequest {
  id: number;
  appKey: string;
  orderId: number;
  status: string;
  currency: Currency;
  totalMinor: number;
  monthlyMinor: number;
  createdAt: string;
}

type List<T> = { total: number; items: T[] };

export const listApps = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<List<AppItem>>('apps', { params: { accountId }, signal });

export const listAppUserTypes = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<List<{ appKey: string; userTypes: AppUserType[] }>>('appUserTypes', {
    params: { accountId },
    signal,
  });

export const listAppActivations = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<List<AppActivationItem>>('appActivations', { params: { accountId }, signal });

export const listAppPurchaseRequests = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<List<AppPurchaseRequest>>('appPurchaseRequests', { params: { accountId }, signal });

export const activateApp = (
  client: ApiClient,
  accountId: number,
  appKey: string,
  userTypes?: AppUserType[],
  signal?: AbortSignal,
) =>
  client.call('appActivation', { method: 'put', params: { accountId, appKey }, body: { userTypes }, signal });

export const deactivateApp = (client: ApiClient, accountId: number, appKey: string, signal?: AbortSignal) =>
  client.call('appActivation', { method: 'delete', params: { accountId, appKey }, signal });

/** A priced app's purchase request: a store order of its product, sent once per key. */
export const requestAppPurchase = (
  client: ApiClient,
  accountId: number,
  appKey: string,
  order: { key: string; previewTotalMinor: number },
  signal?: AbortSignal,
) =>
  client.call<{
    id: number;
    appKey: string;
    order: { vOrderId: number; status: string; totalMinor: number };
  }>('appPurchase', {
    method: 'post',
    params: { accountId, appKey },
    body: { previewTotalMinor: order.previewTotalMinor },
    headers: { [IDEMPOTENCY_HEADER]: order.key },
    signal,
  });
