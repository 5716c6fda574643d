// The phone system service's account calls (cat §7.2).
import type { AccountInfoChange } from '../domain/schemas/accountInfo';
import type { ApiClient } from './client';

export interface AccountInfo {
  accountId: number;
  name: string;
  kind: 'provider' | 'partner' | 'reseller' | 'customer';
  status: string;
  countryCode: string;
  countryName: string;
  accountType: string;
  partnerType: string | null;
  parentAccountId: number | null;
  partnerAccountName: string | null;
  /** The parent's account type ('White Label Partner', ...). */
  partnerAccountType?: string | null;
  fraudReview: boolean;
  freeTrialStatus: string | null;
  locale: string;
  timeZone: string;
  /** The account's clock: '12' or '24', or null for its locale's usual one (decision 0116). */
  timeFormat?: '12' | '24' | null;
  /** CFG-02's countryCallingCodes for the account's country ('+44'). */
  countryCallingCode?: string | null;
  config: {
    isIcebergAccount: boolean;
    isAcctInternational: boolean;
    isAcctEnterprise: boolean;
    isAcctCSP: boolean;
    isAcctCPQ: boolean;
    isAcctWhiteLabelPartner: boolean;
    /** CFG-02: the account reads as its country gives by default (decision 0116). */
    isAcctInDefaultState?: boolean;
  };
}

export interface ServiceInfo {
  accountId: number;
  users: number;
  extensions: number;
  devices: number;
  assignedDevices: number;
  phoneNumbers: { totalCount: number; tollFreeCount: number };
}

export const getAccountInfo = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<AccountInfo>('accountInfo', { params: { accountId }, signal });

export const getServiceInfo = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<ServiceInfo>('serviceInfo', { params: { accountId }, signal });

/** The account info v2 (C-050): the info with the address and origin id (decision 0119). */
export interface AccountDetails extends AccountInfo {
  address: AccountInfoChange['address'] | null;
  originId: string | null;
}

export const getAccountDetails = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<AccountDetails>('accountInfo', {
    params: { accountId },
    widget: 'vg-admin-account-details',
    signal,
  });

/** C-051: change the name, address, time zone and language; answers the v2 info. */
export const changeAccountInfo = (client: ApiClient, accountId: number, change: AccountInfoChange) =>
  client.call<AccountDetails>('accountInfo', {
    method: 'put',
    widget: 'vg-admin-account-details',
    params: { accountId },
    body: change,
  });

export interface AccountAttribute {
  accountId: number;
  name: string;
  type: 'string' | 'number' | 'boolean';
  value: string;
  updatedAt: string;
}

/** C-148. */
export const getCustomAttributes = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ items: AccountAttribute[] }>('customAttributes', { params: { accountId }, signal });

/** C-142: set and remove attributes, all or none. */
export const updateAccountAttributes = (
  client: ApiClient,
  accountId: number,
  change: { attributes?: { name: string; type?: string; value: string }[]; remove?: string[] },
) =>
  client.call<{ items: AccountAttribute[] }>('updateAccountAttributes', {
    method: 'put',
    params: { accountId },
    body: change,
  });

/** C-089: the reseller's settings over the account (null when none restricts it) and what ROLE-08
 * then allows the caller there (decision 0119). The store and billing menus read them. */
export interface ResellerSettingsAnswer {
  accountId: number;
  resellerSettings: {
    resellerAccountId: number;
    resellerName: string;
    hideBilling: boolean;
    canAddService: boolean;
  } | null;
  canAddService: boolean;
  hideBilling: boolean;
  showPaymentInfo: boolean;
  storeEnabled: boolean;
}

export const getResellerSettings = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<ResellerSettingsAnswer>('resellerSettings', { params: { accountId }, signal });
