import { eq } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { hasPermission, type PermissionKey } from '../../src/domain/permissions';
import { users } from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import type { Deps, Env } from '../http/types';
import { canReachAccount } from './tenancy';

/**
 * Checks the permission key and the tenant the route acts on. An account out of reach
 * answers 404, so that the existence of another tenant's account is not revealed.
 */
export type AccountSource = 'path' | 'session' | 'user';

export function authorize(
  deps: Deps,
  permission: PermissionKey,
  account: AccountSource,
): MiddlewareHandler<Env> {
  return async (c, next) => {
    const principal = c.get('principal');
    const accountId = await targetAccount(deps, c, account);
    if (accountId === undefined || !(await canReachAccount(deps.db, principal, accountId))) {
      throw notFound(account === 'user' ? 'User not found' : 'Account not found');
    }
    if (!hasPermission(principal.roleId, permission)) throw forbidden();
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
    const id = Number(c.req.param('accountId'));
    return Number.isInteger(id) ? id : undefined;
  }
  const userId = Number(c.req.param('userId'));
  if (!Number.isInteger(userId)) return undefined;
  const [row] = await deps.db.select({ accountId: users.accountId }).from(users).where(eq(users.id, userId));
  return row?.accountId;
}
