// How to walk the 10DLC registration machine: what the administrator does (edit, submit with the
// brand approved or not, withdraw) and what the carrier registry answers (approved, rejected with
// a reason). Read by the path tests, the coverage report and the machine gallery.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type MachineModel, possibleIn } from '../graph/paths';

export const REJECTION =
  'The sample messages are too short: each needs at least 20 characters, as a real text would read.';

export const TEN_DLC_EVENTS: EventObject[] = [
  { type: 'EDIT' },
  { type: 'SUBMIT', brandApproved: true } as EventObject,
  { type: 'SUBMIT', brandApproved: false } as EventObject,
  { type: 'WITHDRAW' },
  { type: 'REVIEWED', approved: true } as EventObject,
  { type: 'REVIEWED', approved: false, reason: REJECTION } as EventObject,
];

export const tenDlcModel: MachineModel = {
  events: (s) => (s.status === 'done' ? [] : TEN_DLC_EVENTS.filter((e) => possibleIn(s, e))),
  // The submissions counter grows without bound: paths are told apart by state and reason only.
  serialize: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.rejectionReason]),
  // A campaign: its submission waits for the brand's approval.
  input: { part: 'campaign' },
};
