import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { PermissionKey } from '../../src/domain/permissions';
import { users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import type { Deps, Env } from '../http/types';
import { canReachAccount, isSupportStaff } from './tenancy';

/**
 * Checks the tenant the route acts on and the permission key, as the principal's role holds it
 * in their home account (overrides included, ROLE-04; read with the token). An account out of reach answers 404, so
 * that the existence of another tenant's account is not revealed.
 */
export type AccountSource = 'path' | 'session' | 'user';

export function authorize(
  deps: Deps,
  permission: PermissionKey,
  account: AccountSource,
  options: { orSupportStaff?: boolean } = {},
): MiddlewareHandler<Env> {
  return async (c, next) => {
    const principal = c.get('principal');
    const accountId = await targetAccount(deps, c, account);
    if (accountId === undefined || !(await canReachAccount(deps.db, principal, accountId))) {
      throw notFound(account === 'user' ? 'User not found' : 'Account not found');
    }
    const held = principal.permissions;
    c.set('permissions', held);
    if (!held.has(permission) && !(options.orSupportStaff && isSupportStaff(principal))) throw forbidden();
    c.set('actingAccountId', accountId);
    await next();
  };
}

/** The account a route acts on: the :accountId in the path, the owner of :userId, or the session's. */
async function targetAccount(
  deps: Deps,
  c: Context<Env>,
  source: AccountSource,
): Promise<number | undefined> {
  if (source === 'session') return c.get('principal').actingAccountId;
  if (source === 'path') {
    return rowId(c.req.param('accountId'));
  }
  const userId = rowId(c.req.param('userId'));
  if (userId === undefined) return undefined;
  const [row] = await deps.db.select({ accountId: users.accountId }).from(users).where(eq(users.id, userId));
  return row?.accountId;
}

/** A path segment as a row id (a positive 32-bit integer), or undefined. */
export function rowId(text: string | undefined): number | undefined {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
