// An auto attendant's business inbox (C-236..C-239; decision 0111): the texts to its number land
// in a shared inbox that its delegates (users of the same account) read and answer.
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { businessInboxDelegates, businessInboxes, users } from '../../db/schema';
import { requireAccountUsers } from './messagingStore';
import type { AttendantRowOf } from './rows';

export async function readDelegates(db: DbOrTx, attendant: AttendantRowOf) {
  const delegates = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      loginName: users.loginName,
    })
    .from(businessInboxDelegates)
    .innerJoin(users, eq(users.id, businessInboxDelegates.userId))
    .where(eq(businessInboxDelegates.autoAttendantId, attendant.extensionId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return { autoAttendantId: attendant.extensionId, delegates };
}

/** C-237: the delegates, all at once (the list replaces the one before). */
export async function replaceDelegates(db: DbOrTx, attendant: AttendantRowOf, delegateIds: number[]) {
  const ids = await requireAccountUsers(db, attendant.accountId, delegateIds, 'delegateIds');
  await db.transaction(async (tx) => {
    await tx
      .delete(businessInboxDelegates)
      .where(eq(businessInboxDelegates.autoAttendantId, attendant.extensionId));
    if (ids.length > 0)
      await tx.insert(businessInboxDelegates).values(
        ids.map((userId) => ({
          autoAttendantId: attendant.extensionId,
          userId,
          accountId: attendant.accountId,
        })),
      );
  });
  return readDelegates(db, attendant);
}

export async function readCanDelete(db: DbOrTx, attendant: AttendantRowOf) {
  const [row] = await db
    .select({ canDeleteMessages: businessInboxes.canDeleteMessages })
    .from(businessInboxes)
    .where(and(eq(businessInboxes.autoAttendantId, attendant.extensionId)));
  return { autoAttendantId: attendant.extensionId, canDeleteMessages: row?.canDeleteMessages ?? false };
}

export async function changeCanDelete(db: DbOrTx, attendant: AttendantRowOf, canDeleteMessages: boolean) {
  await db
    .insert(businessInboxes)
    .values({ autoAttendantId: attendant.extensionId, accountId: attendant.accountId, canDeleteMessages })
    .onConflictDoUpdate({ target: businessInboxes.autoAttendantId, set: { canDeleteMessages } });
  return readCanDelete(db, attendant);
}
