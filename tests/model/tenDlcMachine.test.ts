// Generated paths through the 10DLC registration machine (MSG-01, decision 0111): draft →
// submitted → approved or rejected with the registry's reason; withdraw; edit and resubmit; a
// campaign waits for its brand's approval.
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject } from 'xstate';
import { tenDlcMachine } from '../../machines/messaging/tenDlcMachine';
import { REJECTION, tenDlcModel } from '../../machines/messaging/tenDlcMachine.model';
import { checkGeneratedPaths, type Outcome } from '../support/pathSpec';

/** The registration's moves as a table: each event's outcome in each state. */
function next(before: AnyMachineSnapshot, event: EventObject): Outcome | 'ignored' {
  const state = before.value as string;
  const c = before.context;
  const e = event as EventObject & { brandApproved?: boolean; approved?: boolean; reason?: string };
  switch (`${state} ${e.type}`) {
    case 'draft EDIT':
      return 'ignored';
    case 'draft SUBMIT':
    case 'rejected SUBMIT':
      // A campaign is sent for review only once its brand is approved.
      if (!e.brandApproved) return 'ignored';
      return { value: 'submitted', context: { rejectionReason: null, submissions: c.submissions + 1 } };
    case 'submitted WITHDRAW':
      return { value: 'draft', context: { rejectionReason: null } };
    case 'submitted REVIEWED':
      return e.approved
        ? { value: 'approved', status: 'done', context: { rejectionReason: null } }
        : { value: 'rejected', context: { rejectionReason: REJECTION } };
    case 'rejected EDIT':
      return { value: 'draft', context: { rejectionReason: null } };
    default:
      return 'ignored';
  }
}

checkGeneratedPaths({
  machine: tenDlcMachine,
  model: tenDlcModel,
  requirements: ['MSG-01'],
  initial: { value: 'draft', context: { part: 'campaign', rejectionReason: null, submissions: 0 } },
  tags: {
    draft: ['editable'],
    submitted: ['underReview'],
    rejected: ['editable', 'rejected'],
    approved: ['approved'],
  },
  next,
});

describe('a brand through the registry', () => {
  it('MSG-01 a brand waits for nothing: rejected with the reason, edited, resubmitted, approved', () => {
    const actor = createActor(tenDlcMachine, { input: { part: 'brand' } }).start();
    actor.send({ type: 'SUBMIT', brandApproved: false });
    expect(actor.getSnapshot().hasTag('underReview')).toBe(true);
    actor.send({ type: 'REVIEWED', approved: false, reason: 'The brand has no website.' });
    expect(actor.getSnapshot().hasTag('rejected')).toBe(true);
    expect(actor.getSnapshot().context.rejectionReason).toBe('The brand has no website.');
    actor.send({ type: 'EDIT' });
    expect(actor.getSnapshot().context.rejectionReason).toBeNull();
    actor.send({ type: 'SUBMIT', brandApproved: false });
    actor.send({ type: 'REVIEWED', approved: true });
    expect(actor.getSnapshot().hasTag('approved')).toBe(true);
    expect(actor.getSnapshot().context.submissions).toBe(2);
  });
});
