// Messaging and business texting (MSG-01; decision 0111): one function per endpoint of
// src/api/messagingEndpoints.ts.
import type { DisabledCarriers, TenDlcBrand, TenDlcCampaign } from '../domain/schemas/messaging';
import type { TenDlcPart, TenDlcStatus } from '../domain/tenDlc';
import type { ApiClient } from './client';

export interface DisableConfig {
  accountId: number;
  messagingDisabled: boolean;
  vsuDisabled: boolean;
  smsDisabled: boolean;
  offNetSmsDisabled: boolean;
  disabledUserIds: number[];
}
export interface CarrierStatus {
  accountId: number;
  enforced: boolean;
  carriers: { carrier: string; disabled: boolean; delivering: boolean }[];
}
export interface InboxDelegate {
  userId: number;
  firstName: string;
  lastName: string;
  loginName: string;
}
interface PartState {
  status: TenDlcStatus;
  rejectionReason: string | null;
  submittedAt: string | null;
  reviewDueAt: string | null;
  reviewedAt: string | null;
}
export interface TenDlcRegistration {
  accountId: number;
  applies: boolean;
  notApplicable?: string;
  complete: boolean;
  brand: TenDlcBrand & PartState;
  campaign: TenDlcCampaign & PartState;
}
export interface TenDlcBanner {
  show: boolean;
  text: string | null;
  applies?: boolean;
}

type Switch = 'vsuDisable' | 'companyMessagingDisable';

export const getDisableConfig = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<DisableConfig>('messageDisableConfig', { params: { accountId }, signal });

/** C-228/C-229 (vsuDisable) and C-231/C-232 (disable): PUT turns it off, DELETE back on. */
export const setCompanySwitch = (client: ApiClient, accountId: number, which: Switch, disabled: boolean) =>
  client.call<{ disabled: boolean }>(which, {
    method: disabled ? 'put' : 'delete',
    params: { accountId },
    ...(disabled ? { body: {} } : {}),
  });

export const setSmsDisabled = (client: ApiClient, disabled: boolean) =>
  client.call<DisableConfig>('smsDisable', { method: 'put', body: { disabled } });

export const setOffNetSmsDisabled = (client: ApiClient, accountId: number, disabled: boolean) =>
  client.call<{ value: boolean }>('offNetSms', {
    method: disabled ? 'put' : 'delete',
    params: { accountId },
    ...(disabled ? { body: {} } : {}),
  });

export const setUsersMessagingDisabled = (client: ApiClient, userIds: number[], disabled: boolean) =>
  client.call<DisableConfig>('usersMessagingDisable', { method: 'put', body: { userIds, disabled } });

export const getCarrierStatus = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<CarrierStatus>('disabledCarriersStatus', { params: { accountId }, signal });

export const setDisabledCarriers = (client: ApiClient, accountId: number, body: DisabledCarriers) =>
  client.call<{ carriers: string[] }>('disabledCarriers', { method: 'put', params: { accountId }, body });

export const setCarriersEnforced = (client: ApiClient, accountId: number, enforced: boolean) =>
  client.call<CarrierStatus>('disabledCarriersStatus', {
    method: 'put',
    params: { accountId },
    body: { enforced },
  });

export const getInboxDelegates = (client: ApiClient, autoAttendantId: number, signal?: AbortSignal) =>
  client.call<{ autoAttendantId: number; delegates: InboxDelegate[] }>('inboxDelegates', {
    params: { autoAttendantId },
    signal,
  });

export const setInboxDelegates = (client: ApiClient, autoAttendantId: number, delegateIds: number[]) =>
  client.call<{ delegates: InboxDelegate[] }>('inboxDelegates', {
    method: 'put',
    params: { autoAttendantId },
    body: { delegateIds },
  });

export const getInboxCanDelete = (client: ApiClient, autoAttendantId: number, signal?: AbortSignal) =>
  client.call<{ canDeleteMessages: boolean }>('inboxCanDelete', { params: { autoAttendantId }, signal });

export const setInboxCanDelete = (client: ApiClient, autoAttendantId: number, canDeleteMessages: boolean) =>
  client.call<{ canDeleteMessages: boolean }>('inboxCanDelete', {
    method: 'put',
    params: { autoAttendantId },
    body: { canDeleteMessages },
  });

export const getTenDlcRegistration = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<TenDlcRegistration>('tenDlcRegistration', { params: { accountId }, signal });

export const getTenDlcBanner = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<TenDlcBanner>('tenDlcBanner', { params: { accountId }, signal });

export const saveTenDlcPart = (
  client: ApiClient,
  accountId: number,
  part: TenDlcPart,
  body: TenDlcBrand | TenDlcCampaign,
) => client.call<TenDlcRegistration>('tenDlcPart', { method: 'put', params: { accountId, part }, body });

export const tenDlcPartAction = (
  client: ApiClient,
  accountId: number,
  part: TenDlcPart,
  action: 'submit' | 'withdraw',
) =>
  client.call<TenDlcRegistration>('tenDlcPartAction', {
    method: 'post',
    params: { accountId, part, action },
    body: {},
  });

export interface SmsStatus {
  allowed: boolean;
  reason: string | null;
}
export const getSmsStatus = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<SmsStatus>('businessTextingSms', { params: { accountId }, signal });
