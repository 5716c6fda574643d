// The account's saved reports (RPT-02): each runs its report with its filters, can be renamed,
// and deleted once confirmed. Props only.
import type { SavedReport } from '../../api/reports';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { useFormat } from '../../ui/format/FormatContext';
import { Link } from '../../ui/Link';
import { LoadingState } from '../../ui/LoadingState';
import { toolbar } from '../../ui/layout.css';
import { PRESETS, REPORT_NAMES, reportHref } from './reportFilters';

export interface SavedReportsViewProps {
  reports: SavedReport[] | undefined;
  loading: boolean;
  onRename: (report: SavedReport) => void;
  onDelete: (report: SavedReport) => void;
}

export function SavedReportsView(props: SavedReportsViewProps) {
  const f = useFormat();
  if (!props.reports) return props.loading ? <LoadingState label="Loading the saved reports…" /> : null;
  if (props.reports.length === 0)
    return (
      <EmptyState
        title="No saved reports yet"
        description="Open a report, choose its period and filters, then choose Save as report."
      />
    );
  const periodOf = (r: SavedReport) => {
    const preset = r.filters.preset ?? 'last7';
    if (preset !== 'custom') return PRESETS.find((p) => p.value === preset)?.label ?? preset;
    return `${r.filters.from ? f.date(`${r.filters.from}T12:00:00Z`) : '?'} – ${r.filters.to ? f.date(`${r.filters.to}T12:00:00Z`) : '?'}`;
  };
  return (
    <DataTable
      caption="Saved reports"
      hideCaption
      rows={props.reports}
      rowKey={(r) => r.id}
      columns={[
        {
          key: 'name',
          header: 'Name',
          render: (r) => (
            <Link href={reportHref(r.report, r.filters)} aria-label={`${r.name}: run it`}>
              {r.name}
            </Link>
          ),
        },
        { key: 'report', header: 'Report', render: (r) => REPORT_NAMES[r.report] ?? r.report },
        { key: 'period', header: 'Period', render: periodOf },
        { key: 'updatedAt', header: 'Saved', render: (r) => f.dateTime(r.updatedAt) },
        {
          key: 'actions',
          header: 'Actions',
          render: (r) => (
            <div className={toolbar}>
              <Button variant="quiet" onPress={() => props.onRename(r)} aria-label={`Rename ${r.name}`}>
                Rename
              </Button>
              <Button variant="quiet" onPress={() => props.onDelete(r)} aria-label={`Delete ${r.name}`}>
                Delete
              </Button>
            </div>
          ),
        },
      ]}
    />
  );
}
