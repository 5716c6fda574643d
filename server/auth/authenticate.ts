import type { MiddlewareHandler } from 'hono';
import { unauthorized } from '../http/errors';
import type { Deps, Env } from '../http/types';
import { principalFor } from './tokens';

/** Resolves the bearer token to a principal, or answers 401. */
export function authenticate(deps: Deps): MiddlewareHandler<Env> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw unauthorized('no token');
    const principal = await principalFor(deps, match[1]);
    if (!principal) throw unauthorized();
    c.set('principal', principal);
    c.set('actingAccountId', principal.actingAccountId);
    await next();
  };
}
