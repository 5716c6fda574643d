// The token lifecycle (AUTH-01..06, AUTH-11, AUTH-12): the portal's auth boundary, as a chart.
//
// restoring ─▶ valid ◀─▶ refreshing          signedOut ─▶ signingIn ─▶ valid
//    └────────▶ signedOut ◀─ (refused refresh → /logout, rate limit or second 401 → /login)
//                signedOut ─(session.adopt: tokens from single sign-on, AUTH-07)─▶ valid
//                valid/refreshing ─(session.expired: keep-alive failed or idle expiry, AUTH-09)─▶ /logout
//                valid/refreshing ─(session.endedElsewhere: signed out in another tab)─▶ /login
//                signingIn ─(mfa_required)─▶ secondFactor ─(session.secondFactor)─▶ verifyingSecondFactor ─▶ valid
//                (a wrong code goes back to secondFactor; a spent or expired challenge to signedOut)
//                verifyingSecondFactor ─(enrolled now: recovery codes)─▶ recoveryCodes ─(session.recoveryCodesKept)─▶ valid
//
// The access token lives in this actor's context only (memory). The portal's refresh token lives
// only in an HttpOnly cookie the platform sets (the answer's body leaves it out), so every refresh,
// and `restoring` after a reload, lets the cookie carry it (decisions 0002 and 0046); a client
// that is given one in the body keeps it in context.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { TokenGrant } from '../../src/domain/session';
import { type Clock, systemClock } from '../clock';

/** Why a call to the platform failed, as the machine needs to know it. */
export interface AuthFailure {
  status?: number;
  code?: string;
  message: string;
  attemptsLeft?: number;
  retryAt?: string;
  /** The answer's body as the platform sent it (the MFA challenge of a 403 mfa_required). */
  body?: unknown;
}

/** The second step a sign-in asks for (403 mfa_required; decision 0109). */
export interface SecondFactorChallenge {
  mfaToken: string;
  /** The methods the user has: 'totp', 'email'. Empty when they must enrol one. */
  methods: string[];
  enrolmentRequired: boolean;
  /** Recovery codes are left. */
  recovery: boolean;
  message: string;
}

/** The challenge a refused password step carries, if it asks for a second factor. */
export function challengeOf(error: unknown): SecondFactorChallenge | undefined {
  const f = error as AuthFailure | undefined;
  const body = f?.body as Record<string, unknown> | undefined;
  if (f?.code !== 'mfa_required' || typeof body?.mfa_token !== 'string') return undefined;
  return {
    mfaToken: body.mfa_token,
    methods: Array.isArray(body.methods) ? (body.methods as string[]) : [],
    enrolmentRequired: body.enrolment_required === true,
    recovery: body.recovery === true,
    message: f.message,
  };
}

export type ExitRoute = '/login' | '/logout';

export interface TokenContext {
  accessToken?: string;
  refreshToken?: string;
  expiresIn?: number;
  /** Epoch ms: the moment of the grant plus expires_in seconds (AUTH-02). */
  expireTime?: number;
  userId?: number;
  accountId?: number;
  /** authRequestRate of wgConfig.json: refreshes allowed per second (AUTH-05). */
  authRequestRate: number;
  refreshWindowStart: number;
  refreshesInWindow: number;
  signInError?: AuthFailure;
  /** The second step the platform asked for after the password (decision 0109). */
  challenge?: SecondFactorChallenge;
  /** Recovery codes of a method enrolled at this sign-in: shown once before the portal opens (decision 0121). */
  recoveryCodes?: string[];
  /** Where the portal goes when the session ends: /login or /logout (AUTH-12). */
  exit?: ExitRoute;
  notice?: string;
  /** The clock the machine reads (input `now`; the system clock when none is given). */
  now: Clock;
}

export type TokenEvent =
  | { type: 'session.signIn'; username: string; password: string }
  /** The second step: a code of an authenticator or an e-mail, or a recovery code. */
  | { type: 'session.secondFactor'; otp: string }
  /** Back to the password form from the second step. */
  | { type: 'session.cancelSecondFactor' }
  /** The user has kept the recovery codes shown after enrolling at sign-in: the portal opens. */
  | { type: 'session.recoveryCodesKept' }
  | { type: 'session.signOut' }
  /** The request layer found the token expired, or a request was answered 401. */
  | { type: 'token.refresh' }
  /** A request retried with a fresh token was answered 401 again (AUTH-06). */
  | { type: 'token.rejected' }
  /** Tokens obtained another way, e.g. single sign-on's user info (AUTH-07). */
  | { type: 'session.adopt'; grant: TokenGrant }
  /** The keep-alive failed or the idle session ran out (AUTH-09): the session ends towards /logout. */
  | { type: 'session.expired' }
  /** The user signed out in another tab of the same browser: end this tab's session too. */
  | { type: 'session.endedElsewhere' };

export type TokenEmitted =
  | { type: 'session.cleared'; exit: ExitRoute | undefined }
  /** A refresh answered a new token: the platform extended the session (AUTH-09 reads the expiry again). */
  | { type: 'token.refreshed' }
  | { type: 'token.refreshFailed'; error: AuthFailure };

export const isRefusal = (e: unknown) => {
  const f = e as AuthFailure | undefined;
  return (
    f?.status === 401 ||
    f?.status === 400 ||
    /unauthori[sz]ed|invalid_grant/i.test(f?.code ?? f?.message ?? '')
  );
};

const grantToContext = (grant: TokenGrant, now: number) => ({
  accessToken: grant.access_token,
  refreshToken: grant.refresh_token,
  expiresIn: grant.expires_in,
  expireTime: now + grant.expires_in * 1000,
  userId: grant.user_id,
  accountId: grant.account_id,
});

const emptySession = {
  accessToken: undefined,
  refreshToken: undefined,
  expiresIn: undefined,
  expireTime: undefined,
  userId: undefined,
  accountId: undefined,
};

const signedOutByUser = [
  { type: 'endSession', params: { exit: '/login', notice: 'You have signed out.' } },
  'clearCache',
  'announceCleared',
] as const;

const expiredSession = [
  {
    type: 'endSession',
    params: { exit: '/logout', notice: 'Your session has expired. Please sign in again.' },
  },
  'clearCache',
  'announceCleared',
] as const;

const endedElsewhere = [
  { type: 'endSession', params: { exit: '/login', notice: 'You signed out in another tab.' } },
  'clearCache',
  'announceCleared',
] as const;

export const tokenMachine = setup({
  types: {
    context: {} as TokenContext,
    events: {} as TokenEvent,
    emitted: {} as TokenEmitted,
    input: {} as { authRequestRate?: number; now?: Clock },
    /**
     * What callers ask: signedIn (a session, valid or refreshing), usable (a token may be sent now),
     * noToken (signed out or signing out: a new call fails with 'no token'), signedOut, signingIn,
     * restoring (a reload's restore is running), busy (a call is running).
     */
    tags: {} as
      | 'busy'
      | 'signedIn'
      | 'usable'
      | 'noToken'
      | 'signedOut'
      | 'signingIn'
      | 'restoring'
      | 'secondFactor'
      | 'recoveryCodes',
  },
  actors: {
    // Placeholders: the app provides the request layer's calls, tests provide fakes.
    signIn: fromPromise<TokenGrant, { username: string; password: string }>(async () => {
      throw new Error('signIn not provided');
    }),
    secondFactor: fromPromise<TokenGrant, { mfaToken: string; otp: string }>(async () => {
      throw new Error('secondFactor not provided');
    }),
    refresh: fromPromise<TokenGrant, { refreshToken?: string }>(async () => {
      throw new Error('refresh not provided');
    }),
    signOut: fromPromise<void, { accessToken?: string }>(async () => {}),
  },
  actions: {
    /** Provided by the app: forget every cached answer (AUTH-05, AUTH-06). */
    clearCache: () => {},
    countRefresh: assign(({ context }) => {
      const now = context.now();
      return now - context.refreshWindowStart >= 1000
        ? { refreshWindowStart: now, refreshesInWindow: 1 }
        : { refreshesInWindow: context.refreshesInWindow + 1 };
    }),
    /** Forgets every token and says where the portal goes next (AUTH-12). */
    endSession: assign((_, params: { exit: ExitRoute; notice: string }) => ({ ...emptySession, ...params })),
    adoptGrant: assign(({ context, event }) => ({
      ...grantToContext((event as Extract<TokenEvent, { type: 'session.adopt' }>).grant, context.now()),
      signInError: undefined,
      notice: undefined,
      exit: undefined,
    })),
    announceCleared: emit(({ context }) => ({ type: 'session.cleared' as const, exit: context.exit })),
  },
  guards: {
    /** One more refresh in this second would exceed authRequestRate (AUTH-05). */
    refreshRateExceeded: ({ context }) =>
      context.now() - context.refreshWindowStart < 1000 &&
      context.refreshesInWindow + 1 > context.authRequestRate,
    refusedAsUnauthorized: ({ event }) => isRefusal((event as { error?: unknown }).error),
    /** The second step enrolled the user's first method: its recovery codes came with the tokens. */
    recoveryCodesGiven: ({ event }) =>
      ((event as { output?: TokenGrant }).output?.recovery_codes?.length ?? 0) > 0,
    secondFactorAsked: ({ event }) => challengeOf((event as { error?: unknown }).error) !== undefined,
    /** A wrong code with attempts left, or a wait: the same challenge may be tried again. */
    challengeOpen: ({ event }) => {
      const f = (event as { error?: AuthFailure }).error;
      return (f?.attemptsLeft ?? 0) > 0 || f?.status === 429 || f?.status === undefined;
    },
  },
}).createMachine({
  id: 'token',
  context: ({ input }) => ({
    authRequestRate: input?.authRequestRate ?? 10,
    refreshWindowStart: 0,
    refreshesInWindow: 0,
    now: input?.now ?? systemClock,
  }),
  initial: 'restoring',
  states: {
    /** After a reload: try the refresh cookie once; no session is not an error. */
    restoring: {
      tags: ['busy', 'restoring'],
      invoke: {
        id: 'restore',
        src: 'refresh',
        input: () => ({}),
        onDone: {
          target: 'valid',
          actions: assign(({ context, event }) => grantToContext(event.output, context.now())),
        },
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      tags: ['signedOut', 'noToken'],
      on: {
        'session.signIn': { target: 'signingIn' },
        'session.adopt': { target: 'valid', actions: 'adoptGrant' },
      },
    },
    signingIn: {
      tags: ['busy', 'signingIn'],
      entry: assign({ signInError: undefined, notice: undefined, exit: undefined }),
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          const e = event as Extract<TokenEvent, { type: 'session.signIn' }>;
          return { username: e.username, password: e.password };
        },
        onDone: {
          target: 'valid',
          actions: assign(({ context, event }) => grantToContext(event.output, context.now())),
        },
        onError: [
          {
            guard: 'secondFactorAsked',
            target: 'secondFactor',
            actions: assign({ challenge: ({ event }) => challengeOf(event.error) }),
          },
          {
            target: 'signedOut',
            actions: assign({ signInError: ({ event }) => event.error as AuthFailure }),
          },
        ],
      },
    },
    /** The password was right; the platform asks for a second factor before any token. */
    secondFactor: {
      tags: ['signedOut', 'noToken', 'secondFactor'],
      on: {
        'session.secondFactor': { target: 'verifyingSecondFactor' },
        'session.cancelSecondFactor': {
          target: 'signedOut',
          actions: assign({ challenge: undefined, signInError: undefined }),
        },
        'session.signIn': { target: 'signingIn', actions: assign({ challenge: undefined }) },
      },
    },
    verifyingSecondFactor: {
      tags: ['busy', 'signingIn', 'secondFactor'],
      entry: assign({ signInError: undefined }),
      invoke: {
        id: 'secondFactor',
        src: 'secondFactor',
        input: ({ context, event }) => ({
          mfaToken: context.challenge?.mfaToken ?? '',
          otp: (event as Extract<TokenEvent, { type: 'session.secondFactor' }>).otp,
        }),
        onDone: [
          {
            guard: 'recoveryCodesGiven',
            target: 'recoveryCodes',
            actions: assign(({ context, event }) => ({
              ...grantToContext(event.output, context.now()),
              challenge: undefined,
              recoveryCodes: event.output.recovery_codes,
            })),
          },
          {
            target: 'valid',
            actions: assign(({ context, event }) => ({
              ...grantToContext(event.output, context.now()),
              challenge: undefined,
            })),
          },
        ],
        onError: [
          {
            guard: 'challengeOpen',
            target: 'secondFactor',
            actions: assign({ signInError: ({ event }) => event.error as AuthFailure }),
          },
          {
            // Spent or expired: sign in again with the password.
            target: 'signedOut',
            actions: assign({ signInError: ({ event }) => event.error as AuthFailure, challenge: undefined }),
          },
        ],
      },
    },
    /**
     * Enrolled at this sign-in: the tokens are held, but the portal opens only once the user has
     * kept the recovery codes, shown here once (decision 0121).
     */
    recoveryCodes: {
      tags: ['signedOut', 'noToken', 'recoveryCodes'],
      on: {
        'session.recoveryCodesKept': { target: 'valid', actions: assign({ recoveryCodes: undefined }) },
      },
    },
    valid: {
      tags: ['signedIn', 'usable'],
      on: {
        'token.refresh': [
          {
            guard: 'refreshRateExceeded',
            target: 'signedOut',
            actions: [
              'countRefresh',
              {
                type: 'endSession',
                params: { exit: '/login', notice: 'Your session was reset. Please sign in again.' },
              },
              'clearCache',
              'announceCleared',
            ],
          },
          { target: 'refreshing', actions: 'countRefresh' },
        ],
        'token.rejected': {
          target: 'signedOut',
          actions: [
            {
              type: 'endSession',
              params: { exit: '/login', notice: 'Your session has ended. Please sign in again.' },
            },
            'clearCache',
            'announceCleared',
          ],
        },
        'session.signOut': { target: 'signingOut' },
        'session.expired': { target: 'signedOut', actions: expiredSession },
        'session.endedElsewhere': { target: 'signedOut', actions: endedElsewhere },
      },
    },
    /** Single flight: however many requests ask for a refresh meanwhile, this one answers them all. */
    refreshing: {
      tags: ['signedIn', 'busy'],
      on: {
        'session.expired': { target: 'signedOut', actions: expiredSession },
        'session.endedElsewhere': { target: 'signedOut', actions: endedElsewhere },
      },
      invoke: {
        id: 'refresh',
        src: 'refresh',
        input: ({ context }) => ({ refreshToken: context.refreshToken }),
        onDone: {
          target: 'valid',
          actions: [
            assign(({ context, event }) => grantToContext(event.output, context.now())),
            emit({ type: 'token.refreshed' as const }),
          ],
        },
        onError: [
          {
            guard: 'refusedAsUnauthorized',
            target: 'signedOut',
            actions: [
              {
                type: 'endSession',
                params: { exit: '/logout', notice: 'Your session has ended. Please sign in again.' },
              },
              'clearCache',
              'announceCleared',
            ],
          },
          {
            // The platform could not be reached: keep the session, fail the waiting requests.
            target: 'valid',
            actions: emit(({ event }) => ({
              type: 'token.refreshFailed' as const,
              error: event.error as AuthFailure,
            })),
          },
        ],
      },
    },
    signingOut: {
      tags: ['busy', 'noToken'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ accessToken: context.accessToken }),
        onDone: { target: 'signedOut', actions: signedOutByUser },
        // Signing out never fails for the user: the local session ends either way.
        onError: { target: 'signedOut', actions: signedOutByUser },
      },
    },
  },
});
