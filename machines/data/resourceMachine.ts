// Loading one thing a screen shows: loading → ready | failed, with reload. Screens read the
// data through this actor and never call the request layer themselves.
import { assign, fromPromise, setup } from 'xstate';

export interface ResourceContext {
  data?: unknown;
  error?: unknown;
}

export const resourceMachine = setup({
  types: {
    context: {} as ResourceContext,
    events: {} as { type: 'resource.reload' },
    tags: {} as 'busy',
  },
  actors: {
    load: fromPromise<unknown, void>(async () => {
      throw new Error('load not provided');
    }),
  },
}).createMachine({
  id: 'resource',
  context: {},
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    ready: { on: { 'resource.reload': 'loading' } },
    failed: { on: { 'resource.reload': 'loading' } },
  },
});
