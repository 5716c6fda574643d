// The phone system service's account calls (cat §7.2).
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
