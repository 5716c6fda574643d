// #/management/m/{userSummaryReport,callQueueSummaryReport,callGroupSummaryReport}/<filters>:
// the user, call queue and call group summaries of a period (RPT-01), with exports and saving.
import { useState } from 'react';
import type { ApiClient } from '../../api/client';
import {
  getGroupSummary,
  getQueueSummary,
  getUserSummary,
  type MemberSetCalls,
  type Period,
  type UserCalls,
} from '../../api/reports';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAccount } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import type { ReportFilters, ReportKind } from '../../domain/schemas/reports';
import { useFormat } from '../../ui/format/FormatContext';
import { stack } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { PeriodPicker, periodReady } from './PeriodPicker';
import { ReportActions } from './ReportActions';
import { filtersFromPath, resolved } from './reportFilters';
import { type SummaryRow, SummaryTableView } from './SummaryTableView';

/** One summary's call: its period and rows. */
type Load = (
  api: ApiClient,
  accountId: number,
  f: ReportFilters,
  signal: AbortSignal,
) => Promise<{ period: Period; total: number; items: (UserCalls | MemberSetCalls)[] }>;

type Kind = Extract<ReportKind, 'userSummary' | 'callQueueSummary' | 'callGroupSummary'>;

const KINDS: Record<
  Kind,
  { noun: string; chartTitle: string; membersHeader?: string; emptyText: string; load: Load }
> = {
  userSummary: {
    noun: 'User',
    chartTitle: 'Calls per user',
    emptyText: 'No user made or took a call in this period.',
    load: getUserSummary,
  },
  callQueueSummary: {
    noun: 'Queue',
    chartTitle: 'Calls per call queue',
    membersHeader: 'Agents',
    emptyText: 'This account has no call queues.',
    load: getQueueSummary,
  },
  callGroupSummary: {
    noun: 'Group',
    chartTitle: 'Calls per call group',
    membersHeader: 'Members',
    emptyText: 'This account has no call groups.',
    load: getGroupSummary,
  },
};

function SummaryTablePage(props: { title: string; subpath?: string; kind: Kind }) {
  const { api } = useSessionContext();
  const accountId = useAccount().accountId;
  const { timeZone } = useFormat().settings;
  const [filters, setFilters] = useState(() => filtersFromPath(props.subpath));
  const ready = periodReady(filters);
  const asked = resolved(filters, timeZone, new Date());
  const spec = KINDS[props.kind];
  const answer = useResource([props.kind, accountId, ready ? asked : 'waiting'], (signal) =>
    ready ? spec.load(api, accountId, asked, signal) : Promise.resolve(undefined),
  );
  const rows: SummaryRow[] | undefined = answer.data?.items.map((r) => ({
    ...r,
    key: 'userId' in r ? r.userId : r.id,
  }));
  return (
    <div className={stack}>
      <PageHeader title={props.title} />
      <PeriodPicker filters={filters} onChange={setFilters} />
      <ReportActions
        accountId={accountId}
        report={props.kind}
        filters={filters}
        resolvedFilters={asked}
        ready={ready}
      />
      <SummaryTableView
        noun={spec.noun}
        chartTitle={spec.chartTitle}
        membersHeader={spec.membersHeader}
        period={answer.data?.period}
        rows={rows}
        loading={answer.loading}
        emptyText={spec.emptyText}
      />
    </div>
  );
}

export const UserSummaryPage = (props: { title: string; subpath?: string }) => (
  <SummaryTablePage {...props} kind="userSummary" />
);
export const CallQueueSummaryPage = (props: { title: string; subpath?: string }) => (
  <SummaryTablePage {...props} kind="callQueueSummary" />
);
export const CallGroupSummaryPage = (props: { title: string; subpath?: string }) => (
  <SummaryTablePage {...props} kind="callGroupSummary" />
);
