// The endpoints of SSO, SSO users, the SSO audit log, SCIM provisioning settings and identities
// (issue 23; C-183..C-196, C-219..C-223; decision 0110), spread into ENDPOINTS
// (src/api/endpointCatalogue.ts); the functions are in src/api/sso.ts.
import type { EndpointSpec } from './endpoints';

const EMPTY_PAGE = { total: 0, items: [] };

export const SSO_ENDPOINTS = {
  /** C-183 read, C-184 write, C-185 remove. */
  ssoSettings: {
    family: 'auth',
    path: '/v1/sso/accounts/{accountId}',
    versions: { get: '', put: '', delete: '' },
  },
  /** C-187: SSO only or not. */
  ssoUsers: { family: 'auth', path: '/v1/sso/users', versions: { put: '' } },
  /** C-188 */
  ssoDisabledUsers: {
    family: 'auth',
    path: '/v1/sso/disabled-users',
    versions: { get: '' },
    empty: { get: EMPTY_PAGE },
  },
  /** C-189 */
  ssoNeverSignedIn: {
    family: 'auth',
    path: '/v1/sso/never-logged-in-users',
    versions: { get: '' },
    empty: { get: EMPTY_PAGE },
  },
  /** C-190: enable or disable, in bulk. */
  ssoUsersState: { family: 'auth', path: '/v1/sso/change-users-state', versions: { put: '' } },
  /** C-192 */
  ssoAuditLogs: {
    family: 'auth',
    path: '/v1/sso/audit-logs',
    versions: { get: '' },
    empty: { get: EMPTY_PAGE },
  },
  /** C-193: a CSV file. */
  ssoAuditExport: { family: 'auth', path: '/v1/sso/audit-logs/export', versions: { get: '' } },
  /** C-194 */
  ssoAuditTypes: {
    family: 'auth',
    path: '/v1/sso/audit-log-types',
    versions: { get: '' },
    empty: { get: { items: [] } },
  },
  /** C-195: one's own SSO state and linked identities. */
  ssoUserSelf: { family: 'auth', path: '/v1/sso/users/self', versions: { get: '' }, noCache: true },
  /** C-196: a user's SSO state and linked identities. */
  ssoUser: { family: 'auth', path: '/v1/sso/users/{userId}', versions: { get: '' }, noCache: true },
  /** C-223 by id: unlink an identity (delete:sso-settings). */
  identity: { family: 'auth', path: '/v1/identities/{identityId}', versions: { delete: '' } },
  /** One's own identity (a call of our own; decision 0121). */
  identitySelf: { family: 'auth', path: '/v1/identities/self/{identityId}', versions: { delete: '' } },
  /** C-219 read, C-220 change (the answer of a rotation carries the token, once). */
  provisioning: { family: 'auth', path: '/v2/accounts/{accountId}', versions: { get: '', put: '' } },
} satisfies Record<string, EndpointSpec>;
