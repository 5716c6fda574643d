// Which accounts a principal may act on (ROLE-07), always judged from the user's home account,
// whichever account a swap has made the session act on:
// - the home account itself;
// - for parent types (provider super user, partner roles), every account below it — never a
//   sibling or a parent;
// - an account that trusts the home account (account trust), for its administrators;
// - a child account a parent has granted to this user (parent access to managed children).
// The vendor's support staff (provider account, support roles) reach every account.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { HOME_ACCOUNT_ID } from '../../src/domain/accounts';
import { isAccountAdmin, isParentType, ROLE } from '../../src/domain/roles';
import type { Db } from '../db/client';
import { accountTrusts, childAccessGrants } from '../db/schema';
import type { Principal } from '../http/types';

/** True when `ancestorId` is `accountId` itself or one of its ancestors. */
export async function isSameOrDescendant(db: Db, accountId: number, ancestorId: number): Promise<boolean> {
  if (accountId === ancestorId) return true;
  const result = await db.execute(sql`
    with recursive up(id, parent_id) as (
      select id, parent_id from accounts where id = ${accountId}
      union all
      select a.id, a.parent_id from accounts a join up on a.id = up.parent_id
    )
    select 1 as found from up where id = ${ancestorId} limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

/** The vendor's own support staff: provider super users and customer support managers of account 1. */
export function isSupportStaff(principal: Pick<Principal, 'homeAccountId' | 'roleId'>): boolean {
  return (
    principal.homeAccountId === HOME_ACCOUNT_ID &&
    (principal.roleId === ROLE.SUPERUSER || principal.roleId === ROLE.CUSTOMER_SUPPORT_MANAGER)
  );
}

/** Roles that act on another account through account trust. */
function usesTrust(roleId: number): boolean {
  return isParentType(roleId) || isAccountAdmin(roleId);
}

export async function canReachAccount(db: Db, principal: Principal, accountId: number): Promise<boolean> {
  const home = principal.homeAccountId;
  if (accountId === home || isSupportStaff(principal)) return true;
  if (isParentType(principal.roleId) && (await isSameOrDescendant(db, accountId, home))) return true;
  if (usesTrust(principal.roleId)) {
    const [trust] = await db
      .select({ id: accountTrusts.id })
      .from(accountTrusts)
      .where(and(eq(accountTrusts.accountId, accountId), eq(accountTrusts.trustedAccountId, home)))
      .limit(1);
    if (trust) return true;
  }
  const [grant] = await db
    .select({ id: childAccessGrants.id })
    .from(childAccessGrants)
    .where(
      and(eq(childAccessGrants.userId, principal.userId), eq(childAccessGrants.childAccountId, accountId)),
    )
    .limit(1);
  return grant !== undefined;
}

/** Every account id below `ancestorId`, itself included, as a subquery (`id in (...)`). */
export function descendantIds(ancestorId: number): SQL {
  return sql`(
    with recursive down(id) as (
      select id from accounts where id = ${ancestorId}
      union all
      select a.id from accounts a join down on a.parent_id = down.id
    )
    select id from down)`;
}

/** Every account id below `ancestorId`, itself included. */
export async function descendantsOf(db: Db, ancestorId: number): Promise<number[]> {
  const result = await db.execute(sql`select id from ${descendantIds(ancestorId)} as below`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
}
