// #/management/m/locations: the account's emergency locations (C-052), searched on the server,
// and the account's network locations below them (C-428).
import { useState } from 'react';
import { listLocations } from '../../api/locations/locations';
import { allHandled } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAccount, useSignedInProfile } from '../../app/session/signedInProfile';
import { useResource } from '../../app/useResource';
import { LocationListView } from './LocationListView';
import { NetworkLocationsPage } from './NetworkLocationsPage';

/** The first page is the account's sites (a handful to a few dozen); a search finds the others. */
const PAGE = 200;

export function LocationListPage(props: { title: string }) {
  const { api } = useSessionContext();
  const { accountId } = useAccount();
  const profile = useSignedInProfile();
  const [keyword, setKeyword] = useState('');
  const search = keyword.trim();
  const locations = useResource(
    ['locations', accountId, search],
    (signal) => listLocations(api, accountId, { keyword: search, pageSize: PAGE }, signal),
    { handled: allHandled },
  );
  return (
    <LocationListView
      title={props.title}
      locations={locations.data?.items}
      total={locations.data?.total ?? 0}
      keyword={keyword}
      onKeywordChange={setKeyword}
      canAdd={profile.permissions.has('create:devices')}
      networks={<NetworkLocationsPage />}
      error={
        locations.failed ? 'Try again in a moment. If it goes on, ask your provider’s support.' : undefined
      }
    />
  );
}
