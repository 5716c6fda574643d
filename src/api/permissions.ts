// The permissions service (cat §7.12): one function per call, each an endpoint of the catalogue
// (src/api/endpoints.ts). Paths are recorded in docs/decisions/0016-permissions-service.md.
import type { OverrideMark, PermissionKey, PermissionLevel, Resource } from '../domain/permissions';
import type { ApiClient } from './client';

export interface OwnPermissions {
  userId: number;
  roleId: number;
  roleName: string;
  homeAccountId: number;
  actingAccountId: number;
  permissions: string[];
  levels: Record<Resource, PermissionLevel>;
}

export interface RoleDef {
  id: number;
  name: string;
  isCustom: boolean;
  definedBy: 'platform' | 'account';
  permissions: string[];
  levels: Record<Resource, PermissionLevel>;
}

export interface SwapAnswer {
  user_id: number;
  account_id: number;
  home_account: { id: number; name: string };
  acting_account: { id: number; name: string };
  swapped: boolean;
}

export interface AccountTrust {
  id: number;
  trustedAccountId: number;
  trustedAccountName: string;
  createdAt: string;
}

export interface ChildAccessGrant {
  id: number;
  childAccountId: number;
  childAccountName: string;
  userId: number;
  createdAt: string;
}

export const getOwnPermissions = (client: ApiClient, signal?: AbortSignal) =>
  client.call<OwnPermissions>('ownPermissions', { signal });

export const getAccountRoles = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ accountId: number; items: RoleDef[] }>('accountRoles', { params: { accountId }, signal });

export const updatePermissions = (
  client: ApiClient,
  accountId: number,
  change: { roleId: number; permissions: PermissionKey[] },
  signal?: AbortSignal,
) =>
  client.call<{
    accountId: number;
    roleId: number;
    entries: { key: PermissionKey; level: PermissionLevel; mark: OverrideMark }[];
    permissions: PermissionKey[];
  }>('accountPermissions', { method: 'put', params: { accountId }, body: change, signal });

/** swapAsu: the session acts on another account from now on (or on the home account again). */
export const swapAccount = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<SwapAnswer>('accountSwap', { method: 'post', params: { accountId }, signal });

export const getAccountTrusts = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ trustingAccountId: number; items: AccountTrust[] }>('accountTrusts', {
    params: { accountId },
    signal,
  });

export const createAccountTrust = (
  client: ApiClient,
  accountId: number,
  trustedAccountId: number,
  signal?: AbortSignal,
) =>
  client.call<{ id: number }>('accountTrusts', {
    method: 'post',
    params: { accountId },
    body: { trustedAccountId },
    signal,
  });

export const deleteAccountTrust = (
  client: ApiClient,
  accountId: number,
  trustedAccountId: number,
  signal?: AbortSignal,
) =>
  client.call<void>('accountTrusts', { method: 'delete', params: { accountId, trustedAccountId }, signal });

export const getChildAccess = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ parentAccountId: number; items: ChildAccessGrant[] }>('childAccess', {
    params: { accountId },
    signal,
  });

export const grantChildAccess = (
  client: ApiClient,
  accountId: number,
  grant: { userId: number; childAccountId: number },
  signal?: AbortSignal,
) =>
  client.call<{ id: number }>('childAccess', { method: 'post', params: { accountId }, body: grant, signal });

export const revokeChildAccess = (
  client: ApiClient,
  accountId: number,
  grantId: number,
  signal?: AbortSignal,
) => client.call<void>('childAccess', { method: 'delete', params: { accountId, grantId }, signal });
