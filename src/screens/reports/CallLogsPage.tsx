// #/management/m/callLogsReport/<filters>: the account's calls of a period, filtered, paged by
// the server (RPT-01), with exports (a CSV of every call) and saving the filters (RPT-02).
import { useState } from 'react';
import { getReportCallLogs, getUserSummary } from '../../api/reports';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAccount } from '../../app/session/signedInProfile';
import { useDebounced, usePagedList } from '../../app/usePagedList';
import { useResource } from '../../app/useResource';
import { formatPhone } from '../../domain/phone';
import { useFormat } from '../../ui/format/FormatContext';
import { stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { CallLogsView } from './CallLogsView';
import { periodReady } from './PeriodPicker';
import { ReportActions } from './ReportActions';
import { filtersFromPath, resolved } from './reportFilters';

export const CALL_LOG_PAGE_SIZE = 100;

export function CallLogsPage(props: { title: string; subpath?: string }) {
  const { api } = useSessionContext();
  const accountId = useAccount().accountId;
  const { timeZone } = useFormat().settings;
  const [filters, setFilters] = useState(() => filtersFromPath(props.subpath));
  // The number is typed: ask once the typing stops.
  const settled = useDebounced(filters, 300);
  const ready = periodReady(settled);
  const asked = resolved(settled, timeZone, new Date());
  const period = { preset: asked.preset, from: asked.from, to: asked.to };
  const users = useResource(['callLogUsers', accountId, ready ? period : 'waiting'], (signal) =>
    ready ? getUserSummary(api, accountId, period, signal) : Promise.resolve(undefined),
  );
  const list = usePagedList(
    (offset, pageSize, signal) =>
      ready
        ? getReportCallLogs(api, accountId, asked, { offset, pageSize }, signal)
        : Promise.resolve({ total: 0, items: [] }),
    CALL_LOG_PAGE_SIZE,
    JSON.stringify([accountId, ready, asked]),
  );
  return (
    <div className={stack}>
      <PageHeader title={props.title} />
      <ReportActions
        accountId={accountId}
        report="callLogs"
        filters={filters}
        resolvedFilters={asked}
        ready={ready}
        unit="parts of 10,000 calls"
      />
      <CallLogsView
        filters={filters}
        onFilters={setFilters}
        users={users.data?.items ?? []}
        total={list.total}
        rowAt={list.rowAt}
        onRangeChange={list.ensureRange}
        formatNumber={(n) => formatPhone(n)}
      />
    </div>
  );
}
