// The account's call log (RPT-01): filters (period, user, direction, result, number) and the
// calls, paged by the server and drawn as they scroll into view. Props only.
import type { CallLogItem } from '../../api/reports';
import { CALL_DIRECTIONS, CALL_RESULTS, type ReportFilters } from '../../domain/schemas/reports';
import { EmptyState } from '../../ui/EmptyState';
import { useFormat } from '../../ui/format/FormatContext';
import { LoadingState } from '../../ui/LoadingState';
import { muted, stack, toolbar } from '../../ui/layout.css';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { type VirtualColumn, VirtualTable } from '../../ui/VirtualTable';
import { PeriodPicker } from './PeriodPicker';
import { duration } from './reportFilters';

export interface CallLogsViewProps {
  filters: ReportFilters;
  onFilters: (f: ReportFilters) => void;
  /** The people to filter by (those with calls in the period). */
  users: { userId: number; name: string }[];
  total: number | undefined;
  rowAt: (index: number) => CallLogItem | undefined;
  onRangeChange: (first: number, last: number) => void;
  formatNumber: (e164: string) => string;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function CallLogsView(props: CallLogsViewProps) {
  const f = useFormat();
  const { filters } = props;
  const columns: VirtualColumn<CallLogItem>[] = [
    {
      key: 'startedAt',
      header: 'Started',
      width: 'minmax(11rem, 1.2fr)',
      render: (c) => f.dateTime(c.startedAt),
    },
    { key: 'direction', header: 'Direction', width: 'minmax(6rem, 0.7fr)', render: (c) => cap(c.direction) },
    { key: 'result', header: 'Result', width: 'minmax(6rem, 0.7fr)', render: (c) => cap(c.result) },
    {
      key: 'from',
      header: 'From',
      width: 'minmax(9rem, 1fr)',
      render: (c) => props.formatNumber(c.fromNumber),
    },
    { key: 'to', header: 'To', width: 'minmax(9rem, 1fr)', render: (c) => props.formatNumber(c.toNumber) },
    { key: 'user', header: 'User', width: 'minmax(8rem, 1fr)', render: (c) => c.userName ?? '—' },
    {
      key: 'duration',
      header: 'Duration',
      width: 'minmax(6rem, 0.7fr)',
      render: (c) => duration(c.durationSeconds),
    },
  ];
  return (
    <div className={stack}>
      <PeriodPicker filters={filters} onChange={props.onFilters} />
      <div className={toolbar}>
        <SelectField
          label="User"
          value={filters.userId ? String(filters.userId) : ''}
          options={[
            { value: '', label: 'Everyone' },
            ...props.users.map((u) => ({ value: String(u.userId), label: u.name })),
          ]}
          onChange={(v) => props.onFilters({ ...filters, userId: v ? Number(v) : undefined })}
        />
        <SelectField
          label="Direction"
          value={filters.direction ?? ''}
          options={[
            { value: '', label: 'Any direction' },
            ...CALL_DIRECTIONS.map((d) => ({ value: d, label: cap(d) })),
          ]}
          onChange={(v) =>
            props.onFilters({ ...filters, direction: (v || undefined) as ReportFilters['direction'] })
          }
        />
        <SelectField
          label="Result"
          value={filters.result ?? ''}
          options={[
            { value: '', label: 'Any result' },
            ...CALL_RESULTS.map((r) => ({ value: r, label: cap(r) })),
          ]}
          onChange={(v) =>
            props.onFilters({ ...filters, result: (v || undefined) as ReportFilters['result'] })
          }
        />
        <TextField
          label="Number contains"
          value={filters.number ?? ''}
          inputMode="tel"
          onChange={(v) => props.onFilters({ ...filters, number: v || undefined })}
        />
      </div>
      {props.total === undefined ? (
        <LoadingState label="Loading the calls…" />
      ) : props.total === 0 ? (
        <EmptyState title="No calls match" description="Change the period or the filters." />
      ) : (
        <>
          <p className={muted} aria-live="polite">{`${f.number(props.total)} calls`}</p>
          <VirtualTable
            label="Calls"
            columns={columns}
            rowCount={props.total}
            rowAt={props.rowAt}
            rowKey={(c) => c.id}
            onRangeChange={props.onRangeChange}
          />
        </>
      )}
    </div>
  );
}
