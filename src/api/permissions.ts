// The permissions service (cat §7.12): one function per call. Paths are recorded in
// docs/decisions/0016-permissions-service.md.
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

export interface RoleContext {
  user_id: number;
  account_id: number;
  role_id: number;
  role_name: string;
  is_default: boolean;
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

const P = 'permissions';

export const getOwnPermissions = (client: ApiClient, signal?: AbortSignal) =>
  client.request<OwnPermissions>(P, 'get', '/v1/permissions/self', { signal });

export const getAllPermissions = (client: ApiClient) =>
  client.request<{ items: { key: string; action: string; resource: string }[] }>(P, 'get', '/v1/permissions');

export const getResources = (client: ApiClient) =>
  client.request<{ items: { resource: string; actions: string[] }[] }>(P, 'get', '/v1/resources');

export const getRolesV1 = (client: ApiClient) =>
  client.request<{ items: { id: number; name: string }[] }>(P, 'get', '/v1/roles');

export const getRoles = (client: ApiClient) => client.request<{ items: RoleDef[] }>(P, 'get', '/v2/roles');

export const getRole = (client: ApiClient, roleId: number) =>
  client.request<RoleDef>(P, 'get', '/v1/roles/{roleId}', { params: { roleId } });

export const getAccountRoles = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.request<{ accountId: number; items: RoleDef[] }>(P, 'get', '/v1/accounts/{accountId}/roles', {
    params: { accountId },
    signal,
  });

export const createRole = (
  client: ApiClient,
  accountId: number,
  role: { name: string; permissions: PermissionKey[] },
) =>
  client.request<RoleDef & { accountId: number }>(P, 'post', '/v1/accounts/{accountId}/roles', {
    params: { accountId },
    body: role,
  });

export const deleteRole = (client: ApiClient, accountId: number, roleId: number) =>
  client.request<void>(P, 'delete', '/v1/accounts/{accountId}/roles/{roleId}', {
    params: { accountId, roleId },
  });

export const updatePermissions = (
  client: ApiClient,
  accountId: number,
  change: { roleId: number; permissions: PermissionKey[] },
) =>
  client.request<{
    accountId: number;
    roleId: number;
    entries: { key: PermissionKey; level: PermissionLevel; mark: OverrideMark }[];
    permissions: PermissionKey[];
  }>(P, 'put', '/v1/accounts/{accountId}/permissions', { params: { accountId }, body: change });

export const getOwnRoleContexts = (client: ApiClient) =>
  client.request<{ items: RoleContext[] }>(P, 'get', '/v1/role-contexts/self');

export const getUserRoleContexts = (client: ApiClient, userId: number) =>
  client.request<{ items: RoleContext[] }>(P, 'get', '/v1/users/{userId}/role-contexts', {
    params: { userId },
  });

export const getAccountRoleContexts = (client: ApiClient, accountId: number) =>
  client.request<{ items: RoleContext[] }>(P, 'get', '/v1/accounts/{accountId}/role-contexts', {
    params: { accountId },
  });

export const getRoleContextCounters = (client: ApiClient) =>
  client.request<{ accountId: number; items: { roleId: number; roleName: string; count: number }[] }>(
    P,
    'get',
    '/v1/role-contexts/counters',
  );

export const getDefaultRoleContext = (client: ApiClient) =>
  client.request<RoleContext>(P, 'get', '/v1/role-contexts/default');

export const setDefaultRoleContext = (client: ApiClient, context: { accountId: number; roleId: number }) =>
  client.request<RoleContext>(P, 'put', '/v1/role-contexts/default', { body: context });

/** swapAsu: the session acts on another account from now on (or on the home account again). */
export const swapAccount = (client: ApiClient, accountId: number) =>
  client.request<SwapAnswer>(P, 'post', '/v1/accounts/{accountId}/swap', { params: { accountId } });

export const getAccountTrusts = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.request<{ trustingAccountId: number; items: AccountTrust[] }>(
    P,
    'get',
    '/v1/accounts/{accountId}/trusts',
    {
      params: { accountId },
      signal,
    },
  );

export const createAccountTrust = (client: ApiClient, accountId: number, trustedAccountId: number) =>
  client.request<{ id: number }>(P, 'post', '/v1/accounts/{accountId}/trusts', {
    params: { accountId },
    body: { trustedAccountId },
  });

export const deleteAccountTrust = (client: ApiClient, accountId: number, trustedAccountId: number) =>
  client.request<void>(P, 'delete', '/v1/accounts/{accountId}/trusts/{trustedAccountId}', {
    params: { accountId, trustedAccountId },
  });

export const getChildAccess = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.request<{ parentAccountId: number; items: ChildAccessGrant[] }>(
    P,
    'get',
    '/v1/accounts/{accountId}/child-access',
    { params: { accountId }, signal },
  );

export const grantChildAccess = (
  client: ApiClient,
  accountId: number,
  grant: { userId: number; childAccountId: number },
) =>
  client.request<{ id: number }>(P, 'post', '/v1/accounts/{accountId}/child-access', {
    params: { accountId },
    body: grant,
  });

export const revokeChildAccess = (client: ApiClient, accountId: number, grantId: number) =>
  client.request<void>(P, 'delete', '/v1/accounts/{accountId}/child-access/{grantId}', {
    params: { accountId, grantId },
  });
