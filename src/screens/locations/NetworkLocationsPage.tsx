// The Networks card of the emergency locations page (C-428, C-429; decision 0101), connected: the
// account's networks, and the add dialog, which reads the account's locations when it opens.
import { useState } from 'react';
import { ApiFailure } from '../../api/failure';
import {
  listLocations,
  listNetworkLocations,
  type NetworkLocationRequest,
  requestNetworkLocation,
} from '../../api/locations/locations';
import { allHandled, hasFieldErrors } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAccount, useSignedInProfile } from '../../app/session/signedInProfile';
import { useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import { NetworkLocationDialog } from './NetworkLocationDialog';
import { NetworkLocationsView } from './NetworkLocationsView';

/** Every location of an account fits in one page of the list (at most 750 rows). */
const ALL_LOCATIONS = 750;

function AddNetworkDialog(props: { onAdded: () => void; onCancel: () => void }) {
  const { api } = useSessionContext();
  const { accountId } = useAccount();
  const locations = useResource(['locations', accountId, 'all'], (signal) =>
    listLocations(api, accountId, { pageSize: ALL_LOCATIONS }, signal),
  );
  const add = useAction(
    (request: NetworkLocationRequest) => requestNetworkLocation(api, accountId, request),
    {
      handled: hasFieldErrors,
    },
  );
  const failure = add.error instanceof ApiFailure ? add.error : undefined;
  return (
    <NetworkLocationDialog
      locations={locations.data?.items}
      pending={add.pending}
      errors={failure?.errors ?? []}
      onSave={async (request) => {
        if (await add.run(request)) props.onAdded();
      }}
      onEdit={add.reset}
      onCancel={props.onCancel}
    />
  );
}

export function NetworkLocationsPage() {
  const { api } = useSessionContext();
  const { accountId } = useAccount();
  const profile = useSignedInProfile();
  const [adding, setAdding] = useState(false);
  const networks = useResource(
    ['networkLocations', accountId],
    (signal) => listNetworkLocations(api, accountId, signal),
    { handled: allHandled },
  );
  return (
    <NetworkLocationsView
      networks={networks.data}
      error={
        networks.failed ? 'Try again in a moment. If it goes on, ask your provider’s support.' : undefined
      }
      // The route's own permission (C-429 is declared with create:devices, like adding a location).
      canAdd={profile.permissions.has('create:devices')}
      onAdd={() => setAdding(true)}
      dialog={
        adding ? (
          <AddNetworkDialog
            onAdded={() => {
              setAdding(false);
              networks.reload();
            }}
            onCancel={() => setAdding(false)}
          />
        ) : null
      }
    />
  );
}
