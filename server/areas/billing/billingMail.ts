// Invoice and billing summary e-mails (C-289, C-290; decision 0113), through the outbox: recorded,
// and sent by SMTP when it is set; at most a few an hour to one address (429 with Retry-After).
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { type Currency, formatMoney } from '../../../src/domain/orders/money';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import type { Deps } from '../../http/types';
import { queueMailOrRefuse } from '../../mail/outbox';
import type { BillingAccount } from './billingAccess';
import type { billingSummary, InvoiceView } from './billingStore';
import { dayIn } from './invoicePdf';

export interface Recipient {
  address: string;
  userId: number;
  firstName: string;
}

/** The caller's own address unless another is given. */
export async function mailTo(db: DbOrTx, userId: number, to?: string): Promise<Recipient> {
  const [me] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, userId));
  return { address: to ?? me?.email ?? '', userId, firstName: to ? '' : (me?.firstName ?? '') };
}

const hello = (r: Recipient) => (r.firstName ? `Hello ${r.firstName},` : 'Hello,');

export async function invoiceMail(
  c: Context,
  deps: Deps,
  account: BillingAccount,
  to: Recipient,
  invoice: InvoiceView,
): Promise<void> {
  const money = (m: number) => formatMoney(m, invoice.currency as Currency);
  const lines = invoice.lines.map(
    (l) => `  ${l.description} × ${l.quantity}: ${money(l.totalMinor)} (tax ${money(l.taxMinor)})`,
  );
  await queueMailOrRefuse(c, deps, {
    accountId: account.id,
    userId: to.userId,
    kind: 'invoice',
    to: to.address,
    subject: `Invoice ${invoice.number} for ${account.name}: ${money(invoice.totalMinor)}`,
    body: [
      hello(to),
      '',
      `Invoice ${invoice.number} for ${account.name}, ${dayIn(invoice.periodStart, account.locale)} to ${dayIn(invoice.periodEnd, account.locale)}.`,
      '',
      ...lines,
      '',
      `Subtotal: ${money(invoice.subtotalMinor)}`,
      `Tax: ${money(invoice.taxMinor)}`,
      `Total: ${money(invoice.totalMinor)}`,
      invoice.status === 'paid'
        ? 'Status: paid. Thank you.'
        : `Due by ${dayIn(invoice.dueOn, account.locale)}.`,
      '',
      'The PDF is in the portal under Billing, Invoices.',
      '',
    ].join('\n'),
  });
}

export async function summaryMail(
  c: Context,
  deps: Deps,
  account: BillingAccount,
  to: Recipient,
  summary: Awaited<ReturnType<typeof billingSummary>>,
): Promise<void> {
  const money = (m: number) => formatMoney(m, summary.currency);
  await queueMailOrRefuse(c, deps, {
    accountId: account.id,
    userId: to.userId,
    kind: 'billingSummary',
    to: to.address,
    subject: `Billing summary for ${account.name}`,
    body: [
      hello(to),
      '',
      `Billing summary for ${account.name}:`,
      `  Balance: ${money(summary.balanceMinor)} (${summary.openInvoices} open invoice${summary.openInvoices === 1 ? '' : 's'})`,
      `  Overdue: ${money(summary.overdueMinor)}`,
      `  Last payment: ${summary.lastPayment ? `${money(summary.lastPayment.amountMinor)} on ${dayIn(summary.lastPayment.paidAt.slice(0, 10), account.locale)}` : 'none yet'}`,
      `  Next invoice: ${dayIn(summary.nextInvoiceOn, account.locale)}`,
      `  Usage this period so far: ${money(summary.currentUsage.unbilledMinor)} before tax`,
      '',
    ].join('\n'),
  });
}
