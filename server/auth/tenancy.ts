// Which accounts a principal may act on: its acting account, and for parent types
// (provider super user, partner roles) every account below it. Never a sibling or a parent.
import { sql } from 'drizzle-orm';
import { isParentType } from '../../src/domain/roles';
import type { Db } from '../db/client';
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

export async function canReachAccount(db: Db, principal: Principal, accountId: number): Promise<boolean> {
  if (accountId === principal.actingAccountId) return true;
  if (!isParentType(principal.roleId)) return false;
  return isSameOrDescendant(db, accountId, principal.actingAccountId);
}
