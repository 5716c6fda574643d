// The endpoint catalogue (REQ-06): each endpoint names its family and path template, its default
// version per method, and the versions some widgets choose instead (widget keys of cat §2;
// international widgets use v2). A version is a path segment at `{version}`; '' leaves it out.
// `endpoint('user', { method: 'get', widget: 'user info edit' })` resolves the template.
import { InvalidAccountIdError } from './failure';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The widget keys that select a call version (cat §2). */
export const WIDGET_KEYS = [
  'user blocked calls',
  'user info edit',
  'alternate id',
  'users table list',
  'user info',
  'extension user',
  'extension info',
  'phonebook',
  'line appearance table list',
  'admin dashboard',
  'line appearance extension',
  'edit line appearance',
  'extensions table list',
  'extension move device',
  'outbound caller id settings',
  'emergency locations table list',
  'vg-location-activate-now',
  'vg-locations-table-list',
  'vg-manage-vservice-details',
  'vg-admin-account-details',
  'vg-order-service-international',
  'vg-admin-invoice-preview-international',
] as const;
export type WidgetKey = (typeof WIDGET_KEYS)[number];

/** The widgets for international accounts; they use version v2. */
export const INTERNATIONAL_WIDGETS: WidgetKey[] = [
  'vg-location-activate-now',
  'vg-locations-table-list',
  'vg-manage-vservice-details',
  'vg-admin-account-details',
  'vg-order-service-international',
  'vg-admin-invoice-preview-international',
];

type Versions = Partial<Record<Method, string>>;

export interface EndpointSpec {
  family: string;
  /** The path template; `{version}` marks the version segment. */
  path: string;
  /** A different template for some methods (e.g. create has no id). */
  paths?: Partial<Record<Method, string>>;
  /** The methods the endpoint answers, each with its default version ('' = no segment). */
  versions: Versions;
  /** Versions chosen by widgets, per method. */
  widgets?: Partial<Record<WidgetKey, Versions>>;
  /** A bulk call: refused without an account id before any request (ERR-10). */
  bulk?: boolean;
  /** Retries after a failure (REQ-08); GETs default to one, writes to none. */
  retries?: number;
  /** The answer when the call fails on a service in a planned outage (REQ-09). */
  empty?: unknown;
}

export const ENDPOINTS = {
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
    empty: {},
  },
  /** cat §7.2: the account's users, listed. */
  accountUsers: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/{version}/users',
    versions: { get: '', post: '' },
    widgets: { 'users table list': { get: 'v1' } },
    empty: [],
  },
  /** cat §7.2: GET, PUT info (also /api/ucaas/account/v2/{accountId}/info). */
  accountInfo: {
    family: 'ucaas',
    path: '/api/ucaas/account/{version}/{accountId}/info',
    versions: { get: '', put: '' },
    widgets: { 'vg-admin-account-details': { get: 'v2', put: 'v2' }, 'admin dashboard': { get: '' } },
    empty: {},
  },
  /** cat §7.2: GET v4/serviceInfo. */
  serviceInfo: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/{version}/serviceInfo',
    versions: { get: 'v4' },
    widgets: { 'vg-manage-vservice-details': { get: 'v2' } },
    empty: {},
  },
  /** cat §7.2: GET extensionList (v1, v2). */
  extensionList: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/{version}/extensionList',
    versions: { get: 'v2' },
    widgets: {
      'line appearance table list': { get: 'v1' },
      'line appearance extension': { get: 'v1' },
      'edit line appearance': { get: 'v1' },
      'extensions table list': { get: 'v2' },
    },
    empty: [],
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
    empty: {},
  },
  /** cat §7.2: GET, PUT v2/pbxSettings. */
  pbxSettings: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/{version}/pbxSettings',
    versions: { get: 'v2', put: 'v2' },
    widgets: { 'outbound caller id settings': { get: 'v2', put: 'v2' } },
    empty: {},
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
    empty: [],
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
    empty: {},
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
    empty: {},
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
    empty: [],
  },
  /** cat §7.4: security questions (a lookup). */
  securityQuestions: {
    family: 'ucaas',
    path: '/api/ucaas/lookup/securityQuestions',
    versions: { get: '' },
    empty: [],
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
  /** cat §7.7: business texting SMS settings (X-Auth-Token). */
  businessTextingSms: {
    family: 'appserver',
    path: '/messages-10dlc/api/account/{accountId}/sms',
    versions: { get: '' },
    empty: {},
  },
} satisfies Record<string, EndpointSpec>;

export type EndpointName = keyof typeof ENDPOINTS;

export interface ResolvedEndpoint {
  name: string;
  family: string;
  method: Method;
  version: string;
  /** The path template with the version filled in. */
  template: string;
  bulk: boolean;
  retries?: number;
  empty?: unknown;
}

/** Puts the version in the template: '/a/{version}/b' with '' is '/a/b'. */
export function withVersion(template: string, version: string): string {
  if (version) return template.replace('{version}', version);
  return template.replace(/\/\{version\}(?=\/|$)/, '').replace('{version}', '');
}

/** Resolves an endpoint for a method and, optionally, the widget that calls it. */
export function endpoint(
  name: string,
  opts: { method?: Method; widget?: WidgetKey | string } = {},
  catalogue: Record<string, EndpointSpec> = ENDPOINTS,
): ResolvedEndpoint {
  const spec = catalogue[name];
  if (!spec) throw new Error(`No endpoint '${name}' in the catalogue`);
  const method = opts.method ?? 'get';
  const base = spec.versions[method];
  if (base === undefined) throw new Error(`Endpoint '${name}' does not answer ${method.toUpperCase()}`);
  const chosen = opts.widget ? spec.widgets?.[opts.widget as WidgetKey]?.[method] : undefined;
  const version = chosen ?? base;
  return {
    name,
    family: spec.family,
    method,
    version,
    template: withVersion(spec.paths?.[method] ?? spec.path, version),
    bulk: spec.bulk ?? false,
    retries: spec.retries,
    empty: spec.empty,
  };
}

/** ERR-10: the account id of a bulk call, or the error it fails with. */
export function bulkAccountId(candidates: unknown[]): number {
  for (const c of candidates) {
    const n = typeof c === 'string' && c.trim() !== '' ? Number(c) : c;
    if (typeof n === 'number' && Number.isInteger(n) && n > 0) return n;
  }
  throw new InvalidAccountIdError();
}
