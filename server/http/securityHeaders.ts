// Response headers every answer carries (decision 0051): no sniffing, no referrer, no powerful
// browser features, a window of its own; API answers are never stored by a browser or proxy.
// The portal's pages load scripts, styles and data from the portal's origin only (and the
// service origins wgConfig.json names) and are never framed.
import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config';
import { buildWgConfig } from '../wgConfig';
import { trustedOrigin } from './origins';

const COMMON: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=(), display-capture=()',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'DENY',
};

/** API answers are data, never a page: nothing may run in them. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The origins of the services wgConfig.json sends the portal to, for this request. */
function serviceOrigins(config: ServerConfig, requestUrl: string): string[] {
  const origin = trustedOrigin(config, requestUrl);
  if (!origin) return [];
  const wg = buildWgConfig(origin, config);
  const urls = [...Object.values(wg.services).map((s) => s.url), wg['hdap.url']];
  return [...new Set(urls.map((u) => new URL(u).origin))];
}

/** The portal's policy; `nonce` vouches for the <style> elements its index page adds at run time. */
export function portalPolicy(config: ServerConfig, requestUrl: string, nonce?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self'${nonce ? ` 'nonce-${nonce}'` : ''}`,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src ${["'self'", ...serviceOrigins(config, requestUrl)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export function securityHeaders(config: ServerConfig): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const api = c.req.path.startsWith('/svc/');
    const wanted: Record<string, string> = {
      ...COMMON,
      // A route with a page of its own (the single sign-on page) keeps its own, stricter policy.
      'content-security-policy': api ? API_POLICY : portalPolicy(config, c.req.url),
    };
    // Headers of a response made elsewhere may be immutable: copy it once, then set them all.
    try {
      c.res.headers.set('x-content-type-options', 'nosniff');
    } catch {
      c.res = new Response(c.res.body, c.res);
    }
    const headers = c.res.headers;
    for (const [name, value] of Object.entries(wanted)) {
      if (!headers.has(name)) headers.set(name, value);
    }
    // An answer that is never stored says so; one that says more (a greeting's `private, no-store`) keeps it.
    if (api && !/\bno-store\b/.test(headers.get('cache-control') ?? ''))
      headers.set('cache-control', 'no-store');
  };
}
