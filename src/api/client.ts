// The request layer: one ofetch instance per service family, built from wgConfig.json.
// Every call carries a bearer token (or its special header, REQ-04) and a trace id; writes are
// JSON, uploads are form data (REQ-01, REQ-02). Paths are filled from templates with the query
// and search parameters appended (REQ-03), and a region segment is added after the family base
// when the service's region is not 'us' (REQ-05). GET answers are cached per family and cleared
// by writes to related families (REQ-07). A 401 is retried once with a refreshed token; a second
// 401 ends the session unless the path is exempt (AUTH-06). Unreachable and 5xx answers are
// retried after 60 s (REQ-08), and a failed call on a planned-outage service answers the empty
// result its endpoint declares, or a PlannedOutageFailure where none can stand for it (REQ-09). Bulk calls without an account id fail before any request (ERR-10). No answer
// carries the room-user marker (USER-02, src/api/userTransform.ts).

import { type $Fetch, ofetch } from 'ofetch';
import {
  createResponseCache,
  isNeverCached,
  isPhoneNumberPath,
  NO_CACHE_HEADERS,
  NO_CACHE_QUERY,
} from './cache';
import { callQueueFamily } from './callHandling/queueMicroService';
import type { WgConfig } from './config';
import type { EndpointName } from './endpointCatalogue';
import { bulkAccountId, type EmptyAnswer, type Method, type WidgetKey } from './endpoints';
import { isExemptPath } from './exemptPaths';
import { ApiFailure, PlannedOutageFailure } from './failure';
import { buildPath, type PathParams, pathWithinFamily, type Query, type Search } from './paths';
import { createRequestHistory, realTimers, retriesFor, type Timers, withRetries } from './retry';
import { authHeadersFor } from './specialHeaders';
import { newTraceParent, TRACE_HEADER } from './traceId';
import { withoutRoomMarker } from './userTransform';

export type { Method } from './endpoints';

/** The session side of the request layer; the app implements it with the token actor. */
export interface TokenSource {
  /** A token valid now; refreshes first when it has expired; throws 'no token' when signed out. */
  current(): Promise<string>;
  /** After a 401 answered to `stale`: a fresh token (one refresh however many callers ask). */
  renewed(stale: string): Promise<string>;
  /** A request retried with a fresh token was answered 401 again. */
  rejected(path: string): void;
}

export interface RequestOptions {
  params?: PathParams;
  query?: Query;
  search?: Search;
  /** JSON for writes (delete may carry one too); a FormData is sent as form data. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The account acted on: the X-Account-Id header (REQ-04) and the bulk guard (ERR-10). */
  accountId?: number | string;
  /** A bulk call: refused without an account id (ERR-10). */
  bulk?: boolean;
  /** Retries after an unreachable or 5xx answer; GETs default to one, writes to none (REQ-08). */
  retries?: number;
  /**
   * What a failed call on a planned-outage service answers (REQ-09): a value, or one made from the
   * call's params and query. None: the call fails with a PlannedOutageFailure ("unavailable").
   */
  empty?: EmptyAnswer;
  /** Do not read or keep this GET in the cache. */
  noCache?: boolean;
  /** 'blob': a file, read as a Blob whatever its content type (a CSV would otherwise be text). */
  responseType?: 'blob';
}

export interface UploadOptions extends Omit<RequestOptions, 'body'> {
  /** The form field the file goes in (default 'file'). */
  field?: string;
  fileName?: string;
  /** More form fields sent with the file. */
  fields?: Record<string, string>;
}

export interface CallOptions extends RequestOptions {
  method?: Method;
  widget?: WidgetKey;
  /**
   * REQ-12: a link the platform answered for this endpoint (a next_page_uri: the full path with
   * the family's base), sent instead of the template; a link outside the family is refused.
   */
  uri?: string;
}

export interface ApiClient {
  request<T>(family: string, method: Method, template: string, options?: RequestOptions): Promise<T>;
  get<T>(family: string, template: string, options?: RequestOptions): Promise<T>;
  post<T>(family: string, template: string, options?: RequestOptions): Promise<T>;
  put<T>(family: string, template: string, options?: RequestOptions): Promise<T>;
  patch<T>(family: string, template: string, options?: RequestOptions): Promise<T>;
  delete<T>(family: string, template: string, options?: RequestOptions): Promise<T>;
  /** A file upload: a form-data POST with the bearer header and no JSON content type (REQ-02). */
  upload<T>(family: string, template: string, file: Blob | FormData, options?: UploadOptions): Promise<T>;
  /** A call of the endpoint catalogue, at the version its method and widget choose (REQ-06). */
  call<T>(name: EndpointName, options?: CallOptions): Promise<T>;
  /** A family's base URL, for calls that do not carry a bearer token (sign-in). */
  baseUrl(family: string): string;
  /** Forget every cached answer (the token machine's clearCache: AUTH-05, AUTH-06). */
  clearCache(): void;
  /** The stored map of service family → region (REQ-05); 'us' adds no segment. */
  setServiceRegions(regions: Record<string, string>): void;
  serviceRegions(): Record<string, string>;
}

export function createApiClient(opts: {
  config: WgConfig;
  tokens: TokenSource;
  /** Families whose service issues its own tokens (the second service, AUTH-08): their source. */
  familyTokens?: Record<string, TokenSource>;
  fetch?: typeof fetch;
  timers?: Timers;
}): ApiClient {
  const { config } = opts;
  const timers = opts.timers ?? realTimers;
  const instances = new Map<string, $Fetch>();
  const cache = createResponseCache({ cacheExpiry: config.cacheExpiry, now: () => timers.now() });
  const history = createRequestHistory(() => timers.now());
  let regions: Record<string, string> = { ...(config.serviceRegions ?? {}) };
  const plannedOutage = (() => {
    try {
      return config.servicesWithPlannedOutages ? new RegExp(config.servicesWithPlannedOutages) : undefined;
    } catch {
      return undefined;
    }
  })();

  const baseUrl = (family: string) => {
    const url = family === 'hdap' ? config['hdap.url'] : config.services[family]?.url;
    if (!url) throw new Error(`No service host is configured for '${family}' in wgConfig.json`);
    return url;
  };
  const instance = (family: string) => {
    let found = instances.get(family);
    if (!found) {
      // The fetch implementation is a global option of ofetch.create (its second argument).
      found = ofetch.create({ baseURL: baseUrl(family), retry: 0 }, opts.fetch ? { fetch: opts.fetch } : {});
      instances.set(family, found);
    }
    return found;
  };
  const regionPrefix = (family: string) => {
    const region = regions[family]?.toLowerCase();
    return region && region !== 'us' ? `/${encodeURIComponent(region)}` : '';
  };

  interface Prepared {
    family: string;
    method: Method;
    /** The path after the family base, with the query; no region. */
    path: string;
    /** The path sent: the region segment, then `path`. */
    sent: string;
    o: RequestOptions;
  }

  async function send<T>(p: Prepared, token: string): Promise<T> {
    const { family, method, path, sent, o } = p;
    const isForm = o.body instanceof FormData;
    const url = `${baseUrl(family)}${sent}`;
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...authHeadersFor(path, {
        token,
        vendorToken: config.provisioningVendorToken,
        accountId: o.accountId ?? o.params?.accountId,
      }),
      [TRACE_HEADER]: newTraceParent(),
      ...(method !== 'get' && !isForm ? { 'content-type': 'application/json' } : {}),
      ...(isPhoneNumberPath(path) ? NO_CACHE_HEADERS : {}),
      ...o.headers,
    };
    let res: Awaited<ReturnType<$Fetch['raw']>>;
    try {
      res = await instance(family).raw<T>(sent, {
        method: method.toUpperCase(),
        body: o.body as BodyInit | Record<string, unknown> | undefined,
        ignoreResponseError: true,
        signal: o.signal,
        headers,
      });
    } catch (error) {
      if (o.signal?.aborted) throw error;
      throw new ApiFailure({
        url,
        family,
        method,
        message: `The platform could not be reached (${(error as Error).message})`,
      });
    }
    if (res.status >= 400) throw new ApiFailure({ status: res.status, url, body: res._data, family, method });
    // USER-02: the room marker is stripped here, once, from every answer.
    // A file asked for as a Blob: ofetch reads text types (CSV) as a string, JSON as an object.
    if (o.responseType === 'blob' && !(res._data instanceof Blob)) {
      const data = typeof res._data === 'string' ? res._data : JSON.stringify(res._data ?? '');
      return new Blob([data], { type: res.headers.get('content-type') ?? '' }) as T;
    }
    return withoutRoomMarker(res._data) as T;
  }

  /** One attempt, with the 401 → refresh → retry-once path (AUTH-06). */
  async function attempt<T>(p: Prepared): Promise<T> {
    const tokens = opts.familyTokens?.[p.family] ?? opts.tokens;
    const token = await tokens.current();
    try {
      return await send<T>(p, token);
    } catch (first) {
      if (!(first instanceof ApiFailure) || first.status !== 401) throw first;
      const fresh = await tokens.renewed(token);
      try {
        return await send<T>(p, fresh);
      } catch (second) {
        if (second instanceof ApiFailure && second.status === 401 && !isExemptPath(p.path)) {
          tokens.rejected(p.path);
        }
        throw second;
      }
    }
  }

  const inPlannedOutage = (family: string, url: string) =>
    plannedOutage !== undefined && (plannedOutage.test(family) || plannedOutage.test(url));

  async function request<T>(family: string, method: Method, template: string, o: RequestOptions = {}) {
    if (o.bulk) {
      const body = o.body as { accountId?: unknown } | undefined;
      bulkAccountId([
        o.accountId,
        o.params?.accountId,
        body instanceof FormData ? undefined : body?.accountId,
      ]);
    }
    const phoneNumbers = isPhoneNumberPath(template);
    const query = phoneNumbers ? { ...o.query, [NO_CACHE_QUERY]: true } : o.query;
    const path = buildPath(template, o.params, query, o.search);
    const sent = `${regionPrefix(family)}${path}`;
    const p: Prepared = { family, method, path, sent, o };
    const cacheable = method === 'get' && !o.noCache && !isNeverCached(path);
    const key = `${family} ${sent}`;
    if (cacheable) {
      const hit = cache.get(family, key);
      if (hit) return hit.value as T;
    }
    const startedAt = cache.begin(family);
    if (method !== 'get') cache.invalidate(family);
    let outage = false;
    try {
      const answer = await withRetries(
        async () => {
          try {
            return await attempt<T>(p);
          } catch (error) {
            if (error instanceof ApiFailure && inPlannedOutage(family, `${baseUrl(family)}${sent}`)) {
              if (o.empty === undefined) throw new PlannedOutageFailure(error);
              outage = true;
              const empty = o.empty;
              return (
                typeof empty === 'function'
                  ? empty({ params: o.params ?? {}, query: query ?? {} })
                  : structuredClone(empty)
              ) as T;
            }
            throw error;
          }
        },
        {
          key: `${method} ${key}`,
          retries: retriesFor(method, o.retries),
          history,
          timers,
          signal: o.signal,
        },
      );
      // The empty answer of a planned outage is not kept: the next call asks again.
      if (cacheable && !outage) cache.put(family, key, answer, startedAt);
      return answer;
    } finally {
      if (method !== 'get') cache.invalidate(family);
    }
  }

  return {
    baseUrl,
    request,
    get: (family, template, o) => request(family, 'get', template, o),
    post: (family, template, o) => request(family, 'post', template, o),
    put: (family, template, o) => request(family, 'put', template, o),
    patch: (family, template, o) => request(family, 'patch', template, o),
    delete: (family, template, o) => request(family, 'delete', template, o),
    upload(family, template, file, o = {}) {
      const { field = 'file', fileName, fields, ...rest } = o;
      let form: FormData;
      if (file instanceof FormData) form = file;
      else {
        form = new FormData();
        for (const [k, v] of Object.entries(fields ?? {})) form.append(k, v);
        if (fileName !== undefined) form.append(field, file, fileName);
        else form.append(field, file);
      }
      return request(family, 'post', template, { ...rest, body: form });
    },
    async call<T>(name: EndpointName, o: CallOptions = {}) {
      const { method, widget, uri, ...rest } = o;
      // The catalogue is not on the sign-in page: its shell part comes with the signed-in portal,
      // the rest with the first call that needs it (issue 12, decision 0125).
      const which = { method, widget };
      const e =
        (await import('./shellEndpoints')).shellEndpoint(name, which) ??
        (await import('./endpointCatalogue')).endpoint(name, which);
      // CFG-04: a call-queue call of an account the configuration sends to the microservice.
      const family = e.callQueue ? callQueueFamily(config, rest.params?.accountId, e.family) : e.family;
      const template =
        uri === undefined ? e.template : pathWithinFamily(baseUrl(family), uri, regionPrefix(family));
      return request<T>(family, e.method, template, {
        ...rest,
        bulk: rest.bulk ?? e.bulk,
        retries: rest.retries ?? e.retries,
        empty: rest.empty ?? e.empty,
        noCache: rest.noCache ?? e.noCache,
      });
    },
    clearCache: () => cache.clear(),
    setServiceRegions(next) {
      regions = { ...next };
    },
    serviceRegions: () => ({ ...regions }),
  };
}
