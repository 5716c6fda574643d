// #/management/m/locations/<id>: one location with the devices and lines on it. The delete's
// confirmation reads them again first (C-078), so it names the lines that use it now.
import { useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { ApiFailure } from '../../api/failure';
import { deleteLocation, getLocation, listLocationDevices } from '../../api/locations/locations';
import { isNotFound } from '../../app/failures';
import { useSessionContext } from '../../app/session/SessionContext';
import { useAccount, useSignedInProfile } from '../../app/session/signedInProfile';
import { useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import { LoadingState } from '../../ui/LoadingState';
import { NotFoundView } from '../common/NotFoundView';
import { LocationDetailView } from './LocationDetailView';
import { LOCATIONS_PATH, locationsHref } from './locationWords';

const isInUse = (e: unknown) => e instanceof ApiFailure && e.status === 409;

export function LocationDetailPage(props: { locationId: number }) {
  const { api } = useSessionContext();
  const { accountId } = useAccount();
  const profile = useSignedInProfile();
  const { locationId } = props;
  const [confirming, setConfirming] = useState(0);
  const location = useResource(
    ['location', accountId, locationId],
    (signal) => getLocation(api, accountId, locationId, signal),
    { handled: isNotFound },
  );
  // Read again each time the confirmation opens (the key's counter).
  const lines = useResource(['locationDevices', accountId, locationId, confirming], (signal) =>
    listLocationDevices(api, accountId, locationId, signal),
  );
  const remove = useAction(
    async () => {
      await deleteLocation(api, accountId, locationId);
      navigate(LOCATIONS_PATH);
    },
    { handled: isInUse },
  );
  if (location.error)
    return <NotFoundView homeHref={locationsHref()} linkText="Back to the emergency locations" />;
  if (!location.data) return location.failed ? null : <LoadingState label="Loading the location…" />;
  return (
    <LocationDetailView
      location={location.data}
      lines={lines.data}
      canChange={profile.permissions.has('update:devices')}
      canDelete={profile.permissions.has('delete:devices')}
      confirming={confirming > 0}
      onDelete={() => {
        remove.reset();
        setConfirming((n) => n + 1);
      }}
      onCancelDelete={() => setConfirming(0)}
      onConfirmDelete={() => void remove.run()}
      deleting={remove.pending}
      deleteProblem={remove.error instanceof ApiFailure ? remove.error.message : undefined}
    />
  );
}
