// Billing (issue 22, bill-pay; decision 0113): one small function per endpoint.

import { IDEMPOTENCY_HEADER } from '../domain/orders/idempotency';
import type { Currency } from '../domain/orders/money';
import type {
  BillingEmailRequest,
  DigitalSignatureRequest,
  PaymentMethodChange,
} from '../domain/schemas/billing';
import type { ApiClient } from './client';

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitMinor: number;
  amountMinor: number;
  taxMinor: number;
  totalMinor: number;
}

export interface Invoice {
  number: string;
  periodStart: string;
  periodEnd: string;
  issuedOn: string;
  dueOn: string;
  currency: Currency;
  taxRateBasisPoints: number;
  lines: InvoiceLine[];
  subtotalMinor: number;
  taxMinor: number;
  totalMinor: number;
  status: 'open' | 'paid' | 'overdue';
  paidAt: string | null;
}

export interface UsageCategory {
  category: string;
  label: string;
  unit: string;
  used: number;
  included: number;
  remaining: number;
  overage: number;
  overageUnitMinor: number;
  chargeMinor: number;
  taxMinor: number;
}

export interface CurrentUsage {
  periodStart: string;
  periodEnd: string;
  asOf: string;
  currency: Currency;
  categories: UsageCategory[];
  unbilledMinor: number;
  taxMinor: number;
  totalMinor: number;
}

export interface BillingSummary {
  currency: Currency;
  locale: string;
  balanceMinor: number;
  overdueMinor: number;
  openInvoices: number;
  oldestDueOn: string | null;
  lastPayment: { amountMinor: number; paidAt: string; method: string } | null;
  nextInvoiceOn: string;
  defaultPaymentMethod: string | null;
  currentUsage: CurrentUsage;
}

export interface Memo {
  memoId: number;
  kind: 'credit' | 'debit';
  number: string;
  reason: string;
  invoiceNumber: string | null;
  currency: Currency;
  amountMinor: number;
  issuedOn: string;
}

export interface PaymentMethod {
  paymentMethodId: number;
  brand: string;
  lastFour: string;
  expMonth: number;
  expYear: number;
  holderName: string;
  isDefault: boolean;
  expired: boolean;
  label: string;
}

export interface Payment {
  paymentId: number;
  amountMinor: number;
  currency: Currency;
  method: string;
  invoiceNumbers: string[];
  status: string;
  paidAt: string;
}

/** A page of a server-sorted list (the list's own sort when no sortField is given). */
type Page = { offset: number; limit: number; sortField?: string; sortDirection?: 'ASC' | 'DESC' };

export const getBillingSummary = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<BillingSummary>('billingSummary', { params: { accountId }, signal });

export const emailBillingSummary = (client: ApiClient, accountId: number, body: BillingEmailRequest = {}) =>
  client.call<{ sent: boolean; to: string }>('billingSummaryEmail', {
    method: 'post',
    params: { accountId },
    body,
  });

export const listInvoices = (client: ApiClient, accountId: number, page: Page, signal?: AbortSignal) =>
  client.call<{ currency: Currency; locale: string; total: number; items: Invoice[] }>('invoices', {
    params: { accountId },
    query: page,
    signal,
  });

export const getInvoice = (
  client: ApiClient,
  accountId: number,
  invoiceNumber: string,
  signal?: AbortSignal,
) => client.call<Invoice & { locale: string }>('invoice', { params: { accountId, invoiceNumber }, signal });

export const getInvoicePdf = (
  client: ApiClient,
  accountId: number,
  invoiceNumber: string,
  signal?: AbortSignal,
) => client.call<Blob>('invoicePdf', { params: { accountId, invoiceNumber }, responseType: 'blob', signal });

export const emailInvoice = (
  client: ApiClient,
  accountId: number,
  invoiceNumber: string,
  body: BillingEmailRequest = {},
) =>
  client.call<{ sent: boolean; to: string }>('invoiceEmail', {
    method: 'post',
    params: { accountId, invoiceNumber },
    body,
  });

export const getCurrentUsage = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<CurrentUsage>('currentUsage', { params: { accountId }, signal });

export const listMemos = (
  client: ApiClient,
  accountId: number,
  kind: 'credit' | 'debit',
  page: Page,
  signal?: AbortSignal,
) =>
  client.call<{ total: number; items: Memo[] }>(kind === 'credit' ? 'creditMemos' : 'debitMemos', {
    params: { accountId },
    query: page,
    signal,
  });

/** Pay now: the same key on a retry or a second click answers the same payment. */
export const payNow = (client: ApiClient, accountId: number, key: string, paymentMethodId?: number) =>
  client.call<Payment>('payNow', {
    method: 'post',
    params: { accountId },
    body: paymentMethodId === undefined ? {} : { paymentMethodId },
    headers: { [IDEMPOTENCY_HEADER]: key },
  });

export const listPaymentMethods = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ paymentMethods: PaymentMethod[] }>('paymentMethods', { params: { accountId }, signal });

export const changePaymentMethod = (
  client: ApiClient,
  accountId: number,
  paymentMethodId: number,
  change: PaymentMethodChange,
) =>
  client.call<PaymentMethod>('paymentMethod', {
    method: 'put',
    params: { accountId, paymentMethodId },
    body: change,
  });

export const deletePaymentMethod = (client: ApiClient, accountId: number, paymentMethodId: number) =>
  client.call<null>('paymentMethod', { method: 'delete', params: { accountId, paymentMethodId } });

export const makeDefaultPaymentMethod = (client: ApiClient, accountId: number, paymentMethodId: number) =>
  client.call<PaymentMethod>('defaultPaymentMethod', {
    method: 'put',
    params: { accountId, paymentMethodId },
    body: {},
  });

/** A one-time link to the hosted payment page (15 minutes). */
export const getHostedPaymentPage = (client: ApiClient, accountId: number) =>
  client.call<{ url: string; expiresAt: string; expiresInSeconds: number }>('hostedPaymentPage', {
    params: { accountId },
  });

export interface BillingData {
  accountId: number;
  accountName: string;
  countryCode: string;
  currency: Currency;
  locale: string;
  taxRateBasisPoints: number;
  billingDayOfMonth: number;
  paymentTermsDays: number;
  billingSystem: string;
  showPaymentInfo: boolean;
}

export const getBillingData = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<BillingData>('billingData', { params: { accountId }, signal });

export const getUsageBalances = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{
    periodStart: string;
    periodEnd: string;
    balances: Pick<UsageCategory, 'category' | 'label' | 'unit' | 'included' | 'used' | 'remaining'>[];
  }>('usageBalances', { params: { accountId }, signal });

export const getTollFreeUsage = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{
    periodStart: string;
    periodEnd: string;
    currency: Currency;
    minutesUsed: number;
    minutesIncluded: number;
    minutesRemaining: number;
    overageMinutes: number;
    chargeMinor: number;
    taxMinor: number;
  }>('tollFreeUsage', { params: { accountId }, signal });

/** C-138: the same answer as current usage, at the ucaas path. */
export const getUnbilledUsage = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<CurrentUsage>('unbilledUsage', { params: { accountId }, signal });

export const signBillingDocument = (client: ApiClient, accountId: number, body: DigitalSignatureRequest) =>
  client.call<{ signatureId: number; documentHash: string; signedAt: string }>('digitalSignature', {
    method: 'post',
    params: { accountId },
    body,
  });
