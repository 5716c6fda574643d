// How to walk the user-create machine: typing, submitting, and the platform's answers.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type MachineModel, possibleIn } from '../graph/paths';

export const USER_CREATE_EVENTS: EventObject[] = [
  { type: 'loginName.changed', value: 'new.person@acme.example' } as EventObject,
  { type: 'loginName.changed', value: 'no spaces allowed' } as EventObject,
  { type: 'user.submit', draft: { firstName: 'Nia' } } as EventObject,
  { type: 'xstate.after.debounce.userCreate.debouncing' },
  { type: 'xstate.done.actor.check', output: { available: true } } as EventObject,
  {
    type: 'xstate.done.actor.check',
    output: { available: false, message: 'This login name is already taken. Choose another.' },
  } as EventObject,
  { type: 'xstate.error.actor.check', error: { message: 'Failed to fetch' } } as EventObject,
  { type: 'xstate.done.actor.recheck', output: { available: true } } as EventObject,
  { type: 'xstate.done.actor.recheck', output: { available: false } } as EventObject,
  { type: 'xstate.error.actor.recheck', error: { message: 'Failed to fetch' } } as EventObject,
  { type: 'xstate.done.actor.create', output: { userId: 5 } } as EventObject,
  {
    type: 'xstate.error.actor.create',
    error: { status: 400, errors: [{ field: 'contactNumbers.M', message: 'This number is too short.' }] },
  } as EventObject,
];

export const userCreateModel: MachineModel = {
  events: (s) => USER_CREATE_EVENTS.filter((e) => possibleIn(s, e)),
  serialize: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
};
