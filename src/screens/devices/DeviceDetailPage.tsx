// #/management/m/devices/<id>: one device, its lines' registrations (each read on its own, ERR-09)
// and the actions. Assign, move (DEV-04: a device on another extension asks to confirm the move),
// unassign and log out go through the assignment machine; its refusals (ERR-07) show the
// platform's words in the 'Error' dialog.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { navigate } from 'wouter/use-hash-location';
import { fromPromise } from 'xstate';
import { assignmentMachineFor } from '../../../machines/devices/assignmentMachine';
import { describeFailure } from '../../api/describeFailure';
import type { Device } from '../../api/devices';
import { ApiFailure } from '../../api/failure';
import { listLocations } from '../../api/locations/locations';
import { isNotFound } from '../../app/failures';
import { registerLiveActor } from '../../app/liveActors';
import { useSessionContext } from '../../app/session/SessionContext';
import { useSignedInProfile } from '../../app/session/signedInProfile';
import { useAction } from '../../app/useAction';
import { useResource } from '../../app/useResource';
import { DEVICE_FAILURE_CODES } from '../../domain/deviceErrors';
import { LoadingState } from '../../ui/LoadingState';
import { NotFoundView } from '../common/NotFoundView';
import { DeviceDetailView } from './DeviceDetailView';
import type { DeviceChange } from './DeviceEditDialog';
import {
  assignDevice,
  deleteDevice,
  getDevice,
  getLineRegistration,
  getProvisioningModels,
  logoutDevice,
  resetSipPassword,
  unassignDevice,
  updateDevice,
  updateLine,
} from './deviceCalls';
import { devicesHref } from './deviceLabels';
import { LineLocationControl } from './LineLocationControl';
import { useAccountExtensions } from './useAccountExtensions';

/** A refusal the edit dialog tells itself: field errors under the fields, any other 400 in words. */
const isEditRefusal = (e: unknown) => e instanceof ApiFailure && (e.status === 400 || e.status === 422);

/** The machine with the platform's device as its context's device. */
const assignmentMachine = assignmentMachineFor<Device>();

export function DeviceDetailPage(props: { deviceId: number }) {
  const { api } = useSessionContext();
  const profile = useSignedInProfile();
  const { deviceId } = props;
  const device = useResource(['device', deviceId], (signal) => getDevice(api, deviceId, signal), {
    handled: isNotFound,
  });
  const lineIds = device.data?.lines.map((l) => l.id) ?? [];
  const registrations = useResource(['lineRegistrations', lineIds], async (signal) => {
    const all = await Promise.all(lineIds.map((id) => getLineRegistration(api, id, signal)));
    return Object.fromEntries(lineIds.map((id, i) => [id, all[i]]));
  });
  const extensions = useAccountExtensions(profile.account.accountId);
  // The account's emergency locations, for a line's location (issue 19); none when unreadable.
  const locations = useResource(
    ['locations', profile.account.accountId, 'lines'],
    (signal) => listLocations(api, profile.account.accountId, { pageSize: 750 }, signal),
    { handled: () => true },
  );
  const [resetResult, setResetResult] = useState<{ sipId: string; sipPassword: string }>();

  // DEV-04 and ERR-07 through the assignment machine, watched live by #/machines.
  const actor = useActorRef(
    assignmentMachine.provide({
      actors: {
        loadDevice: fromPromise(({ input, signal }) => getDevice(api, input.deviceId, signal)),
        assign: fromPromise(({ input, signal }) =>
          assignDevice(api, input.deviceId, input.extensionId, input.replaceExisting, signal),
        ),
        unassign: fromPromise(({ input, signal }) => unassignDevice(api, input.deviceId, signal)),
        logout: fromPromise(({ input, signal }) => logoutDevice(api, input.deviceId, signal)),
      },
    }),
    { input: { deviceId } },
  );
  useEffect(() => registerLiveActor('deviceAssignment', actor), [actor]);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const holder = useSelector(actor, (s) => (s.hasTag('confirming') ? s.context.holder : undefined));
  const failure = useSelector(actor, (s) => (s.hasTag('failed') ? s.context.failure : undefined));
  const done = useSelector(actor, (s) => s.hasTag('done'));
  const idleAgain = useSelector(actor, (s) => s.matches('idle') && s.context.device !== undefined);
  const reloadDevice = device.reload;
  // A change the platform answered: read the device again (its lines follow a move).
  useEffect(() => {
    if (done) {
      reloadDevice();
      actor.send({ type: 'RESET' });
    } else if (idleAgain) reloadDevice();
  }, [done, idleAgain, reloadDevice, actor]);

  // Edit (C-435): the models are read once the dialog is first opened (a lookup: without them the
  // picker offers the device's own make and model and Softphone/Other).
  const [editing, setEditing] = useState(false);
  const [editOpened, setEditOpened] = useState(false);
  const models = useResource(
    ['provisioningModels', editOpened],
    (signal) => (editOpened ? getProvisioningModels(api, signal) : Promise.resolve([])),
    { handled: () => true },
  );
  const save = useAction(
    async (change: DeviceChange) => {
      await updateDevice(api, deviceId, change);
      setEditing(false);
      reloadDevice();
    },
    { handled: isEditRefusal },
  );
  const saveError = save.error instanceof ApiFailure ? save.error : undefined;

  const reset = useAction(async (lineId: number) => setResetResult(await resetSipPassword(api, lineId)));
  const remove = useAction(async () => {
    await deleteDevice(api, deviceId);
    navigate('/management/m/devices');
  });

  if (device.error)
    return (
      <NotFoundView
        title="Device not found"
        message="This device does not exist, or it is not in this account."
        linkText="Back to devices"
        homeHref={devicesHref()}
      />
    );
  if (!device.data) return device.failed ? null : <LoadingState label="Loading the device…" />;
  const p = profile.permissions;
  return (
    <DeviceDetailView
      device={device.data}
      registrations={registrations.data ?? {}}
      extensions={extensions}
      canUpdate={p.has('update:devices')}
      lineLocation={(line) => (
        <LineLocationControl
          sipId={line.sipId}
          current={line.e911LocationId}
          locations={locations.data?.items ?? []}
          onSave={async (e911LocationId) => {
            await updateLine(api, line.id, { e911LocationId });
            reloadDevice();
          }}
        />
      )}
      canDelete={p.has('delete:devices')}
      assignment={{
        busy,
        confirmMove: holder,
        error: failure?.message,
        canLogOutFromError: failure?.code === DEVICE_FAILURE_CODES.loggedIn,
      }}
      onAssign={(extensionId) => actor.send({ type: 'ASSIGN', extensionId })}
      onConfirmMove={() => actor.send({ type: 'CONFIRM' })}
      onCancelMove={() => actor.send({ type: 'CANCEL' })}
      onUnassign={() => actor.send({ type: 'UNASSIGN' })}
      onLogout={() => actor.send({ type: 'LOG_OUT' })}
      onDismissError={() => actor.send({ type: 'DISMISS' })}
      resetting={reset.pending}
      resetResult={resetResult}
      onResetPassword={(lineId) => void reset.run(lineId)}
      onResetDone={() => setResetResult(undefined)}
      deleting={remove.pending}
      onDelete={() => void remove.run()}
      edit={{
        isOpen: editing,
        models: models.data ?? [],
        saving: save.pending,
        serverErrors: saveError?.errors,
        serverMessage: saveError && !saveError.errors.length ? describeFailure(saveError) : undefined,
      }}
      onEdit={() => {
        save.reset();
        setEditOpened(true);
        setEditing(true);
      }}
      onSaveEdit={(change) => void save.run(change)}
      onCancelEdit={() => setEditing(false)}
    />
  );
}
