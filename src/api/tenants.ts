// Tenant-tree reads behind the landing pages: account search (cat §7.4), a parent's
// resellers and customers, and the lists the international landing pages open.
import type { ApiClient } from './client';

export interface AccountRow {
  accountId: number;
  name: string;
  kind: 'provider' | 'partner' | 'reseller' | 'customer';
  accountType: string;
  status: string;
  countryCode: string;
  parentAccountId: number | null;
}

export const searchAccounts = (client: ApiClient, q: string, signal?: AbortSignal) =>
  client.call<{ query: string; total: number; items: AccountRow[] }>('accountSearch', {
    query: { q },
    signal,
  });

export const getChildAccounts = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ total: number; items: (AccountRow & { parentAccountName: string | null })[] }>(
    'childAccounts',
    {
      params: { accountId },
      signal,
    },
  );

export interface CallSummaryRow {
  userId: number;
  firstName: string;
  lastName: string;
  calls: number;
  inbound: number;
  outbound: number;
  missed: number;
  seconds: number;
}

export const getCallSummary = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ accountId: number; items: CallSummaryRow[] }>('callSummary', {
    params: { accountId },
    signal,
  });

export const getCallQueues = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{
    accountId: number;
    items: { id: number; extension: string; name: string; servicePlan: string }[];
  }>('callQueues', { params: { accountId }, signal });

export interface PbxSummary {
  accountId: number;
  users: number;
  extensionsByType: { type: string; count: number }[];
  numbersByStatus: { status: string; count: number }[];
}

export const getPbxSummary = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<PbxSummary>('pbxSummary', { params: { accountId }, signal });

export interface BillingPeriod {
  billingPeriod: string;
  calls: number;
  minutes: number;
  outboundMinutes: number;
}

export const getBillHistory = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ accountId: number; items: BillingPeriod[] }>('billHistory', {
    params: { accountId },
    signal,
  });
