// The call recordings page (REC-01, REC-02): filters, the results as a virtualized table with a
// choice of rows, what to do with the chosen ones, the recycle bin, the usage, and beside the
// table the recording opened. Props only; RecordingsPage connects it.
import { memo, type ReactNode } from 'react';
import { formatPhone } from '../../domain/phone';
import {
  RECORDING_DIRECTIONS,
  type RecordingFilters,
  type RecordingItem,
  type RecordingUsage,
} from '../../domain/schemas/recording';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { EmptyState } from '../../ui/EmptyState';
import { useFormat } from '../../ui/format/FormatContext';
import { LoadingState } from '../../ui/LoadingState';
import { muted, stack, toolbar } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { type VirtualColumn, VirtualTable } from '../../ui/VirtualTable';
import { clockOf } from './RecordingPanel';
import { filters as filtersClass, layout, rowCheck, tabs } from './recordings.css';
import { UsageChart } from './UsageChart';

export type RecordingsTab = 'recordings' | 'bin';
export type Confirming = { kind: 'trash' | 'delete'; count: number } | undefined;

export interface RecordingsViewProps {
  title: string;
  tab: RecordingsTab;
  /** May see the recycle bin and act on recordings (delete:call-recording). */
  canManage: boolean;
  onTab: (tab: RecordingsTab) => void;
  filters: RecordingFilters;
  onFilters: (filters: RecordingFilters) => void;
  users: { id: number; name: string }[];
  queues: { id: number; name: string }[];
  total: number | undefined;
  /** The list could not be read (the error display says why). */
  failed: boolean;
  onReload: () => void;
  rowAt: (index: number) => RecordingItem | undefined;
  onRangeChange: (first: number, last: number) => void;
  sort: { field: string; direction: 'ASC' | 'DESC' };
  onSort: (field: string) => void;
  chosen: ReadonlySet<number>;
  onToggle: (id: number) => void;
  onClearChoice: () => void;
  onOpen: (recording: RecordingItem) => void;
  openId?: number;
  onZip: () => void;
  zipBusy: boolean;
  onTrash: () => void;
  onRestore: () => void;
  onDeleteForGood: () => void;
  confirming: Confirming;
  confirmPending: boolean;
  onConfirm: () => void;
  onCancelConfirm: () => void;
  /** The account's usage card, for who may see it. */
  usage?: RecordingUsage;
  onRecalculate?: () => void;
  recalculating: boolean;
  /** The zip's progress (ExportProgressView), the opened recording, a message after an action. */
  exportArea?: ReactNode;
  panel?: ReactNode;
  notice?: string;
}

const ChooseBox = memo(function ChooseBox(props: {
  id: number;
  label: string;
  checked: boolean;
  onToggle: (id: number) => void;
}) {
  return (
    <input
      type="checkbox"
      className={rowCheck}
      checked={props.checked}
      aria-label={`Choose the recording of ${props.label}`}
      onChange={() => props.onToggle(props.id)}
    />
  );
});

const megabytes = (bytes: number) => bytes / (1024 * 1024);

export function RecordingsView(props: RecordingsViewProps) {
  const f = useFormat();
  const set = (change: Partial<RecordingFilters>) => props.onFilters({ ...props.filters, ...change });
  const whole = (v: string) =>
    v.trim() === '' || Number.isNaN(Number(v)) ? undefined : Math.max(0, Math.trunc(Number(v)));
  const label = (r: RecordingItem) => `${f.dateTime(r.startedAt)} ${r.userName ?? ''}`.trim();
  const columns: VirtualColumn<RecordingItem>[] = [
    {
      key: 'choose',
      header: 'Choose',
      width: '4.5rem',
      render: (r) => (
        <ChooseBox id={r.id} label={label(r)} checked={props.chosen.has(r.id)} onToggle={props.onToggle} />
      ),
    },
    {
      key: 'started',
      header: 'Started',
      width: '11rem',
      sortField: 'startedAt',
      render: (r) => f.dateTime(r.startedAt),
    },
    {
      key: 'user',
      header: 'User',
      width: 'minmax(9rem, 1.2fr)',
      sortField: 'user',
      render: (r) => r.userName ?? '',
    },
    {
      key: 'queue',
      header: 'Queue',
      width: 'minmax(8rem, 1fr)',
      sortField: 'queue',
      render: (r) => r.queueName ?? '',
    },
    { key: 'direction', header: 'Direction', width: '6rem', render: (r) => r.direction },
    { key: 'from', header: 'From', width: '9rem', render: (r) => formatPhone(r.fromNumber) },
    { key: 'to', header: 'To', width: '9rem', render: (r) => formatPhone(r.toNumber) },
    {
      key: 'duration',
      header: 'Length',
      width: '5rem',
      sortField: 'duration',
      render: (r) => clockOf(r.durationSeconds * 1000),
    },
    { key: 'comments', header: 'Comments', width: '6rem', render: (r) => f.number(r.comments) },
    {
      key: 'open',
      header: 'Open',
      width: '5rem',
      render: (r) => (
        <Button
          variant="secondary"
          onPress={() => props.onOpen(r)}
          aria-label={`Open the recording of ${label(r)}`}
        >
          Open
        </Button>
      ),
    },
  ];
  const chosen = props.chosen.size;
  const inBin = props.tab === 'bin';
  return (
    <div className={stack}>
      <PageHeader title={props.title} />
      {props.canManage && (
        <div className={tabs}>
          <Button
            variant={inBin ? 'secondary' : 'primary'}
            aria-pressed={!inBin}
            onPress={() => props.onTab('recordings')}
          >
            Recordings
          </Button>
          <Button
            variant={inBin ? 'primary' : 'secondary'}
            aria-pressed={inBin}
            onPress={() => props.onTab('bin')}
          >
            Recycle bin
          </Button>
        </div>
      )}
      {props.usage && (
        <Card
          title="Storage used"
          size="narrow"
          actions={
            props.onRecalculate && (
              <Button variant="secondary" onPress={props.onRecalculate} isPending={props.recalculating}>
                Recalculate
              </Button>
            )
          }
        >
          <p>
            {f.number(megabytes(props.usage.bytes), { maximumFractionDigits: 1 })} MB in{' '}
            {f.number(props.usage.recordings)} recordings
          </p>
          {props.usage.archived.recordings > 0 && (
            <p>
              Of which archived:{' '}
              {f.number(megabytes(props.usage.archived.bytes), { maximumFractionDigits: 1 })} MB in{' '}
              {f.number(props.usage.archived.recordings)} recordings
            </p>
          )}
          <p className={muted}>Counted {f.dateTime(props.usage.calculatedAt)}</p>
          <UsageChart daily={props.usage.daily} />
        </Card>
      )}
      <form className={filtersClass} aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
        <TextField
          label="From"
          type="date"
          value={props.filters.from ?? ''}
          onChange={(v) => set({ from: v || undefined })}
        />
        <TextField
          label="To"
          type="date"
          value={props.filters.to ?? ''}
          onChange={(v) => set({ to: v || undefined })}
        />
        {props.users.length > 0 && (
          <SelectField
            label="User"
            value={String(props.filters.userId ?? '')}
            options={[
              { value: '', label: 'Any user' },
              ...props.users.map((u) => ({ value: String(u.id), label: u.name })),
            ]}
            onChange={(v) => set({ userId: v ? Number(v) : undefined })}
          />
        )}
        {props.queues.length > 0 && (
          <SelectField
            label="Queue"
            value={String(props.filters.queueId ?? '')}
            options={[
              { value: '', label: 'Any queue' },
              ...props.queues.map((q) => ({ value: String(q.id), label: q.name })),
            ]}
            onChange={(v) => set({ queueId: v ? Number(v) : undefined })}
          />
        )}
        <SelectField
          label="Direction"
          value={props.filters.direction ?? ''}
          options={[
            { value: '', label: 'Any direction' },
            ...RECORDING_DIRECTIONS.map((d) => ({ value: d, label: d })),
          ]}
          onChange={(v) => set({ direction: (v || undefined) as RecordingFilters['direction'] })}
        />
        <TextField
          label="Number"
          value={props.filters.number ?? ''}
          onChange={(v) => set({ number: v || undefined })}
        />
        <TextField
          label="Shortest (seconds)"
          inputMode="numeric"
          value={props.filters.minDuration === undefined ? '' : String(props.filters.minDuration)}
          onChange={(v) => set({ minDuration: whole(v) })}
        />
        <TextField
          label="Longest (seconds)"
          inputMode="numeric"
          value={props.filters.maxDuration === undefined ? '' : String(props.filters.maxDuration)}
          onChange={(v) => set({ maxDuration: whole(v) })}
        />
        <SelectField
          label="Comments"
          value={props.filters.hasComment ?? ''}
          options={[
            { value: '', label: 'With or without' },
            { value: 'true', label: 'With comments' },
            { value: 'false', label: 'Without comments' },
          ]}
          onChange={(v) => set({ hasComment: (v || undefined) as RecordingFilters['hasComment'] })}
        />
      </form>
      {props.notice && (
        <p role="status" className={muted}>
          {props.notice}
        </p>
      )}
      <div className={toolbar}>
        <span>{chosen === 0 ? 'No recording chosen' : `${f.number(chosen)} chosen`}</span>
        {!inBin && (
          <Button onPress={props.onZip} isDisabled={chosen === 0 || props.zipBusy}>
            Download as zip
          </Button>
        )}
        {!inBin && props.canManage && (
          <Button variant="danger" onPress={props.onTrash} isDisabled={chosen === 0}>
            Move to recycle bin
          </Button>
        )}
        {inBin && (
          <Button onPress={props.onRestore} isDisabled={chosen === 0}>
            Restore
          </Button>
        )}
        {inBin && (
          <Button variant="danger" onPress={props.onDeleteForGood} isDisabled={chosen === 0}>
            Delete permanently
          </Button>
        )}
        {chosen > 0 && (
          <Button variant="secondary" onPress={props.onClearChoice}>
            Clear choice
          </Button>
        )}
      </div>
      {props.exportArea}
      <div className={layout}>
        <div>
          {props.failed ? (
            <EmptyState
              title="The recordings could not be loaded"
              action={
                <Button variant="secondary" onPress={props.onReload}>
                  Try again
                </Button>
              }
            />
          ) : props.total === undefined ? (
            <LoadingState label="Loading recordings…" />
          ) : props.total === 0 ? (
            <EmptyState
              title={inBin ? 'The recycle bin is empty' : 'No recordings found'}
              description={
                inBin
                  ? 'Recordings moved to the recycle bin show here.'
                  : 'Try other filters or a wider date range.'
              }
            />
          ) : (
            <VirtualTable
              label={inBin ? 'Recordings in the recycle bin' : 'Recordings'}
              columns={columns}
              rowCount={props.total}
              rowAt={props.rowAt}
              rowKey={(r) => r.id}
              onRangeChange={props.onRangeChange}
              sort={props.sort}
              onSort={props.onSort}
              height="60vh"
              rowHeight={44}
            />
          )}
        </div>
        {props.panel}
      </div>
      <ConfirmDialog
        isOpen={props.confirming !== undefined}
        title={
          props.confirming?.kind === 'delete' ? 'Delete recordings permanently?' : 'Move to the recycle bin?'
        }
        confirmLabel={props.confirming?.kind === 'delete' ? 'Delete permanently' : 'Move to recycle bin'}
        variant="danger"
        isPending={props.confirmPending}
        onConfirm={props.onConfirm}
        onCancel={props.onCancelConfirm}
      >
        {props.confirming?.kind === 'delete' ? (
          <p>
            {f.number(props.confirming.count)} recording{props.confirming.count === 1 ? '' : 's'} will be
            deleted with their audio, transcriptions and comments. This cannot be undone.
          </p>
        ) : (
          <p>
            {f.number(props.confirming?.count ?? 0)} recording{props.confirming?.count === 1 ? '' : 's'} will
            move to the recycle bin. You can restore them from there.
          </p>
        )}
      </ConfirmDialog>
    </div>
  );
}
