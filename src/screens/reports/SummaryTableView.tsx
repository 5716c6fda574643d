// The user, call queue and call group summaries (RPT-01): one row per user, queue or group of
// the period, and one chart of their calls (answered and missed stacked). Props only.
import type { MemberSetCalls, Period, UserCalls } from '../../api/reports';
import { ReportChart } from '../../ui/charts/ReportChart';
import { DataTable } from '../../ui/DataTable';
import { useFormat } from '../../ui/format/FormatContext';
import { LoadingState } from '../../ui/LoadingState';
import { muted, stack } from '../../ui/layout.css';
import { vars } from '../../ui/theme.css';
import { duration } from './reportFilters';

export type SummaryRow = (UserCalls | MemberSetCalls) & { key: number };

export interface SummaryTableViewProps {
  /** 'User', 'Queue' or 'Group': the first column's header. */
  noun: string;
  /** The chart's name: 'Calls per user'. */
  chartTitle: string;
  /** Queues and groups count their agents or members. */
  membersHeader?: string;
  period: Period | undefined;
  rows: SummaryRow[] | undefined;
  loading: boolean;
  emptyText: string;
}

/** The most rows the chart draws (the table lists them all). */
const CHART_ROWS = 15;

export function SummaryTableView(props: SummaryTableViewProps) {
  const f = useFormat();
  const n = (x: number) => f.number(x);
  if (!props.rows) return props.loading ? <LoadingState label="Counting the calls…" /> : null;
  const rows = props.rows;
  const charted = rows.slice(0, CHART_ROWS);
  const day = (d: string) => f.date(`${d}T12:00:00Z`);
  return (
    <div className={stack}>
      {props.period && (
        <p
          className={muted}
        >{`${day(props.period.from)} – ${day(props.period.to)} (${props.period.timeZone})`}</p>
      )}
      {rows.some((r) => r.calls > 0) && (
        <ReportChart
          title={props.chartTitle}
          kind="stackedBars"
          labelHeader={props.noun}
          labels={charted.map((r) => r.name)}
          formatValue={n}
          series={[
            { label: 'Answered', values: charted.map((r) => r.answered), color: vars.color.success },
            {
              label: 'Not answered',
              values: charted.map((r) => r.calls - r.answered),
              color: vars.color.danger,
            },
          ]}
        />
      )}
      <DataTable
        caption={`${props.chartTitle}: the figures`}
        rows={rows}
        rowKey={(r) => r.key}
        loading={props.loading}
        emptyText={props.emptyText}
        columns={[
          { key: 'name', header: props.noun },
          { key: 'extensionNumber', header: 'Extension', render: (r) => r.extensionNumber ?? '—' },
          ...(props.membersHeader
            ? [
                {
                  key: 'members',
                  header: props.membersHeader,
                  align: 'end' as const,
                  render: (r: SummaryRow) => n('members' in r ? r.members : 0),
                },
              ]
            : []),
          { key: 'calls', header: 'Calls', align: 'end', render: (r) => n(r.calls) },
          { key: 'answered', header: 'Answered', align: 'end', render: (r) => n(r.answered) },
          { key: 'missed', header: 'Not answered', align: 'end', render: (r) => n(r.calls - r.answered) },
          { key: 'talk', header: 'Talk time', align: 'end', render: (r) => duration(r.talkSeconds) },
        ]}
      />
    </div>
  );
}
