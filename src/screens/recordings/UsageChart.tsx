// The usage card's chart: megabytes recorded per day over the last 30 days (the account's days),
// with the chart's own 'Show as table' alternative. uPlot comes with it, in this page's chunk.
import { useMemo } from 'react';
import type { RecordingUsage } from '../../domain/schemas/recording';
import { ReportChart } from '../../ui/charts/ReportChart';
import { useFormat } from '../../ui/format/FormatContext';
import { vars } from '../../ui/theme.css';

const MEGABYTE = 1024 * 1024;

export function UsageChart({ daily }: { daily: RecordingUsage['daily'] }) {
  const f = useFormat();
  // Stable arrays: the chart draws again only when the figures change.
  const labels = useMemo(() => daily.map((d) => d.day), [daily]);
  const series = useMemo(
    () => [{ label: 'MB recorded', values: daily.map((d) => d.bytes / MEGABYTE), color: vars.color.accent }],
    [daily],
  );
  const formatLabel = useMemo(() => (day: string) => f.date(`${day}T12:00:00Z`), [f]);
  const formatValue = useMemo(() => (mb: number) => f.number(mb, { maximumFractionDigits: 1 }), [f]);
  return (
    <ReportChart
      title="Recorded per day, last 30 days"
      kind="stackedBars"
      labelHeader="Day"
      labels={labels}
      series={series}
      formatLabel={formatLabel}
      formatValue={formatValue}
    />
  );
}
