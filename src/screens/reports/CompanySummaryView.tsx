// The company summary (RPT-01): the period's totals as cards, the calls per day by direction as
// stacked bars, answered against missed as lines, and the busiest users. Props only.
import type { CompanySummary } from '../../api/reports';
import { ReportChart } from '../../ui/charts/ReportChart';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { useFormat } from '../../ui/format/FormatContext';
import { LoadingState } from '../../ui/LoadingState';
import { muted, stack } from '../../ui/layout.css';
import { Stat, StatGrid } from '../../ui/StatGrid';
import { vars } from '../../ui/theme.css';
import { duration } from './reportFilters';
import * as css from './reports.css';

export interface CompanySummaryViewProps {
  summary: CompanySummary | undefined;
  loading: boolean;
}

export function CompanySummaryView({ summary, loading }: CompanySummaryViewProps) {
  const f = useFormat();
  if (!summary) return loading ? <LoadingState label="Counting the calls…" /> : null;
  const { totals, perDay, topUsers, period } = summary;
  const day = (d: string) => f.date(`${d}T12:00:00Z`);
  const n = (x: number) => f.number(x);
  return (
    <div className={stack}>
      <p className={muted}>{`${day(period.from)} – ${day(period.to)} (${period.timeZone})`}</p>
      <StatGrid>
        <Stat label="Calls" value={n(totals.calls)} />
        <Stat label="Inbound" value={n(totals.inbound)} />
        <Stat label="Outbound" value={n(totals.outbound)} />
        <Stat label="Internal" value={n(totals.internal)} />
        <Stat label="Answered" value={n(totals.answered)} />
        <Stat label="Missed" value={n(totals.missed + totals.voicemail + totals.busy)} />
        <Stat label="Talk time" value={duration(totals.talkSeconds)} />
        <Stat label="Average answered call" value={duration(totals.averageSeconds)} />
      </StatGrid>
      {totals.calls === 0 ? (
        <EmptyState title="No calls in this period" description="Choose another period to see its calls." />
      ) : (
        <>
          <div className={css.charts}>
            <ReportChart
              title="Calls per day by direction"
              kind="stackedBars"
              labelHeader="Day"
              labels={perDay.map((d) => d.day)}
              formatLabel={day}
              formatValue={n}
              series={[
                { label: 'Inbound', values: perDay.map((d) => d.inbound), color: vars.color.accent },
                { label: 'Outbound', values: perDay.map((d) => d.outbound), color: vars.color.success },
                { label: 'Internal', values: perDay.map((d) => d.internal), color: vars.color.warning },
              ]}
            />
            <ReportChart
              title="Answered and missed calls per day"
              kind="lines"
              labelHeader="Day"
              labels={perDay.map((d) => d.day)}
              formatLabel={day}
              formatValue={n}
              series={[
                { label: 'Answered', values: perDay.map((d) => d.answered), color: vars.color.success },
                { label: 'Missed', values: perDay.map((d) => d.missed), color: vars.color.danger },
              ]}
            />
          </div>
          <DataTable
            caption="Top users"
            rows={topUsers}
            rowKey={(u) => u.userId}
            emptyText="No user made or took a call."
            columns={[
              { key: 'name', header: 'User' },
              { key: 'extensionNumber', header: 'Extension', render: (u) => u.extensionNumber ?? '—' },
              { key: 'calls', header: 'Calls', align: 'end', render: (u) => n(u.calls) },
              { key: 'answered', header: 'Answered', align: 'end', render: (u) => n(u.answered) },
              { key: 'talk', header: 'Talk time', align: 'end', render: (u) => duration(u.talkSeconds) },
            ]}
          />
        </>
      )}
    </div>
  );
}
