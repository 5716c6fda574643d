// How to walk the bulk task machine: what a person, the poll timer and the platform can send
// in each state. Read by the path tests, the coverage report and the machine gallery.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type MachineModel, possibleIn } from '../graph/paths';
import { MAX_POLL_FAILURES } from './bulkTaskMachine';

const snapshot = (status: string, processed: number) => ({
  taskId: 7,
  status,
  total: 3,
  processed,
  succeeded: processed === 3 ? 2 : processed,
  failed: processed === 3 ? 1 : 0,
});

export const BULK_EVENTS: EventObject[] = [
  {
    type: 'bulk.prepared',
    items: [{ loginName: 'a@x.example' }, { loginName: 'b@x.example' }, { loginName: 'c@x.example' }],
    issues: [{ rowNumber: 4, message: 'E-mail: Enter an e-mail address like name@example.com.' }],
  } as EventObject,
  {
    type: 'bulk.prepared',
    items: [],
    issues: [{ rowNumber: 1, message: 'Login name: Enter a login name.' }],
  } as EventObject,
  { type: 'bulk.confirm' },
  { type: 'bulk.cancel' },
  { type: 'bulk.reset' },
  { type: 'xstate.done.actor.start', output: { taskId: 7 } } as EventObject,
  {
    type: 'xstate.error.actor.start',
    error: { status: 400, message: 'Send at least one user.' },
  } as EventObject,
  { type: 'xstate.after.pollInterval.bulkTask.running.waiting' },
  { type: 'xstate.done.actor.poll', output: snapshot('running', 1) } as EventObject,
  { type: 'xstate.done.actor.poll', output: snapshot('partial', 3) } as EventObject,
  { type: 'xstate.error.actor.poll', error: { message: 'Failed to fetch' } } as EventObject,
  {
    type: 'xstate.done.actor.collect',
    output: [
      { rowNumber: 1, status: 'ok', message: 'Created with extension 1001.' },
      {
        rowNumber: 2,
        status: 'error',
        message: 'Login name: This login name is already taken. Choose another.',
      },
      { rowNumber: 3, status: 'ok', message: 'Created with extension 1002.' },
    ],
  } as EventObject,
  { type: 'xstate.error.actor.collect', error: { status: 500 } } as EventObject,
];

export const bulkTaskModel: MachineModel = {
  events: (s) => BULK_EVENTS.filter((e) => possibleIn(s, e)),
  // Guards read whether there are rows and how many polls failed in a row.
  serialize: (s: AnyMachineSnapshot) =>
    JSON.stringify([
      s.value,
      (s.context.items as unknown[]).length > 0,
      Math.min(s.context.pollFailures as number, MAX_POLL_FAILURES),
    ]),
};
