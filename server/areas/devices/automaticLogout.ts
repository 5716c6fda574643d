// The hoteling setting "automatic log out" (decision 0082): a hot-desk login ends once it is older
// than the account's minutes. Each server ends them at its poll (server/app.ts), and the unassign
// check ends its account's first, so a login past its time never refuses an unassign (ERR-07).
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { devices, hotelingSettings } from '../../db/schema';

/** Ends the logins past their account's automatic log out (of one account, or all); answers the devices. */
export async function endExpiredLogins(db: DbOrTx, now: Date, accountId?: number): Promise<number[]> {
  const ended = await db
    .update(devices)
    .set({ loggedInUserId: null, loggedInAt: null })
    .where(
      and(
        isNotNull(devices.loggedInUserId),
        accountId === undefined ? undefined : eq(devices.accountId, accountId),
        sql`exists (select 1 from ${hotelingSettings} h
                     where h.account_id = ${devices.accountId} and h.auto_logout_minutes is not null
                       and ${devices.loggedInAt} <= ${now.toISOString()}::timestamptz
                             - make_interval(mins => h.auto_logout_minutes))`,
      ),
    )
    .returning({ id: devices.id });
  return ended.map((d) => d.id);
}
