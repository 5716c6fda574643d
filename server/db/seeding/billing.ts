// Billing's demo (issue 22, bill-pay; decision 0113): for every customer account, in its currency,
// twelve monthly invoices (the last one open, the others paid), their payments, a card on file,
// a few credit and debit memos, and this month's usage. Set-based: a handful of bulk inserts.
import { currencyOf, taxOn, taxRateOf } from '../../../src/domain/orders/money';
import { STORE_PRODUCTS } from '../../../src/domain/orders/products';
import type { DbOrTx } from '../client';
import {
  accounts,
  billingInvoices,
  billingMemos,
  billingPayments,
  billingUsage,
  paymentMethods,
} from '../schema';

const day = (d: Date) => d.toISOString().slice(0, 10);
const monthStart = (now: Date, back: number) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);
const monthly = (sku: string, currency: ReturnType<typeof currencyOf>) =>
  STORE_PRODUCTS.find((p) => p.sku === sku)?.prices[currency][1] ?? 0;

/** Per-minute (or per-message) prices over the allowance, in minor units. */
const OVERAGE = { USD: 3, GBP: 2, AUD: 4, INR: 150 } as const;

async function bulk<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

export async function insertBillingDemo(tx: DbOrTx, now: Date): Promise<void> {
  const all = (
    await tx.select({ id: accounts.id, kind: accounts.kind, country: accounts.countryCode }).from(accounts)
  ).filter((a) => a.kind === 'customer');
  const invoices: (typeof billingInvoices.$inferInsert)[] = [];
  const payments: (typeof billingPayments.$inferInsert)[] = [];
  const memos: (typeof billingMemos.$inferInsert)[] = [];
  const usage: (typeof billingUsage.$inferInsert)[] = [];
  const methods: (typeof paymentMethods.$inferInsert)[] = [];
  for (const a of all) {
    const currency = currencyOf(a.country);
    const rate = taxRateOf(a.country);
    const seats = 5 + (a.id % 20);
    const numbers = 2 + (a.id % 5);
    methods.push({
      accountId: a.id,
      token: `tok_demo_${a.id}_visa`,
      brand: 'Visa',
      lastFour: '4242',
      expMonth: 8,
      expYear: now.getUTCFullYear() + 2,
      holderName: 'Accounts Payable',
      isDefault: true,
      createdAt: monthStart(now, 13),
    });
    for (let back = 12; back >= 1; back--) {
      const start = monthStart(now, back);
      const end = addDays(monthStart(now, back - 1), -1);
      const issued = monthStart(now, back - 1);
      const usageMinutes = 200 + ((a.id * 37 + back * 53) % 900);
      const items = [
        {
          description: 'Standard extension seats',
          quantity: seats,
          unitMinor: monthly('EXT-STANDARD', currency),
        },
        { description: 'Local numbers', quantity: numbers, unitMinor: monthly('NUM-LOCAL', currency) },
        { description: 'Call recording', quantity: 1, unitMinor: monthly('ADDON-RECORDING', currency) },
        {
          description: 'Calling over the allowance (minutes)',
          quantity: usageMinutes,
          unitMinor: OVERAGE[currency],
        },
      ];
      const lines = items.map((l) => {
        const amountMinor = l.quantity * l.unitMinor;
        const taxMinor = taxOn(amountMinor, rate);
        return { ...l, amountMinor, taxMinor, totalMinor: amountMinor + taxMinor };
      });
      const subtotalMinor = lines.reduce((s, l) => s + l.amountMinor, 0);
      const taxMinor = lines.reduce((s, l) => s + l.taxMinor, 0);
      const yyyymm = day(start).slice(0, 7).replace('-', '');
      const number = `INV-${a.id}-${yyyymm}`;
      const paid = back > 1;
      const paidAt = addDays(issued, 10);
      invoices.push({
        accountId: a.id,
        number,
        periodStart: day(start),
        periodEnd: day(end),
        issuedOn: day(issued),
        dueOn: day(addDays(issued, 14)),
        currency,
        taxRateBasisPoints: rate,
        lines,
        subtotalMinor,
        taxMinor,
        totalMinor: subtotalMinor + taxMinor,
        status: paid ? 'paid' : 'open',
        paidAt: paid ? paidAt : null,
      });
      if (paid)
        payments.push({
          accountId: a.id,
          idempotencyKey: `seed-${number}`,
          methodLabel: 'Visa ending 4242',
          currency,
          amountMinor: subtotalMinor + taxMinor,
          invoiceNumbers: [number],
          createdAt: paidAt,
        });
    }
    const memo = (kind: 'credit' | 'debit', n: number, back: number, reason: string, amountMinor: number) =>
      memos.push({
        accountId: a.id,
        kind,
        number: `${kind === 'credit' ? 'CM' : 'DM'}-${a.id}-${n}`,
        reason,
        invoiceNumber: `INV-${a.id}-${day(monthStart(now, back)).slice(0, 7).replace('-', '')}`,
        currency,
        amountMinor,
        issuedOn: day(addDays(monthStart(now, back - 1), 3)),
      });
    memo('credit', 1, 9, 'Service outage credit', monthly('EXT-STANDARD', currency) * 2);
    memo('credit', 2, 5, 'Duplicate number charge refunded', monthly('NUM-LOCAL', currency));
    memo('credit', 3, 2, 'Goodwill credit', monthly('EXT-STANDARD', currency));
    memo('debit', 1, 7, 'Late payment fee', OVERAGE[currency] * 500);
    memo('debit', 2, 3, 'Replacement phone shipping', monthly('NUM-TOLLFREE', currency));
    const thisMonth = day(monthStart(now, 0));
    const dayOfMonth = now.getUTCDate();
    for (const [category, included, per] of [
      ['domestic', 3000, 120 + (a.id % 40)],
      ['international', 0, 2 + (a.id % 5)],
      ['tollFree', 500, 15 + (a.id % 10)],
      ['messages', 1000, 25 + (a.id % 15)],
    ] as const)
      usage.push({
        accountId: a.id,
        periodStart: thisMonth,
        category,
        used: per * dayOfMonth,
        included,
        overageUnitMinor: OVERAGE[currency],
      });
  }
  await bulk(methods, (c) => tx.insert(paymentMethods).values(c));
  await bulk(invoices, (c) => tx.insert(billingInvoices).values(c));
  await bulk(payments, (c) => tx.insert(billingPayments).values(c));
  await bulk(memos, (c) => tx.insert(billingMemos).values(c));
  await bulk(usage, (c) => tx.insert(billingUsage).values(c));
}
