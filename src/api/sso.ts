// SSO (issue 23, decision 0110): an account's SSO settings, its SSO users (disabled, never signed
// in, bulk enable / disable), the SSO audit log and its CSV, and SCIM provisioning settings.
import type {
  ProvisioningChange,
  ProvisioningSettings,
  SsoAuditItem,
  SsoAuditType,
  SsoSettings,
  SsoSettingsInput,
  SsoUser,
  SsoUserItem,
} from '../domain/security/sso';
import type { ApiClient } from './client';

export interface Page<T> {
  total: number;
  items: T[];
}

export const getSsoSettings = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<SsoSettings>('ssoSettings', { params: { accountId }, signal });

/** The form's values as typed; the server checks them with ssoSettingsSchema. */
export type SsoSettingsDraft = Omit<SsoSettingsInput, 'domains' | 'ssoOnly'> & {
  domains: string[];
  ssoOnly?: boolean;
};

export const saveSsoSettings = (
  client: ApiClient,
  accountId: number,
  body: SsoSettingsDraft,
  signal?: AbortSignal,
) => client.call<SsoSettings>('ssoSettings', { method: 'put', params: { accountId }, body, signal });

export const removeSsoSettings = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<SsoSettings>('ssoSettings', { method: 'delete', params: { accountId }, signal });

export type SsoUserListName = 'disabled' | 'neverSignedIn';

export const listSsoUsers = (
  client: ApiClient,
  list: SsoUserListName,
  page: { offset: number; pageSize: number; keyword?: string },
  signal?: AbortSignal,
) =>
  client.call<Page<SsoUserItem>>(list === 'disabled' ? 'ssoDisabledUsers' : 'ssoNeverSignedIn', {
    query: {
      _offset: page.offset,
      _pageSize: page.pageSize,
      ...(page.keyword ? { keyword: page.keyword } : {}),
    },
    signal,
  });

export const changeSsoUsersState = (
  client: ApiClient,
  userIds: number[],
  enabled: boolean,
  signal?: AbortSignal,
) =>
  client.call<{ changed: number; enabled: boolean }>('ssoUsersState', {
    method: 'put',
    body: { userIds, enabled },
    signal,
  });

export interface SsoAuditQuery {
  offset: number;
  pageSize: number;
  type?: SsoAuditType;
  from?: string;
  to?: string;
}

const auditFilters = (q: { type?: string; from?: string; to?: string }) => ({
  ...(q.type ? { type: q.type } : {}),
  ...(q.from ? { from: q.from } : {}),
  ...(q.to ? { to: q.to } : {}),
});

export const listSsoAudit = (client: ApiClient, q: SsoAuditQuery, signal?: AbortSignal) =>
  client.call<Page<SsoAuditItem>>('ssoAuditLogs', {
    query: { _offset: q.offset, _pageSize: q.pageSize, ...auditFilters(q) },
    signal,
  });

export const exportSsoAudit = (client: ApiClient, q: Omit<SsoAuditQuery, 'offset' | 'pageSize'>) =>
  client.call<Blob>('ssoAuditExport', { query: auditFilters(q), responseType: 'blob' });

export const listSsoAuditTypes = (client: ApiClient, signal?: AbortSignal) =>
  client.call<{ items: { type: SsoAuditType; label: string }[] }>('ssoAuditTypes', { signal });

export const getProvisioning = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<ProvisioningSettings>('provisioning', { params: { accountId }, signal });

export const changeProvisioning = (
  client: ApiClient,
  accountId: number,
  body: ProvisioningChange,
  signal?: AbortSignal,
) =>
  client.call<ProvisioningSettings>('provisioning', { method: 'put', params: { accountId }, body, signal });

export const setUsersSsoOnly = (
  client: ApiClient,
  userIds: number[],
  ssoOnly: boolean,
  signal?: AbortSignal,
) =>
  client.call<{ changed: number; ssoOnly: boolean }>('ssoUsers', {
    method: 'put',
    body: { userIds, ssoOnly },
    signal,
  });

/** C-195 / C-196: a user's SSO state with their linked identities; `self` for one's own. */
export const getSsoUser = (client: ApiClient, userId: number | 'self', signal?: AbortSignal) =>
  userId === 'self'
    ? client.call<SsoUser>('ssoUserSelf', { signal })
    : client.call<SsoUser>('ssoUser', { params: { userId }, signal });

/** C-223 by id, or one's own (decision 0121): unlink an identity; the user stays. */
export const unlinkIdentity = (client: ApiClient, identityId: number, own: boolean, signal?: AbortSignal) =>
  client.call<{ removed: number }>(own ? 'identitySelf' : 'identity', {
    method: 'delete',
    params: { identityId },
    signal,
  });
