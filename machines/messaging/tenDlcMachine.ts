// One part of the business texting registration (10DLC, MSG-01; decision 0111), a brand or a
// campaign, as the carrier registry moves it:
// - draft: EDIT keeps it a draft; SUBMIT sends it for review (a campaign only once its brand is
//   approved: the event says so).
// - submitted (under review): WITHDRAW takes it back to a draft; REVIEWED approves it, or rejects
//   it with the registry's reason.
// - rejected: the reason stays shown; EDIT makes it a draft again (reason cleared); SUBMIT sends
//   it again as it is (resubmit).
// - approved: final; nothing changes it here.
// The server applies the same rules (src/domain/tenDlc.ts: canEdit, canSubmit, canWithdraw);
// callers read the tags editable, underReview, rejected and approved, never the states' names.
import { assign, setup } from 'xstate';

export interface TenDlcContext {
  /** Which part it is: a campaign is reviewed only once its brand is approved. */
  part: 'brand' | 'campaign';
  /** The registry's reason for the last rejection; null unless rejected. */
  rejectionReason: string | null;
  /** How many times it was sent for review. */
  submissions: number;
}

export type TenDlcEvent =
  | { type: 'EDIT' }
  | { type: 'SUBMIT'; brandApproved: boolean }
  | { type: 'WITHDRAW' }
  | { type: 'REVIEWED'; approved: true }
  | { type: 'REVIEWED'; approved: false; reason: string };

export type TenDlcTag = 'editable' | 'underReview' | 'rejected' | 'approved';

export const tenDlcMachine = setup({
  types: {
    context: {} as TenDlcContext,
    events: {} as TenDlcEvent,
    tags: {} as TenDlcTag,
    input: {} as { part: 'brand' | 'campaign' } | undefined,
  },
  guards: {
    /** A campaign waits for its brand's approval; a brand waits for nothing. */
    mayReview: ({ context, event }) =>
      context.part === 'brand' || (event as { brandApproved?: boolean }).brandApproved === true,
    approved: ({ event }) => (event as { approved?: boolean }).approved === true,
  },
  actions: {
    sent: assign({ rejectionReason: null, submissions: ({ context }) => context.submissions + 1 }),
  },
}).createMachine({
  id: 'tenDlc',
  context: ({ input }) => ({ part: input?.part ?? 'campaign', rejectionReason: null, submissions: 0 }),
  initial: 'draft',
  states: {
    draft: {
      tags: ['editable'],
      on: {
        EDIT: {},
        SUBMIT: {
          guard: 'mayReview',
          target: 'submitted',
          actions: 'sent',
        },
      },
    },
    submitted: {
      tags: ['underReview'],
      on: {
        WITHDRAW: { target: 'draft' },
        REVIEWED: [
          { guard: 'approved', target: 'approved' },
          {
            target: 'rejected',
            actions: assign({
              rejectionReason: ({ event }) => (event as { reason?: string }).reason ?? null,
            }),
          },
        ],
      },
    },
    rejected: {
      tags: ['editable', 'rejected'],
      on: {
        EDIT: { target: 'draft', actions: assign({ rejectionReason: null }) },
        SUBMIT: {
          guard: 'mayReview',
          target: 'submitted',
          actions: 'sent',
        },
      },
    },
    approved: { type: 'final', tags: ['approved'] },
  },
});
