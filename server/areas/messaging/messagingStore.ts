// Messaging switches and users' messages (MSG-01; decision 0111): one settings row per account
// (made on first write; no row reads as everything on), one row per user whose messaging is off,
// and the users' text messages. Every call that answers a switch reads it from here.
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { messagingDisabledUsers, messagingSettings, userMessages, users } from '../../db/schema';
import { validationFailed } from '../../http/errors';

export type MessagingSettings = typeof messagingSettings.$inferSelect;
type Change = Partial<Omit<MessagingSettings, 'accountId'>>;

export async function readSettings(db: DbOrTx, accountId: number): Promise<MessagingSettings> {
  const [row] = await db.select().from(messagingSettings).where(eq(messagingSettings.accountId, accountId));
  return (
    row ?? {
      accountId,
      messagingDisabled: false,
      vsuDisabled: false,
      smsDisabled: false,
      offNetSmsDisabled: false,
      disabledCarriers: [],
      disabledCarriersEnforced: true,
    }
  );
}

export async function changeSettings(
  db: DbOrTx,
  accountId: number,
  change: Change,
): Promise<MessagingSettings> {
  await db
    .insert(messagingSettings)
    .values({ accountId, ...change })
    .onConflictDoUpdate({ target: messagingSettings.accountId, set: change });
  return readSettings(db, accountId);
}

/** C-427: every switch of the account in one answer. */
export async function disableConfig(db: DbOrTx, accountId: number) {
  const s = await readSettings(db, accountId);
  const disabledUsers = await db
    .select({ userId: messagingDisabledUsers.userId })
    .from(messagingDisabledUsers)
    .where(eq(messagingDisabledUsers.accountId, accountId))
    .orderBy(asc(messagingDisabledUsers.userId));
  return {
    accountId,
    messagingDisabled: s.messagingDisabled,
    vsuDisabled: s.vsuDisabled,
    smsDisabled: s.smsDisabled,
    offNetSmsDisabled: s.offNetSmsDisabled,
    disabledUserIds: disabledUsers.map((u) => u.userId),
  };
}

/** Refuses ids that are not users of the account, naming them (nothing is written). */
export async function requireAccountUsers(db: DbOrTx, accountId: number, ids: number[], field: string) {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return distinct;
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.accountId, accountId), inArray(users.id, distinct)));
  const ours = new Set(found.map((u) => u.id));
  const strangers = distinct.filter((id) => !ours.has(id));
  if (strangers.length > 0)
    throw validationFailed([
      {
        field,
        message: `Not a user of this account: ${strangers.join(', ')}. Choose users of this account.`,
      },
    ]);
  return distinct;
}

/** C-235. */
export async function switchUsers(db: DbOrTx, accountId: number, userIds: number[], disabled: boolean) {
  const ids = await requireAccountUsers(db, accountId, userIds, 'userIds');
  if (disabled)
    await db
      .insert(messagingDisabledUsers)
      .values(ids.map((userId) => ({ userId, accountId })))
      .onConflictDoNothing();
  else await db.delete(messagingDisabledUsers).where(inArray(messagingDisabledUsers.userId, ids));
  return disableConfig(db, accountId);
}

/** Whether this user may send and receive texts now, and if not, why. */
export async function userMessaging(db: DbOrTx, accountId: number, userId: number) {
  const s = await readSettings(db, accountId);
  const [off] = await db
    .select({ userId: messagingDisabledUsers.userId })
    .from(messagingDisabledUsers)
    .where(eq(messagingDisabledUsers.userId, userId));
  const reason = s.messagingDisabled
    ? 'Messaging is turned off for the company.'
    : off
      ? 'Messaging is turned off for this user.'
      : null;
  return { messagingEnabled: reason === null, messagingOffReason: reason };
}

/** C-224: whether the user has unread messages. */
export async function hasMessages(db: DbOrTx, accountId: number, userId: number) {
  const [counts] = await db
    .select({
      total: count(),
      unread:
        sql<number>`count(*) filter (where ${userMessages.readAt} is null and ${userMessages.direction} = 'in')`.mapWith(
          Number,
        ),
    })
    .from(userMessages)
    .where(eq(userMessages.userId, userId));
  return {
    userId,
    hasMessages: counts.unread > 0,
    unread: counts.unread,
    total: counts.total,
    ...(await userMessaging(db, accountId, userId)),
  };
}

/** C-225: marks every message of the user read, so the user has no new messages. */
export async function markAllRead(db: DbOrTx, accountId: number, userId: number, now: Date) {
  await db
    .update(userMessages)
    .set({ readAt: now })
    .where(and(eq(userMessages.userId, userId), isNull(userMessages.readAt)));
  return hasMessages(db, accountId, userId);
}

/** C-226: the user's threads, newest first, each with its messages in order. */
export async function listUserMessages(db: DbOrTx, accountId: number, userId: number) {
  const rows = await db
    .select()
    .from(userMessages)
    .where(eq(userMessages.userId, userId))
    .orderBy(asc(userMessages.sentAt), asc(userMessages.id));
  const threads = new Map<string, { peer: string; lastAt: string; messages: unknown[] }>();
  for (const m of rows) {
    const thread = threads.get(m.peer) ?? { peer: m.peer, lastAt: '', messages: [] };
    thread.messages.push({
      id: m.id,
      direction: m.direction,
      body: m.body,
      sentAt: m.sentAt.toISOString(),
      read: m.readAt !== null || m.direction === 'out',
    });
    thread.lastAt = m.sentAt.toISOString();
    threads.set(m.peer, thread);
  }
  return {
    userId,
    ...(await userMessaging(db, accountId, userId)),
    threads: [...threads.values()].sort((a, b) => b.lastAt.localeCompare(a.lastAt)),
  };
}

/** C-227: deletes every message of the user. */
export async function deleteUserMessages(db: DbOrTx, userId: number) {
  const gone = await db
    .delete(userMessages)
    .where(eq(userMessages.userId, userId))
    .returning({ id: userMessages.id });
  return { userId, deleted: gone.length };
}
