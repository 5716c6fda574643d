// The user-management rule (src/domain/userManagement.ts, decision 0040) on the server: every
// write to a user asks it first, with the facts only the database knows (the account's other
// active super users), and a refusal answers 403 with the rule's reason before anything changes.
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  type Actor,
  isActiveSuperUser,
  type Refusal,
  SUPER_USER_ROLES,
  type UserWrite,
  userWriteRefusal,
} from '../../../src/domain/userManagement';
import type { DbOrTx } from '../../db/client';
import { accounts, users } from '../../db/schema';
import { forbidden } from '../../http/errors';
import type { UserRow } from './userStore';

/** The facts of an account that user input is checked against: its country and its kind. */
export async function accountFacts(
  db: DbOrTx,
  accountId: number,
): Promise<{ country: string; kind: string }> {
  const [row] = await db
    .select({ country: accounts.countryCode, kind: accounts.kind })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return { country: row?.country ?? 'US', kind: row?.kind ?? 'customer' };
}

/**
 * The rule's answer for this write, on the target as it is now. When the target is an active
 * super user, the account's active super users are locked (FOR UPDATE, in id order) in the
 * caller's transaction: two writes at once cannot each take away "the other one".
 */
export async function userWriteRefusalIn(
  db: DbOrTx,
  actor: Actor,
  target: UserRow | undefined,
  write: UserWrite,
): Promise<Refusal | undefined> {
  const current = target && ((await db.select().from(users).where(eq(users.id, target.id)))[0] ?? target);
  let otherActiveSuperUsers: number | undefined;
  if (current && isActiveSuperUser(current)) {
    const active = await db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.accountId, current.accountId),
          inArray(users.roleId, [...SUPER_USER_ROLES]),
          eq(users.blockAccess, false),
          eq(users.isEnable, true),
        ),
      )
      .orderBy(asc(users.id))
      .for('update');
    // Changed meanwhile into no active super user: nothing to keep.
    if (active.some((u) => u.id === current.id)) otherActiveSuperUsers = active.length - 1;
  }
  const targetFacts = current && {
    userId: current.id,
    roleId: current.roleId,
    blockAccess: current.blockAccess,
    isEnable: current.isEnable,
  };
  return userWriteRefusal(actor, targetFacts, write, { otherActiveSuperUsers });
}

/** Throws 403 with the rule's reason when it refuses the write. */
export async function assertUserWrite(
  db: DbOrTx,
  actor: Actor,
  target: UserRow | undefined,
  write: UserWrite,
): Promise<void> {
  const refusal = await userWriteRefusalIn(db, actor, target, write);
  if (refusal) throw forbidden(refusal.message);
}
