// The extensions table: every type of USER-07 with its plan (world-office plans show their
// country), paged from the server, virtualized, sorted and searched.
import type { Extension } from '../../api/extensions';
import { EXTENSION_TYPES } from '../../domain/extensionTypes';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { useFormat } from '../../ui/format/FormatContext';
import { link } from '../../ui/Link.css';
import { grow, muted, stack, toolbar } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { type VirtualColumn, VirtualTable } from '../../ui/VirtualTable';
import { extensionsHref, usersHref } from '../users/userLabels';

export type ExtensionSort = 'extension' | 'userName' | 'extensionType' | 'servicePlan';

export interface ExtensionsListViewProps {
  title: string;
  total: number | undefined;
  rowAt: (index: number) => Extension | undefined;
  onRangeChange: (first: number, last: number) => void;
  sort: { field: ExtensionSort; direction: 'ASC' | 'DESC' };
  onSort: (field: ExtensionSort) => void;
  keyword: string;
  onKeywordChange: (k: string) => void;
  extensionType: string;
  onTypeChange: (t: string) => void;
  error?: string;
}

const columns: VirtualColumn<Extension>[] = [
  {
    key: 'extension',
    header: 'Extension',
    width: '8rem',
    sortField: 'extension',
    render: (e) => (
      <a className={link({ variant: 'inline' })} href={extensionsHref(String(e.deviceKitId))}>
        {e.extension}
      </a>
    ),
  },
  {
    key: 'name',
    header: 'Name',
    width: 'minmax(9rem, 1.2fr)',
    sortField: 'userName',
    render: (e) => e.deviceKitName,
  },
  {
    key: 'type',
    header: 'Type',
    width: 'minmax(14rem, 1.5fr)',
    sortField: 'extensionType',
    render: (e) => e.extensionType,
  },
  {
    key: 'plan',
    header: 'Service plan',
    width: 'minmax(12rem, 2fr)',
    sortField: 'servicePlan',
    render: (e) => (
      <>
        {e.servicePlan}
        {e.worldOfficeCountry ? (
          <>
            {' '}
            <Badge tone="info">{`World office ${e.worldOfficeCountry}`}</Badge>
          </>
        ) : null}
      </>
    ),
    text: (e) => e.servicePlan,
  },
  {
    key: 'user',
    header: 'User',
    width: 'minmax(12rem, 2fr)',
    render: (e) =>
      e.userId ? (
        <a className={link({ variant: 'inline' })} href={usersHref(String(e.userId))}>
          {e.ownerLoginName ?? `User ${e.userId}`}
        </a>
      ) : (
        '—'
      ),
    text: (e) => (e.userId ? (e.ownerLoginName ?? `User ${e.userId}`) : ''),
  },
  { key: 'numbers', header: 'Numbers', width: '6.5rem', render: (e) => String(e.phoneNumbers.length) },
];

export function ExtensionsListView(props: ExtensionsListViewProps) {
  const fmt = useFormat();
  return (
    <div className={stack}>
      <PageHeader title={props.title}>
        {props.total !== undefined ? (
          <span className={muted}>{fmt.number(props.total)} extensions</span>
        ) : null}
      </PageHeader>
      <div className={toolbar}>
        <div className={grow}>
          <TextField
            label="Search extensions"
            type="search"
            value={props.keyword}
            onChange={props.onKeywordChange}
            description="Number or name"
          />
        </div>
        <SelectField
          label="Type"
          value={props.extensionType}
          onChange={props.onTypeChange}
          options={[
            { value: '', label: 'All types' },
            ...EXTENSION_TYPES.map((t) => ({ value: t, label: t })),
          ]}
        />
      </div>
      {props.error ? <Alert variant="error">{props.error}</Alert> : null}
      {props.total === 0 ? (
        <p>No extensions match.</p>
      ) : (
        <VirtualTable
          label="Extensions"
          columns={columns}
          rowCount={props.total ?? 0}
          rowAt={props.rowAt}
          rowKey={(e) => e.deviceKitId}
          onRangeChange={props.onRangeChange}
          sort={props.sort}
          onSort={(f) => props.onSort(f as ExtensionSort)}
        />
      )}
    </div>
  );
}
