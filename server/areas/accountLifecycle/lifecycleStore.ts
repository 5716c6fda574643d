// The account lifecycle's data (BILL-01, BILL-02, BILL-05; decision 0114): the account's standing
// read with the one rule of src/domain/billing/lifecycle.ts, its status changed now or on a date,
// the waiting change applied by the poll when its date comes on the platform clock.
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import { ACCOUNT_STATUS } from '../../../src/domain/accounts';
import { accountLifecycle, type Lifecycle } from '../../../src/domain/billing/lifecycle';
import type { Contract } from '../../../src/domain/billing/services';
import { type Currency, currencyOf } from '../../../src/domain/orders/money';
import type { DbOrTx } from '../../db/client';
import {
  accountBillingProfiles,
  accountProvisions,
  accountStatusChanges,
  accounts,
  auditEvents,
} from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';

export type AccountRow = typeof accounts.$inferSelect;
export type StatusChangeRow = typeof accountStatusChanges.$inferSelect;

export interface Ancestor {
  id: number;
  name: string;
  kind: string;
}

/** The accounts above one, nearest first. */
export async function ancestorsOf(db: DbOrTx, accountId: number): Promise<Ancestor[]> {
  const result = (await db.execute(sql`
    with recursive up(id, parent_id, name, kind, depth) as (
      select id, parent_id, name, kind, 0 from accounts where id = ${accountId}
      union all
      select a.id, a.parent_id, a.name, a.kind, up.depth + 1 from accounts a join up on a.id = up.parent_id
    ) select id, name, kind from up where depth > 0 order by depth`)) as unknown as { rows: Ancestor[] };
  return result.rows.map((r) => ({ ...r, id: Number(r.id) }));
}

export async function accountRow(db: DbOrTx, accountId: number): Promise<AccountRow> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw notFound('Account not found');
  return account;
}

export const lifecycleOfRow = (a: AccountRow): Lifecycle =>
  accountLifecycle({
    id: a.id,
    status: a.status,
    partnerType: a.partnerType,
    isIceberg: a.isIceberg,
    isCsp: a.isCsp,
    isCpq: a.isCpq,
    fraudReview: a.fraudReview,
    freeTrialStatus: a.freeTrialStatus,
  });

/** The change waiting for its date, if any. */
export async function waitingChange(db: DbOrTx, accountId: number): Promise<StatusChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(accountStatusChanges)
    .where(
      and(
        eq(accountStatusChanges.accountId, accountId),
        isNull(accountStatusChanges.appliedAt),
        isNull(accountStatusChanges.cancelledAt),
      ),
    );
  return row;
}

export const changeAnswer = (row: StatusChangeRow | undefined) =>
  row
    ? {
        id: row.id,
        kind: row.kind,
        toStatus: row.toStatus,
        effectiveAt: row.effectiveAt.toISOString(),
        reason: row.reason,
        cancelReasonCode: row.cancelReasonCode,
        source: row.source,
        feeMinor: row.feeMinor,
        requestedBy: row.requestedBy,
        createdAt: row.createdAt.toISOString(),
      }
    : null;

export async function profileOf(db: DbOrTx, accountId: number) {
  const [profile] = await db
    .select()
    .from(accountBillingProfiles)
    .where(eq(accountBillingProfiles.accountId, accountId));
  return profile;
}

export function contractOf(profile: Awaited<ReturnType<typeof profileOf>>): Contract | null {
  if (!profile?.contractStartsAt || !profile.contractMonths || profile.monthlyCommitmentMinor == null)
    return null;
  return {
    startsAt: profile.contractStartsAt,
    termMonths: profile.contractMonths,
    monthlyCommitmentMinor: profile.monthlyCommitmentMinor,
  };
}

export const currencyOfAccount = (a: AccountRow): Currency => currencyOf(a.countryCode);

/** Whom the account's people contact: the nearest partner or reseller above, else the provider. */
export async function contactAbove(db: DbOrTx, accountId: number) {
  const [nearest] = await ancestorsOf(db, accountId);
  if (!nearest) return null;
  const profile = await profileOf(db, nearest.id);
  return { name: nearest.name, email: profile?.contactEmail ?? null, phone: profile?.contactPhone ?? null };
}

/** Account info (C-299): the account, its standing, whom to contact and the change waiting. */
export async function accountInfoAnswer(db: DbOrTx, accountId: number) {
  const a = await accountRow(db, accountId);
  return {
    accountId: a.id,
    name: a.name,
    kind: a.kind,
    accountType: a.accountType,
    partnerType: a.partnerType,
    countryCode: a.countryCode,
    currency: currencyOfAccount(a),
    timeZone: a.timeZone,
    createdAt: a.createdAt.toISOString(),
    ...lifecycleOfRow(a),
    contact: await contactAbove(db, a.id),
    scheduledChange: changeAnswer(await waitingChange(db, a.id)),
  };
}

interface ChangeBy {
  accountId: number;
  toStatus: string;
  now: Date;
  /** Who asked (a user), or null for the poll. */
  userId: number | null;
}

/**
 * Sets the status now. A waiting change is dropped: the status set now is the one that holds.
 * A cancelled account's services end with it.
 */
export async function setStatus(tx: DbOrTx, change: ChangeBy): Promise<{ from: string; to: string }> {
  const [before] = await tx
    .select({ status: accounts.status })
    .from(accounts)
    .where(eq(accounts.id, change.accountId))
    .for('update');
  if (!before) throw notFound('Account not found');
  await tx.update(accounts).set({ status: change.toStatus }).where(eq(accounts.id, change.accountId));
  await tx
    .update(accountStatusChanges)
    .set({ cancelledAt: change.now })
    .where(
      and(
        eq(accountStatusChanges.accountId, change.accountId),
        isNull(accountStatusChanges.appliedAt),
        isNull(accountStatusChanges.cancelledAt),
      ),
    );
  if (change.toStatus === ACCOUNT_STATUS.CANCELLED) {
    await tx
      .update(accountProvisions)
      .set({ status: 'Cancelled', cancelledAt: change.now, cancelReasonCode: 'ACCOUNT_CANCELLED' })
      .where(and(eq(accountProvisions.accountId, change.accountId), eq(accountProvisions.status, 'Active')));
  }
  return { from: before.status, to: change.toStatus };
}

export interface Scheduling {
  accountId: number;
  kind: 'status' | 'cancellation';
  toStatus: string;
  effectiveAt: Date;
  reason?: string | null;
  cancelReasonCode?: string | null;
  source?: string | null;
  feeMinor?: number | null;
  userId: number;
  now: Date;
}

/**
 * Stores a change for its date. A status change (C-552) is refused while another waits; a
 * cancellation (C-303) takes the place of the change waiting.
 */
export async function scheduleChange(db: DbOrTx, s: Scheduling): Promise<StatusChangeRow> {
  return db.transaction(async (tx) => {
    await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, s.accountId)).for('update');
    const waiting = await waitingChange(tx, s.accountId);
    if (waiting && s.kind === 'status')
      throw new ApiError(
        409,
        'change_already_scheduled',
        `A change to ${waiting.toStatus} on ${waiting.effectiveAt.toISOString().slice(0, 10)} is already scheduled. Cancel it first.`,
      );
    if (waiting)
      await tx
        .update(accountStatusChanges)
        .set({ cancelledAt: s.now })
        .where(eq(accountStatusChanges.id, waiting.id));
    const [row] = await tx
      .insert(accountStatusChanges)
      .values({
        accountId: s.accountId,
        kind: s.kind,
        toStatus: s.toStatus,
        effectiveAt: s.effectiveAt,
        reason: s.reason ?? null,
        cancelReasonCode: s.cancelReasonCode ?? null,
        source: s.source ?? null,
        feeMinor: s.feeMinor ?? null,
        requestedBy: s.userId,
        createdAt: s.now,
      })
      .returning();
    return row;
  });
}

/** Cancels the change waiting; 404 when none waits. */
export async function cancelWaiting(db: DbOrTx, accountId: number, now: Date): Promise<StatusChangeRow> {
  const [row] = await db
    .update(accountStatusChanges)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(accountStatusChanges.accountId, accountId),
        isNull(accountStatusChanges.appliedAt),
        isNull(accountStatusChanges.cancelledAt),
      ),
    )
    .returning();
  if (!row) throw notFound('No status change is scheduled for this account.');
  return row;
}

/**
 * The job (decision 0114): applies every waiting change whose date has come on the clock, each
 * in its own transaction, audited as done by the platform for the user who scheduled it. Rows
 * another server is applying are skipped, so two servers never apply one twice. Answers what it
 * applied.
 */
export async function applyDueStatusChanges(
  db: DbOrTx,
  now: Date,
): Promise<{ accountId: number; toStatus: string }[]> {
  const due = await db
    .select({ id: accountStatusChanges.id })
    .from(accountStatusChanges)
    .where(
      and(
        isNull(accountStatusChanges.appliedAt),
        isNull(accountStatusChanges.cancelledAt),
        lte(accountStatusChanges.effectiveAt, now),
      ),
    )
    .orderBy(asc(accountStatusChanges.effectiveAt))
    .limit(500);
  const applied: { accountId: number; toStatus: string }[] = [];
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(accountStatusChanges)
        .where(
          and(
            eq(accountStatusChanges.id, id),
            isNull(accountStatusChanges.appliedAt),
            isNull(accountStatusChanges.cancelledAt),
          ),
        )
        .for('update', { skipLocked: true });
      if (!row) return undefined;
      const { from } = await setStatus(tx, {
        accountId: row.accountId,
        toStatus: row.toStatus,
        now,
        userId: row.requestedBy,
      });
      // setStatus dropped the waiting change (this one): it is applied, not cancelled.
      await tx
        .update(accountStatusChanges)
        .set({ appliedAt: now, cancelledAt: null })
        .where(eq(accountStatusChanges.id, row.id));
      await tx.insert(auditEvents).values({
        accountId: row.accountId,
        actorUserId: row.requestedBy,
        eventKind: 4,
        action: 'APPLY scheduled account status change',
        detail: {
          from,
          to: row.toStatus,
          kind: row.kind,
          scheduledChangeId: row.id,
          effectiveAt: row.effectiveAt.toISOString(),
          by: 'platform',
        },
        createdAt: now,
      });
      return { accountId: row.accountId, toStatus: row.toStatus };
    });
    if (done) applied.push(done);
  }
  return applied;
}
