// Auto-attendants (virtual receptionists, CALL-03): the menu settings of an extension of type
// Auto Attendant, read with the extension's name and number, and written after the whole flow's
// check (checkNodeChange).
import { asc, eq } from 'drizzle-orm';
import type { Attendant } from '../../../src/domain/schemas/callFlow';
import type {
  AttendantBody,
  AttendantCreate,
  AttendantRecord,
} from '../../../src/domain/schemas/callHandling/flows';
import { tableRows } from '../../auth/rows';
import type { Db, DbOrTx } from '../../db/client';
import { autoAttendants, extensions } from '../../db/schema';
import { checkNodeChange } from './callFlowStore';
import { newNodeExtension } from './nodeExtension';

/** An auto-attendant, by `:vrId` (its extension id). */
export const attendantRows = tableRows('auto-attendant', autoAttendants, { id: autoAttendants.extensionId });
export type AttendantRow = typeof autoAttendants.$inferSelect;

const columns = {
  a: autoAttendants,
  name: extensions.userName,
  extensionNumber: extensions.extensionNumber,
};

function toJson(r: { a: AttendantRow; name: string; extensionNumber: string }): AttendantRecord {
  return {
    id: r.a.extensionId,
    accountId: r.a.accountId,
    name: r.name,
    extensionNumber: r.extensionNumber,
    keys: r.a.keys as Attendant['keys'],
    timeoutSeconds: r.a.timeoutSeconds,
    timeout: r.a.timeout as Attendant['timeout'],
    invalid: r.a.invalid as Attendant['invalid'],
  };
}

/** The account's auto-attendants, by extension number. */
export async function listAttendants(db: DbOrTx, accountId: number): Promise<AttendantRecord[]> {
  const rows = await db
    .select(columns)
    .from(autoAttendants)
    .innerJoin(extensions, eq(extensions.id, autoAttendants.extensionId))
    .where(eq(autoAttendants.accountId, accountId))
    .orderBy(asc(extensions.extensionNumber), asc(autoAttendants.extensionId));
  return rows.map(toJson);
}

export async function attendantJson(db: DbOrTx, id: number): Promise<AttendantRecord> {
  const [row] = await db
    .select(columns)
    .from(autoAttendants)
    .innerJoin(extensions, eq(extensions.id, autoAttendants.extensionId))
    .where(eq(autoAttendants.extensionId, id));
  return toJson(row);
}

/** Changes the menu (and the extension's name) after checking it against the whole flow. */
export async function changeAttendant(
  db: Db,
  row: AttendantRow,
  body: AttendantBody,
): Promise<AttendantRecord> {
  return db.transaction(async (tx) => {
    await checkNodeChange(tx, row.accountId, 'attendant', { id: row.extensionId, ...body });
    await tx
      .update(autoAttendants)
      .set({
        keys: body.keys,
        timeoutSeconds: body.timeoutSeconds,
        timeout: body.timeout,
        invalid: body.invalid,
      })
      .where(eq(autoAttendants.extensionId, row.extensionId));
    await tx.update(extensions).set({ userName: body.name }).where(eq(extensions.id, row.extensionId));
    return attendantJson(tx, row.extensionId);
  });
}

/**
 * A new auto-attendant (decision 0099): its extension and an empty menu; a caller who presses
 * nothing or a wrong key is hung up on until the menu is set.
 */
export async function createAttendant(
  db: Db,
  accountId: number,
  body: AttendantCreate,
): Promise<AttendantRecord> {
  return db.transaction(async (tx) => {
    const id = await newNodeExtension(tx, accountId, 'Auto Attendant', body.name, body.extension);
    const hangup = { kind: 'hangup' } as const;
    await tx
      .insert(autoAttendants)
      .values({ extensionId: id, accountId, keys: {}, timeout: hangup, invalid: hangup });
    return attendantJson(tx, id);
  });
}
