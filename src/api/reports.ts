// The reports, their exports, saved reports and the audit log (RPT-01..RPT-03, decision 0106):
// one small function per endpoint of REPORT_ENDPOINTS. Every read is never cached (noCache).
import type {
  CallTotals,
  ReportExportInput,
  ReportFilters,
  ReportKind,
  SavedReportInput,
} from '../domain/schemas/reports';

export type { CallTotals };

import type { ApiClient } from './client';

/** An export's status as the platform answers it (the export machine's ExportStatus). */
export type ReportExportStatus =
  | { state: 'running'; done?: number; total?: number }
  | { state: 'ready'; url: string; fileName?: string }
  | { state: 'failed'; reason?: string }
  | { state: 'cancelled' };

export interface Period {
  from: string;
  to: string;
  timeZone: string;
}

export interface DayCounts {
  day: string;
  inbound: number;
  outbound: number;
  internal: number;
  answered: number;
  missed: number;
}

export interface UserCalls extends CallTotals {
  userId: number;
  name: string;
  extensionNumber: string | null;
}

export interface MemberSetCalls extends CallTotals {
  id: number;
  name: string;
  extensionNumber: string;
  members: number;
}

export interface CompanySummary {
  accountId: number;
  period: Period;
  totals: CallTotals;
  perDay: DayCounts[];
  topUsers: UserCalls[];
}

export interface CallLogItem {
  id: number;
  startedAt: string;
  direction: string;
  result: string;
  fromNumber: string;
  toNumber: string;
  durationSeconds: number;
  userId: number | null;
  userName: string | null;
  extensionNumber: string | null;
}

export interface SavedReport {
  id: number;
  name: string;
  report: ReportKind;
  filters: ReportFilters;
  createdAt: string;
  updatedAt: string;
}

export interface AuditEvent {
  id: number;
  createdAt: string;
  kind: number;
  kindName: string;
  action: string;
  detail: Record<string, unknown>;
  actorUserId: number | null;
  actorName: string | null;
  actorLogin: string | null;
  actorAccountId: number | null;
  actorAccountName: string | null;
  actingForAccountId: number | null;
  address: string | null;
}

/** The query of a period report: the filters as text, without the picker's preset. */
export function periodQuery(f: ReportFilters): Record<string, string> {
  const q: Record<string, string> = {};
  for (const key of [
    'from',
    'to',
    'userId',
    'queueId',
    'groupId',
    'direction',
    'result',
    'number',
  ] as const) {
    const value = f[key];
    if (value !== undefined && value !== '') q[key] = String(value);
  }
  return q;
}

export const getCompanySummary = (
  client: ApiClient,
  accountId: number,
  f: ReportFilters,
  signal?: AbortSignal,
) =>
  client.call<CompanySummary>('companySummaryMetrics', {
    params: { accountId },
    query: periodQuery(f),
    signal,
  });

export const getUserSummary = (
  client: ApiClient,
  accountId: number,
  f: ReportFilters,
  signal?: AbortSignal,
) =>
  client.call<{ period: Period; total: number; items: UserCalls[] }>('userSummaryMetrics', {
    params: { accountId },
    query: periodQuery(f),
    signal,
  });

export const getQueueSummary = (
  client: ApiClient,
  accountId: number,
  f: ReportFilters,
  signal?: AbortSignal,
) =>
  client.call<{ period: Period; total: number; items: MemberSetCalls[] }>('callQueueSummaryMetrics', {
    params: { accountId },
    query: periodQuery(f),
    signal,
  });

export const getGroupSummary = (
  client: ApiClient,
  accountId: number,
  f: ReportFilters,
  signal?: AbortSignal,
) =>
  client.call<{ period: Period; total: number; items: MemberSetCalls[] }>('callGroupSummaryMetrics', {
    params: { accountId },
    query: periodQuery(f),
    signal,
  });

export const getReportCallLogs = (
  client: ApiClient,
  accountId: number,
  f: ReportFilters,
  page: { offset: number; pageSize: number },
  signal?: AbortSignal,
) =>
  client.call<{ period: Period; total: number; items: CallLogItem[] }>('reportCallLogs', {
    params: { accountId },
    query: { ...periodQuery(f), offset: String(page.offset), limit: String(page.pageSize) },
    signal,
  });

export const startReportExport = (
  client: ApiClient,
  accountId: number,
  request: ReportExportInput,
  signal?: AbortSignal,
) =>
  client.call<{ exportId: string }>('reportExports', {
    method: 'post',
    params: { accountId },
    body: request,
    signal,
  });

export const getReportExport = (
  client: ApiClient,
  accountId: number,
  exportId: string,
  signal?: AbortSignal,
) => client.call<ReportExportStatus>('reportExport', { params: { accountId, exportId }, signal });

export const cancelReportExport = (
  client: ApiClient,
  accountId: number,
  exportId: string,
  signal?: AbortSignal,
) =>
  client.call<unknown>('reportExportCancel', { method: 'delete', params: { accountId, exportId }, signal });

/** A finished export's file, at the location its status gave. */
export const getReportFile = (client: ApiClient, url: string) =>
  client.call<Blob>('reportExportFile', { uri: url, responseType: 'blob' });

export const listSavedReports = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ total: number; items: SavedReport[] }>('savedReports', { params: { accountId }, signal });

export const saveReport = (
  client: ApiClient,
  accountId: number,
  report: SavedReportInput,
  signal?: AbortSignal,
) =>
  client.call<SavedReport>('savedReports', { method: 'post', params: { accountId }, body: report, signal });

export const changeSavedReport = (
  client: ApiClient,
  accountId: number,
  savedReportId: number,
  report: SavedReportInput,
  signal?: AbortSignal,
) =>
  client.call<SavedReport>('savedReport', {
    method: 'put',
    params: { accountId, savedReportId },
    body: report,
    signal,
  });

export const deleteSavedReport = (
  client: ApiClient,
  accountId: number,
  savedReportId: number,
  signal?: AbortSignal,
) => client.call<unknown>('savedReport', { method: 'delete', params: { accountId, savedReportId }, signal });

export interface AuditQuery {
  kind?: number;
  userId?: number;
  from?: string;
  to?: string;
}

export const listAuditEvents = (
  client: ApiClient,
  accountId: number,
  q: AuditQuery,
  page: { offset: number; pageSize: number },
  signal?: AbortSignal,
) => {
  const query: Record<string, string> = { offset: String(page.offset), limit: String(page.pageSize) };
  for (const [k, v] of Object.entries(q)) if (v !== undefined && v !== '') query[k] = String(v);
  return client.call<{ total: number; items: AuditEvent[] }>('auditEvents', {
    params: { accountId },
    query,
    signal,
  });
};

export const listAuditEventUsers = (client: ApiClient, accountId: number, signal?: AbortSignal) =>
  client.call<{ total: number; items: { userId: number; name: string; loginName: string }[] }>(
    'auditEventUsers',
    {
      params: { accountId },
      signal,
    },
  );
