// #/management/m/devices: the account's devices, read page by page from the server as the table
// scrolls, with the makes for the filters and the count of registered lines (REQ-12).
import { useState } from 'react';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useListQuery, usePagedList } from '../../app/usePagedList';
import { useResource } from '../../app/useResource';
import { type DeviceFilters, type DeviceSort, DevicesListView } from './DevicesListView';
import { countRegisteredLines, DEVICES_PAGE_SIZE, getMakes, listDevices } from './deviceCalls';
import type { DeviceListRow } from './deviceLabels';

const NO_FILTERS: DeviceFilters = { make: '', model: '', assigned: '', registration: '' };

export function DevicesListPage(props: { title: string }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const accountId = profile.account.accountId;
  const { keywordInput, setKeywordInput, keyword, sort, toggleSort } = useListQuery<DeviceSort>('name');
  const [filters, setFilters] = useState(NO_FILTERS);
  const list = usePagedList<DeviceListRow>(
    (offset, pageSize, signal) =>
      listDevices(
        api,
        accountId,
        { offset, pageSize, keyword, sortField: sort.field, sortDirection: sort.direction, ...filters },
        signal,
      ),
    DEVICES_PAGE_SIZE,
    JSON.stringify([accountId, keyword, sort, filters]),
  );
  // Lookups: without them the filters offer no makes, and the figure is left out.
  const makes = useResource(['deviceMakes'], (signal) => getMakes(api, signal), { handled: () => true });
  const lines = useResource(
    ['registeredLines', accountId],
    (signal) => countRegisteredLines(api, accountId, signal),
    {
      handled: () => true,
    },
  );
  return (
    <DevicesListView
      title={props.title}
      total={list.total}
      rowAt={list.rowAt}
      onRangeChange={list.ensureRange}
      sort={sort}
      onSort={toggleSort}
      keyword={keywordInput}
      onKeywordChange={setKeywordInput}
      filters={filters}
      onFiltersChange={setFilters}
      makes={makes.data ?? []}
      canCreate={profile.permissions.has('create:devices')}
      lines={lines.data}
      error={list.failed ? 'The devices could not be read. Try again in a moment.' : undefined}
    />
  );
}
