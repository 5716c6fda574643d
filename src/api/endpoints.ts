// The endpoint catalogue (REQ-06): each endpoint names its family and path template, its default
// version per method, and the versions some widgets choose instead (widget keys of cat §2;
// international widgets use v2). A version is a path segment at `{version}`; '' leaves it out.
// `endpoint('user', { method: 'get', widget: 'user info edit' })` resolves the template.
import { InvalidAccountIdError } from './failure';
import type { PathParams, Query } from './paths';

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

/**
 * What a failed call on a service in a planned outage answers (REQ-09): the empty value of the
 * shape the platform answers (the area function maps it as it maps an answer), or one made from
 * the call's params and query (`{ accountId, items: [] }`).
 */
export type EmptyAnswer = unknown | ((call: OutageCall) => unknown);
/** The call an empty answer is made for. */
export interface OutageCall {
  params: PathParams;
  query: Query;
}

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
  /** Never from the cache (an answer that changes between two reads: a check, a poll). */
  noCache?: boolean;
  /** A call-queue call: the call-queue microservice answers it for the accounts wgConfig sends there (CFG-04). */
  callQueue?: boolean;
  /**
   * Per method, the answer when the call fails on a service in a planned outage (REQ-09). A method
   * with none (a record, a write) fails with a PlannedOutageFailure, which the page shows as
   * "unavailable": an empty record would be a made-up one, an empty write a success that was not.
   */
  empty?: Partial<Record<Method, EmptyAnswer>>;
}

export interface ResolvedEndpoint {
  name: string;
  family: string;
  method: Method;
  version: string;
  /** The path template with the version filled in. */
  template: string;
  bulk: boolean;
  retries?: number;
  noCache: boolean;
  callQueue: boolean;
  /** What this method answers in a planned outage (REQ-09); none: PlannedOutageFailure. */
  empty?: EmptyAnswer;
}

/** Puts the version in the template: '/a/{version}/b' with '' is '/a/b'. */
export function withVersion(template: string, version: string): string {
  if (version) return template.replace('{version}', version);
  return template.replace(/\/\{version\}(?=\/|$)/, '').replace('{version}', '');
}

/** Resolves an endpoint of `catalogue` for a method and, optionally, the widget that calls it. */
export function resolveEndpoint(
  name: string,
  opts: { method?: Method; widget?: WidgetKey | string } = {},
  catalogue: Record<string, EndpointSpec>,
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
    noCache: spec.noCache ?? false,
    callQueue: spec.callQueue ?? false,
    empty: spec.empty?.[method],
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
