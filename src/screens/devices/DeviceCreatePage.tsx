// #/management/m/devices/new: the add-device form wired to the platform. The MAC address is
// checked for duplicates once complete, after a pause in typing (DEV-02); the create's answer
// carries the new secrets, shown once. ERR-08: a 400 about a missing emergency location opens
// its own dialog; any other failure goes the normal way.
import { useEffect, useState } from 'react';
import { describeFailure } from '../../api/describeFailure';
import { ApiFailure } from '../../api/failure';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useAction } from '../../app/useAction';
import { useDebounced } from '../../app/usePagedList';
import { useResource } from '../../app/useResource';
import { isCompleteMac } from '../../domain/mac';
import { LoadingState } from '../../ui/LoadingState';
import {
  type CreatedDevice,
  DeviceCreateView,
  type MacStatus,
  type NewDeviceDraft,
} from './DeviceCreateView';
import {
  checkDuplicateMac,
  createDevice,
  getProvisioningModels,
  isMissingEmergencyLocation,
} from './deviceCalls';
import { useAccountExtensions } from './useAccountExtensions';

/** A failure the form tells itself: field errors, ERR-08, a duplicate MAC. */
const isFormRefusal = (e: unknown) =>
  e instanceof ApiFailure && (e.status === 400 || e.status === 409 || e.status === 422);

export function DeviceCreatePage(props: { debounceMs?: number }) {
  const { api } = useSessionContext();
  const accountId = useSignedInProfile().account.accountId;
  // A lookup: without the models the form still adds softphones (only 'Softphone/Other' is offered).
  const models = useResource(['provisioningModels'], (signal) => getProvisioningModels(api, signal), {
    handled: () => true,
  });
  const extensions = useAccountExtensions(accountId);
  const [mac, setMac] = useState('');
  const checkedMac = useDebounced(mac, props.debounceMs ?? 400);
  const [macCheck, setMacCheck] = useState<{
    mac: string;
    status: MacStatus;
    where?: { accountId: number; extension: string | null };
  }>({ mac: '', status: 'incomplete' });
  useEffect(() => {
    if (!isCompleteMac(checkedMac)) return;
    const aborter = new AbortController();
    setMacCheck({ mac: checkedMac, status: 'checking' });
    checkDuplicateMac(api, accountId, checkedMac, aborter.signal).then(
      (r) => setMacCheck({ mac: checkedMac, status: r.isInUse ? 'taken' : 'free', where: r.extraInfo }),
      // The create checks again; a failed check only means the form cannot say it yet.
      () => aborter.signal.aborted || setMacCheck({ mac: checkedMac, status: 'unchecked' }),
    );
    return () => aborter.abort();
  }, [api, accountId, checkedMac]);
  const macStatus: MacStatus = !isCompleteMac(mac)
    ? 'incomplete'
    : macCheck.mac === mac
      ? macCheck.status
      : 'checking';

  const [created, setCreated] = useState<CreatedDevice>();
  const [emergencyProblem, setEmergencyProblem] = useState<string>();
  const create = useAction(
    async (draft: NewDeviceDraft) => {
      try {
        const answer = await createDevice(api, accountId, draft);
        setCreated({
          deviceId: answer.device.id,
          sipPasswords: answer.sipPasswords,
          provisioningPassword: answer.provisioningPassword,
        });
      } catch (e) {
        if (isMissingEmergencyLocation(e)) setEmergencyProblem((e as ApiFailure).message);
        throw e;
      }
    },
    { handled: isFormRefusal },
  );
  const error = create.error;
  // A MAC taken since the check (409 mac_in_use) is told under the MAC field.
  const fieldErrors =
    error instanceof ApiFailure
      ? error.code === 'mac_in_use'
        ? [{ field: 'macAddress', message: error.message }]
        : error.errors
      : undefined;
  // The picker's first choice is made from the models, so the form waits for them (or their failure).
  if (models.loading && !models.failed) return <LoadingState label="Loading the phone models…" />;
  return (
    <DeviceCreateView
      models={models.data ?? []}
      extensions={extensions}
      macStatus={macStatus}
      macInUse={macCheck.mac === mac ? macCheck.where : undefined}
      onMacChange={setMac}
      onSubmit={(draft) => void create.run(draft)}
      submitting={create.pending}
      serverErrors={fieldErrors}
      serverMessage={error && !emergencyProblem && !fieldErrors?.length ? describeFailure(error) : undefined}
      emergencyLocationProblem={emergencyProblem}
      onEmergencyLocationClose={() => {
        setEmergencyProblem(undefined);
        create.reset();
      }}
      created={created}
    />
  );
}
