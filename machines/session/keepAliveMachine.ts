// Session keep-alive (AUTH-09): read the session's expiry, keep it alive while the user is
// active, warn before it runs out, and end it cleanly at expiry or when a keep-alive fails.
//
// reading ─▶ alive.fresh ─(activity)─▶ alive.active ─(keepAliveDue)─▶ keepingAlive ─▶ alive.fresh
//               └────(untilWarning)─▶ alive.warning ─(session.stay)─▶ keepingAlive
//                                          └─(untilExpiry)─▶ ended (/logout)
// keepingAlive ─(failed)─▶ ended (/logout)
//
// The machine keeps the expiry time (epoch ms) in its context and emits `expiry.stored` so the
// app can store it locally and tell the other tabs; it never sees a token
// (docs/decisions/0013-keep-alive-and-tabs.md).
import { assign, emit, fromPromise, setup } from 'xstate';
import { type Clock, systemClock } from '../clock';

/** When the platform names no expiry, the session lives this long (AUTH-09). */
export const DEFAULT_SESSION_MS = 30 * 60 * 1000;

/** What the keep-alive and expiration-time calls answer. */
export interface ExpiryAnswer {
  /** ISO 8601; null or missing when the platform names none. */
  expirationTime?: string | null;
}

export interface KeepAliveInput {
  /** Warn this long before the expiry. */
  warnBeforeMs: number;
  /** At most one keep-alive per this interval while the user is active. */
  keepAliveEveryMs: number;
  /** enableSessionRenew of wgConfig.json: the warning offers "Stay signed in". */
  renewEnabled: boolean;
  /** The clock the machine reads (the system clock when none is given). */
  now?: Clock;
}

export interface KeepAliveContext extends KeepAliveInput {
  now: Clock;
  /** Epoch ms when the session ends. */
  expiresAt: number;
  /** Epoch ms of the last keep-alive answered (or of the start). */
  lastKeptAlive: number;
  endReason?: 'expired' | 'keepAliveFailed';
}

export type KeepAliveEvent =
  /** Pointer or keyboard use of the portal (the app throttles these). */
  | { type: 'user.activity' }
  /** "Stay signed in" in the warning dialog. */
  | { type: 'session.stay' }
  /** Another tab kept the session alive or refreshed it: its expiry, epoch ms. */
  | { type: 'expiry.updated'; expiresAt: number }
  /** This tab refreshed its token (the platform extends the session): read the expiry again. */
  | { type: 'expiry.check' };

export type KeepAliveEmitted =
  | { type: 'expiry.stored'; expiresAt: number }
  | { type: 'session.ended'; reason: 'expired' | 'keepAliveFailed' };

/** The expiry an answer names, or now + 30 minutes when it names none (AUTH-09). */
export function expiryFrom(answer: ExpiryAnswer | undefined, now: number): number {
  const named = answer?.expirationTime ? Date.parse(answer.expirationTime) : Number.NaN;
  return Number.isFinite(named) ? named : now + DEFAULT_SESSION_MS;
}

export const keepAliveMachine = setup({
  types: {
    context: {} as KeepAliveContext,
    events: {} as KeepAliveEvent,
    emitted: {} as KeepAliveEmitted,
    input: {} as KeepAliveInput,
    /** warning: the dialog before expiry is open; renewing: a keep-alive is on its way. */
    tags: {} as 'warning' | 'renewing',
  },
  actors: {
    // Placeholders: the app provides GET /v1/sessions/expiration-time and POST /v1/sessions/keep-alive.
    readExpiry: fromPromise<ExpiryAnswer, void>(async () => {
      throw new Error('readExpiry not provided');
    }),
    keepAlive: fromPromise<ExpiryAnswer, void>(async () => {
      throw new Error('keepAlive not provided');
    }),
  },
  actions: {
    storeExpiry: assign(({ context }, params: { answer: ExpiryAnswer | undefined }) => {
      const now = context.now();
      return { expiresAt: expiryFrom(params.answer, now), lastKeptAlive: now };
    }),
    adoptExpiry: assign((_, params: { expiresAt: number }) => ({ expiresAt: params.expiresAt })),
    announceExpiry: emit(({ context }) => ({ type: 'expiry.stored' as const, expiresAt: context.expiresAt })),
    announceEnd: emit(({ context }) => ({
      type: 'session.ended' as const,
      reason: context.endReason ?? 'expired',
    })),
  },
  guards: {
    renewEnabled: ({ context }) => context.renewEnabled,
  },
  delays: {
    /** Throttle: the next keep-alive is due one interval after the last. */
    keepAliveDue: ({ context }) =>
      Math.max(0, context.lastKeptAlive + context.keepAliveEveryMs - context.now()),
    untilWarning: ({ context }) => Math.max(0, context.expiresAt - context.warnBeforeMs - context.now()),
    untilExpiry: ({ context }) => Math.max(0, context.expiresAt - context.now()),
  },
}).createMachine({
  id: 'keepAlive',
  context: ({ input }) => {
    const now = input.now ?? systemClock;
    return { ...input, now, expiresAt: now() + DEFAULT_SESSION_MS, lastKeptAlive: now() };
  },
  initial: 'reading',
  states: {
    /** GET /v1/sessions/expiration-time; a failed read counts as no expiry named. */
    reading: {
      invoke: {
        id: 'readExpiry',
        src: 'readExpiry',
        onDone: {
          target: 'alive',
          actions: [
            { type: 'storeExpiry', params: ({ event }) => ({ answer: event.output }) },
            'announceExpiry',
          ],
        },
        onError: {
          target: 'alive',
          actions: [{ type: 'storeExpiry', params: { answer: undefined } }, 'announceExpiry'],
        },
      },
    },
    alive: {
      initial: 'fresh',
      on: {
        'expiry.updated': {
          target: '.fresh',
          reenter: true,
          actions: { type: 'adoptExpiry', params: ({ event }) => ({ expiresAt: event.expiresAt }) },
        },
        'expiry.check': { target: 'reading' },
      },
      states: {
        /** No activity since the last keep-alive. */
        fresh: {
          on: { 'user.activity': { target: 'active' } },
          after: { untilWarning: { target: 'warning' } },
        },
        /** The user is active: a keep-alive is due. */
        active: {
          after: {
            keepAliveDue: { target: '#keepAlive.keepingAlive' },
            untilWarning: { target: 'warning' },
          },
        },
        /** The dialog: "Your session is about to end". Activity alone does not dismiss it. */
        warning: {
          tags: ['warning'],
          on: { 'session.stay': { guard: 'renewEnabled', target: '#keepAlive.keepingAlive' } },
          after: {
            untilExpiry: { target: '#keepAlive.ended', actions: assign({ endReason: 'expired' as const }) },
          },
        },
      },
    },
    /** POST /v1/sessions/keep-alive; a failure ends the session towards /logout. */
    keepingAlive: {
      tags: ['renewing'],
      invoke: {
        id: 'keepAlive',
        src: 'keepAlive',
        onDone: {
          target: 'alive',
          actions: [
            { type: 'storeExpiry', params: ({ event }) => ({ answer: event.output }) },
            'announceExpiry',
          ],
        },
        onError: {
          target: 'ended',
          actions: assign({ endReason: 'keepAliveFailed' as const }),
        },
      },
    },
    ended: {
      type: 'final',
      entry: 'announceEnd',
    },
  },
});
