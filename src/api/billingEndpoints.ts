// Billing's endpoints (issue 22, bill-pay; decision 0113), spread into ENDPOINTS
// (src/api/endpointCatalogue.ts): invoices, payments, payment methods, memos and usage.
import type { EndpointSpec } from './endpoints';

const ACCOUNT = '/api/billing/accounts/{accountId}';

export const BILLING_ENDPOINTS = {
  billingData: { family: 'billing', path: `${ACCOUNT}/billing-data`, versions: { get: '' } },
  billingSummary: { family: 'billing', path: `${ACCOUNT}/summary`, versions: { get: '' }, noCache: true },
  billingSummaryEmail: { family: 'billing', path: `${ACCOUNT}/summary/email`, versions: { post: '' } },
  invoices: {
    family: 'billing',
    path: `${ACCOUNT}/invoices`,
    versions: { get: '' },
    noCache: true,
    empty: { get: { total: 0, items: [] } },
  },
  invoice: {
    family: 'billing',
    path: `${ACCOUNT}/invoices/{invoiceNumber}`,
    versions: { get: '' },
    noCache: true,
  },
  invoicePdf: {
    family: 'billing',
    path: `${ACCOUNT}/invoices/{invoiceNumber}/pdf`,
    versions: { get: '' },
    noCache: true,
  },
  invoiceEmail: {
    family: 'billing',
    path: `${ACCOUNT}/invoices/{invoiceNumber}/email`,
    versions: { post: '' },
  },
  currentUsage: { family: 'billing', path: `${ACCOUNT}/usage/current`, versions: { get: '' }, noCache: true },
  usageBalances: {
    family: 'billing',
    path: `${ACCOUNT}/usage/balances`,
    versions: { get: '' },
    noCache: true,
  },
  tollFreeUsage: {
    family: 'billing',
    path: `${ACCOUNT}/usage/toll-free`,
    versions: { get: '' },
    noCache: true,
  },
  creditMemos: {
    family: 'billing',
    path: `${ACCOUNT}/memos/credit`,
    versions: { get: '' },
    empty: { get: { total: 0, items: [] } },
  },
  debitMemos: {
    family: 'billing',
    path: `${ACCOUNT}/memos/debit`,
    versions: { get: '' },
    empty: { get: { total: 0, items: [] } },
  },
  payNow: { family: 'billing', path: `${ACCOUNT}/payments`, versions: { post: '' } },
  paymentMethods: {
    family: 'billing',
    path: `${ACCOUNT}/payment-methods`,
    versions: { get: '' },
    noCache: true,
  },
  paymentMethod: {
    family: 'billing',
    path: `${ACCOUNT}/payment-methods/{paymentMethodId}`,
    versions: { put: '', delete: '' },
  },
  defaultPaymentMethod: {
    family: 'billing',
    path: `${ACCOUNT}/payment-methods/{paymentMethodId}/default`,
    versions: { put: '' },
  },
  hostedPaymentPage: {
    family: 'billing',
    path: `${ACCOUNT}/hosted-payment-page`,
    versions: { get: '' },
    noCache: true,
    retries: 0,
  },
  digitalSignature: { family: 'billing', path: `${ACCOUNT}/digital-signature`, versions: { post: '' } },
  unbilledUsage: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/unbilledUsage',
    versions: { get: '' },
    noCache: true,
  },
} satisfies Record<string, EndpointSpec>;
