import type { MiddlewareHandler } from 'hono';
import { unauthorized } from '../http/errors';
import type { Deps, Env } from '../http/types';
import { isApiKeySecret, principalForApiKey } from './apiKeyPrincipal';
import { principalFor } from './tokens';

/** Resolves the bearer token (an access token, or an API key: decision 0107) to a principal, or answers 401. */
export function authenticate(deps: Deps): MiddlewareHandler<Env> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    // REQ-04: business texting and the referral service take the token as X-Auth-Token instead
    // (decision 0009); read when there is no bearer.
    const other = header ? undefined : c.req.header('x-auth-token')?.trim();
    const match = other ? [other, other] : /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized('no token');
    const principal = isApiKeySecret(match[1])
      ? await principalForApiKey(deps, match[1])
      : await principalFor(deps, match[1]);
    if (!principal) throw unauthorized();
    c.set('principal', principal);
    c.set('actingAccountId', principal.actingAccountId);
    await next();
  };
}
