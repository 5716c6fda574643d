// The one start of every bulk change of phone numbers (NUM-04, decision 0090): each call (the
// portal's bulk call, the catalogue's appserver and ucaas calls) maps its body to a selection and
// a change and comes here. The checks that refuse the whole call (the delete key, a move's
// accounts, a tag or caller id the account does not have) answer before anything starts; then
// either the dry run counts what would happen in set-based SQL, or a task is recorded with one
// row per number and run by the job engine.
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { IDEMPOTENCY_HEADER } from '../../../src/domain/orders/idempotency';
import type { PermissionKey } from '../../../src/domain/permissions';
import { MOVE_BATCH_DEFAULT, NUMBERS_BULK_MAX, numberDigits } from '../../../src/domain/phoneNumbers';
import { isParentType } from '../../../src/domain/roles';
import type { NumberChange, NumberDryRun, NumberSelection } from '../../../src/domain/schemas/phoneNumber';
import { isSameOrDescendant, isSupportStaff } from '../../auth/tenancy';
import { accounts, customTags, phoneNumbers } from '../../db/schema';
import { badRequest, forbidden, validationFailed } from '../../http/errors';
import type { Deps, Env } from '../../http/types';
import { startJob } from '../../jobs/runner';
import {
  callerIdMissing,
  NOT_IN_ACCOUNT,
  NUMBER_CHANGE_BATCH,
  reasonSql,
  type StoredChange,
  storedChange,
  tagMissing,
  unchangedSql,
} from './numberChanges';
import type { NumberRowInput, NumberTaskParams } from './numberJobs';
import { numberSearchWhere } from './numberSearch';

/** Removals take the delete key; every other change the update key (the route's own). */
const DELETE_ACTIONS = new Set<NumberChange['action']>(['removeFromUse', 'removeFromAccount', 'deleteByoc']);
export const keyOf = (change: NumberChange): PermissionKey =>
  DELETE_ACTIONS.has(change.action) ? 'delete:phone-numbers' : 'update:phone-numbers';

export const MOVE_REFUSED = 'You may move numbers only between accounts under your own account.';
const FIRST_REFUSED = 100;

export type BulkAnswer = { dryRun: NumberDryRun } | { taskId: number; total: number };

/** A text[] literal of digits (one parameter, however many numbers). */
const digitsArray = (digits: readonly string[]) => sql`${`{${digits.join(',')}}`}::text[]`;

/** The selection's numbers: the ones named (digits, each once, in order), or a search's. */
function resolve(accountId: number, selection: NumberSelection) {
  if ('phoneNumbers' in selection) {
    const named = [...new Set(selection.phoneNumbers.map(numberDigits).filter(Boolean))];
    return {
      named,
      where: and(
        eq(phoneNumbers.accountId, accountId),
        sql`${phoneNumbers.phoneNumber} = any(${digitsArray(named)})`,
      ) as SQL,
    };
  }
  return { named: undefined, where: numberSearchWhere(accountId, selection.filter, selection.except) };
}

/** The checks that refuse the whole call, before any dry run or task. */
async function checkCall(deps: Deps, c: Context<Env>, accountId: number, change: StoredChange) {
  if (!c.get('permissions').has(keyOf(change))) throw forbidden();
  if (change.action === 'move') {
    if (change.accountId === accountId)
      throw validationFailed([{ field: 'accountId', message: 'The numbers are already in this account.' }]);
    // The caller's own account must be above both (or the vendor's support staff): a missing
    // target answers the same, so no account's existence is told.
    const principal = c.get('principal');
    const [target] = await deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.id, change.accountId));
    const home = principal.homeAccountId;
    const above = async (id: number) => isSameOrDescendant(deps.db, id, home);
    const allowed =
      target !== undefined &&
      (isSupportStaff(principal) ||
        (isParentType(principal.roleId) && (await above(accountId)) && (await above(change.accountId))));
    if (!allowed) throw forbidden(MOVE_REFUSED);
  }
  if (change.action === 'customTag' && change.customTag !== null) {
    const [tag] = await deps.db
      .select({ id: customTags.id })
      .from(customTags)
      .where(
        and(eq(customTags.accountId, accountId), sql`lower(${customTags.name}) = lower(${change.customTag})`),
      );
    if (!tag) throw validationFailed([{ field: 'customTag', message: tagMissing(change.customTag) }]);
  }
  if (change.action === 'callerIdCode') {
    const [own] = await deps.db
      .select({ id: phoneNumbers.id })
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.accountId, accountId), eq(phoneNumbers.phoneNumber, change.callerId)));
    if (!own) throw validationFailed([{ field: 'callerId', message: callerIdMissing(change.callerId) }]);
  }
}

/** Rows per batch of the task. */
const batchSizeOf = (change: StoredChange) =>
  change.action === 'move' ? (change.batchSize ?? MOVE_BATCH_DEFAULT) : NUMBER_CHANGE_BATCH;

/** What the change would do to the selection, counted in SQL (no number is read one by one). */
export async function dryRun(
  deps: Deps,
  accountId: number,
  selection: NumberSelection,
  change: StoredChange,
): Promise<NumberDryRun> {
  const { named, where } = resolve(accountId, selection);
  const reason = reasonSql(change, accountId);
  const from = () =>
    deps.db
      .select({
        reason: sql<string | null>`${reason}`.as('reason'),
        unchanged: sql<boolean>`${unchangedSql(change, accountId)}`.as('unchanged'),
        n: count(),
      })
      .from(phoneNumbers)
      .where(where)
      .groupBy(sql`1`, sql`2`);
  const groups = await from();
  const found = groups.reduce((sum, g) => sum + Number(g.n), 0);
  const reasons = new Map<string, number>();
  let willChange = 0;
  let unchanged = 0;
  for (const g of groups) {
    if (g.reason) reasons.set(g.reason, (reasons.get(g.reason) ?? 0) + Number(g.n));
    else if (g.unchanged) unchanged += Number(g.n);
    else willChange += Number(g.n);
  }
  const refused = await deps.db
    .select({ phoneNumber: phoneNumbers.phoneNumber, reason: sql<string>`${reason}` })
    .from(phoneNumbers)
    .where(and(where, sql`${reason} is not null`))
    .orderBy(phoneNumbers.phoneNumber)
    .limit(FIRST_REFUSED);
  let selected = found;
  if (named) {
    selected = named.length;
    const missing = named.length - found;
    if (missing > 0) {
      reasons.set(NOT_IN_ACCOUNT, missing);
      const result = await deps.db.execute(sql`
        select n from unnest(${digitsArray(named)}) as n
        where not exists (select 1 from ${phoneNumbers} p where p.account_id = ${accountId} and p.phone_number = n)
        order by n limit ${FIRST_REFUSED}`);
      const rows = (result as unknown as { rows: { n: string }[] }).rows;
      refused.push(...rows.map((r) => ({ phoneNumber: r.n, reason: NOT_IN_ACCOUNT })));
      refused.sort((a, b) => a.phoneNumber.localeCompare(b.phoneNumber));
      refused.splice(FIRST_REFUSED);
    }
  }
  const refusedCount = [...reasons.values()].reduce((a, b) => a + b, 0);
  return {
    selected,
    willChange,
    unchanged,
    refusedCount,
    reasons: [...reasons].map(([r, n]) => ({ reason: r, count: n })).sort((a, b) => b.count - a.count),
    refused,
    ...(change.action === 'move' ? { batches: Math.ceil(selected / batchSizeOf(change)) } : {}),
  };
}

/** The task's rows: one per number, in the order named, or by number for a search. */
async function rowsOf(deps: Deps, accountId: number, selection: NumberSelection): Promise<NumberRowInput[]> {
  const { named, where } = resolve(accountId, selection);
  const found = await deps.db
    .select({ phoneNumber: phoneNumbers.phoneNumber, productNumber: phoneNumbers.productNumber })
    .from(phoneNumbers)
    .where(where)
    .orderBy(phoneNumbers.phoneNumber)
    .limit(NUMBERS_BULK_MAX + 1);
  if (!named) {
    if (found.length > NUMBERS_BULK_MAX)
      throw badRequest(
        `A bulk change acts on at most ${NUMBERS_BULK_MAX.toLocaleString('en-US')} numbers: narrow the search.`,
      );
    return found;
  }
  const products = new Map(found.map((f) => [f.phoneNumber, f.productNumber]));
  return named.map((phoneNumber) => ({ phoneNumber, productNumber: products.get(phoneNumber) ?? null }));
}

/**
 * Every bulk call's one path: the whole call's checks, then the dry run, or a task of the
 * change's kind started with one row per number. A start with an Idempotency-Key header answers
 * the task a start with the same key already made (REQ-08: the status call is retried).
 */
export async function startNumberBulk(
  deps: Deps,
  c: Context<Env>,
  bulk: { selection: NumberSelection; change: NumberChange; dryRun?: boolean },
): Promise<BulkAnswer> {
  const accountId = c.get('actingAccountId');
  const change = storedChange(bulk.change);
  await checkCall(deps, c, accountId, change);
  if (bulk.dryRun) return { dryRun: await dryRun(deps, accountId, bulk.selection, change) };
  const rows = await rowsOf(deps, accountId, bulk.selection);
  if (!rows.length) throw badRequest('No number matches the selection.');
  // A retried start repeats the key (REQ-08): the same key answers the same task.
  const requestKey = c.req.header(IDEMPOTENCY_HEADER)?.trim().slice(0, 200) || undefined;
  const params: NumberTaskParams = { change, batchSize: batchSizeOf(change) };
  const taskId = await startJob(deps, {
    accountId,
    kind: change.action === 'move' ? 'numberMove' : 'numberChange',
    createdBy: c.get('principal').userId,
    rows: rows.map((input, i) => ({ rowNumber: i + 1, input })),
    params,
    requestKey,
  });
  return { taskId, total: rows.length };
}

/** The answer of a bulk call: 200 with the dry run, or 202 with the task to poll. */
export function bulkAnswer(c: Context<Env>, answer: BulkAnswer) {
  if ('dryRun' in answer) return c.json(answer.dryRun, 200);
  return c.json({ taskId: answer.taskId, status: 'queued', total: answer.total }, 202);
}
