// The endpoints of MFA (issue 23; SEC-03; C-209..C-216; decision 0109), spread into ENDPOINTS
// (src/api/endpointCatalogue.ts); the functions are in src/api/mfa.ts.
import type { EndpointSpec } from './endpoints';

export const MFA_ENDPOINTS = {
  /** C-213 one's own methods, C-214 start one. */
  mfaMethodsSelf: {
    family: 'auth',
    path: '/mfa/methods/self',
    versions: { get: '', post: '' },
    empty: { get: { items: [], recoveryCodesLeft: 0, enforced: false } },
  },
  /** Remove one's own method (a call of our own). */
  mfaMethodSelf: { family: 'auth', path: '/mfa/methods/self/{mfaId}', versions: { delete: '' } },
  /** C-209 confirm one's new method. */
  mfaVerification: { family: 'auth', path: '/mfa/request/verification', versions: { post: '' } },
  /** A new set of one's recovery codes (a call of our own). */
  mfaRecoveryCodesSelf: { family: 'auth', path: '/mfa/recovery-codes/self', versions: { post: '' } },
  /** C-211 a user's methods. */
  mfaUserMethods: {
    family: 'auth',
    path: '/mfa/methods/user/{userId}',
    versions: { get: '' },
    empty: { get: { items: [] } },
  },
  /** C-212 remove a user's method. */
  mfaMethod: { family: 'auth', path: '/mfa/methods/{mfaId}', versions: { delete: '' } },
  /** C-215, C-216 the account's enforcement. */
  mfaEnforcement: { family: 'auth', path: '/mfa/enforcement/{accountId}', versions: { get: '', put: '' } },
} satisfies Record<string, EndpointSpec>;
