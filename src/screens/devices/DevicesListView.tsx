// The devices table: paged from the server, virtualized, sorted, searched by name or MAC and
// filtered by make/model, assignment and registration.
import { useMemo } from 'react';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { EmptyState } from '../../ui/EmptyState';
import { type Formatters, useFormat } from '../../ui/format/FormatContext';
import { Link } from '../../ui/Link';
import { link } from '../../ui/Link.css';
import { LoadingState } from '../../ui/LoadingState';
import { grow, muted, stack, toolbar } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { type VirtualColumn, VirtualTable } from '../../ui/VirtualTable';
import {
  type DeviceListRow,
  devicesHref,
  makeModel,
  personName,
  REGISTRATION_LABEL,
  REGISTRATION_TONE,
} from './deviceLabels';
import { mono } from './devices.css';

export type DeviceSort = 'name' | 'macAddress' | 'model' | 'createdAt';

export interface DeviceFilters {
  make: string;
  model: string;
  assigned: '' | 'true' | 'false';
  registration: '' | 'registered' | 'unregistered' | 'never';
}

export interface DevicesListViewProps {
  title: string;
  total: number | undefined;
  rowAt: (index: number) => DeviceListRow | undefined;
  onRangeChange: (first: number, last: number) => void;
  sort: { field: DeviceSort; direction: 'ASC' | 'DESC' };
  onSort: (field: DeviceSort) => void;
  keyword: string;
  onKeywordChange: (k: string) => void;
  filters: DeviceFilters;
  onFiltersChange: (f: DeviceFilters) => void;
  makes: readonly { make: string; models: readonly string[] }[];
  canCreate: boolean;
  /** REQ-12: lines registered of all lines, once counted. */
  lines?: { registered: number; total: number };
  error?: string;
}

/** The table's columns; dates in the shown account's locale, zone and clock (decision 0087). */
const columnsFor = (fmt: Formatters): VirtualColumn<DeviceListRow>[] => [
  {
    key: 'name',
    header: 'Name',
    width: 'minmax(10rem, 1.4fr)',
    sortField: 'name',
    render: (d) => (
      <a className={link({ variant: 'inline' })} href={devicesHref(String(d.id))}>
        {d.name}
      </a>
    ),
    text: (d) => d.name,
  },
  {
    key: 'mac',
    header: 'MAC',
    width: '11rem',
    sortField: 'macAddress',
    render: (d) => (d.macAddress ? <span className={mono}>{d.macAddress}</span> : '—'),
    text: (d) => d.macAddress ?? '',
  },
  { key: 'model', header: 'Make/model', width: 'minmax(9rem, 1fr)', sortField: 'model', render: makeModel },
  {
    key: 'extension',
    header: 'Extension',
    width: 'minmax(9rem, 1fr)',
    render: (d) => (d.extensionNumber ? `${d.extensionNumber} ${personName(d.userName)}`.trim() : '—'),
  },
  {
    key: 'loggedIn',
    header: 'Logged in',
    width: 'minmax(8rem, 1fr)',
    render: (d) => personName(d.loggedInUserName) || '—',
  },
  {
    key: 'registration',
    header: 'Registration',
    width: '10rem',
    render: (d) => (
      <Badge tone={REGISTRATION_TONE[d.registrationStatus]}>{REGISTRATION_LABEL[d.registrationStatus]}</Badge>
    ),
    text: (d) => REGISTRATION_LABEL[d.registrationStatus],
  },
  {
    key: 'provisioned',
    header: 'Last provisioned',
    width: '11rem',
    render: (d) => (d.lastProvisionedAt ? fmt.dateTime(d.lastProvisionedAt) : 'Never'),
  },
];

export function DevicesListView(props: DevicesListViewProps) {
  const { filters } = props;
  const fmt = useFormat();
  const columns = useMemo(() => columnsFor(fmt), [fmt]);
  const set = (change: Partial<DeviceFilters>) => props.onFiltersChange({ ...filters, ...change });
  const models = props.makes.find((m) => m.make === filters.make)?.models ?? [];
  return (
    <div className={stack}>
      <PageHeader title={props.title}>
        {props.total !== undefined ? (
          <span className={muted}>{`${fmt.number(props.total)} devices`}</span>
        ) : null}
        {props.lines ? (
          <span className={muted}>
            {`${fmt.number(props.lines.registered)} of ${fmt.number(props.lines.total)} lines registered`}
          </span>
        ) : null}
        {props.canCreate ? <Link href={devicesHref('new')}>Add device</Link> : null}
        {props.canCreate ? <Link href={devicesHref('import')}>Import devices</Link> : null}
      </PageHeader>
      <div className={toolbar}>
        <div className={grow}>
          <TextField
            label="Search devices"
            type="search"
            value={props.keyword}
            onChange={props.onKeywordChange}
            description="Part of a name or a MAC address"
          />
        </div>
        <SelectField
          label="Make"
          value={filters.make}
          onChange={(make) => set({ make, model: '' })}
          options={[
            { value: '', label: 'All makes' },
            ...props.makes.map((m) => ({ value: m.make, label: m.make })),
          ]}
        />
        <SelectField
          label="Model"
          value={filters.model}
          isDisabled={!filters.make}
          onChange={(model) => set({ model })}
          options={[{ value: '', label: 'All models' }, ...models.map((m) => ({ value: m, label: m }))]}
        />
        <SelectField
          label="Assigned"
          value={filters.assigned}
          onChange={(v) => set({ assigned: v as DeviceFilters['assigned'] })}
          options={[
            { value: '', label: 'Any' },
            { value: 'true', label: 'Assigned' },
            { value: 'false', label: 'Not assigned' },
          ]}
        />
        <SelectField
          label="Registration"
          value={filters.registration}
          onChange={(v) => set({ registration: v as DeviceFilters['registration'] })}
          options={[
            { value: '', label: 'Any' },
            { value: 'registered', label: REGISTRATION_LABEL.registered },
            { value: 'unregistered', label: REGISTRATION_LABEL.unregistered },
            { value: 'never', label: REGISTRATION_LABEL.never },
          ]}
        />
      </div>
      {props.error ? <Alert variant="error">{props.error}</Alert> : null}
      {props.total === undefined && !props.error ? (
        <LoadingState label="Loading the devices…" />
      ) : props.total === 0 ? (
        <EmptyState title="No devices match." />
      ) : (
        <VirtualTable
          label="Devices"
          columns={columns}
          rowCount={props.total ?? 0}
          rowAt={props.rowAt}
          rowKey={(d) => d.id}
          onRangeChange={props.onRangeChange}
          sort={props.sort}
          onSort={(f) => props.onSort(f as DeviceSort)}
        />
      )}
    </div>
  );
}
