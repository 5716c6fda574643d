// Second-service tokens (AUTH-08): one token per strategy, fetched on demand, reused while it is
// valid, discarded when expired (or refused) and requested anew.
//
// empty ─(token.request)─▶ fetching ─▶ ready ─(token.request, expired)─▶ fetching
//                              └──────▶ failed ─(token.request)─▶ fetching
// ready ─(token.discard: the service refused it)─▶ empty
import { assign, fromPromise, setup } from 'xstate';
import { type AuthStrategy, checkAuthStrategy } from '../../src/domain/authStrategy';
import { type Clock, systemClock } from '../clock';

/** A token this close to its expiry counts as expired, so it does not lapse in flight. */
export const GATEWAY_EXPIRY_MARGIN_MS = 5_000;

/** What POST {second service}/api-gateway/jwt/token answers. */
export interface GatewayGrant {
  access_token: string;
  refresh_token?: string | null;
  expires_in: number;
}

export interface GatewayTokenContext {
  family: string;
  strategy: AuthStrategy;
  token?: string;
  /** Epoch ms: when the token was answered plus expires_in seconds. */
  expiresAt?: number;
  error?: { status?: number; message: string };
  /** The clock the machine reads (input `now`; the system clock when none is given). */
  now: Clock;
}

export type GatewayTokenEvent = { type: 'token.request' } | { type: 'token.discard' };

const isExpired = (c: GatewayTokenContext) =>
  !c.expiresAt || c.now() >= c.expiresAt - GATEWAY_EXPIRY_MARGIN_MS;

/** A ready token that a caller may use now. */
export const usableToken = (c: GatewayTokenContext) => (c.token && !isExpired(c) ? c.token : undefined);

export const gatewayTokenMachine = setup({
  types: {
    context: {} as GatewayTokenContext,
    events: {} as GatewayTokenEvent,
    input: {} as { family: string; strategy: string; now?: Clock },
    /** busy: a token is being fetched; hasToken: one was answered; failed: the last fetch failed. */
    tags: {} as 'busy' | 'hasToken' | 'failed',
  },
  actors: {
    // Placeholder: the app provides the call with the strategy's auth header.
    fetchToken: fromPromise<GatewayGrant, { strategy: AuthStrategy }>(async () => {
      throw new Error('fetchToken not provided');
    }),
  },
  actions: {
    discardToken: assign({ token: undefined, expiresAt: undefined }),
  },
  guards: {
    expired: ({ context }) => isExpired(context),
  },
}).createMachine({
  id: 'gatewayToken',
  // An unknown strategy, or anonymous for another service, fails here (AUTH-08).
  context: ({ input }) => ({
    family: input.family,
    strategy: checkAuthStrategy(input.family, input.strategy),
    now: input.now ?? systemClock,
  }),
  initial: 'empty',
  states: {
    empty: {
      on: { 'token.request': { target: 'fetching' } },
    },
    fetching: {
      tags: ['busy'],
      invoke: {
        id: 'fetchToken',
        src: 'fetchToken',
        input: ({ context }) => ({ strategy: context.strategy }),
        onDone: {
          target: 'ready',
          actions: assign(({ context, event }) => ({
            token: event.output.access_token,
            expiresAt: context.now() + event.output.expires_in * 1000,
            error: undefined,
          })),
        },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => event.error as GatewayTokenContext['error'] }),
        },
      },
    },
    ready: {
      tags: ['hasToken'],
      on: {
        // Still valid: the caller uses it as it is; expired: discarded and requested anew.
        'token.request': { guard: 'expired', target: 'fetching', actions: 'discardToken' },
        'token.discard': { target: 'empty', actions: 'discardToken' },
      },
    },
    failed: {
      tags: ['failed'],
      on: { 'token.request': { target: 'fetching' } },
    },
  },
});
