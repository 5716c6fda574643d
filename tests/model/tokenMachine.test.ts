// Generated paths through the token machine (xstate/graph), replayed on a real actor with the
// app's side effects observed. Time is frozen so that every refresh falls in the same second.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { coverageOf, generatePaths, type MachinePath, replayPath } from '../../machines/graph/paths';
import { tokenMachine } from '../../machines/session/tokenMachine';
import { tokenModel } from '../../machines/session/tokenMachine.model';

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

describe('token machine: generated paths', () => {
  const paths = generatePaths(tokenMachine, tokenModel);

  it('AUTH-01 AUTH-03 AUTH-04 AUTH-05 AUTH-06 AUTH-07 AUTH-09 the generated paths cover every state and transition', () => {
    const coverage = coverageOf(tokenMachine, tokenModel, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.total).toBe(6);
  });

  it.each(paths.map((p) => [p.name, p] as const))('AUTH-12 path %s keeps the session invariants', (_n, p) => {
    const r = replay(p);
    p.steps.forEach((step, i) => {
      if (step.value !== undefined) expect(r.values[i]).toEqual(step.value);
    });
    // The session is cleared exactly when the cache is, and always towards /login or /logout.
    expect(r.clearCache).toHaveBeenCalledTimes(r.cleared.length);
    for (const exit of r.cleared) expect(['/login', '/logout']).toContain(exit);
    if (r.snap.matches('signedOut')) expect(r.snap.context.accessToken).toBeUndefined();
    if (r.snap.matches('valid')) expect(r.snap.context.expireTime).toBe(Date.now() + 900 * 1000);
    r.actor.stop();
  });
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
