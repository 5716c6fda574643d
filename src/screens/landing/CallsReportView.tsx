import { Alert } from '../../ui/Alert';
import { DataTable, type DataTableColumn } from '../../ui/DataTable';
import { useFormat } from '../../ui/format/FormatContext';
import { sprinkles } from '../../ui/sprinkles.css';
import { summaryLine } from './landing.css';

export type CallDirection = 'inbound' | 'outbound' | 'internal';

export interface CallItem {
  id: number;
  direction: CallDirection;
  fromNumber: string;
  toNumber: string;
  /** ISO 8601. */
  startedAt: string;
  durationSeconds: number;
  result: string;
}

export interface CallsReportViewProps {
  items: CallItem[];
  /** All calls on the platform side; `items` may be the first page of them. */
  total: number;
  loading: boolean;
  error?: string;
  /** Shows an E.164 number the way the user reads it; numbers are shown as given without it. */
  formatNumber?: (e164: string) => string;
}

const DIRECTION_LABEL: Record<CallDirection, string> = {
  inbound: 'Inbound',
  outbound: 'Outbound',
  internal: 'Internal',
};

/** m:ss; minutes are not wrapped into hours (a 62-minute call is 62:05). */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The user's own calls ('My calls'). The page around it supplies the heading. */
export function CallsReportView({
  items,
  total,
  loading,
  error,
  formatNumber = (n) => n,
}: CallsReportViewProps) {
  const fmt = useFormat();
  const columns: DataTableColumn<CallItem>[] = [
    {
      key: 'startedAt',
      header: 'Date & time',
      render: (call) => <time dateTime={call.startedAt}>{fmt.dateTime(call.startedAt)}</time>,
    },
    {
      key: 'direction',
      header: 'Direction',
      render: (call) => DIRECTION_LABEL[call.direction] ?? call.direction,
    },
    { key: 'fromNumber', header: 'From', render: (call) => formatNumber(call.fromNumber) },
    { key: 'toNumber', header: 'To', render: (call) => formatNumber(call.toNumber) },
    {
      key: 'durationSeconds',
      header: 'Duration',
      align: 'end',
      render: (call) => formatDuration(call.durationSeconds),
    },
    { key: 'result', header: 'Result' },
  ];
  return (
    <div className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'xl' })}>
      {error ? <Alert variant="error">{error}</Alert> : null}
      {!loading && items.length > 0 ? (
        <p className={summaryLine}>
          {items.length < total
            ? `Showing ${fmt.number(items.length)} of ${fmt.number(total)} calls.`
            : `${fmt.number(items.length)} ${items.length === 1 ? 'call' : 'calls'}.`}
        </p>
      ) : null}
      <DataTable
        caption="Calls"
        hideCaption
        columns={columns}
        rows={items}
        rowKey={(call) => call.id}
        loading={loading}
        loadingText="Loading calls…"
        emptyText={error ? 'Calls could not be loaded.' : 'No calls yet.'}
      />
    </div>
  );
}
