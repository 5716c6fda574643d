// The endpoints of the signed-in portal's shell and landing pages (the profile, permissions,
// branding, portal settings, orders' count, messaging's banner): a part of the endpoint catalogue
// small enough to come with the signed-in portal. The rest of the catalogue (./endpointCatalogue.ts)
// loads with the first call that needs it (issue 12, decision 0125).

import { BRANDING_ENDPOINTS } from './brandingEndpoints';
import {
  type EndpointSpec,
  type Method,
  type OutageCall,
  resolveEndpoint,
  type WidgetKey,
} from './endpoints';
import { MESSAGING_ENDPOINTS } from './messagingEndpoints';
import { ORDER_ENDPOINTS } from './orderEndpoints';
import { PORTAL_SETTINGS_ENDPOINTS } from './portalSettingsEndpoints';

/** The empty page of a list (REQ-09): no items, total 0. */
export const EMPTY_LIST = { total: 0, items: [] };
/** The empty list of one account's rows, named by the account: `{ [key]: accountId, items: [] }`. */
export const emptyOf =
  (key: string, param = 'accountId') =>
  ({ params }: OutageCall) => ({ [key]: Number(params[param]), items: [] });

export const SHELL_ENDPOINTS = {
  // ---- users (cat §7.1, §7.2, §7.10) ----
  /** cat §7.1: GET, PUT, DELETE /api/ucaas/v4|v3|v1/user/{userId}; POST /api/ucaas/v3/user. */
  user: {
    family: 'ucaas',
    path: '/api/ucaas/{version}/user/{userId}',
    paths: { post: '/api/ucaas/{version}/user' },
    versions: { get: 'v4', put: 'v4', delete: 'v4', post: 'v3' },
    widgets: {
      'user info': { get: 'v4' },
      'user info edit': { get: 'v3', put: 'v3' },
      'alternate id': { get: 'v1', put: 'v1' },
      'user blocked calls': { get: 'v1' },
      'extension user': { get: 'v3' },
      phonebook: { get: 'v1' },
    },
  },
  /** cat §7.2: the account's users, listed (a page: total and items). */
  accountUsers: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/{version}/users',
    versions: { get: '', post: '' },
    widgets: { 'users table list': { get: 'v1' } },
    empty: { get: EMPTY_LIST },
  },
  /** USER-04: whether a login name is free; a name can be taken a second ago. */
  loginNameAvailable: {
    family: 'ucaas',
    path: '/api/ucaas/account/{userName}/available',
    versions: { get: '' },
    noCache: true,
  },
  /** cat §7.10: a user with their extension, in one call. */
  userWithExtension: {
    family: 'appserver',
    path: '/rest/account/{accountId}/userWithExtension',
    versions: { post: '' },
  },
  randomPassword: { family: 'appserver', path: '/rest/randomPassword', versions: { get: '' }, noCache: true },
  resendNewUserEmail: {
    family: 'appserver',
    path: '/rest/account/{accountId}/user/{userId}/resendNewUserEmail',
    versions: { post: '' },
  },
  pinResetEmail: {
    family: 'appserver',
    path: '/rest/account/{accountId}/user/{userId}/pinResetEmail',
    versions: { post: '' },
  },
  /** What deleting a user takes with them (decision 0077); read fresh before each confirm. */
  userDeleteImpact: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/user/{userId}/deleteImpact',
    versions: { get: '' },
    noCache: true,
  },
  /** USER-09: a user's phone book, paged; a record is deleted by its id. */
  phonebook: {
    family: 'ucaas',
    path: '/api/ucaas/user/{userId}/phonebookRecord',
    paths: { delete: '/api/ucaas/user/{userId}/phonebookRecord/{phoneBookId}' },
    versions: { get: '', post: '', delete: '' },
    empty: { get: ({ query }: OutageCall) => ({ ...EMPTY_LIST, pageSize: query._pageSize }) },
  },
  securitySettings: {
    family: 'ucaas',
    path: '/api/ucaas/user/{userId}/{version}/security/settings',
    versions: { get: 'v2', put: 'v2' },
  },
  /** cat §7.10: bulk tasks of the application server (ERR-10: refused without an account id). */
  bulkUserImport: {
    family: 'appserver',
    path: '/rest/account/{accountId}/users/bulkCreate',
    versions: { post: '' },
    bulk: true,
  },
  bulkPasswordReset: {
    family: 'appserver',
    path: '/rest/account/{accountId}/users/bulkPasswordReset',
    versions: { post: '' },
    bulk: true,
  },
  bulkWelcomeResend: {
    family: 'appserver',
    path: '/rest/account/{accountId}/users/bulkResendNewUserEmail',
    versions: { post: '' },
    bulk: true,
  },
  /**
   * NUM-04: a bulk change of phone numbers (a task, or its dry run). REQ-08: retried three times
   * after no answer or a 5xx, with the same Idempotency-Key, so the server starts it once.
   */
  phoneNumbersBulk: {
    family: 'appserver',
    path: '/rest/account/{accountId}/phoneNumbers/bulk',
    versions: { post: '' },
    bulk: true,
    retries: 3,
  },
  /** A task's progress changes between polls: never from the cache. */
  bulkTask: {
    family: 'appserver',
    path: '/rest/account/{accountId}/bulkTask/{taskId}',
    versions: { get: '' },
    noCache: true,
  },
  bulkTaskRows: {
    family: 'appserver',
    path: '/rest/account/{accountId}/bulkTask/{taskId}/rows',
    versions: { get: '' },
    noCache: true,
    empty: { get: ({ params }: OutageCall) => ({ taskId: Number(params.taskId), rows: [] }) },
  },

  // ---- the account, its extensions and the tenant tree (cat §7.2, §7.3, §7.4) ----
  /** cat §7.2: GET, PUT info (also /api/ucaas/account/v2/{accountId}/info). */
  accountInfo: {
    family: 'ucaas',
    path: '/api/ucaas/account/{version}/{accountId}/info',
    versions: { get: '', put: '' },
    widgets: { 'vg-admin-account-details': { get: 'v2', put: 'v2' }, 'admin dashboard': { get: '' } },
  },
  /** C-148, C-142: the account's custom attributes and their change (decision 0119). */
  customAttributes: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/customAttributes',
    versions: { get: '' },
    empty: { get: { items: [] } },
  },
  /** C-089 / C-502: the reseller's settings over the account and what they allow (decision 0119). */
  resellerSettings: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/resellerSettings',
    versions: { get: '' },
  },
  updateAccountAttributes: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/updateAccountAttributes',
    versions: { put: '' },
  },
  /** cat §7.2: GET v4/serviceInfo. */
  serviceInfo: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/{version}/serviceInfo',
    versions: { get: 'v4' },
    widgets: { 'vg-manage-vservice-details': { get: 'v2' } },
  },
  /**
   * cat §7.2: GET extensionList, v1 and v2 (USER-03: items under phoneSystemExtension). The
   * platform serves v1 at the path without a version and v2 before the account (decision 0072).
   */
  extensionList: {
    family: 'ucaas',
    path: '/api/ucaas/account/{version}/{accountId}/extensionList',
    versions: { get: 'v2' },
    widgets: {
      'line appearance table list': { get: '' },
      'line appearance extension': { get: '' },
      'edit line appearance': { get: '' },
      'extensions table list': { get: 'v2' },
    },
    empty: { get: { total: 0, phoneSystemExtension: [] } },
  },
  /** cat §7.3: GET, PUT /api/ucaas/extension/{deviceKitId} and /api/ucaas/extension/v1/{kitId}. */
  extension: {
    family: 'ucaas',
    path: '/api/ucaas/extension/{version}/{kitId}',
    versions: { get: '', put: '' },
    widgets: {
      'extension info': { get: 'v1', put: 'v1' },
      'extension move device': { get: 'v1' },
    },
  },
  /** cat §7.4: the accounts a caller may reach, by name or number. */
  accountSearch: {
    family: 'ucaas',
    path: '/api/ucaas/account/search',
    versions: { get: '' },
    empty: { get: ({ query }: OutageCall) => ({ query: query.q, ...EMPTY_LIST }) },
  },
  /** A parent's resellers and customers. */
  childAccounts: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/children',
    versions: { get: '' },
    empty: { get: EMPTY_LIST },
  },
  callSummary: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/callSummary',
    versions: { get: '' },
    empty: { get: emptyOf('accountId') },
  },
  callQueues: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/callQueues',
    versions: { get: '' },
    callQueue: true,
    empty: { get: emptyOf('accountId') },
  },
  pbxSummary: { family: 'ucaas', path: '/api/ucaas/account/{accountId}/pbxSummary', versions: { get: '' } },
  billHistory: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/billHistory',
    versions: { get: '' },
    empty: { get: emptyOf('accountId') },
  },
  /** cat §7.1: a user's call logs, paged by limit and offset. */
  callLogs: {
    family: 'ucaas',
    path: '/api/ucaas/user/{userId}/{version}/calllogs',
    versions: { get: 'v2' },
    empty: { get: EMPTY_LIST },
  },

  // ---- identity and permissions (cat §7.12, §7.13; paths of decision 0016) ----
  /** USER-01: the signed-in user in the identity view. */
  selfIdentity: { family: 'users', path: '/{version}/users/self', versions: { get: 'v3' } },
  userIdentity: { family: 'users', path: '/{version}/users/{userId}', versions: { get: 'v3' } },
  ownPermissions: { family: 'permissions', path: '/{version}/permissions/self', versions: { get: 'v1' } },
  accountRoles: {
    family: 'permissions',
    path: '/{version}/accounts/{accountId}/roles',
    versions: { get: 'v1' },
    empty: { get: emptyOf('accountId') },
  },
  accountPermissions: {
    family: 'permissions',
    path: '/{version}/accounts/{accountId}/permissions',
    versions: { put: 'v1' },
  },
  /** swapAsu: the session acts on another account from now on. */
  accountSwap: {
    family: 'permissions',
    path: '/{version}/accounts/{accountId}/swap',
    versions: { post: 'v1' },
  },
  accountTrusts: {
    family: 'permissions',
    path: '/{version}/accounts/{accountId}/trusts',
    paths: { delete: '/{version}/accounts/{accountId}/trusts/{trustedAccountId}' },
    versions: { get: 'v1', post: 'v1', delete: 'v1' },
    empty: { get: emptyOf('trustingAccountId') },
  },
  childAccess: {
    family: 'permissions',
    path: '/{version}/accounts/{accountId}/child-access',
    paths: { delete: '/{version}/accounts/{accountId}/child-access/{grantId}' },
    versions: { get: 'v1', post: 'v1', delete: 'v1' },
    empty: { get: emptyOf('parentAccountId') },
  },

  // ---- the session (AUTH-09, AUTH-12) and the API reference (decision 0071) ----
  /** AUTH-09: an answer that names no expiry means now + 30 minutes, so `{}` is the empty one. */
  sessionKeepAlive: {
    family: 'auth',
    path: '/{version}/sessions/keep-alive',
    versions: { post: 'v1' },
    empty: { post: {} },
  },
  sessionExpiration: {
    family: 'auth',
    path: '/{version}/sessions/expiration-time',
    versions: { get: 'v1' },
    empty: { get: {} },
  },
  signOut: { family: 'auth', path: '/{version}/sessions/sign-out', versions: { post: 'v1' } },
  /** The service of wgConfig.json whose URL is the platform's root. */
  apiReference: { family: 'platform', path: '/openapi.json', versions: { get: '' } },
  ...PORTAL_SETTINGS_ENDPOINTS,
  ...ORDER_ENDPOINTS,
  // messaging and business texting (issue 24)
  ...MESSAGING_ENDPOINTS,
  // branding, the app centre and the referral share link (issue 24, misc-brand)
  ...BRANDING_ENDPOINTS,
} satisfies Record<string, EndpointSpec>;

/** An endpoint of this part, resolved, or undefined when the name is in the rest of the catalogue. */
export const shellEndpoint = (name: string, opts: { method?: Method; widget?: WidgetKey | string } = {}) =>
  name in SHELL_ENDPOINTS ? resolveEndpoint(name, opts, SHELL_ENDPOINTS) : undefined;
