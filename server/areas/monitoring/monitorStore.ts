// Call monitoring's data (REC-03, decision 0105): who may monitor which extension and how. A pair
// is checked before it is written: the user and the extension are the account's, and no one
// monitors their own extension. The whole list (C-085) is replaced in one transaction.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type {
  CallMonitoring,
  MonitoringChange,
  MonitorMode,
  MonitorPair,
  MonitorPairInput,
} from '../../../src/domain/schemas/monitoring';
import type { DbOrTx } from '../../db/client';
import { callMonitors, extensions, users } from '../../db/schema';
import { validationFailed } from '../../http/errors';
import { saveSettings, settingsOf } from '../recordingRules/settingsStore';

export const NOT_A_USER = 'Choose a user of this account.';
export const NOT_AN_EXTENSION = 'Choose an extension of this account.';
export const OWN_EXTENSION = 'A user does not monitor their own extension.';

export async function monitoringOf(db: DbOrTx, accountId: number): Promise<CallMonitoring> {
  const items = await db
    .select({
      monitorUserId: callMonitors.monitorUserId,
      extensionId: callMonitors.extensionId,
      mode: sql<MonitorMode>`${callMonitors.mode}`,
      monitorName: sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`,
      extension: extensions.extensionNumber,
      extensionName: extensions.userName,
    })
    .from(callMonitors)
    .innerJoin(users, eq(users.id, callMonitors.monitorUserId))
    .innerJoin(extensions, eq(extensions.id, callMonitors.extensionId))
    .where(eq(callMonitors.accountId, accountId))
    .orderBy(asc(callMonitors.monitorUserId), asc(extensions.extensionNumber));
  const { monitoringEnabled } = await settingsOf(db, accountId);
  return { accountId, enabled: monitoringEnabled, items: items as MonitorPair[] };
}

/** Why a pair cannot be written, or undefined when it can. */
export async function pairRefusals(
  db: DbOrTx,
  accountId: number,
  pairs: readonly Pick<MonitorPairInput, 'monitorUserId' | 'extensionId'>[],
): Promise<(string | undefined)[]> {
  const userIds = [...new Set(pairs.map((p) => p.monitorUserId))];
  const extensionIds = [...new Set(pairs.map((p) => p.extensionId))];
  const foundUsers = new Set(
    userIds.length === 0
      ? []
      : (
          await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.accountId, accountId), inArray(users.id, userIds)))
        ).map((u) => u.id),
  );
  const owners = new Map(
    extensionIds.length === 0
      ? []
      : (
          await db
            .select({ id: extensions.id, userId: extensions.userId })
            .from(extensions)
            .where(and(eq(extensions.accountId, accountId), inArray(extensions.id, extensionIds)))
        ).map((e) => [e.id, e.userId]),
  );
  return pairs.map((p) => {
    if (!foundUsers.has(p.monitorUserId)) return NOT_A_USER;
    if (!owners.has(p.extensionId)) return NOT_AN_EXTENSION;
    if (owners.get(p.extensionId) === p.monitorUserId) return OWN_EXTENSION;
    return undefined;
  });
}

/** The switch and, when given, the whole list at once (C-085): all pairs valid, or nothing changes. */
export async function changeMonitoring(
  db: DbOrTx,
  accountId: number,
  change: MonitoringChange,
): Promise<void> {
  const items = change.items;
  if (items) {
    const refusals = await pairRefusals(db, accountId, items);
    const errors = refusals.flatMap((message, i) =>
      message
        ? [{ field: `items.${i}.${message === NOT_A_USER ? 'monitorUserId' : 'extensionId'}`, message }]
        : [],
    );
    const seen = new Set<string>();
    items.forEach((p, i) => {
      const key = `${p.monitorUserId}:${p.extensionId}`;
      if (seen.has(key))
        errors.push({ field: `items.${i}.extensionId`, message: 'This pair is in the list twice.' });
      seen.add(key);
    });
    if (errors.length > 0) throw validationFailed(errors);
  }
  await db.transaction(async (tx) => {
    if (change.enabled !== undefined)
      await saveSettings(tx, accountId, { monitoringEnabled: change.enabled });
    if (!items) return;
    await tx.delete(callMonitors).where(eq(callMonitors.accountId, accountId));
    if (items.length > 0) await tx.insert(callMonitors).values(items.map((p) => ({ ...p, accountId })));
  });
}

/** One pair set to a mode, or removed with 'none' (a row of the bulk change). */
export async function setPair(
  db: DbOrTx,
  accountId: number,
  monitorUserId: number,
  extensionId: number,
  mode: MonitorMode | 'none',
): Promise<void> {
  if (mode === 'none') {
    await db
      .delete(callMonitors)
      .where(and(eq(callMonitors.monitorUserId, monitorUserId), eq(callMonitors.extensionId, extensionId)));
    return;
  }
  await db
    .insert(callMonitors)
    .values({ accountId, monitorUserId, extensionId, mode })
    .onConflictDoUpdate({ target: [callMonitors.monitorUserId, callMonitors.extensionId], set: { mode } });
}
