// The poll loop the task machines share (bulk tasks, number bulk changes, recordings by phone):
// wait the machine's named `pollInterval` (so the diagram shows it), ask once, and on a failed
// ask wait and ask again, counting failures in a row up to MAX_POLL_FAILURES. What an answer
// means (finished, ready, failed) and where the loop ends differ per machine and stay in each.
// A machine uses it as
//   setup({ delays: { pollInterval: 1000 }, guards: { mayRetryPoll },
//     actions: { countPollFailure: assign({ pollFailures: oneMorePollFailure }) } })
//   running: { initial: 'waiting', states: { waiting: WAIT_THEN_POLL,
//     checking: { invoke: { id: 'poll', src: 'poll', ..., onError: [RETRY_POLL, <give up>] } } } }
/** Polls that may fail in a row (a network blip) before the work is reported as failed. */
export const MAX_POLL_FAILURES = 3;

/** What the loop keeps in a machine's context: failed polls in a row (0 after any answer). */
export interface PollCount {
  pollFailures: number;
}

/** Guard: one more failed poll is still fewer than MAX_POLL_FAILURES in a row. */
export const mayRetryPoll = ({ context }: { context: PollCount }) =>
  context.pollFailures + 1 < MAX_POLL_FAILURES;

/**
 * One more failed poll in a row: `actions: { countPollFailure: assign({ pollFailures: oneMorePollFailure }) }`
 * (an assign made here would be typed for this file's context, not the machine's).
 */
export const oneMorePollFailure = ({ context }: { context: PollCount }) => context.pollFailures + 1;

/** The state between two polls: after the machine's `pollInterval`, its sibling `checking`. */
export const WAIT_THEN_POLL = { after: { pollInterval: 'checking' } } as const;

/** The first `onError` of `checking`: a failed poll within the limit waits and asks again. */
export const RETRY_POLL = { guard: 'mayRetryPoll', target: 'waiting', actions: 'countPollFailure' } as const;
