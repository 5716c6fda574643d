// Loading one thing a screen shows, for a key that carries its inputs (`['account', 12]`):
// loading → ready | failed. A new key, or a reload, while a load runs stops that load (its
// signal aborts the request) and loads again: an answer for an old key is never kept. A new
// key forgets the old key's data; a reload keeps what is shown until the answer comes.
// Screens read it through useResource (src/app/useResource.ts).
import { assign, fromPromise, setup } from 'xstate';

/**
 * What a screen's load holds: the key it loads for (its inputs, as JSON text), the last answer
 * and the last failure. useResource reads `data` as the screen's type.
 */
export interface ResourceContext {
  key: string;
  data?: unknown;
  error?: unknown;
}

export type ResourceEvent = { type: 'resource.reload' } | { type: 'resource.key'; key: string };

export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as ResourceEvent,
    input: {} as { key: string },
    tags: {} as 'busy' | 'failed',
  },
  actors: {
    /** Given the key; stopped (its signal aborted) when the key changes or a reload comes. */
    load: fromPromise<unknown, string>(async () => {
      throw new Error('load not provided');
    }),
  },
  actions: {
    newKey: assign(({ event }) =>
      event.type === 'resource.key' ? { key: event.key, data: undefined, error: undefined } : {},
    ),
  },
}).createMachine({
  id: 'resource',
  context: ({ input }) => ({ key: input.key }),
  initial: 'loading',
  on: {
    'resource.key': { target: '.loading', reenter: true, actions: 'newKey' },
    'resource.reload': { target: '.loading', reenter: true },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.key,
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    ready: {},
    failed: { tags: ['failed'] },
  },
});
