// Payment methods and pay now (issue 22, BILL-04; decision 0113). A card is a token, its brand,
// last four digits and expiry: its number is never stored. Pay now pays the whole open balance
// once per Idempotency-Key: replays answer the same payment.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { expiryInFuture } from '../../../src/domain/billing/card';
import type { PaymentMethodChange } from '../../../src/domain/schemas/billing';
import type { Db, DbOrTx } from '../../db/client';
import { billingInvoices, billingPayments, hostedPaymentSessions, paymentMethods } from '../../db/schema';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import type { BillingAccount } from './billingAccess';
import { methodLabel } from './billingStore';

type MethodRow = typeof paymentMethods.$inferSelect;
type PaymentRow = typeof billingPayments.$inferSelect;

/** A lock per account for the billing writes that read then change (pay now, default, delete). */
const lockAccount = (tx: DbOrTx, accountId: number) =>
  tx.execute(sql`select pg_advisory_xact_lock(22113, ${accountId})`);

export async function methodOf(db: DbOrTx, accountId: number, id: number): Promise<MethodRow> {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.id, id)));
  if (!row) throw notFound('Payment method not found');
  return row;
}

/** PUT a payment method (C-282): holder and expiry; an expiry in the past is refused. */
export async function changeMethod(
  db: DbOrTx,
  accountId: number,
  id: number,
  change: PaymentMethodChange,
  now: Date,
): Promise<MethodRow> {
  await methodOf(db, accountId, id);
  if (!expiryInFuture(change.expMonth, change.expYear, now))
    throw validationFailed([
      { field: 'expMonth', message: 'This expiry date has passed. Enter the card’s current expiry.' },
    ]);
  const [row] = await db
    .update(paymentMethods)
    .set({ holderName: change.holderName, expMonth: change.expMonth, expYear: change.expYear })
    .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.id, id)))
    .returning();
  return row;
}

/** PUT default (C-284): this method becomes the one pay now uses. */
export async function makeDefault(db: Db, accountId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    await methodOf(tx, accountId, id);
    await tx
      .update(paymentMethods)
      .set({ isDefault: false })
      .where(and(eq(paymentMethods.accountId, accountId), ne(paymentMethods.id, id)));
    await tx
      .update(paymentMethods)
      .set({ isDefault: true })
      .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.id, id)));
  });
}

/**
 * DELETE (C-283; decision 0113): the default cannot go while other methods exist (make another
 * the default first), and the only method cannot go while a balance is open.
 */
export async function deleteMethod(db: Db, accountId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const method = await methodOf(tx, accountId, id);
    const others = await tx.$count(
      paymentMethods,
      and(eq(paymentMethods.accountId, accountId), ne(paymentMethods.id, id)),
    );
    if (method.isDefault && others > 0)
      throw new ApiError(
        409,
        'default_method',
        'This is the default payment method. Make another method the default, then delete this one.',
      );
    if (others === 0) {
      const open = await tx.$count(
        billingInvoices,
        and(eq(billingInvoices.accountId, accountId), eq(billingInvoices.status, 'open')),
      );
      if (open > 0)
        throw new ApiError(
          409,
          'balance_open',
          'This is the only payment method and the account has an open balance. Pay the balance or add another method first.',
        );
    }
    await tx
      .delete(paymentMethods)
      .where(and(eq(paymentMethods.accountId, accountId), eq(paymentMethods.id, id)));
  });
}

export function paymentView(p: PaymentRow) {
  return {
    paymentId: p.id,
    amountMinor: p.amountMinor,
    currency: p.currency,
    method: p.methodLabel,
    invoiceNumbers: p.invoiceNumbers,
    status: p.status,
    paidAt: p.createdAt.toISOString(),
  };
}

async function paymentByKey(db: DbOrTx, accountId: number, key: string) {
  const [row] = await db
    .select()
    .from(billingPayments)
    .where(and(eq(billingPayments.accountId, accountId), eq(billingPayments.idempotencyKey, key)));
  return row;
}

/**
 * Pay now (C-288): the open invoices, with the chosen or the default method, in one transaction
 * under the account's lock: a replay of the key (at once or later) answers the same payment.
 */
export async function payNow(
  db: Db,
  input: { account: BillingAccount; key: string; paymentMethodId?: number; userId: number; now: Date },
): Promise<{ payment: PaymentRow; created: boolean }> {
  const { account, key, now } = input;
  return db.transaction(async (tx) => {
    await lockAccount(tx, account.id);
    const existing = await paymentByKey(tx, account.id, key);
    if (existing) return { payment: existing, created: false };
    const [method] =
      input.paymentMethodId === undefined
        ? await tx
            .select()
            .from(paymentMethods)
            .where(and(eq(paymentMethods.accountId, account.id), eq(paymentMethods.isDefault, true)))
        : [await methodOf(tx, account.id, input.paymentMethodId)];
    if (!method)
      throw new ApiError(
        409,
        'no_payment_method',
        'Add a payment method before you pay. None is set as the default.',
      );
    if (!expiryInFuture(method.expMonth, method.expYear, now))
      throw new ApiError(
        409,
        'card_expired',
        `${methodLabel(method)} has expired. Update its expiry or choose another method.`,
      );
    const open = await tx
      .select()
      .from(billingInvoices)
      .where(and(eq(billingInvoices.accountId, account.id), eq(billingInvoices.status, 'open')))
      .orderBy(asc(billingInvoices.dueOn));
    const amountMinor = open.reduce((s, i) => s + i.totalMinor, 0);
    if (open.length === 0 || amountMinor <= 0)
      throw new ApiError(409, 'nothing_to_pay', 'There is no open balance to pay.');
    const [payment] = await tx
      .insert(billingPayments)
      .values({
        accountId: account.id,
        idempotencyKey: key,
        paymentMethodId: method.id,
        methodLabel: methodLabel(method),
        currency: account.currency,
        amountMinor,
        invoiceNumbers: open.map((i) => i.number),
        createdBy: input.userId,
        createdAt: now,
      })
      .returning();
    await tx
      .update(billingInvoices)
      .set({ status: 'paid', paidAt: now, paymentId: payment.id })
      .where(and(eq(billingInvoices.accountId, account.id), eq(billingInvoices.status, 'open')));
    return { payment, created: true };
  });
}

// ---- the hosted payment page (C-295; decision 0113) ----

/** How long a hosted payment page link works. */
export const HOSTED_PAGE_TTL_SECONDS = 15 * 60;
export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** A new one-time link: the token is answered once, only its hash is kept. */
export async function newHostedSession(db: DbOrTx, accountId: number, userId: number, now: Date) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + HOSTED_PAGE_TTL_SECONDS * 1000);
  await db
    .insert(hostedPaymentSessions)
    .values({ accountId, tokenHash: sha256(token), createdBy: userId, expiresAt });
  return { token, expiresAt };
}

/** The link's session while it is unused and unexpired. */
export async function liveHostedSession(db: DbOrTx, token: string, now: Date) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const [row] = await db
    .select()
    .from(hostedPaymentSessions)
    .where(eq(hostedPaymentSessions.tokenHash, sha256(token)));
  if (!row || row.usedAt || row.expiresAt.getTime() <= now.getTime()) return undefined;
  return row;
}

/**
 * Keeps a card typed on the hosted page as the processor would: a token, the brand, the last
 * four digits and the expiry. The session is used up in the same transaction (once only).
 */
export async function addCardFromHostedPage(
  db: Db,
  input: {
    token: string;
    brand: string;
    lastFour: string;
    expMonth: number;
    expYear: number;
    holderName: string;
    makeDefault: boolean;
    now: Date;
  },
): Promise<MethodRow | undefined> {
  return db.transaction(async (tx) => {
    const [session] = await tx
      .update(hostedPaymentSessions)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(hostedPaymentSessions.tokenHash, sha256(input.token)),
          sql`${hostedPaymentSessions.usedAt} is null`,
          sql`${hostedPaymentSessions.expiresAt} > ${input.now.toISOString()}::timestamptz`,
        ),
      )
      .returning();
    if (!session) return undefined;
    await lockAccount(tx, session.accountId);
    const existing = await tx.$count(paymentMethods, eq(paymentMethods.accountId, session.accountId));
    const isDefault = input.makeDefault || existing === 0;
    if (isDefault)
      await tx
        .update(paymentMethods)
        .set({ isDefault: false })
        .where(eq(paymentMethods.accountId, session.accountId));
    const [method] = await tx
      .insert(paymentMethods)
      .values({
        accountId: session.accountId,
        token: `tok_${randomBytes(16).toString('hex')}`,
        brand: input.brand,
        lastFour: input.lastFour,
        expMonth: input.expMonth,
        expYear: input.expYear,
        holderName: input.holderName.trim(),
        isDefault,
        createdAt: input.now,
      })
      .returning();
    await tx
      .update(hostedPaymentSessions)
      .set({ paymentMethodId: method.id })
      .where(eq(hostedPaymentSessions.id, session.id));
    return method;
  });
}
