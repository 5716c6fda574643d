// A report's period (decision 0106): days of the account's own time zone, both included, read as
// the half-open range of instants [first day's midnight, the day after the last's midnight) in
// that zone, so a call at 23:59 local on the last day counts and one at 00:00 the next does not.
import { eq } from 'drizzle-orm';
import { MAX_PERIOD_DAYS } from '../../../src/domain/schemas/reports';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema';
import { notFound, validationFailed } from '../../http/errors';

export interface Period {
  /** YYYY-MM-DD, both included, in `timeZone`. */
  from: string;
  to: string;
  timeZone: string;
}

export interface ReportAccount {
  id: number;
  name: string;
  timeZone: string;
  locale: string;
}

const DAY_MS = 86_400_000;

/** Today in a time zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** A day moved by some days (calendar arithmetic on the date alone). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** The account the report is about: its name for the PDF, its zone for the days. */
export async function reportAccount(db: DbOrTx, accountId: number): Promise<ReportAccount> {
  const [row] = await db
    .select({ id: accounts.id, name: accounts.name, timeZone: accounts.timeZone, locale: accounts.locale })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  if (!row) throw notFound('Account not found');
  return row;
}

/** The period asked for; without one, the last 7 days up to today in the account's zone. */
export function periodOf(account: ReportAccount, asked: { from?: string; to?: string }, now: Date): Period {
  const to = asked.to ?? (asked.from ? addDays(asked.from, 6) : todayIn(account.timeZone, now));
  const from = asked.from ?? addDays(to, -6);
  if (from > to) throw validationFailed([{ field: 'from', message: 'from is on or before to.' }]);
  if (daysBetween(from, to) > MAX_PERIOD_DAYS)
    throw validationFailed([{ field: 'to', message: `A period is at most ${MAX_PERIOD_DAYS} days.` }]);
  return { from, to, timeZone: account.timeZone };
}
