// What a change does to one phone number (NUM-04, NUM-05, decision 0090): the rules that refuse a
// number (in words), whether it is already so, and the write. The rules are SQL expressions over
// phone_numbers, so the dry run counts them for 40,000 numbers in one statement and a batch of
// the task reads them for its numbers with the same words: one reading of each rule.
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { HOME_ACCOUNT_ID } from '../../../src/domain/accounts';
import {
  BLANK_BACKUP_NUMBER,
  CALL_RELATED_STATUSES,
  MOVE_BATCH_DEFAULT,
  numberDigits,
} from '../../../src/domain/phoneNumbers';
import type { NumberChange } from '../../../src/domain/schemas/phoneNumber';
import type { DbOrTx } from '../../db/client';
import { auditEvents, customTags, phoneNumbers } from '../../db/schema';

/** Rows per batch of every bulk change but a move (one transaction each). */
export const NUMBER_CHANGE_BATCH = 500;

/** The admin event kind (RPT-03), as the areas' admin writes record it. */
const ADMIN_EVENT = 4;

export const NOT_IN_ACCOUNT = 'The number is not a number of this account.';
export const PORTING = 'The number is being ported; it can be changed once the port completes.';
export const CALL_RELATED =
  'The number is used by a call queue, call group, auto attendant, conference or fax; change it there.';
export const ASSIGNED = 'The number is assigned to an extension: remove it from use first.';
export const NOT_BYOC = 'Only bring-your-own-carrier numbers can be deleted.';
export const NOT_PROVISIONABLE = 'Only reserved numbers and numbers being ported in can be provisioned.';
export const HOME_INVENTORY = 'The number is in the platform’s own inventory and has nowhere to go.';
export const tagMissing = (tag: string) => `There is no custom tag ${tag} in this account.`;
export const callerIdMissing = (callerId: string) => `${callerId} is not a number of this account.`;

/** A change as a task stores it (bulk_tasks.params.change): its values already in stored form. */
export type StoredChange = NumberChange;

/**
 * The change as stored: NUM-05 a blank backup number is a single space, numbers are digits, a
 * blank caller-id name clears it, a move has its batch size.
 */
export function storedChange(change: NumberChange): StoredChange {
  switch (change.action) {
    case 'backupNumber': {
      const digits = numberDigits(change.backupNumber);
      return { ...change, backupNumber: digits || BLANK_BACKUP_NUMBER };
    }
    case 'callerIdCode':
      return { ...change, callerId: numberDigits(change.callerId) };
    case 'move':
      return { ...change, batchSize: change.batchSize ?? MOVE_BATCH_DEFAULT };
    default:
      return change;
  }
}

const callRelated = sql.raw(`(${CALL_RELATED_STATUSES.map((s) => `'${s}'`).join(', ')})`);
const isPorting = sql`${phoneNumbers.status} in ('Porting In', 'Porting Out')`;
const isCallRelated = sql`${phoneNumbers.status} in ${callRelated}`;
const isAssigned = sql`${phoneNumbers.extensionId} is not null`;

/** The account's tag of that name (any case), as the tag spells it; null when there is none. */
const tagOf = (accountId: number, name: string) =>
  sql`(select ${customTags.name} from ${customTags} where ${customTags.accountId} = ${accountId} and lower(${customTags.name}) = lower(${name}) limit 1)`;

/** The value a change writes to the column it changes (null for an action that moves the row). */
function newValue(change: StoredChange, accountId: number): SQL | null {
  switch (change.action) {
    case 'status':
      return sql`${change.status}::text`;
    case 'callerIdName':
      return change.callerIdName ? sql`${change.callerIdName}::text` : sql`null::text`;
    case 'callerIdCode':
      return sql`${change.callerId}::text`;
    case 'customTag':
      return change.customTag === null ? sql`null::text` : tagOf(accountId, change.customTag);
    case 'provider':
      return sql`${change.provider}::text`;
    case 'backupNumber':
      return sql`${change.backupNumber}::text`;
    case 'initialAssign':
      return change.initialAssign ? sql`${change.initialAssign}::text` : sql`null::text`;
    default:
      return null;
  }
}

/** What the audit event says a number was before (the column the change writes). */
export function fromValue(change: StoredChange): SQL {
  switch (change.action) {
    case 'callerIdName':
      return sql`${phoneNumbers.callerIdName}`;
    case 'callerIdCode':
      return sql`${phoneNumbers.callerId}`;
    case 'customTag':
      return sql`${phoneNumbers.customTag}`;
    case 'provider':
      return sql`${phoneNumbers.providerName}`;
    case 'backupNumber':
      return sql`${phoneNumbers.backupNumber}`;
    case 'initialAssign':
      return sql`${phoneNumbers.initialAssign}`;
    case 'removeFromAccount':
    case 'move':
      return sql`${phoneNumbers.accountId}::text`;
    default:
      return sql`${phoneNumbers.status}`;
  }
}

/** What the audit event says a number is after the change. */
function toValue(change: StoredChange, accountId: number, from: string | null): string | number | null {
  switch (change.action) {
    case 'status':
      return change.status;
    case 'callerIdName':
      return change.callerIdName || null;
    case 'callerIdCode':
      return change.callerId;
    case 'customTag':
      return change.customTag;
    case 'provider':
      return change.provider;
    case 'backupNumber':
      return change.backupNumber;
    case 'initialAssign':
      return change.initialAssign || null;
    case 'removeFromUse':
    case 'provision':
      return 'Available';
    case 'removeFromAccount':
      return HOME_ACCOUNT_ID;
    case 'move':
      return change.accountId;
    case 'deleteByoc':
      return null;
    default:
      return from ?? accountId;
  }
}

/** Each refusal of a change, first that applies wins: [condition, reason]. */
function refusals(change: StoredChange, accountId: number): [SQL, string][] {
  const inUse: [SQL, string][] = [
    [isPorting, PORTING],
    [isCallRelated, CALL_RELATED],
  ];
  switch (change.action) {
    case 'status':
      return [...inUse, [isAssigned, ASSIGNED]];
    case 'callerIdCode':
      return [
        [
          sql`not exists (select 1 from ${phoneNumbers} own where own.account_id = ${accountId} and own.phone_number = ${change.callerId})`,
          callerIdMissing(change.callerId),
        ],
      ];
    case 'customTag':
      return change.customTag === null
        ? []
        : [[sql`${tagOf(accountId, change.customTag)} is null`, tagMissing(change.customTag)]];
    case 'removeFromUse':
      return inUse;
    case 'removeFromAccount':
      return accountId === HOME_ACCOUNT_ID
        ? [[sql`true`, HOME_INVENTORY]]
        : [...inUse, [isAssigned, ASSIGNED]];
    case 'provision':
      return [
        [
          sql`${phoneNumbers.status} not in ('Porting In', 'Reserved', 'Available', 'Assigned')`,
          NOT_PROVISIONABLE,
        ],
      ];
    case 'deleteByoc':
      return [[sql`${phoneNumbers.providerName} <> 'BYOC'`, NOT_BYOC], ...inUse, [isAssigned, ASSIGNED]];
    case 'move':
      return [...inUse, [isAssigned, ASSIGNED]];
    default:
      return [];
  }
}

/** The reason a number is refused, in words, or null when the change may be made. */
export function reasonSql(change: StoredChange, accountId: number): SQL<string | null> {
  const rules = refusals(change, accountId);
  if (!rules.length) return sql<string | null>`null::text`;
  const whens = rules.map(([when, reason]) => sql`when ${when} then ${reason}::text`);
  return sql<string | null>`(case ${sql.join(whens, sql` `)} else null end)`;
}

/** True when the number is already as the change would leave it (nothing to write). */
export function unchangedSql(change: StoredChange, accountId: number): SQL<boolean> {
  const value = newValue(change, accountId);
  if (value) {
    const column = {
      status: phoneNumbers.status,
      callerIdName: phoneNumbers.callerIdName,
      callerIdCode: phoneNumbers.callerId,
      customTag: phoneNumbers.customTag,
      provider: phoneNumbers.providerName,
      backupNumber: phoneNumbers.backupNumber,
      initialAssign: phoneNumbers.initialAssign,
    }[change.action as 'status'];
    return sql<boolean>`(${column} is not distinct from ${value})`;
  }
  switch (change.action) {
    case 'removeFromUse':
      return sql<boolean>`(${phoneNumbers.extensionId} is null and ${phoneNumbers.status} <> 'Assigned')`;
    case 'provision':
      return sql<boolean>`(${phoneNumbers.status} in ('Available', 'Assigned'))`;
    default:
      return sql<boolean>`false`;
  }
}

/** The numbers a change acts on in one statement: ids, all of the same account. */
async function write(db: DbOrTx, change: StoredChange, accountId: number, ids: number[]): Promise<void> {
  const these = sql`${phoneNumbers.id} = any(${`{${ids.join(',')}}`}::int[])`;
  const where = and(eq(phoneNumbers.accountId, accountId), these);
  const value = newValue(change, accountId);
  if (value) {
    const set = {
      status: { status: value },
      callerIdName: { callerIdName: value },
      callerIdCode: { callerId: value },
      customTag: { customTag: value },
      provider: { providerName: value },
      backupNumber: { backupNumber: value },
      initialAssign: { initialAssign: value },
    }[change.action as 'status'];
    await db.update(phoneNumbers).set(set).where(where);
    return;
  }
  switch (change.action) {
    case 'removeFromUse':
    case 'provision':
      await db.update(phoneNumbers).set({ extensionId: null, status: 'Available' }).where(where);
      return;
    case 'removeFromAccount':
    case 'move': {
      // One column says whose it is, so a number is never in two accounts or none: the UPDATE
      // moves it whole, or (its batch rolled back) not at all. What belongs to the old account
      // (its tag, its caller id) stays behind.
      const target = change.action === 'move' ? change.accountId : HOME_ACCOUNT_ID;
      await db
        .update(phoneNumbers)
        .set({
          accountId: target,
          customTag: null,
          callerId: null,
          ...(change.action === 'removeFromAccount'
            ? { status: 'Available', callerIdName: null, backupNumber: null, initialAssign: null }
            : {}),
        })
        .where(where);
      return;
    }
    case 'deleteByoc':
      await db.delete(phoneNumbers).where(where);
      return;
  }
}

/** One number as a change found it. */
export interface NumberFound {
  digits: string;
  id: number | null;
  from: string | null;
  reason: string | null;
  unchanged: boolean;
}

/** The outcome of a change on one number. */
export interface NumberOutcome {
  digits: string;
  id: number | null;
  status: 'changed' | 'unchanged' | 'refused';
  reason?: string;
}

/** Who makes a change: the audit events name them. */
export interface ChangeActor {
  userId: number | null;
  homeAccountId: number | null;
  taskId: number | null;
}

/**
 * Makes a change to the named numbers of an account in the caller's transaction: reads them
 * locked with the rules' verdicts, writes those that may change in one statement, and writes one
 * audit event per changed number ('number:<digits>', decision 0090). Answers each number's outcome.
 */
export async function changeNumbers(
  db: DbOrTx,
  now: Date,
  accountId: number,
  change: StoredChange,
  digits: string[],
  actor: ChangeActor,
): Promise<NumberOutcome[]> {
  const found = await db
    .select({
      digits: phoneNumbers.phoneNumber,
      id: phoneNumbers.id,
      from: sql<string | null>`${fromValue(change)}`,
      reason: reasonSql(change, accountId),
      unchanged: unchangedSql(change, accountId),
    })
    .from(phoneNumbers)
    .where(
      and(
        eq(phoneNumbers.accountId, accountId),
        sql`${phoneNumbers.phoneNumber} = any(${`{${digits.join(',')}}`}::text[])`,
      ),
    )
    .for('update');
  const byDigits = new Map(found.map((f) => [f.digits, f]));
  const outcomes: NumberOutcome[] = digits.map((d) => {
    const f = byDigits.get(d);
    if (!f) return { digits: d, id: null, status: 'refused', reason: NOT_IN_ACCOUNT };
    if (f.reason) return { digits: d, id: f.id, status: 'refused', reason: f.reason };
    return { digits: d, id: f.id, status: f.unchanged ? 'unchanged' : 'changed' };
  });
  const changed = outcomes.filter((o) => o.status === 'changed');
  if (!changed.length) return outcomes;
  await write(
    db,
    change,
    accountId,
    changed.map((o) => o.id as number),
  );
  const event = (o: NumberOutcome, onAccount: number) => {
    const from = byDigits.get(o.digits)?.from ?? null;
    return {
      accountId: onAccount,
      actorUserId: actor.userId,
      actorAccountId: actor.homeAccountId,
      eventKind: ADMIN_EVENT,
      action: `number.${change.action}`,
      detail: { from, to: toValue(change, accountId, from), taskId: actor.taskId },
      createdAt: now,
      subject: `number:${o.digits}`,
    };
  };
  const events = changed.map((o) => event(o, accountId));
  // A move is told in both accounts' logs: where the number left, and where it arrived.
  if (change.action === 'move') events.push(...changed.map((o) => event(o, change.accountId)));
  for (let i = 0; i < events.length; i += 1000)
    await db.insert(auditEvents).values(events.slice(i, i + 1000));
  return outcomes;
}
