// How to walk the recording machine: what a person, the timers and the platform can send in each
// state. Read by the path tests, the coverage report and the machine gallery.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { RecordingStatus } from '../../src/domain/schemas/callHandling/greeting';
import { type MachineModel, possibleIn } from '../graph/paths';
import { MAX_POLL_FAILURES } from './recordingMachine';

/** The model's clock: a fixed moment, so that a path's times are the same on every run. */
export const RECORDING_MODEL_NOW = Date.parse('2026-11-21T10:00:00Z');

const ticket = (
  status: RecordingStatus['status'],
  extra: Partial<RecordingStatus> = {},
): RecordingStatus => ({
  ticketId: 7,
  recordId: 7,
  accountId: 3,
  status,
  ownerKind: 'callQueue',
  ownerId: 12,
  greetingKey: 'main',
  phoneNumber: '+14155550142',
  startedAt: '2026-11-21T10:00:00.000Z',
  greeting: null,
  reason: null,
  ...extra,
});

export const RECORDING_GREETING = {
  greetingId: 31,
  ownerKind: 'callQueue',
  ownerId: 12,
  greetingKey: 'main',
  fileName: 'recording-7.wav',
  contentType: 'audio/wav',
  byteSize: 16044,
  durationMs: 2000,
  source: 'phone',
  createdAt: '2026-11-21T10:00:08.000Z',
} as const;

export const RECORDING_EVENTS: EventObject[] = [
  { type: 'record.start', phoneNumber: '+14155550142' } as EventObject,
  { type: 'record.cancel' },
  { type: 'record.retry' },
  { type: 'record.reset' },
  { type: 'xstate.done.actor.start', output: ticket('calling') } as EventObject,
  {
    type: 'xstate.error.actor.start',
    error: { status: 400, errors: [{ field: 'phoneNumber', message: 'This is not a phone number.' }] },
  } as EventObject,
  { type: 'xstate.after.pollInterval.recording.polling.waiting' },
  { type: 'xstate.after.giveUp.recording.polling' },
  { type: 'xstate.done.actor.poll', output: ticket('calling') } as EventObject,
  {
    type: 'xstate.done.actor.poll',
    output: ticket('ready', { greeting: { ...RECORDING_GREETING } }),
  } as EventObject,
  {
    type: 'xstate.done.actor.poll',
    output: ticket('failed', { reason: 'The call queue was deleted before the recording was saved.' }),
  } as EventObject,
  { type: 'xstate.done.actor.poll', output: ticket('cancelled') } as EventObject,
  { type: 'xstate.error.actor.poll', error: { message: 'Failed to fetch' } } as EventObject,
  { type: 'xstate.done.actor.cancel', output: ticket('cancelled') } as EventObject,
  {
    type: 'xstate.error.actor.cancel',
    error: {
      status: 409,
      code: 'recording_ready',
      message: 'This recording is already saved as the greeting.',
    },
  } as EventObject,
];

export const recordingModel: MachineModel = {
  input: { now: () => RECORDING_MODEL_NOW, timeoutMs: 120_000 },
  events: (s) => RECORDING_EVENTS.filter((e) => possibleIn(s, e)),
  // Guards read whether a cancel waits for the start, and how many polls failed in a row.
  serialize: (s: AnyMachineSnapshot) =>
    JSON.stringify([
      s.value,
      s.context.cancelWanted as boolean,
      Math.min(s.context.pollFailures as number, MAX_POLL_FAILURES),
    ]),
};
