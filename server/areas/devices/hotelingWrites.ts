// Account-wide changes of the hoteling service (issue 16, decision 0082): its settings, many
// lines at once (all or none), and which devices a kit (extension) has.
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { BulkLines } from '../../../src/domain/schemas/device';
import type { DbOrTx } from '../../db/client';
import { devices, hotelingSettings, lines } from '../../db/schema';
import { validationFailed } from '../../http/errors';
import type { KitRow } from './deviceRows';
import { checkLineTargets } from './deviceWrites';

/** Changes an account's hoteling settings, making its row on first need. */
export async function changeSettings(
  db: DbOrTx,
  accountId: number,
  change: { enabled?: boolean; autoLogoutMinutes?: number | null },
) {
  const values = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined));
  await db
    .insert(hotelingSettings)
    .values({ accountId, ...values })
    .onConflictDoUpdate({
      target: hotelingSettings.accountId,
      set: Object.keys(values).length ? values : { accountId },
    });
}

/**
 * Changes many lines of an account in one transaction (C-456): every line must be the account's,
 * and every location and extension named must be (ERR-08) and be ready (ERR-07), or none changes.
 */
export async function bulkUpdateLines(
  db: DbOrTx,
  accountId: number,
  body: BulkLines,
  now: Date,
): Promise<number[]> {
  const ids = body.lines.map((l) => l.id);
  const own = new Set(
    (
      await db
        .select({ id: lines.id })
        .from(lines)
        .where(and(eq(lines.accountId, accountId), inArray(lines.id, ids)))
    ).map((l) => l.id),
  );
  const strangers = body.lines.flatMap((l, i) =>
    own.has(l.id) ? [] : [{ field: `lines.${i}.id`, message: 'Choose a line of this account.' }],
  );
  if (strangers.length) throw validationFailed(strangers);
  await checkLineTargets(db, accountId, body.lines, now);
  await db.transaction(async (tx) => {
    for (const l of body.lines) {
      const change: Partial<typeof lines.$inferInsert> = {};
      if (l.e911LocationId !== undefined) change.e911LocationId = l.e911LocationId;
      if (l.extensionId !== undefined) change.extensionId = l.extensionId;
      if (Object.keys(change).length) await tx.update(lines).set(change).where(eq(lines.id, l.id));
    }
  });
  return ids;
}

/**
 * Makes `deviceIds` the devices of a kit (C-457): those become its (their lines on their old
 * extension, or on none, follow), and its others are unassigned (their lines on the kit let go).
 * A device that changes hands is logged out.
 */
export async function setKitDevices(db: DbOrTx, kit: KitRow, deviceIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(deviceIds)];
  const found = wanted.length
    ? await db
        .select({ id: devices.id, extensionId: devices.extensionId })
        .from(devices)
        .where(and(eq(devices.accountId, kit.accountId), inArray(devices.id, wanted)))
    : [];
  const known = new Set(found.map((d) => d.id));
  const strangers = deviceIds.flatMap((id, i) =>
    known.has(id) ? [] : [{ field: `deviceIds.${i}`, message: 'Choose a device of this account.' }],
  );
  if (strangers.length) throw validationFailed(strangers);
  await db.transaction(async (tx) => {
    const leaving = await tx
      .update(devices)
      .set({ extensionId: null, loggedInUserId: null, loggedInAt: null })
      .where(and(eq(devices.extensionId, kit.id), wanted.length ? notInArray(devices.id, wanted) : sql`true`))
      .returning({ id: devices.id });
    if (leaving.length)
      await tx
        .update(lines)
        .set({ extensionId: null })
        .where(
          and(
            eq(lines.extensionId, kit.id),
            inArray(
              lines.deviceId,
              leaving.map((d) => d.id),
            ),
          ),
        );
    for (const d of found) {
      if (d.extensionId === kit.id) continue;
      await tx
        .update(devices)
        .set({ extensionId: kit.id, loggedInUserId: null, loggedInAt: null })
        .where(eq(devices.id, d.id));
      await tx
        .update(lines)
        .set({ extensionId: kit.id })
        .where(
          and(
            eq(lines.deviceId, d.id),
            d.extensionId == null
              ? sql`${lines.extensionId} is null`
              : sql`(${lines.extensionId} = ${d.extensionId} or ${lines.extensionId} is null)`,
          ),
        );
    }
  });
}
