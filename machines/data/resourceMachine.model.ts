// How to walk the resource machine: the load settles either way, and the screen can reload.
// Read by the path tests, the coverage report and the machine gallery.
import type { EventObject } from 'xstate';
import { type MachineModel, possibleIn } from '../graph/paths';

const EVENTS: EventObject[] = [
  { type: 'resource.reload' },
  { type: 'xstate.done.actor.load', output: { name: 'Acme' } } as EventObject,
  { type: 'xstate.error.actor.load', error: { status: 500, message: 'Server error' } } as EventObject,
];

export const resourceModel: MachineModel = {
  events: (s) => EVENTS.filter((e) => possibleIn(s, e)),
};
