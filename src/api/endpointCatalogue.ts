// The endpoint catalogue's table (REQ-06, REQ-09): every endpoint the portal calls, described
// once (src/api/endpoints.ts says what an entry holds). Kept apart from the request layer so that
// the sign-in page does not carry it. Its first part, the shell's endpoints (./shellEndpoints.ts),
// comes with the signed-in portal; the rest loads with the first call by a name outside that part.

import { ACCOUNT_LIFECYCLE_ENDPOINTS } from './accountLifecycleEndpoints';
import { API_KEY_ENDPOINTS } from './apiKeyEndpoints';
import { BILLING_ENDPOINTS } from './billingEndpoints';
import { CALL_BLOCKING_ENDPOINTS } from './callBlockingEndpoints';
import { CALL_FLOW_ENDPOINTS } from './callHandling/flowEndpoints';
import { GREETING_ENDPOINTS } from './callHandling/greetingEndpoints';
import { GROUP_ENDPOINTS } from './callHandling/groupEndpoints';
import { QUEUE_ENDPOINTS } from './callHandling/queueEndpoints';
import { CALL_SETTINGS_ENDPOINTS } from './callHandling/settingsEndpoints';
import { type EndpointSpec, type Method, resolveEndpoint, type WidgetKey } from './endpoints';
import { CONFERENCE_ENDPOINTS, FAX_ENDPOINTS } from './faxConferenceEndpoints';
import { LOCATION_ENDPOINTS } from './locations/locationEndpoints';
import { MFA_ENDPOINTS } from './mfaEndpoints';
import { PASSWORD_ENDPOINTS } from './passwordEndpoints';
import { RECORDING_ENDPOINTS } from './recordingEndpoints';
import { RECORDING_RULE_ENDPOINTS } from './recordingRulesEndpoints';
import { REPORT_ENDPOINTS } from './reportEndpoints';
import { EMPTY_LIST, SHELL_ENDPOINTS } from './shellEndpoints';
import { SSO_ENDPOINTS } from './ssoEndpoints';

export const ENDPOINTS = {
  ...SHELL_ENDPOINTS,
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
  ...BILLING_ENDPOINTS,
  // the account lifecycle (issue 22, bill-acct)
  ...ACCOUNT_LIFECYCLE_ENDPOINTS,
  ...PASSWORD_ENDPOINTS,
  ...MFA_ENDPOINTS,
  // SSO, SCIM provisioning settings (issue 23, sec-sso)
  ...SSO_ENDPOINTS,
} satisfies Record<string, EndpointSpec>;

export type EndpointName = keyof typeof ENDPOINTS;

/** Resolves an endpoint of the catalogue for a method and, optionally, the widget that calls it. */
export const endpoint = (name: string, opts: { method?: Method; widget?: WidgetKey | string } = {}) =>
  resolveEndpoint(name, opts, ENDPOINTS);
