// How to walk the device assignment machine: what the admin does, and what the platform answers
// to each call (a free device, one on the extension asked for, one held elsewhere; the refusals
// of the shared contract). Read by the path tests, the coverage report and the machine gallery.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { ANOTHER_USER_LOGGED_IN, LOCATION_PROVISIONING } from '../../src/domain/deviceErrors';
import { type MachineModel, possibleIn } from '../graph/paths';

export const ASSIGN_TO = 12;

const device = (extension: { id: number; extensionNumber: string; userName: string } | null) => ({
  id: 5,
  extensionId: extension?.id ?? null,
  extension,
});

export const FREE_DEVICE = device(null);
export const DEVICE_ON_TARGET = device({ id: ASSIGN_TO, extensionNumber: '1012', userName: 'Nia Okafor' });
export const DEVICE_ELSEWHERE = device({ id: 11, extensionNumber: '1011', userName: 'Sam Reyes' });
export const ASSIGNED_DEVICE = { ...DEVICE_ON_TARGET };
export const MEANWHILE_HOLDER = { extensionId: 14, extensionNumber: '1014', userName: 'Ada Lin' };

/** A refusal as the request layer raises it: status, code and the platform's body. */
const refusal = (status: number, body: Record<string, unknown>) => ({
  status,
  code: body.code,
  message: body.message,
  body: { status, ...body },
});

export const ASSIGNMENT_EVENTS: EventObject[] = [
  { type: 'ASSIGN', extensionId: ASSIGN_TO } as EventObject,
  { type: 'CONFIRM' },
  { type: 'CANCEL' },
  { type: 'UNASSIGN' },
  { type: 'LOG_OUT' },
  { type: 'DISMISS' },
  { type: 'RETRY' },
  { type: 'RESET' },
  { type: 'xstate.done.actor.loadDevice', output: FREE_DEVICE } as EventObject,
  { type: 'xstate.done.actor.loadDevice', output: DEVICE_ON_TARGET } as EventObject,
  { type: 'xstate.done.actor.loadDevice', output: DEVICE_ELSEWHERE } as EventObject,
  { type: 'xstate.error.actor.loadDevice', error: { message: 'Failed to fetch' } } as EventObject,
  { type: 'xstate.done.actor.assign', output: ASSIGNED_DEVICE } as EventObject,
  {
    type: 'xstate.error.actor.assign',
    error: refusal(409, {
      code: 'device_assigned',
      message: 'This device is assigned to extension 1014 (Ada Lin).',
      holder: MEANWHILE_HOLDER,
    }),
  } as EventObject,
  {
    type: 'xstate.error.actor.assign',
    error: refusal(400, { code: 'emergency_location_provisioning', message: LOCATION_PROVISIONING }),
  } as EventObject,
  {
    type: 'xstate.error.actor.assign',
    error: refusal(500, { code: 'internal', message: 'Something went wrong.' }),
  } as EventObject,
  { type: 'xstate.done.actor.unassign', output: FREE_DEVICE } as EventObject,
  {
    type: 'xstate.error.actor.unassign',
    error: refusal(409, { code: 'device_logged_in', message: ANOTHER_USER_LOGGED_IN }),
  } as EventObject,
  { type: 'xstate.error.actor.unassign', error: { message: 'Failed to fetch' } } as EventObject,
  { type: 'xstate.done.actor.logout', output: ASSIGNED_DEVICE } as EventObject,
  {
    type: 'xstate.error.actor.logout',
    error: refusal(404, { code: 'not_found', message: 'Not found.' }),
  } as EventObject,
];

export const assignmentModel: MachineModel = {
  input: { deviceId: 5 },
  events: (s) => ASSIGNMENT_EVENTS.filter((e) => possibleIn(s, e)),
  // Guards read the step that failed and its code (RETRY and LOG_OUT in failed).
  serialize: (s: AnyMachineSnapshot) =>
    JSON.stringify([s.value, s.context.failure?.step, s.context.failure?.code]),
};
