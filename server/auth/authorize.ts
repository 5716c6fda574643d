import type { Context, MiddlewareHandler } from 'hono';
import type { PermissionKey } from '../../src/domain/permissions';
import { forbidden, notFound } from '../http/errors';
import type { Deps, Env } from '../http/types';
import { type RowAccess, userRows } from './rows';
import { canReachAccount, isSupportStaff } from './tenancy';

/**
 * Checks the tenant the route acts on and the permission key, as the principal's role holds it
 * in their home account (overrides included, ROLE-04; read with the token). An account out of reach answers 404, so
 * that the existence of another tenant's account (or row) is not revealed.
 *
 * Where the account comes from:
 * - `'path'`: the path's :accountId;
 * - `'session'`: the account the session acts on;
 * - `{ row, param }`: the account of the row whose id is the path parameter `param` (server/auth/rows.ts);
 *   the row is loaded once and handed to the handler (`input.row`). When the path also has an
 *   :accountId, the row must be of that account;
 * - `'user'`: short for `{ row: userRows, param: 'userId' }`.
 */
// biome-ignore lint/suspicious/noExplicitAny: a declaration accepts a row source of any row type
export type AccountSource = 'path' | 'session' | 'user' | RowAccess<any>;

/** The row a declaration names, with `'user'` spelled out; undefined for an account source. */
export function rowAccessOf(source: AccountSource): RowAccess | undefined {
  if (source === 'user') return { row: userRows, param: 'userId' };
  return typeof source === 'object' ? source : undefined;
}

/**
 * `permission` null: the tenancy check alone, for a route whose handler decides the permission
 * from the row it reads (`{ session: true, account }`, server/http/secureRouter.ts); the caller's
 * keys are handed to it in `permissions` all the same.
 */
export function authorize(
  deps: Deps,
  permission: PermissionKey | null,
  account: AccountSource,
  options: { orSupportStaff?: boolean } = {},
): MiddlewareHandler<Env> {
  const rowAccess = rowAccessOf(account);
  const missing = rowAccess ? `${capitalised(rowAccess.row.name)} not found` : 'Account not found';
  return async (c, next) => {
    const principal = c.get('principal');
    const target = rowAccess ? await targetRow(deps, c, rowAccess) : { accountId: accountOf(c, account) };
    if (target?.accountId === undefined || !(await canReachAccount(deps.db, principal, target.accountId))) {
      throw notFound(missing);
    }
    const held = principal.permissions;
    c.set('permissions', held);
    if (
      permission !== null &&
      !held.has(permission) &&
      !(options.orSupportStaff && isSupportStaff(principal))
    )
      throw forbidden();
    c.set('actingAccountId', target.accountId);
    if ('row' in target) c.set('row', target.row);
    await next();
  };
}

/** The account of a route declared on an account: the :accountId in the path, or the session's. */
function accountOf(c: Context<Env>, source: AccountSource): number | undefined {
  if (source === 'session') return c.get('principal').actingAccountId;
  return rowId(c.req.param('accountId'));
}

/**
 * The row named by the path, and its account: one statement; undefined when there is none, or
 * when the path also names an account (`/account/:accountId/user/:userId`) and the row is not
 * one of its rows.
 */
async function targetRow(deps: Deps, c: Context<Env>, access: RowAccess) {
  const id = rowId(c.req.param(access.param));
  const found = id === undefined ? undefined : await access.row.load(deps.db, id);
  const inPath = c.req.param('accountId');
  return inPath === undefined || rowId(inPath) === found?.accountId ? found : undefined;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A path segment as a row id (a positive 32-bit integer), or undefined. */
export function rowId(text: string | undefined): number | undefined {
  if (!text || !/^\d{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
