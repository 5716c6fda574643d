// Generated paths through the token machine (xstate/graph), replayed on a real actor with the
// app's side effects observed. Time is frozen so that every refresh falls in the same second.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate';
import { type MachinePath, replayPath } from '../../machines/graph/paths';
import { type AuthFailure, challengeOf, isRefusal, tokenMachine } from '../../machines/session/tokenMachine';
import { tokenModel } from '../../machines/session/tokenMachine.model';
import type { TokenGrant } from '../../src/domain/session';
import { checkGeneratedPaths, type Outcome } from '../support/pathSpec';

beforeAll(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
});
afterAll(() => {
  vi.useRealTimers();
});

function replay(path: MachinePath) {
  const clearCache = vi.fn();
  const cleared: (string | undefined)[] = [];
  const r = replayPath(tokenMachine.provide({ actions: { clearCache } }), tokenModel, path, {
    beforeStart: (actor) => actor.on('session.cleared', (e: { exit?: string }) => cleared.push(e.exit)),
  });
  return { ...r, snap: r.actor.getSnapshot(), clearCache, cleared };
}

const path = (...events: EventObject[]): MachinePath => ({
  name: events.map((e) => e.type).join(' → '),
  steps: events.map((event) => ({ event, value: undefined })),
});
const ev = (type: string, extra: Record<string, unknown> = {}) => ({ type, ...extra }) as EventObject;
const grant = (n: number) => ({
  access_token: `a${n}`,
  refresh_token: `r${n}`,
  expires_in: 60,
  user_id: 7,
  account_id: 42,
});
const signedIn = [
  ev('xstate.error.actor.restore', { error: { status: 401 } }),
  ev('session.signIn'),
  ev('xstate.done.actor.signIn', { output: grant(1) }),
];

/** The session's tokens from a grant, as AUTH-02 says: expireTime = now + expires_in. */
const tokensOf = (g: TokenGrant) => ({
  accessToken: g.access_token,
  refreshToken: g.refresh_token,
  expiresIn: g.expires_in,
  expireTime: Date.now() + g.expires_in * 1000,
  userId: g.user_id,
  accountId: g.account_id,
});
const noTokens = tokensOf({} as TokenGrant);
noTokens.expireTime = undefined as never;

/** The session ends: no token is kept, the cache is cleared, and the portal goes to `exit`. */
const ended = (exit: '/login' | '/logout', notice: string): Outcome => ({
  value: 'signedOut',
  context: { ...noTokens, exit, notice },
  emitted: [{ type: 'session.cleared', exit } as EventObject],
  actions: ['clearCache'],
});

/** A refusal of the refresh token (AUTH-04): 400 or 401, or invalid_grant / unauthorized. */
const refused = (error: { status?: number; code?: string; message?: string }) =>
  error.status === 400 ||
  error.status === 401 ||
  /invalid_grant|unauthori[sz]ed/i.test(error.code ?? error.message ?? '');

function next(before: AnyMachineSnapshot, event: EventObject): Outcome | 'ignored' {
  const e = event as EventObject & {
    output?: TokenGrant;
    error?: AuthFailure;
    grant?: TokenGrant;
    username?: string;
    password?: string;
    otp?: string;
  };
  const c = before.context;
  const SESSION_ENDED = 'Your session has ended. Please sign in again.';
  const EXPIRED = 'Your session has expired. Please sign in again.';
  const ELSEWHERE = 'You signed out in another tab.';
  switch (`${before.value} ${e.type}`) {
    case 'restoring xstate.done.actor.restore':
      return { value: 'valid', context: tokensOf(e.output!) };
    case 'restoring xstate.error.actor.restore':
      // AUTH-03: no session to resume is not an error: nothing is cleared, the form shows.
      return { value: 'signedOut', context: noTokens };
    case 'signedOut session.signIn':
      return {
        value: 'signingIn',
        context: { signInError: undefined, notice: undefined, exit: undefined },
        invoked: { signIn: { username: e.username, password: e.password } },
      };
    case 'signedOut session.adopt':
      return {
        value: 'valid',
        context: { ...tokensOf(e.grant!), signInError: undefined, notice: undefined, exit: undefined },
      };
    case 'signingIn xstate.done.actor.signIn':
      return { value: 'valid', context: tokensOf(e.output!) };
    case 'signingIn xstate.error.actor.signIn':
      // SEC-03: a right password of a user with a second factor due: no token, the second step.
      if (e.error?.code === 'mfa_required')
        return { value: 'secondFactor', context: { ...noTokens, challenge: challengeOf(e.error) } };
      return { value: 'signedOut', context: { ...noTokens, signInError: e.error } };
    case 'secondFactor session.secondFactor':
      return {
        value: 'verifyingSecondFactor',
        context: { ...noTokens, signInError: undefined },
        invoked: { secondFactor: { mfaToken: c.challenge.mfaToken, otp: e.otp } },
      };
    case 'secondFactor session.cancelSecondFactor':
      return { value: 'signedOut', context: { ...noTokens, challenge: undefined, signInError: undefined } };
    case 'secondFactor session.signIn':
      return {
        value: 'signingIn',
        context: { challenge: undefined, signInError: undefined, notice: undefined, exit: undefined },
        invoked: { signIn: { username: e.username, password: e.password } },
      };
    case 'verifyingSecondFactor xstate.done.actor.secondFactor':
      // SEC-03: enrolled at this sign-in: the recovery codes are shown once before the portal opens.
      if (e.output?.recovery_codes?.length)
        return {
          value: 'recoveryCodes',
          context: { ...tokensOf(e.output), challenge: undefined, recoveryCodes: e.output.recovery_codes },
        };
      return { value: 'valid', context: { ...tokensOf(e.output!), challenge: undefined } };
    case 'recoveryCodes session.recoveryCodesKept':
      return {
        value: 'valid',
        context: { accessToken: c.accessToken, expireTime: c.expireTime, recoveryCodes: undefined },
      };
    case 'verifyingSecondFactor xstate.error.actor.secondFactor':
      // A wrong code with attempts left: the same challenge again; a spent one: the password again.
      if ((e.error?.attemptsLeft ?? 0) > 0)
        return {
          value: 'secondFactor',
          context: { ...noTokens, challenge: c.challenge, signInError: e.error },
        };
      return { value: 'signedOut', context: { ...noTokens, challenge: undefined, signInError: e.error } };
    case 'valid token.refresh': {
      // AUTH-05: a window of one second; the refresh that would exceed authRequestRate ends the session.
      const now = Date.now();
      const sameWindow = now - c.refreshWindowStart < 1000;
      const count = sameWindow ? c.refreshesInWindow + 1 : 1;
      const windowStart = sameWindow ? c.refreshWindowStart : now;
      const counted = { refreshesInWindow: count, refreshWindowStart: windowStart };
      if (sameWindow && count > c.authRequestRate)
        return merge(ended('/login', 'Your session was reset. Please sign in again.'), counted);
      return {
        value: 'refreshing',
        context: { ...counted, accessToken: c.accessToken },
        invoked: { refresh: { refreshToken: c.refreshToken } },
      };
    }
    case 'valid token.rejected':
      return ended('/login', SESSION_ENDED);
    case 'valid session.signOut':
      return {
        value: 'signingOut',
        context: { accessToken: c.accessToken },
        invoked: { signOut: { accessToken: c.accessToken } },
      };
    case 'valid session.expired':
    case 'refreshing session.expired':
      return ended('/logout', EXPIRED);
    case 'valid session.endedElsewhere':
    case 'refreshing session.endedElsewhere':
      return ended('/login', ELSEWHERE);
    case 'refreshing xstate.done.actor.refresh':
      // The platform extended the session: the keep-alive reads the expiry again (AUTH-09).
      return {
        value: 'valid',
        context: tokensOf(e.output!),
        emitted: [{ type: 'token.refreshed' } as EventObject],
      };
    case 'refreshing xstate.error.actor.refresh':
      if (refused(e.error!)) return ended('/logout', SESSION_ENDED);
      // Unreachable platform: the session stays, the waiting requests fail.
      return {
        value: 'valid',
        context: { accessToken: c.accessToken, refreshToken: c.refreshToken },
        emitted: [{ type: 'token.refreshFailed', error: e.error } as EventObject],
      };
    case 'signingOut xstate.done.actor.signOut':
    case 'signingOut xstate.error.actor.signOut':
      // AUTH-12: signing out ends the local session whatever the platform answers.
      return ended('/login', 'You have signed out.');
    default:
      return 'ignored';
  }
}
const merge = (o: Outcome, context: Record<string, unknown>): Outcome => ({
  ...o,
  context: { ...o.context, ...context },
});

checkGeneratedPaths({
  machine: tokenMachine,
  model: tokenModel,
  requirements: [
    'AUTH-01',
    'AUTH-02',
    'AUTH-03',
    'AUTH-04',
    'AUTH-05',
    'AUTH-06',
    'AUTH-07',
    'AUTH-09',
    'AUTH-12',
    'SEC-03',
  ],
  initial: {
    value: 'restoring',
    context: { authRequestRate: 1, refreshesInWindow: 0, refreshWindowStart: 0 },
    invoked: { restore: {} },
  },
  tags: {
    restoring: ['busy', 'restoring'],
    signedOut: ['signedOut', 'noToken'],
    signingIn: ['busy', 'signingIn'],
    valid: ['signedIn', 'usable'],
    refreshing: ['signedIn', 'busy'],
    signingOut: ['busy', 'noToken'],
    secondFactor: ['signedOut', 'noToken', 'secondFactor'],
    verifyingSecondFactor: ['busy', 'signingIn', 'secondFactor'],
    recoveryCodes: ['signedOut', 'noToken', 'recoveryCodes'],
  },
  next,
  observe: ['clearCache'],
});

describe('token machine: the spec, step by step', () => {
  it('AUTH-02 a grant keeps the tokens, user and account, and expireTime = now + expires_in', () => {
    const r = replay(path(...signedIn));
    expect(r.snap.value).toBe('valid');
    expect(r.snap.context).toMatchObject({
      accessToken: 'a1',
      refreshToken: 'r1',
      expiresIn: 60,
      userId: 7,
      accountId: 42,
    });
    expect(r.snap.context.expireTime).toBe(Date.now() + 60_000);
  });

  it('AUTH-03 with no session to restore, the user is asked to sign in', () => {
    const r = replay(path(ev('xstate.error.actor.restore', { error: { status: 401 } })));
    expect(r.snap.value).toBe('signedOut');
    expect(r.cleared).toEqual([]);
  });

  it('AUTH-03 an expired token is refreshed with the refresh token', () => {
    const r = replay(path(...signedIn, ev('token.refresh')));
    expect(r.snap.value).toBe('refreshing');
    expect(r.snap.children.refresh).toBeDefined();
  });

  it('AUTH-04 a refresh refused as unauthorized clears the session and goes to /logout', () => {
    const r = replay(
      path(...signedIn, ev('token.refresh'), ev('xstate.error.actor.refresh', { error: { status: 401 } })),
    );
    expect(r.snap.value).toBe('signedOut');
    expect(r.cleared).toEqual(['/logout']);
    expect(r.clearCache).toHaveBeenCalledOnce();
  });

  it('AUTH-04 a refresh that cannot reach the platform keeps the session', () => {
    const r = replay(
      path(
        ...signedIn,
        ev('token.refresh'),
        ev('xstate.error.actor.refresh', { error: { message: 'offline' } }),
      ),
    );
    expect(r.snap.value).toBe('valid');
    expect(r.snap.context.accessToken).toBe('a1');
    expect(r.cleared).toEqual([]);
  });

  it('AUTH-05 more refreshes in one second than authRequestRate clear the session and go to /login', () => {
    const refreshOnce = (n: number) => [
      ev('token.refresh'),
      ev('xstate.done.actor.refresh', { output: grant(n) }),
    ];
    // tokenModel allows 1 a second: the second refresh in the same second trips the limit.
    const r = replay(path(...signedIn, ...refreshOnce(2), ev('token.refresh')));
    expect(r.snap.value).toBe('signedOut');
    expect(r.cleared).toEqual(['/login']);
    expect(r.clearCache).toHaveBeenCalledOnce();
  });

  it('AUTH-05 the refresh counter resets every second', () => {
    const r = replay(
      path(...signedIn, ev('token.refresh'), ev('xstate.done.actor.refresh', { output: grant(2) })),
    );
    vi.advanceTimersByTime(1000);
    r.actor.send({ type: 'token.refresh' });
    expect(r.actor.getSnapshot().value).toBe('refreshing');
    expect(r.cleared).toEqual([]);
    r.actor.stop();
  });

  it('AUTH-06 a second 401 clears the session and the cache and goes to /login', () => {
    const r = replay(path(...signedIn, ev('token.rejected')));
    expect(r.snap.value).toBe('signedOut');
    expect(r.cleared).toEqual(['/login']);
    expect(r.clearCache).toHaveBeenCalledOnce();
  });

  it('AUTH-12 signing out ends the session towards /login, even when the platform is unreachable', () => {
    for (const last of ['xstate.done.actor.signOut', 'xstate.error.actor.signOut']) {
      const r = replay(path(...signedIn, ev('session.signOut'), ev(last, { error: { message: 'offline' } })));
      expect(r.snap.value).toBe('signedOut');
      expect(r.snap.context.notice).toBe('You have signed out.');
      expect(r.cleared).toEqual(['/login']);
    }
  });

  it('AUTH-07 tokens from single sign-on are adopted as the session', () => {
    const r = replay(
      path(ev('xstate.error.actor.restore', { error: {} }), ev('session.adopt', { grant: grant(5) })),
    );
    expect(r.snap.value).toBe('valid');
    expect(r.snap.context).toMatchObject({ accessToken: 'a5', refreshToken: 'r5', userId: 7, accountId: 42 });
    expect(r.snap.context.expireTime).toBe(Date.now() + 60_000);
  });

  it('AUTH-09 AUTH-12 an expired session (failed keep-alive or idle) ends towards /logout, even mid-refresh', () => {
    for (const before of [[], [ev('token.refresh')]]) {
      const r = replay(path(...signedIn, ...before, ev('session.expired')));
      expect(r.snap.value).toBe('signedOut');
      expect(r.snap.context.accessToken).toBeUndefined();
      expect(r.cleared).toEqual(['/logout']);
      expect(r.clearCache).toHaveBeenCalledOnce();
    }
  });

  it("AUTH-12 signing out in another tab ends this tab's session towards /login", () => {
    for (const before of [[], [ev('token.refresh')]]) {
      const r = replay(path(...signedIn, ...before, ev('session.endedElsewhere')));
      expect(r.snap.value).toBe('signedOut');
      expect(r.snap.context.notice).toBe('You signed out in another tab.');
      expect(r.cleared).toEqual(['/login']);
    }
  });

  it('AUTH-01 a refused sign-in keeps the reason and attempts left for the form', () => {
    const failure = {
      status: 400,
      code: 'invalid_grant',
      message: 'The login name or password is incorrect.',
      attemptsLeft: 2,
    };
    const r = replay(
      path(
        ev('xstate.error.actor.restore', { error: {} }),
        ev('session.signIn'),
        ev('xstate.error.actor.signIn', { error: failure }),
      ),
    );
    expect(r.snap.value).toBe('signedOut');
    expect(r.snap.context.signInError).toEqual(failure);
  });
});

describe('token machine: the AUTH-05 limits at their edges', () => {
  const refresh = (actor: ReturnType<typeof replay>['actor'], n: number) => {
    actor.send({ type: 'token.refresh' });
    actor.send({ type: 'xstate.done.actor.refresh', output: grant(n) } as never);
  };
  /** The machine's clock is the test's: `clock.now` moves only when the test moves it. */
  const clock = { now: Date.parse('2026-11-21T12:00:00Z') };
  const signedInWith = (authRequestRate: number) => {
    const actor = createActor(
      tokenMachine.provide({ actors: { refresh: inert as never, signIn: inert as never } }),
      {
        input: { authRequestRate, now: () => clock.now },
      },
    );
    actor.start();
    for (const e of signedIn) actor.send(e as never);
    return actor;
  };
  const inert = fromPromise<never, never>(() => new Promise<never>(() => {}));

  it('AUTH-05 as many refreshes in a second as authRequestRate are allowed; one more ends the session', () => {
    const actor = signedInWith(2);
    refresh(actor, 2);
    refresh(actor, 3);
    expect(actor.getSnapshot().value).toBe('valid');
    expect(actor.getSnapshot().context.refreshesInWindow).toBe(2);
    actor.send({ type: 'token.refresh' });
    expect(actor.getSnapshot().value).toBe('signedOut');
    expect(actor.getSnapshot().context.exit).toBe('/login');
    actor.stop();
  });

  it('AUTH-05 the window is one second: a refresh exactly 1000 ms after the first opens a new window', () => {
    const actor = signedInWith(1);
    const start = clock.now;
    refresh(actor, 2);
    expect(actor.getSnapshot().context).toMatchObject({ refreshWindowStart: start, refreshesInWindow: 1 });
    clock.now = start + 999;
    actor.send({ type: 'token.refresh' });
    // 999 ms: still the same second, and the rate of 1 is used up.
    expect(actor.getSnapshot().value).toBe('signedOut');
    actor.stop();

    const again = signedInWith(1);
    const first = clock.now;
    refresh(again, 2);
    clock.now = first + 1000;
    refresh(again, 3);
    expect(again.getSnapshot().value).toBe('valid');
    expect(again.getSnapshot().context).toMatchObject({
      refreshWindowStart: first + 1000,
      refreshesInWindow: 1,
    });
    again.stop();
  });

  it('AUTH-05 with no authRequestRate configured, 10 refreshes a second are allowed', () => {
    const actor = createActor(tokenMachine, {} as never);
    expect(actor.getSnapshot().context.authRequestRate).toBe(10);
  });

  it('AUTH-04 a refusal is a 400 or a 401, or invalid_grant / unauthorized in the code or else the message', () => {
    for (const refused of [
      { status: 401 },
      { status: 400 },
      { code: 'invalid_grant' },
      { code: 'Unauthorized' },
      { message: 'unauthorised' },
      { message: 'invalid_grant' },
    ])
      expect(isRefusal(refused), JSON.stringify(refused)).toBe(true);
    for (const other of [
      undefined,
      {},
      { status: 500 },
      { message: 'Failed to fetch' },
      { code: 'timeout', message: 'invalid_grant' },
    ])
      expect(isRefusal(other), JSON.stringify(other)).toBe(false);
  });
});
