// The numbers table (NUM-01, NUM-02): read 750 rows a page from the server as it scrolls,
// virtualized with a fixed row height, sorted by the server on every column, narrowed by a filter
// per column and by the search box; the account's counts in the header. Numbers are chosen across
// pages (a box per row, or every number matching), and a bar of bulk changes shows once some are.
import { memo, useMemo } from 'react';
import { NUMBER_COLUMNS, type NumberColumn, type PhoneNumber } from '../../domain/schemas/phoneNumber';
import { Alert } from '../../ui/Alert';
import { Badge, badgeToneForStatus } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { useFormat } from '../../ui/format/FormatContext';
import { link } from '../../ui/Link.css';
import { LoadingState } from '../../ui/LoadingState';
import { grow, muted, stack, toolbar } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { TextField } from '../../ui/TextField';
import { type VirtualColumn, VirtualTable } from '../../ui/VirtualTable';
import { backupNumberText, COLUMN_LABEL, displayNumber, numbersHref } from './numberLabels';
import { type Chosen, chosenCount, isChosen } from './numberSelection';
import { bulkBar, filterBox, filters as filtersClass, mono, rowCheck } from './numbers.css';

/** The bulk changes the bar offers, in its order. */
export const BULK_ACTIONS = [
  ['status', 'Change status'],
  ['callerIdName', 'Caller-id name'],
  ['callerIdCode', 'Caller id'],
  ['customTag', 'Custom tag'],
  ['provider', 'Provider'],
  ['backupNumber', 'Backup number'],
  ['initialAssign', 'Initial assign'],
  ['provision', 'Provision'],
  ['removeFromUse', 'Remove from use'],
  ['removeFromAccount', 'Remove from account'],
  ['move', 'Move to account'],
  ['deleteByoc', 'Delete BYOC'],
] as const;
export type BulkActionKey = (typeof BULK_ACTIONS)[number][0];

export interface NumbersListViewProps {
  title: string;
  /** Numbers matching the search (undefined until the first page answers). */
  total: number | undefined;
  counts?: { totalCount: number; tollFreeCount: number };
  rowAt: (index: number) => PhoneNumber | undefined;
  onRangeChange: (first: number, last: number) => void;
  sort: { field: NumberColumn; direction: 'ASC' | 'DESC' };
  onSort: (field: NumberColumn) => void;
  keyword: string;
  onKeywordChange: (k: string) => void;
  columnFilters: Partial<Record<NumberColumn, string>>;
  onColumnFilterChange: (column: NumberColumn, value: string) => void;
  chosen: Chosen;
  onToggle: (phoneNumber: string) => void;
  onChooseAllMatching: () => void;
  onClearChosen: () => void;
  canUpdate: boolean;
  onBulk: (action: BulkActionKey) => void;
  onManageTags: () => void;
  error?: string;
}

const RowCheck = memo(function RowCheck(props: {
  phoneNumber: string;
  checked: boolean;
  onToggle: (n: string) => void;
}) {
  return (
    <input
      type="checkbox"
      className={rowCheck}
      checked={props.checked}
      aria-label={`Choose ${displayNumber(props.phoneNumber)}`}
      onChange={() => props.onToggle(props.phoneNumber)}
    />
  );
});

function columnsFor(props: Pick<NumbersListViewProps, 'chosen' | 'onToggle' | 'canUpdate'>) {
  const text = (v: string | null | undefined) => v ?? '';
  const cols: VirtualColumn<PhoneNumber>[] = [
    {
      key: 'phoneNumber',
      header: COLUMN_LABEL.phoneNumber,
      width: 'minmax(10rem, 1.2fr)',
      sortField: 'phoneNumber',
      render: (n) => (
        <a className={`${link({ variant: 'inline' })} ${mono}`} href={numbersHref(n.phoneNumber)}>
          {displayNumber(n.phoneNumber)}
        </a>
      ),
      text: (n) => displayNumber(n.phoneNumber),
    },
    {
      key: 'status',
      header: COLUMN_LABEL.status,
      width: '8.5rem',
      sortField: 'status',
      render: (n) => <Badge tone={badgeToneForStatus(n.status)}>{n.status}</Badge>,
      text: (n) => n.status,
    },
    {
      key: 'provider',
      header: COLUMN_LABEL.provider_name,
      width: '9rem',
      sortField: 'provider_name',
      render: (n) => n.provider_name,
    },
    {
      key: 'customTag',
      header: COLUMN_LABEL.customTag,
      width: '8rem',
      sortField: 'customTag',
      render: (n) => text(n.customTag),
    },
    {
      key: 'callerIdName',
      header: COLUMN_LABEL.callerIdName,
      width: '9rem',
      sortField: 'callerIdName',
      render: (n) => text(n.callerIdName),
    },
    {
      key: 'callerId',
      header: COLUMN_LABEL.callerId,
      width: '10rem',
      sortField: 'callerId',
      render: (n) => displayNumber(n.callerId),
    },
    {
      key: 'extension',
      header: COLUMN_LABEL.extensionNumber,
      width: 'minmax(8rem, 1fr)',
      sortField: 'extensionNumber',
      render: (n) => (n.extensionNumber ? `${n.extensionNumber} ${n.assignedTo ?? ''}`.trim() : ''),
    },
    {
      key: 'country',
      header: COLUMN_LABEL.country,
      width: '5.5rem',
      sortField: 'country',
      render: (n) => n.country,
    },
    {
      key: 'backupNumber',
      header: COLUMN_LABEL.backupNumber,
      width: '10rem',
      sortField: 'backupNumber',
      render: (n) => backupNumberText(n.backupNumber),
    },
    {
      key: 'initial',
      header: COLUMN_LABEL.initial_assign,
      width: '8rem',
      sortField: 'initial_assign',
      render: (n) => text(n.initial_assign),
    },
    {
      key: 'product',
      header: COLUMN_LABEL.productNumber,
      width: '7rem',
      sortField: 'productNumber',
      render: (n) => text(n.productNumber),
    },
  ];
  if (!props.canUpdate) return cols;
  const check: VirtualColumn<PhoneNumber> = {
    key: 'choose',
    header: 'Chosen',
    width: '5.5rem',
    render: (n) => (
      <RowCheck
        phoneNumber={n.phoneNumber}
        checked={isChosen(props.chosen, n.phoneNumber)}
        onToggle={props.onToggle}
      />
    ),
    text: () => '',
  };
  return [check, ...cols];
}

export function NumbersListView(props: NumbersListViewProps) {
  const fmt = useFormat();
  const { chosen, onToggle, canUpdate } = props;
  const columns = useMemo(() => columnsFor({ chosen, onToggle, canUpdate }), [chosen, onToggle, canUpdate]);
  const total = props.total ?? 0;
  const count = chosenCount(chosen, total);
  const activeFilters = Object.values(props.columnFilters).filter((v) => v?.trim()).length;
  return (
    <div className={stack}>
      <PageHeader title={props.title}>
        {props.counts ? (
          <span className={muted}>
            {`${fmt.number(props.counts.totalCount)} numbers, ${fmt.number(props.counts.tollFreeCount)} toll-free`}
          </span>
        ) : null}
        <Button variant="secondary" onPress={props.onManageTags}>
          Custom tags
        </Button>
      </PageHeader>
      <div className={toolbar}>
        <div className={grow}>
          <TextField
            label="Search numbers"
            type="search"
            value={props.keyword}
            onChange={props.onKeywordChange}
            description="Digits of the number, the caller-id name or the custom tag"
          />
        </div>
      </div>
      <details className={filterBox} open={activeFilters > 0 || undefined}>
        <summary>{activeFilters ? `Filter by column (${activeFilters} in use)` : 'Filter by column'}</summary>
        <div className={filtersClass}>
          {NUMBER_COLUMNS.map((c) => (
            <TextField
              key={c}
              label={COLUMN_LABEL[c]}
              type="search"
              value={props.columnFilters[c] ?? ''}
              onChange={(v) => props.onColumnFilterChange(c, v)}
            />
          ))}
        </div>
      </details>
      {canUpdate && props.total !== undefined && props.total > 0 ? (
        <div className={bulkBar} role="toolbar" aria-label="Chosen numbers">
          <span aria-live="polite">
            {count > 0 ? `${fmt.number(count)} of ${fmt.number(total)} chosen` : 'No numbers chosen'}
          </span>
          {chosen.mode === 'some' || count < total ? (
            <Button variant="secondary" onPress={props.onChooseAllMatching}>
              {`Select all ${fmt.number(total)} matching`}
            </Button>
          ) : null}
          {count > 0 ? (
            <>
              <Button variant="secondary" onPress={props.onClearChosen}>
                Clear
              </Button>
              {BULK_ACTIONS.map(([action, label]) => (
                <Button
                  key={action}
                  variant={action === 'deleteByoc' || action === 'removeFromAccount' ? 'danger' : 'secondary'}
                  onPress={() => props.onBulk(action)}
                >
                  {label}
                </Button>
              ))}
            </>
          ) : null}
        </div>
      ) : null}
      {props.error ? <Alert variant="error">{props.error}</Alert> : null}
      {props.total === undefined && !props.error ? (
        <LoadingState label="Loading the numbers…" />
      ) : props.total === 0 ? (
        <EmptyState
          title="No numbers match."
          description="Clear the search or the column filters to see every number."
        />
      ) : props.total === undefined ? null : (
        <VirtualTable
          label="Phone numbers"
          columns={columns}
          rowCount={total}
          rowAt={props.rowAt}
          rowKey={(n) => n.phoneNumber}
          onRangeChange={props.onRangeChange}
          sort={props.sort}
          onSort={(f) => props.onSort(f as NumberColumn)}
        />
      )}
    </div>
  );
}
