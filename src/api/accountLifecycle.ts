// The account lifecycle (issue 22, part C; decision 0114): one small function per endpoint.
import type { Lifecycle } from '../domain/billing/lifecycle';
import type { CancelReasonCode, EarlyTerminationFee } from '../domain/billing/services';
import type { Currency } from '../domain/orders/money';
import { CANCELLATION_SOURCE_HEADER } from '../domain/schemas/accountLifecycle';
import type { ApiClient } from './client';

/** Where the portal's cancellations come from (the Source header, decision 0114). */
export const PORTAL_SOURCE = 'admin-portal';

export interface ScheduledChange {
  id: number;
  kind: 'status' | 'cancellation';
  toStatus: string;
  effectiveAt: string;
  reason: string | null;
  cancelReasonCode: string | null;
  source: string | null;
  feeMinor: number | null;
  createdAt: string;
}

export interface LifecycleInfo extends Lifecycle {
  accountId: number;
  name: string;
  kind: string;
  currency: Currency;
  contact: { name: string; email: string | null; phone: string | null } | null;
  scheduledChange: ScheduledChange | null;
}

export interface Provision {
  id: number;
  serviceCode: string;
  name: string;
  platform: string;
  quantity: number;
  deviceKitId: number | null;
  extensionNumber: string | null;
  locationId: number | null;
  locationName: string | null;
  status: string;
  currency: Currency;
  monthlyMinor: number;
  convertsTo: string[];
}

export interface CancelReason {
  code: CancelReasonCode;
  label: string;
  waivesFee: boolean;
}

export const getLifecycleInfo = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<LifecycleInfo>('accountLifecycleInfo', { params: { accountId }, signal });

export const changeStatusNow = (client: ApiClient, accountId: number, status: string, reason?: string) =>
  client.call<{ status: string }>('accountStatusNow', {
    method: 'post',
    params: { accountId },
    body: { status, ...(reason ? { reason } : {}) },
  });

export const scheduleStatus = (
  client: ApiClient,
  accountId: number,
  targetStatus: string,
  change: { effectiveDate: string; reason?: string },
) =>
  client.call<ScheduledChange>('accountStatusSchedule', {
    method: 'post',
    params: { accountId, targetStatus },
    body: { effectiveDate: change.effectiveDate, ...(change.reason ? { reason: change.reason } : {}) },
  });

export const cancelScheduledChange = (client: ApiClient, accountId: number) =>
  client.call<ScheduledChange>('accountStatusScheduled', {
    method: 'delete',
    params: { accountId },
    body: {},
  });

export const getCancelReasons = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ items: CancelReason[] }>('etfReasons', { params: { accountId }, signal });

export const getEarlyTerminationFee = (
  client: ApiClient,
  accountId: number,
  query: { cancellationDate: string; cancelReasonCode: string },
  signal?: AbortSignal,
) => client.call<EarlyTerminationFee>('etfAmounts', { params: { accountId }, query, signal });

export const requestCancellation = (
  client: ApiClient,
  accountId: number,
  body: { cancellationDateTime: string; cancelReasonCode: string },
) =>
  client.call<{ fee: EarlyTerminationFee; scheduledChange: ScheduledChange | null }>('accountCancellation', {
    method: 'patch',
    params: { accountId },
    body,
    headers: { [CANCELLATION_SOURCE_HEADER]: PORTAL_SOURCE },
  });

/** C-312, a page at a time (decision 0120): the page's services; the whole list's count, monthly
 * price and service names. */
export interface ProvisionsPage {
  total: number;
  currency: Currency;
  monthlyMinor: number;
  serviceNames: string[];
  items: Provision[];
}

export const listProvisions = (
  client: ApiClient,
  accountId: number,
  page: { limit: number; offset: number; sortField?: string; sortDirection?: 'ASC' | 'DESC' },
  signal?: AbortSignal,
) => client.call<ProvisionsPage>('provisions', { params: { accountId }, query: page, signal });

export const changeProvision = (
  client: ApiClient,
  accountId: number,
  provisionId: number,
  change: { serviceCode?: string; quantity?: number },
) => client.call<Provision>('provisionChange', { params: { accountId, provisionId }, query: change });

export const cancelProvision = (client: ApiClient, accountId: number, provisionId: number, reason: string) =>
  client.call<Provision>('provisionCancel', { params: { accountId, provisionId }, query: { reason } });

export const moveProvision = (
  client: ApiClient,
  accountId: number,
  provisionId: number,
  locationId: number,
) => client.call<Provision>('provisionMove', { params: { accountId, provisionId }, query: { locationId } });

export const verifyServiceCancellation = (client: ApiClient, accountId: number, deviceKitId: number) =>
  client.call<{ cancellable: boolean; reasons: string[]; extensionNumber: string }>(
    'verifyServiceCancellation',
    {
      params: { accountId, deviceKitId },
    },
  );
