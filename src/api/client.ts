// The request layer: one ofetch instance per service family, built from wgConfig.json.
// Every call carries a bearer token and a trace id; writes are JSON. A 401 is retried once
// with a refreshed token; a second 401 ends the session unless the path is exempt (AUTH-06).
import { type $Fetch, ofetch } from 'ofetch';
import type { WgConfig } from './config';
import { isExemptPath } from './exemptPaths';
import { ApiFailure } from './failure';
import { fillPath, type PathParams } from './paths';
import { newTraceParent, TRACE_HEADER } from './traceId';

/** The session side of the request layer; the app implements it with the token actor. */
export interface TokenSource {
  /** A token valid now; refreshes first when it has expired; throws 'no token' when signed out. */
  current(): Promise<string>;
  /** After a 401 answered to `stale`: a fresh token (one refresh however many callers ask). */
  renewed(stale: string): Promise<string>;
  /** A request retried with a fresh token was answered 401 again. */
  rejected(path: string): void;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RequestOptions {
  params?: PathParams;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface ApiClient {
  request<T>(family: string, method: Method, template: string, options?: RequestOptions): Promise<T>;
  /** A family's base URL, for calls that do not carry a bearer token (sign-in). */
  baseUrl(family: string): string;
}

export function createApiClient(opts: {
  config: WgConfig;
  tokens: TokenSource;
  fetch?: typeof fetch;
}): ApiClient {
  const instances = new Map<string, $Fetch>();
  const baseUrl = (family: string) => {
    const url = family === 'hdap' ? opts.config['hdap.url'] : opts.config.services[family]?.url;
    if (!url) throw new Error(`No service host is configured for '${family}' in wgConfig.json`);
    return url;
  };
  const instance = (family: string) => {
    let found = instances.get(family);
    if (!found) {
      found = ofetch.create({
        baseURL: baseUrl(family),
        retry: 0,
        ...(opts.fetch ? { fetch: opts.fetch } : {}),
      });
      instances.set(family, found);
    }
    return found;
  };

  async function send<T>(family: string, method: Method, path: string, token: string, o: RequestOptions) {
    const isWrite = method !== 'get';
    const res = await instance(family).raw<T>(path, {
      method: method.toUpperCase(),
      query: o.query,
      body: o.body as BodyInit | Record<string, unknown> | undefined,
      ignoreResponseError: true,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        [TRACE_HEADER]: newTraceParent(),
        ...(isWrite && !(o.body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
        ...o.headers,
      },
    });
    if (res.status >= 400)
      throw new ApiFailure({ status: res.status, url: `${baseUrl(family)}${path}`, body: res._data });
    return res._data as T;
  }

  return {
    baseUrl,
    async request<T>(family: string, method: Method, template: string, o: RequestOptions = {}) {
      const path = fillPath(template, o.params);
      const token = await opts.tokens.current();
      try {
        return await send<T>(family, method, path, token, o);
      } catch (first) {
        if (!(first instanceof ApiFailure) || first.status !== 401) throw first;
        const fresh = await opts.tokens.renewed(token);
        try {
          return await send<T>(family, method, path, fresh, o);
        } catch (second) {
          if (second instanceof ApiFailure && second.status === 401 && !isExemptPath(path)) {
            opts.tokens.rejected(path);
          }
          throw second;
        }
      }
    },
  };
}
