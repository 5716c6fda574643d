// A report page's filters: the period picker's choice turned into days of the account's zone,
// and the filters written into the route (#/management/m/<report>/<filters>) so that a saved
// report runs again by opening its page with them.
import type { ReportFilters, ReportKind } from '../../domain/schemas/reports';

export type Preset = 'last7' | 'lastMonth' | 'custom';

export const PRESETS: { value: Preset; label: string }[] = [
  { value: 'last7', label: 'Last 7 days' },
  { value: 'lastMonth', label: 'Last month' },
  { value: 'custom', label: 'Custom' },
];

const DAY_MS = 86_400_000;
const todayIn = (timeZone: string, now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    now,
  );
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The days a preset means today in the account's zone. */
export function presetPeriod(
  preset: Preset,
  timeZone: string,
  now: Date,
): { from: string; to: string } | undefined {
  const today = todayIn(timeZone, now);
  if (preset === 'last7') return { from: addDays(today, -6), to: today };
  if (preset === 'lastMonth') {
    const firstOfThis = `${today.slice(0, 7)}-01`;
    const to = addDays(firstOfThis, -1);
    return { from: `${to.slice(0, 7)}-01`, to };
  }
  return undefined;
}

/** The filters a report is asked with: a preset's days filled in, a custom period as given. */
export function resolved(f: ReportFilters, timeZone: string, now: Date): ReportFilters {
  const days = presetPeriod(f.preset ?? 'last7', timeZone, now);
  return days ? { ...f, ...days } : f;
}

const NUMBER_KEYS = ['userId', 'queueId', 'groupId'] as const;
const TEXT_KEYS = ['preset', 'from', 'to', 'direction', 'result', 'number'] as const;

/** The filters as a route's subpath (only what is set). */
export function filtersToPath(f: ReportFilters): string {
  const q = new URLSearchParams();
  for (const key of [...TEXT_KEYS, ...NUMBER_KEYS]) {
    const v = f[key];
    if (v !== undefined && v !== '') q.set(key, String(v));
  }
  return q.toString();
}

/** The filters of a route's subpath; anything unknown is left out. */
export function filtersFromPath(subpath: string | undefined): ReportFilters {
  const q = new URLSearchParams(subpath ?? '');
  const f: Record<string, unknown> = {};
  for (const key of TEXT_KEYS) {
    const v = q.get(key);
    if (v) f[key] = v;
  }
  for (const key of NUMBER_KEYS) {
    const v = Number(q.get(key));
    if (Number.isInteger(v) && v > 0) f[key] = v;
  }
  return f as ReportFilters;
}

/** Each report's page (route name), for running a saved report. */
export const REPORT_PAGES: Record<ReportKind, string> = {
  companySummary: 'companySummaryReport',
  userSummary: 'userSummaryReport',
  callQueueSummary: 'callQueueSummaryReport',
  callGroupSummary: 'callGroupSummaryReport',
  callLogs: 'callLogsReport',
};

export const REPORT_NAMES: Record<ReportKind, string> = {
  companySummary: 'Company summary',
  userSummary: 'User summary',
  callQueueSummary: 'Call queue summary',
  callGroupSummary: 'Call group summary',
  callLogs: 'Call logs',
};

export const reportHref = (kind: ReportKind, f: ReportFilters) =>
  `#/management/m/${REPORT_PAGES[kind]}/${filtersToPath(f)}`;

/** Seconds as the reports show talk time: 1 h 02 min, 3 min 05 s. */
export function duration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  if (h > 0) return `${h} h ${String(m).padStart(2, '0')} min`;
  return `${m} min ${String(s).padStart(2, '0')} s`;
}
