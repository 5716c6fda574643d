// The endpoints of the reports and the audit log (RPT-01..RPT-03, decision 0106), spread into
// ENDPOINTS (src/api/endpointCatalogue.ts). Reports are never cached (REQ-07): each says noCache,
// whatever its path (the metrics paths match NEVER_CACHED too); nor is an export's status, a poll.
import type { EndpointSpec } from './endpoints';

const ACCOUNT = '/api/ucaas/account/{accountId}';
const REPORTS = `${ACCOUNT}/reports`;
const EMPTY_ITEMS = { total: 0, items: [] };
const read = (path: string, empty?: unknown): EndpointSpec => ({
  family: 'ucaas',
  path,
  versions: { get: '' },
  noCache: true,
  ...(empty === undefined ? {} : { empty: { get: empty } }),
});

export const REPORT_ENDPOINTS = {
  /** C-132 */
  companySummaryMetrics: read(`${ACCOUNT}/companySummaryMetrics`),
  /** C-133 */
  userSummaryMetrics: read(`${ACCOUNT}/userSummaryMetrics`, EMPTY_ITEMS),
  /** C-134 */
  callGroupSummaryMetrics: read(`${ACCOUNT}/callGroupSummaryMetrics`, EMPTY_ITEMS),
  /** C-135 */
  callQueueSummaryMetrics: read(`${ACCOUNT}/callQueueSummaryMetrics`, EMPTY_ITEMS),
  /** C-407 */
  reportCallLogs: read(`${REPORTS}/callLogs`, EMPTY_ITEMS),
  /** C-410 */
  reportExports: { family: 'ucaas', path: `${REPORTS}/exports`, versions: { post: '' } },
  /** C-411 */
  reportExport: read(`${REPORTS}/exports/{exportId}`),
  reportExportCancel: {
    family: 'ucaas',
    path: `${REPORTS}/exports/{exportId}`,
    versions: { delete: '' },
  },
  reportExportFile: read(`${REPORTS}/exports/{exportId}/file`),
  /** C-412, C-413 */
  savedReports: {
    family: 'ucaas',
    path: `${REPORTS}/saved`,
    versions: { get: '', post: '' },
    noCache: true,
    empty: { get: EMPTY_ITEMS },
  },
  /** C-414, C-415 */
  savedReport: {
    family: 'ucaas',
    path: `${REPORTS}/saved/{savedReportId}`,
    versions: { put: '', delete: '' },
  },
  /** C-419 */
  auditEvents: read(`${ACCOUNT}/auditLog/events`, EMPTY_ITEMS),
  /** C-141 */
  auditEventUsers: read(`${ACCOUNT}/getEventUsers`, EMPTY_ITEMS),
} satisfies Record<string, EndpointSpec>;
