// The endpoint catalogue's table (REQ-06, REQ-09): every endpoint the portal calls, described
// once (src/api/endpoints.ts says what an entry holds). Kept apart from the request layer so that
// the sign-in page does not carry it: the client loads it with the first call by name, and the
// signed-in parts bring it along with them (src/app/signedInParts.ts).

import { ACCOUNT_LIFECYCLE_ENDPOINTS } from './accountLifecycleEndpoints';
import { API_KEY_ENDPOINTS } from './apiKeyEndpoints';
import { BILLING_ENDPOINTS } from './billingEndpoints';
import { BRANDING_ENDPOINTS } from './brandingEndpoints';
import { CALL_BLOCKING_ENDPOINTS } from './callBlockingEndpoints';
import { CALL_FLOW_ENDPOINTS } from './callHandling/flowEndpoints';
import { GREETING_ENDPOINTS } from './callHandling/greetingEndpoints';
import { GROUP_ENDPOINTS } from './callHandling/groupEndpoints';
import { QUEUE_ENDPOINTS } from './callHandling/queueEndpoints';
import { CALL_SETTINGS_ENDPOINTS } from './callHandling/settingsEndpoints';
import {
  type EndpointSpec,
  type Method,
  type OutageCall,
  resolveEndpoint,
  type WidgetKey,
} from './endpoints';
import { CONFERENCE_ENDPOINTS, FAX_ENDPOINTS } from './faxConferenceEndpoints';
import { LOCATION_ENDPOINTS } from './locations/locationEndpoints';
import { MESSAGING_ENDPOINTS } from './messagingEndpoints';
import { MFA_ENDPOINTS } from './mfaEndpoints';
import { ORDER_ENDPOINTS } from './orderEndpoints';
import { PASSWORD_ENDPOINTS } from './passwordEndpoints';
import { PORTAL_SETTINGS_ENDPOINTS } from './portalSettingsEndpoints';
import { RECORDING_ENDPOINTS } from './recordingEndpoints';
import { RECORDING_RULE_ENDPOINTS } from './recordingRulesEndpoints';
import { REPORT_ENDPOINTS } from './reportEndpoints';
import { SSO_ENDPOINTS } from './ssoEndpoints';

/** The empty page of a list (REQ-09): no items, total 0. */
const EMPTY_LIST = { total: 0, items: [] };
/** The empty list of one account's rows, named by the account: `{ [key]: accountId, items: [] }`. */
const emptyOf =
  (key: string, param = 'accountId') =>
  ({ params }: OutageCall) => ({ [key]: Number(params[param]), items: [] });

export const ENDPOINTS = {
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

  // ---- devices and lines (issue 16; paths of decision 0072, C-423..C-461, C-170, C-561) ----
  /** C-448: the account's devices, paged (decision 0075); C-442 (v2) / C-444 (v1): create one. */
  devices: {
    family: 'hoteling',
    path: '/{version}/accounts/{accountId}/devices',
    versions: { get: 'v1', post: 'v2' },
    empty: { get: EMPTY_LIST },
  },
  /** C-433, C-434: read and delete a device; C-443 (v2) / C-435 (v1): change it. */
  device: {
    family: 'hoteling',
    path: '/{version}/devices/{deviceId}',
    versions: { get: 'v1', put: 'v2', delete: 'v1' },
  },
  /** DEV-04, C-446 / C-447: assign a device to an extension, or take it off. */
  deviceAssignment: {
    family: 'hoteling',
    path: '/{version}/devices/{deviceId}/assignment',
    versions: { put: 'v1', delete: 'v1' },
  },
  /** Decision 0086: a CSV import of devices, a task polled as the users' are (`bulkTask`). */
  deviceImport: {
    family: 'hoteling',
    path: '/{version}/accounts/{accountId}/devices/import',
    versions: { post: 'v1' },
    bulk: true,
  },
  /** C-436: log the logged-in user out of a device. */
  deviceLogout: { family: 'hoteling', path: '/{version}/devices/{deviceId}/logout', versions: { put: 'v1' } },
  /** C-453: whether a MAC address is in use; a MAC can be taken a second ago. */
  duplicateMac: {
    family: 'hoteling',
    path: '/{version}/accounts/{accountId}/duplicateMac',
    versions: { get: 'v1' },
    noCache: true,
  },
  /** C-451: whether a device password meets the rules. */
  validatePassword: {
    family: 'hoteling',
    path: '/{version}/accounts/{accountId}/validatePassword',
    versions: { post: 'v1' },
  },
  /** C-452: set a device's password. */
  devicePassword: {
    family: 'hoteling',
    path: '/{version}/devices/{deviceId}/password',
    versions: { put: 'v1' },
  },
  /** C-440, C-441: a line, and its change. */
  line: { family: 'hoteling', path: '/{version}/lines/{lineId}', versions: { get: 'v1', put: 'v1' } },
  /** C-439: a new SIP password, shown once. */
  sipPasswordReset: {
    family: 'hoteling',
    path: '/{version}/lines/{lineId}/sipPassword/reset',
    versions: { put: 'v1' },
  },
  /** C-456: many lines changed at once (a bulk call: refused without an account id). */
  accountLines: {
    family: 'hoteling',
    path: '/{version}/accounts/{accountId}/lines',
    versions: { put: 'v1' },
    bulk: true,
  },
  /**
   * REQ-12, C-460: registrations, 200 lines a page, followed by next_page_uri (a live status:
   * never from the cache).
   */
  registrations: {
    family: 'hoteling',
    path: '/{version}/accounts/{accountId}/registrations',
    versions: { get: 'v1' },
    noCache: true,
    empty: { get: { items: [], next_page_uri: null } },
  },
  /** C-423: the makes of device and their models (a lookup). */
  deviceMakes: { family: 'hoteling', path: '/{version}/makes', versions: { get: 'v1' }, empty: { get: [] } },
  /** C-170: the models the provisioning service supports (a lookup). */
  provisioningModels: {
    family: 'ucaas',
    path: '/api/ucaas/lookup/provisioningModels',
    versions: { get: '' },
    empty: { get: [] },
  },
  /** C-561: whether a device may be deleted; read fresh before each confirm. */
  deviceDeletable: {
    family: 'ucaas',
    path: '/api/ucaas/lookup/device/{deviceId}/deletable',
    versions: { get: '' },
    noCache: true,
  },

  // ---- phone numbers (issue 17; paths of decision 0072, C-102, C-335..C-352). REQ-07: every
  // numbers call is asked with the no-cache flag (the client adds it by path; declared here too).
  /** C-352: the v1 enhanced search, 750 rows a page (PUT with a NumbersSearch body). */
  numbersSearch: {
    family: 'appserver',
    path: '/rest/{version}/account/{accountId}/phoneNumbers/search',
    versions: { put: 'v1' },
    noCache: true,
  },
  /** C-336: how many numbers the account has, and how many are toll-free. */
  numbersCount: {
    family: 'appserver',
    path: '/rest/account/{accountId}/phoneNumbers/count',
    versions: { get: '' },
    noCache: true,
  },
  /** One number with its history (newest first), and its single-number edit. */
  phoneNumber: {
    family: 'appserver',
    path: '/rest/account/{accountId}/phoneNumbers/{phoneNumber}',
    versions: { get: '', put: '' },
    noCache: true,
  },
  /** A number task's progress (with its batches for a move): changes between polls, never cached. */
  numbersBulkTask: {
    family: 'appserver',
    path: '/rest/account/{accountId}/bulkTask/{taskId}',
    versions: { get: '' },
    noCache: true,
  },
  /** A number task's rows (its outcomes), a page at a time; `status=error` for the failed ones. */
  numbersBulkTaskRows: {
    family: 'appserver',
    path: '/rest/account/{accountId}/bulkTask/{taskId}/rows',
    versions: { get: '' },
    noCache: true,
  },
  /** A number task's results as CSV (row, phone number, result, message). */
  numbersBulkTaskCsv: {
    family: 'appserver',
    path: '/rest/account/{accountId}/bulkTask/{taskId}/rows.csv',
    versions: { get: '' },
    noCache: true,
  },
  /** Runs the failed rows of a number task again. */
  numbersBulkTaskRetry: {
    family: 'appserver',
    path: '/rest/account/{accountId}/bulkTask/{taskId}/retry',
    versions: { post: '' },
    bulk: true,
  },
  /** C-351: the statuses a number has (a lookup). */
  numberStatuses: {
    family: 'appserver',
    path: '/rest/phoneNumberStatuses',
    versions: { get: '' },
    noCache: true,
    empty: { get: [] },
  },
  /** C-350: the providers (a lookup). */
  numberProviders: {
    family: 'appserver',
    path: '/rest/providers',
    versions: { get: '' },
    empty: { get: [] },
  },
  /** C-102: the account's custom tags. */
  customTags: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/listCustomTagsByAccount',
    versions: { get: '' },
    noCache: true,
    empty: { get: { items: [] } },
  },
  customTagCreate: { family: 'ucaas', path: '/api/ucaas/generic/customTag/create', versions: { post: '' } },
  customTag: { family: 'ucaas', path: '/api/ucaas/generic/customTag/{customTagId}', versions: { put: '' } },

  // ---- lookups (ERR-09: their functions answer their own defaults) ----
  /** cat §7.4: security questions (a lookup). */
  securityQuestions: {
    family: 'ucaas',
    path: '/api/ucaas/lookup/securityQuestions',
    versions: { get: '' },
    empty: { get: { total: 0, items: [] } },
  },
  /** cat §7.5: a user's secret question (a lookup; failure gives 'no response'). */
  secretQuestion: {
    family: 'auth',
    path: '/{version}/users/{userId}/secret-question',
    versions: { get: 'v1' },
  },
  /** cat §7.11: line registration (a lookup; failure gives 'Currently not available'). */
  lineRegistration: {
    family: 'hoteling',
    path: '/{version}/lines/{lineId}/registration',
    versions: { get: 'v1' },
  },

  // ---- the version table of REQ-06 for areas still to come ----
  /** cat §7.2: GET, PUT v2/pbxSettings. */
  pbxSettings: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/{version}/pbxSettings',
    versions: { get: 'v2', put: 'v2' },
    widgets: { 'outbound caller id settings': { get: 'v2', put: 'v2' } },
  },
  /** cat §7.2 and §7.10: emergency locations (international widgets use v2). */
  locations: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/{version}/locations',
    versions: { get: 'v1', post: 'v1' },
    widgets: {
      'emergency locations table list': { get: 'v1' },
      'vg-locations-table-list': { get: 'v2' },
      'vg-location-activate-now': { post: 'v2' },
    },
    empty: { get: EMPTY_LIST },
  },
  /** cat §7.9: order preview and submit default to v4; v2 exists. */
  orderPreview: {
    family: 'billing',
    path: '/api/billing/{version}/accounts/{accountId}/orders/preview',
    versions: { post: 'v4' },
    widgets: { 'vg-order-service-international': { post: 'v2' } },
  },
  orderSubmit: {
    family: 'billing',
    path: '/api/billing/{version}/accounts/{accountId}/orders',
    versions: { post: 'v4' },
    widgets: { 'vg-order-service-international': { post: 'v2' } },
  },
  invoicePreview: {
    family: 'billing',
    path: '/api/billing/{version}/accounts/{accountId}/invoices/preview',
    versions: { get: 'v4' },
    widgets: { 'vg-admin-invoice-preview-international': { get: 'v2' } },
  },
  /** cat §7.1: PUT grantedPrivileges; DELETE with query granteeUserId, privObjectTypeId, privObjectId. */
  grantedPrivileges: {
    family: 'ucaas',
    path: '/api/ucaas/user/{userId}/grantedPrivileges',
    versions: { put: '', delete: '' },
  },
  /** cat §7.6: provisioning (SCIM) account. */
  provisioningAccount: {
    family: 'users',
    path: '/{version}/accounts/{accountId}',
    versions: { get: 'v2', put: 'v2' },
  },
  /** cat §7.2: POSTs under phonesystem/accountPhoneNumbers (a bulk call). */
  phoneNumbersChangeStatus: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/phonesystem/accountPhoneNumbers/changeStatus',
    versions: { post: '' },
    bulk: true,
  },
  /** cat §7.10: the status of a phone-number bulk update, retried three times. */
  phoneNumbersBulkStatus: {
    family: 'appserver',
    path: '/api/appserver/{version}/accounts/{accountId}/phoneNumbers/bulk/{taskId}/status',
    versions: { get: 'v1' },
    bulk: true,
    retries: 3,
  },
  /** cat §7.2: the account's phone numbers (always asked for with the no-cache flag). */
  phoneNumbers: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/phoneNumbers',
    versions: { get: '' },
    empty: { get: EMPTY_LIST },
  },
  /** cat §7.7: business texting SMS settings (X-Auth-Token). */
  businessTextingSms: {
    family: 'appserver',
    path: '/messages-10dlc/api/account/{accountId}/sms',
    versions: { get: '' },
    // The registry's review lands on the platform's clock (issue 24, decision 0111).
    noCache: true,
  },
  // ---- call handling (issue 18): each part's endpoints in its own file ----
  ...QUEUE_ENDPOINTS,
  ...GROUP_ENDPOINTS,
  ...CALL_FLOW_ENDPOINTS,
  ...GREETING_ENDPOINTS,
  ...CALL_SETTINGS_ENDPOINTS,
  // ---- call blocking (issue 19) ----
  ...CALL_BLOCKING_ENDPOINTS,
  // ---- emergency locations (issue 19) ----
  ...LOCATION_ENDPOINTS,
  // fax and conference (issue 19)
  ...FAX_ENDPOINTS,
  ...CONFERENCE_ENDPOINTS,
  // recording rules and monitoring (issue 20)
  ...RECORDING_RULE_ENDPOINTS,
  ...RECORDING_ENDPOINTS,
  // reports and the audit log (issue 21)
  ...REPORT_ENDPOINTS,
  // API keys (issue 23)
  ...API_KEY_ENDPOINTS,
  ...PORTAL_SETTINGS_ENDPOINTS,
  ...ORDER_ENDPOINTS,
  ...BILLING_ENDPOINTS,
  // the account lifecycle (issue 22, bill-acct)
  ...ACCOUNT_LIFECYCLE_ENDPOINTS,
  ...PASSWORD_ENDPOINTS,
  ...MFA_ENDPOINTS,
  // SSO, SCIM provisioning settings (issue 23, sec-sso)
  ...SSO_ENDPOINTS,
  // messaging and business texting (issue 24)
  ...MESSAGING_ENDPOINTS,
  // branding, the app centre and the referral share link (issue 24, misc-brand)
  ...BRANDING_ENDPOINTS,
} satisfies Record<string, EndpointSpec>;

export type EndpointName = keyof typeof ENDPOINTS;

/** Resolves an endpoint of the catalogue for a method and, optionally, the widget that calls it. */
export const endpoint = (name: string, opts: { method?: Method; widget?: WidgetKey | string } = {}) =>
  resolveEndpoint(name, opts, ENDPOINTS);
