// The endpoints of passwords, secret questions and policies (issue 23, sec-pw; decision 0108),
// spread into ENDPOINTS (src/api/endpointCatalogue.ts); the functions are in src/api/passwords.ts.
import type { EndpointSpec } from './endpoints';

export const PASSWORD_ENDPOINTS = {
  /** The account's password policy (calls of our own). */
  passwordPolicy: {
    family: 'auth',
    path: '/v2/password-policies/{accountId}',
    versions: { get: '', put: '' },
  },
  /** C-199: one's own password, with the current one. */
  ownPassword: { family: 'auth', path: '/v2/passwords/self/', versions: { put: '' } },
  /** C-198: a user's password, set by an administrator. */
  userPassword: { family: 'auth', path: '/v2/passwords/{userId}/', versions: { put: '' } },
  /** C-197: an administrator's reset (the user changes it at the next sign-in). */
  passwordReset: { family: 'auth', path: '/v1/password-reset/{userId}', versions: { put: '' } },
  /** C-110: an administrator's reset by login name, a task of one row (a GET that acts: never cached). */
  adminPasswordReset: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/adminResetPassword/{loginName}',
    versions: { get: '' },
    noCache: true,
    retries: 0,
  },
  /** C-204 */
  passwordExpired: {
    family: 'auth',
    path: '/v1/passwords/is-password-expired',
    versions: { get: '' },
    noCache: true,
  },
  /** C-203 */
  secretQuestions: {
    family: 'auth',
    path: '/v1/all-secret-questions',
    versions: { get: '' },
    empty: { get: { total: 0, items: [] } },
  },
  /** C-200 GET, C-201 PUT, C-202 POST: one's own. */
  ownSecretQuestion: {
    family: 'auth',
    path: '/v1/secret-question',
    versions: { get: '', put: '', post: '' },
  },
  /** C-218: the policy in effect for a user. */
  userPolicy: { family: 'auth', path: '/policies/{userId}', versions: { get: '' }, noCache: true },
} satisfies Record<string, EndpointSpec>;
