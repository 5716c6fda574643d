// Schedules (CALL-03, decision 0091): business hours per weekday, holidays and a time zone (null:
// the account's), and where calls go when open, closed and on a holiday. Every write is checked
// against the whole flow (checkNodeChange); a delete is refused while something sends calls here.
import { asc, eq } from 'drizzle-orm';
import type { Destination, Schedule } from '../../../src/domain/schemas/callFlow';
import type { ScheduleBody, ScheduleRecord } from '../../../src/domain/schemas/callHandling/flows';
import { tableRows } from '../../auth/rows';
import type { Db, DbOrTx } from '../../db/client';
import { accounts, schedules } from '../../db/schema';
import { refuseUniqueViolation } from '../../db/uniqueViolation';
import { checkNodeChange, refuseWhileReferenced } from './callFlowStore';

/** A schedule, by `:scheduleId`. */
export const scheduleRows = tableRows('schedule', schedules);
export type ScheduleRow = typeof schedules.$inferSelect;

/** The id a node being added is checked under: no row has it. */
const NEW_NODE_ID = 0;

const NAME_TAKEN = {
  schedules_account_name_idx: { field: 'name', message: 'Another schedule of the account has this name.' },
};

export async function accountZone(db: DbOrTx, accountId: number): Promise<string> {
  const [a] = await db
    .select({ timeZone: accounts.timeZone })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return a?.timeZone ?? 'UTC';
}

const toJson = (s: ScheduleRow, zone: string): ScheduleRecord => ({
  id: s.id,
  accountId: s.accountId,
  name: s.name,
  timeZone: s.timeZone,
  effectiveTimeZone: s.timeZone ?? zone,
  hours: s.hours as Schedule['hours'],
  holidays: s.holidays as Schedule['holidays'],
  open: s.open as Destination,
  closed: s.closed as Destination,
  holiday: (s.holiday as Destination | null) ?? null,
});

export async function listSchedules(db: DbOrTx, accountId: number): Promise<ScheduleRecord[]> {
  const zone = await accountZone(db, accountId);
  const rows = await db
    .select()
    .from(schedules)
    .where(eq(schedules.accountId, accountId))
    .orderBy(asc(schedules.name), asc(schedules.id));
  return rows.map((r) => toJson(r, zone));
}

export async function scheduleJson(db: DbOrTx, row: ScheduleRow): Promise<ScheduleRecord> {
  return toJson(row, await accountZone(db, row.accountId));
}

/** The node the flow check reads: the schedule as it would be, in its effective zone. */
const nodeOf = (id: number, body: ScheduleBody, zone: string): Schedule => ({
  id,
  name: body.name,
  timeZone: body.timeZone ?? zone,
  hours: body.hours,
  holidays: body.holidays,
  open: body.open,
  closed: body.closed,
  ...(body.holiday ? { holiday: body.holiday } : {}),
});

const columnsOf = (body: ScheduleBody) => ({
  name: body.name,
  timeZone: body.timeZone,
  hours: body.hours,
  holidays: body.holidays,
  open: body.open,
  closed: body.closed,
  holiday: body.holiday,
});

/** Adds a schedule; its destinations must exist in the account (a 400 on the field otherwise). */
export async function addSchedule(db: Db, accountId: number, body: ScheduleBody): Promise<ScheduleRecord> {
  try {
    return await db.transaction(async (tx) => {
      const zone = await accountZone(tx, accountId);
      // Checked before it exists (nothing can send calls to it yet, so no loop runs through it):
      // a check after the insert would count its own problems as there before the change.
      await checkNodeChange(tx, accountId, 'schedule', nodeOf(NEW_NODE_ID, body, zone));
      const [row] = await tx
        .insert(schedules)
        .values({ accountId, ...columnsOf(body) })
        .returning();
      return toJson(row, zone);
    });
  } catch (error) {
    refuseUniqueViolation(error, NAME_TAKEN);
  }
}

export async function changeSchedule(db: Db, row: ScheduleRow, body: ScheduleBody): Promise<ScheduleRecord> {
  try {
    return await db.transaction(async (tx) => {
      const zone = await accountZone(tx, row.accountId);
      await checkNodeChange(tx, row.accountId, 'schedule', nodeOf(row.id, body, zone));
      const [changed] = await tx
        .update(schedules)
        .set(columnsOf(body))
        .where(eq(schedules.id, row.id))
        .returning();
      return toJson(changed, zone);
    });
  } catch (error) {
    refuseUniqueViolation(error, NAME_TAKEN);
  }
}

/** Deletes a schedule no number or node sends calls to (409 in_use naming them otherwise). */
export async function deleteSchedule(db: Db, row: ScheduleRow): Promise<void> {
  await db.transaction(async (tx) => {
    await refuseWhileReferenced(tx, row.accountId, 'schedule', row.id);
    await tx.delete(schedules).where(eq(schedules.id, row.id));
  });
}
