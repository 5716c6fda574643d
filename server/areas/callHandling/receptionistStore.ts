// Receptionist consoles (C-401..C-404, C-511): the extensions a receptionist watches, the
// receptionist's own extension and where unanswered calls go. Extensions must be the account's;
// the no-answer destination must exist in the account's flow.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { indexFlow } from '../../../src/domain/callFlow';
import { destinationKey, missingWords } from '../../../src/domain/callFlow/graph';
import type { Destination } from '../../../src/domain/schemas/callFlow';
import type {
  ReceptionistBody,
  ReceptionistConsole,
  WatchedGreeting,
} from '../../../src/domain/schemas/callHandling/flows';
import { tableRows } from '../../auth/rows';
import type { Db, DbOrTx } from '../../db/client';
import { greetings, receptionistConsoles } from '../../db/schema';
import { refuseUniqueViolation } from '../../db/uniqueViolation';
import { type FieldError, validationFailed } from '../../http/errors';
import { foreignExtensions, loadCallFlow } from './callFlowStore';
import { GREETING_INFO_COLUMNS } from './greetingStore';

/** A receptionist console, by `:receptionistId`. */
export const receptionistRows = tableRows('receptionist console', receptionistConsoles);
export type ReceptionistRow = typeof receptionistConsoles.$inferSelect;

const toJson = (r: ReceptionistRow): ReceptionistConsole => ({
  id: r.id,
  accountId: r.accountId,
  name: r.name,
  extensionId: r.extensionId,
  monitored: r.monitored as number[],
  noAnswer: (r.noAnswer as Destination | null) ?? null,
});
export const receptionistJson = toJson;

export async function listReceptionists(db: DbOrTx, accountId: number): Promise<ReceptionistConsole[]> {
  const rows = await db
    .select()
    .from(receptionistConsoles)
    .where(eq(receptionistConsoles.accountId, accountId))
    .orderBy(asc(receptionistConsoles.name), asc(receptionistConsoles.id));
  return rows.map(toJson);
}

/** Ids and names only, for pickers (C-511). */
export async function receptionistNames(db: DbOrTx, accountId: number) {
  return db
    .select({ id: receptionistConsoles.id, name: receptionistConsoles.name })
    .from(receptionistConsoles)
    .where(eq(receptionistConsoles.accountId, accountId))
    .orderBy(asc(receptionistConsoles.name), asc(receptionistConsoles.id));
}

export async function changeReceptionist(db: Db, row: ReceptionistRow, body: ReceptionistBody) {
  const errors: FieldError[] = [];
  if (body.extensionId !== null && (await foreignExtensions(db, row.accountId, [body.extensionId])).length)
    errors.push({
      field: 'extensionId',
      message: `There is no extension ${body.extensionId} in this account.`,
    });
  const foreign = await foreignExtensions(db, row.accountId, body.monitored);
  for (const id of foreign)
    errors.push({
      field: `monitored.${body.monitored.indexOf(id)}`,
      message: `There is no extension ${id} in this account.`,
    });
  if (body.noAnswer) {
    const key = destinationKey(body.noAnswer);
    const d = body.noAnswer;
    if (key && 'id' in d && !indexFlow(await loadCallFlow(db, row.accountId)).has(key))
      errors.push({ field: 'noAnswer', message: `No answer: ${missingWords(d)}.` });
  }
  if (errors.length) throw validationFailed(errors);
  try {
    const [changed] = await db
      .update(receptionistConsoles)
      .set({
        name: body.name,
        extensionId: body.extensionId,
        monitored: body.monitored,
        noAnswer: body.noAnswer,
      })
      .where(eq(receptionistConsoles.id, row.id))
      .returning();
    return toJson(changed);
  } catch (error) {
    refuseUniqueViolation(error, {
      receptionist_consoles_account_name_idx: {
        field: 'name',
        message: 'Another receptionist console of the account has this name.',
      },
    });
  }
}

/** The greetings of the extensions the console watches, as metadata (no audio). */
export async function watchedGreetings(db: DbOrTx, row: ReceptionistRow): Promise<WatchedGreeting[]> {
  const ids = row.monitored as number[];
  if (!ids.length) return [];
  return db
    .select({ ...GREETING_INFO_COLUMNS, extensionId: greetings.ownerId })
    .from(greetings)
    .where(
      and(
        eq(greetings.accountId, row.accountId),
        eq(greetings.ownerKind, 'extension'),
        inArray(greetings.ownerId, ids),
      ),
    )
    .orderBy(asc(greetings.ownerId), asc(greetings.greetingKey));
}
