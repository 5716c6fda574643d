// Invoices, memos, usage and the billing summary (issue 22, BILL-04; decision 0113): amounts in
// integer minor units of the account's currency, tax per line, totals that add up.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { taxOn } from '../../../src/domain/orders/money';
import type { InvoicesQuery, MemosQuery } from '../../../src/domain/schemas/listQuery';
import type { DbOrTx } from '../../db/client';
import { listOrder, listTotal } from '../../db/listPage';
import {
  billingInvoices,
  billingMemos,
  billingPayments,
  billingUsage,
  paymentMethods,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import type { BillingAccount } from './billingAccess';

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitMinor: number;
  amountMinor: number;
  taxMinor: number;
  totalMinor: number;
}

type InvoiceRow = typeof billingInvoices.$inferSelect;

/** yyyy-mm-dd of a moment, in UTC. */
export const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** An open invoice past its due date is overdue. */
export const invoiceStatus = (row: Pick<InvoiceRow, 'status' | 'dueOn'>, today: string) =>
  row.status === 'paid' ? 'paid' : row.dueOn < today ? 'overdue' : 'open';

export function invoiceView(row: InvoiceRow, today: string) {
  return {
    number: row.number,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    currency: row.currency,
    taxRateBasisPoints: row.taxRateBasisPoints,
    lines: row.lines as InvoiceLine[],
    subtotalMinor: row.subtotalMinor,
    taxMinor: row.taxMinor,
    totalMinor: row.totalMinor,
    status: invoiceStatus(row, today),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}
export type InvoiceView = ReturnType<typeof invoiceView>;

export async function invoicesOf(db: DbOrTx, accountId: number, query: InvoicesQuery, today: string) {
  const where = eq(billingInvoices.accountId, accountId);
  const rows = await db
    .select()
    .from(billingInvoices)
    .where(where)
    .orderBy(
      ...listOrder(
        query,
        {
          periodStart: billingInvoices.periodStart,
          total: billingInvoices.totalMinor,
          status: billingInvoices.status,
        },
        billingInvoices.id,
      ),
    )
    .limit(query.pageSize)
    .offset(query.offset);
  return {
    total: await listTotal(query, rows.length, () => db.$count(billingInvoices, where)),
    items: rows.map((r) => invoiceView(r, today)),
  };
}

export async function invoiceOf(db: DbOrTx, accountId: number, number: string): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(billingInvoices)
    .where(and(eq(billingInvoices.accountId, accountId), eq(billingInvoices.number, number)));
  if (!row) throw notFound('Invoice not found');
  return row;
}

export async function memosOf(db: DbOrTx, accountId: number, kind: 'credit' | 'debit', query: MemosQuery) {
  const where = and(eq(billingMemos.accountId, accountId), eq(billingMemos.kind, kind));
  const rows = await db
    .select()
    .from(billingMemos)
    .where(where)
    .orderBy(
      ...listOrder(
        query,
        { issuedOn: billingMemos.issuedOn, amount: billingMemos.amountMinor },
        billingMemos.id,
      ),
    )
    .limit(query.pageSize)
    .offset(query.offset);
  return {
    total: await listTotal(query, rows.length, () => db.$count(billingMemos, where)),
    items: rows.map(({ accountId: _a, id, ...m }) => ({ memoId: id, ...m })),
  };
}

export const USAGE_LABELS: Record<string, { label: string; unit: string }> = {
  domestic: { label: 'Domestic calling', unit: 'minutes' },
  international: { label: 'International calling', unit: 'minutes' },
  tollFree: { label: 'Toll-free calls received', unit: 'minutes' },
  messages: { label: 'Text messages', unit: 'messages' },
};
const CATEGORY_ORDER = Object.keys(USAGE_LABELS);

/** The first and last day of the month a day falls in. */
export function monthOf(day: string): { start: string; end: string } {
  const [y, m] = day.split('-').map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return { start: `${y}-${mm}-01`, end: `${y}-${mm}-${String(last).padStart(2, '0')}` };
}

/** The day after a month's last day: when its invoice is issued. */
export function nextInvoiceOn(today: string): string {
  const [y, m] = today.split('-').map(Number);
  return isoDay(new Date(Date.UTC(y, m, 1)));
}

/** The current period's usage: each category with what is over the allowance, priced, taxed per line. */
export async function currentUsage(db: DbOrTx, account: BillingAccount, today: string) {
  const period = monthOf(today);
  const rows = await db
    .select()
    .from(billingUsage)
    .where(and(eq(billingUsage.accountId, account.id), eq(billingUsage.periodStart, period.start)));
  rows.sort((a, b) => CATEGORY_ORDER.indexOf(a.category) - CATEGORY_ORDER.indexOf(b.category));
  const categories = rows.map((r) => {
    const overage = Math.max(0, r.used - r.included);
    const chargeMinor = overage * r.overageUnitMinor;
    const taxMinor = taxOn(chargeMinor, account.taxRateBasisPoints);
    return {
      category: r.category,
      label: USAGE_LABELS[r.category]?.label ?? r.category,
      unit: USAGE_LABELS[r.category]?.unit ?? 'units',
      used: r.used,
      included: r.included,
      remaining: Math.max(0, r.included - r.used),
      overage,
      overageUnitMinor: r.overageUnitMinor,
      chargeMinor,
      taxMinor,
    };
  });
  const unbilledMinor = categories.reduce((s, c) => s + c.chargeMinor, 0);
  const taxMinor = categories.reduce((s, c) => s + c.taxMinor, 0);
  return {
    periodStart: period.start,
    periodEnd: period.end,
    asOf: today,
    currency: account.currency,
    categories,
    unbilledMinor,
    taxMinor,
    totalMinor: unbilledMinor + taxMinor,
  };
}

/** The account's billing data (C-272): currency, locale, tax, terms, who may see payment details. */
export function billingData(account: BillingAccount) {
  return {
    accountId: account.id,
    accountName: account.name,
    countryCode: account.countryCode,
    currency: account.currency,
    locale: account.locale,
    taxRateBasisPoints: account.taxRateBasisPoints,
    billingDayOfMonth: 1,
    paymentTermsDays: PAYMENT_TERMS_DAYS,
    billingSystem: 'Switchboard',
    showPaymentInfo: account.showPaymentInfo,
  };
}
export const PAYMENT_TERMS_DAYS = 15;

/** Label of a card as a person reads it: "Visa ending 4242". */
export const methodLabel = (m: { brand: string; lastFour: string }) => `${m.brand} ending ${m.lastFour}`;

/** The billing summary (C-285): balance, last payment, next invoice date, current usage. */
export async function billingSummary(db: DbOrTx, account: BillingAccount, today: string) {
  const [open] = await db
    .select({
      n: count(),
      balance: sql<string>`coalesce(sum(${billingInvoices.totalMinor}), 0)`,
      overdue: sql<string>`coalesce(sum(${billingInvoices.totalMinor}) filter (where ${billingInvoices.dueOn} < ${today}), 0)`,
      oldestDue: sql<string | null>`min(${billingInvoices.dueOn})`,
    })
    .from(billingInvoices)
    .where(and(eq(billingInvoices.accountId, account.id), eq(billingInvoices.status, 'open')));
  const [last] = await db
    .select()
    .from(billingPayments)
    .where(eq(billingPayments.accountId, account.id))
    .orderBy(desc(billingPayments.createdAt), desc(billingPayments.id))
    .limit(1);
  const [method] = account.showPaymentInfo
    ? await db
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.accountId, account.id), eq(paymentMethods.isDefault, true)))
    : [];
  return {
    currency: account.currency,
    locale: account.locale,
    balanceMinor: Number(open.balance),
    overdueMinor: Number(open.overdue),
    openInvoices: Number(open.n),
    oldestDueOn: open.oldestDue,
    lastPayment: last
      ? { amountMinor: last.amountMinor, paidAt: last.createdAt.toISOString(), method: last.methodLabel }
      : null,
    nextInvoiceOn: nextInvoiceOn(today),
    defaultPaymentMethod: method ? methodLabel(method) : null,
    currentUsage: await currentUsage(db, account, today),
  };
}

/** Payment methods of an account, the default first. */
export async function methodsOf(db: DbOrTx, accountId: number, today: string) {
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.accountId, accountId))
    .orderBy(desc(paymentMethods.isDefault), asc(paymentMethods.id));
  return rows.map((m) => methodView(m, today));
}

export function methodView(m: typeof paymentMethods.$inferSelect, today: string) {
  const [y, mo] = today.split('-').map(Number);
  return {
    paymentMethodId: m.id,
    brand: m.brand,
    lastFour: m.lastFour,
    expMonth: m.expMonth,
    expYear: m.expYear,
    holderName: m.holderName,
    isDefault: m.isDefault,
    expired: m.expYear < y || (m.expYear === y && m.expMonth < mo),
    label: methodLabel(m),
  };
}
