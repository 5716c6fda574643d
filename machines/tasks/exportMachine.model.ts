// How to walk the export machine: what a person, the timer and the platform can send in each
// state. Read by the path tests, the coverage report and the machine gallery.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type MachineModel, possibleIn } from '../graph/paths';
import { type ExportStatus, MAX_POLL_FAILURES } from './exportMachine';

/** What the model exports: last month's company summary as a PDF. */
export const EXPORT_REQUEST = {
  report: 'companySummary',
  format: 'pdf',
  from: '2026-10-01',
  to: '2026-10-31',
};

const answer = (output: ExportStatus) => ({ type: 'xstate.done.actor.poll', output }) as EventObject;

export const EXPORT_EVENTS: EventObject[] = [
  { type: 'export.start', request: EXPORT_REQUEST } as EventObject,
  { type: 'export.cancel' },
  { type: 'export.retry' },
  { type: 'export.reset' },
  { type: 'xstate.done.actor.start', output: { exportId: 'e-7' } } as EventObject,
  {
    type: 'xstate.error.actor.start',
    error: { status: 400, errors: [{ field: 'to', message: 'The period ends before it starts.' }] },
  } as EventObject,
  { type: 'xstate.after.pollInterval.export.running.waiting' },
  answer({ state: 'running', done: 40, total: 100 }),
  answer({ state: 'running' }),
  answer({ state: 'ready', url: '/reports/exports/e-7/file', fileName: 'company-summary.pdf' }),
  answer({ state: 'failed', reason: 'The report has more than 1,000,000 rows. Choose a shorter period.' }),
  answer({ state: 'cancelled' }),
  { type: 'xstate.error.actor.poll', error: { message: 'Failed to fetch' } } as EventObject,
  { type: 'xstate.done.actor.cancel', output: {} } as EventObject,
  {
    type: 'xstate.error.actor.cancel',
    error: { status: 409, message: 'This export has already finished.' },
  } as EventObject,
];

export const exportModel: MachineModel = {
  events: (s) => EXPORT_EVENTS.filter((e) => possibleIn(s, e)),
  // Guards read whether a cancel waits for the start, and how many polls failed in a row.
  serialize: (s: AnyMachineSnapshot) =>
    JSON.stringify([
      s.value,
      s.context.cancelWanted as boolean,
      Math.min(s.context.pollFailures as number, MAX_POLL_FAILURES),
      Boolean(s.context.progress),
    ]),
};
