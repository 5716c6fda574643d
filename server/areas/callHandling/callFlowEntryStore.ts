// A call flow's entries (CALL-03): one of the account's numbers and where its calls go first.
// The number must be the account's own; the destination is checked with the whole flow (it
// exists in the account), and the route tester walks the flow from these entries.
import { and, asc, eq } from 'drizzle-orm';
import { flowProblems } from '../../../src/domain/callFlow';
import { digitsOf } from '../../../src/domain/callFlow/routeCall';
import type { Destination } from '../../../src/domain/schemas/callFlow';
import type { CallFlowEntry, CallFlowEntryBody } from '../../../src/domain/schemas/callHandling/flows';
import { tableRows } from '../../auth/rows';
import type { Db, DbOrTx } from '../../db/client';
import { callFlows, phoneNumbers } from '../../db/schema';
import { refuseUniqueViolation } from '../../db/uniqueViolation';
import { validationFailed } from '../../http/errors';
import { loadCallFlow } from './callFlowStore';

/** A call flow's entry, by `:callFlowId`. */
export const callFlowRows = tableRows('call flow', callFlows);
export type CallFlowRow = typeof callFlows.$inferSelect;

const toJson = (r: CallFlowRow): CallFlowEntry => ({
  id: r.id,
  accountId: r.accountId,
  name: r.name,
  number: r.phoneNumber,
  destination: r.destination as Destination,
});

const TAKEN = {
  call_flows_account_number_idx: { field: 'number', message: 'This number already has a call flow.' },
};

export async function listEntries(db: DbOrTx, accountId: number): Promise<CallFlowEntry[]> {
  const rows = await db
    .select()
    .from(callFlows)
    .where(eq(callFlows.accountId, accountId))
    .orderBy(asc(callFlows.name), asc(callFlows.id));
  return rows.map(toJson);
}

/** The account's number as its numbers hold it, or a 400 on `number`. */
async function ownNumber(db: DbOrTx, accountId: number, number: string): Promise<string> {
  const digits = digitsOf(number);
  const rows = await db
    .select({ phoneNumber: phoneNumbers.phoneNumber })
    .from(phoneNumbers)
    .where(eq(phoneNumbers.accountId, accountId));
  const found = rows.find((r) => digitsOf(r.phoneNumber) === digits);
  if (!found)
    throw validationFailed([{ field: 'number', message: `${number} is not one of the account’s numbers.` }]);
  return found.phoneNumber;
}

/** Checks the entry's destination with the whole flow, the entry in place of `replacing`'s number. */
async function checkEntry(
  db: DbOrTx,
  accountId: number,
  number: string,
  destination: Destination,
  replacing?: string,
) {
  const flow = await loadCallFlow(db, accountId);
  const others = flow.numbers.filter((n) => n.number !== replacing);
  if (others.some((n) => digitsOf(n.number) === digitsOf(number)))
    throw validationFailed([{ field: 'number', message: 'This number already has a call flow.' }]);
  const numbers = [...others, { number, destination }];
  const at = numbers.length - 1;
  const errors = flowProblems({ ...flow, numbers })
    .errors.filter((p) => p.path[0] === 'numbers' && p.path[1] === at)
    .map((p) => ({ field: String(p.path[2] ?? 'destination'), message: p.message }));
  if (errors.length) throw validationFailed(errors);
}

export async function addEntry(db: Db, accountId: number, body: CallFlowEntryBody): Promise<CallFlowEntry> {
  try {
    return await db.transaction(async (tx) => {
      const number = await ownNumber(tx, accountId, body.number);
      await checkEntry(tx, accountId, number, body.destination);
      const [row] = await tx
        .insert(callFlows)
        .values({ accountId, name: body.name || number, phoneNumber: number, destination: body.destination })
        .returning();
      return toJson(row);
    });
  } catch (error) {
    refuseUniqueViolation(error, TAKEN);
  }
}

export async function changeEntry(db: Db, row: CallFlowRow, body: CallFlowEntryBody): Promise<CallFlowEntry> {
  try {
    return await db.transaction(async (tx) => {
      const number = await ownNumber(tx, row.accountId, body.number);
      await checkEntry(tx, row.accountId, number, body.destination, row.phoneNumber);
      const [changed] = await tx
        .update(callFlows)
        .set({ name: body.name || row.name, phoneNumber: number, destination: body.destination })
        .where(and(eq(callFlows.id, row.id), eq(callFlows.accountId, row.accountId)))
        .returning();
      return toJson(changed);
    });
  } catch (error) {
    refuseUniqueViolation(error, TAKEN);
  }
}

export async function deleteEntry(db: Db, row: CallFlowRow): Promise<void> {
  await db.delete(callFlows).where(eq(callFlows.id, row.id));
}

export const entryJson = toJson;
