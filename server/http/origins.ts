// Which origin a request may be answered for (decision 0052). The Host header is the caller's to
// choose, so it is trusted only when it names a configured origin (PUBLIC_URL, ALLOWED_ORIGINS)
// or, without PUBLIC_URL, a loopback origin (a developer's own machine). The single sign-on
// redirect check and wgConfig.json use this origin; an untrusted Host gets neither.
import type { ServerConfig } from '../config';
import { ApiError } from './errors';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export const isLoopbackOrigin = (origin: string) => LOOPBACK_HOSTS.has(new URL(origin).hostname);

/** The origin to answer this request for, or undefined when its Host is not trusted. */
export function trustedOrigin(config: ServerConfig, requestUrl: string): string | undefined {
  const requested = new URL(requestUrl).origin;
  const publicOrigin = config.publicUrl ? new URL(config.publicUrl).origin : undefined;
  if (requested === publicOrigin || config.allowedOrigins.includes(requested)) return requested;
  // Behind a proxy the request names the server's own address: the public origin stands for it.
  if (publicOrigin) return publicOrigin;
  return isLoopbackOrigin(requested) ? requested : undefined;
}

export const untrustedHost = () =>
  new ApiError(
    400,
    'untrusted_host',
    'This server does not answer for that host name. Set PUBLIC_URL or ALLOWED_ORIGINS to the address the portal is served at.',
  );
