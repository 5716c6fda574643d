// How to walk the resource machine: the load settles either way, the screen can reload, and
// the key can change at any time (while a load runs too).
// Read by the path tests, the coverage report and the machine gallery.
import type { EventObject } from 'xstate';
import { type MachineModel, possibleIn } from '../graph/paths';

const EVENTS: EventObject[] = [
  { type: 'resource.reload' },
  { type: 'resource.key', key: '["account",2]' } as EventObject,
  { type: 'xstate.done.actor.load', output: { name: 'Acme' } } as EventObject,
  { type: 'xstate.error.actor.load', error: { status: 500, message: 'Server error' } } as EventObject,
];

export const resourceModel: MachineModel = {
  input: { key: '["account",1]' },
  events: (s) => EVENTS.filter((e) => possibleIn(s, e)),
};
