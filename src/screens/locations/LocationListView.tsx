// The account's emergency locations (CALL-06): each one's name (a link to its page), address,
// status (Provisioned / Being provisioned) and the lines on it; a search by name or city; a
// link to add one; below, the Networks card the page gives. Props only.
import type { ReactNode } from 'react';
import type { LocationRecord } from '../../domain/schemas/location';
import { Alert } from '../../ui/Alert';
import { Badge } from '../../ui/Badge';
import { DataTable } from '../../ui/DataTable';
import { EmptyState } from '../../ui/EmptyState';
import { useFormat } from '../../ui/format/FormatContext';
import { Link } from '../../ui/Link';
import { LoadingState } from '../../ui/LoadingState';
import { muted, stack, toolbar } from '../../ui/layout.css';
import { PageHeader } from '../../ui/PageHeader';
import { TextField } from '../../ui/TextField';
import { addressLine, locationsHref, STATUS_WORDS } from './locationWords';

export interface LocationListViewProps {
  title: string;
  /** Undefined while loading. */
  locations: readonly LocationRecord[] | undefined;
  total: number;
  keyword: string;
  onKeywordChange: (keyword: string) => void;
  canAdd: boolean;
  error?: string;
  /** The Networks card, shown below the list. */
  networks?: ReactNode;
}

export function LocationListView(props: LocationListViewProps) {
  const format = useFormat();
  const { locations, keyword } = props;
  return (
    <div className={stack}>
      <PageHeader title={props.title}>
        {props.canAdd ? (
          <Link variant="button" href={locationsHref('new')}>
            Add a location
          </Link>
        ) : null}
      </PageHeader>
      <p className={muted}>
        An emergency location is the address emergency services are sent to when someone calls them from a
        phone’s line. A new location, or one whose address changes, is being provisioned for a few minutes
        before lines can use it.
      </p>
      <div className={toolbar}>
        <TextField
          label="Search locations"
          description="Part of a name or a city."
          type="search"
          value={keyword}
          onChange={props.onKeywordChange}
        />
      </div>
      {props.error ? (
        <Alert variant="error" title="The locations could not be read">
          {props.error}
        </Alert>
      ) : null}
      {!locations && !props.error ? <LoadingState label="Loading the emergency locations…" /> : null}
      {locations && locations.length === 0 ? (
        <EmptyState
          title={
            keyword ? 'No location matches this search.' : 'This account has no emergency locations yet.'
          }
          description={
            keyword ? 'Try part of another name or city.' : 'Add the address of each site with phones.'
          }
        />
      ) : null}
      {locations && locations.length > 0 ? (
        <>
          <DataTable
            caption="Emergency locations"
            hideCaption
            rows={locations}
            rowKey={(l) => l.id}
            columns={[
              {
                key: 'name',
                header: 'Name',
                render: (l) => <Link href={locationsHref(l.id)}>{l.name}</Link>,
              },
              { key: 'address', header: 'Address', render: (l) => addressLine(l) },
              {
                key: 'status',
                header: 'Status',
                render: (l) => (
                  <Badge tone={l.status === 'provisioned' ? 'success' : 'warning'}>
                    {STATUS_WORDS[l.status]}
                  </Badge>
                ),
              },
              { key: 'lines', header: 'Lines', align: 'end', render: (l) => format.number(l.lineCount) },
            ]}
          />
          {props.total > locations.length ? (
            <p className={muted}>
              Showing {format.number(locations.length)} of {format.number(props.total)}: search to find the
              others.
            </p>
          ) : null}
        </>
      ) : null}
      {props.networks}
    </div>
  );
}
