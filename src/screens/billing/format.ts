// Money and dates on the billing screens (decision 0113): minor units in the account's currency,
// days (yyyy-mm-dd) written in the account's locale.
import type { Currency } from '../../domain/orders/money';
import { formatDate, formatSettingsOf } from '../../ui/format/formatters';

export { formatMoney } from '../../domain/orders/money';
export type { Currency };

/** "1 Oct 2026" (en-GB) or "Oct 1, 2026" (en-US) from a yyyy-mm-dd day or an ISO time: the day it is in UTC. */
export function dayIn(day: string, locale: string | undefined): string {
  const when = day.length === 10 ? `${day}T00:00:00Z` : day;
  return formatDate(when, { ...formatSettingsOf({ locale }), timeZone: 'UTC' });
}

/** A new key for one payment: a retry or a second click sends the same one. */
export const newPaymentKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `pay-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

export const STATUS_TONE = { paid: 'success', open: 'info', overdue: 'warning' } as const;
export const STATUS_TEXT = { paid: 'Paid', open: 'Open', overdue: 'Overdue' } as const;
