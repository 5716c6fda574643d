// Generated paths through the keep-alive machine (xstate/graph), replayed on a real actor, and
// the spec's timings step by step with fake timers: no time passes for real.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate';
import {
  DEFAULT_SESSION_MS,
  type ExpiryAnswer,
  expiryFrom,
  keepAliveMachine,
} from '../../machines/session/keepAliveMachine';
import { KEEP_ALIVE_MODEL_INPUT, keepAliveModel } from '../../machines/session/keepAliveMachine.model';
import { checkGeneratedPaths, type Outcome } from '../support/pathSpec';

const START = Date.parse('2026-11-21T10:00:00Z');
beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The expiry stored from an answer: the one named, or now + 30 minutes (AUTH-09). */
const stored = (answer?: ExpiryAnswer): Outcome => {
  const named = answer?.expirationTime ? Date.parse(answer.expirationTime) : Number.NaN;
  const expiresAt = Number.isNaN(named) ? Date.now() + 30 * 60 * 1000 : named;
  return {
    value: { alive: 'fresh' },
    context: { expiresAt, lastKeptAlive: Date.now() },
    emitted: [{ type: 'expiry.stored', expiresAt } as EventObject],
  };
};
const ended = (reason: string): Outcome => ({
  value: 'ended',
  status: 'done',
  context: { endReason: reason },
  emitted: [{ type: 'session.ended', reason } as EventObject],
});

/** AUTH-09 as a table: read the expiry, keep alive while active, warn, end. */
function next(before: AnyMachineSnapshot, event: EventObject): Outcome | 'ignored' {
  const c = before.context;
  const e = event as EventObject & { output?: ExpiryAnswer; expiresAt?: number };
  const alive = before.matches('alive');
  if (alive && e.type === 'expiry.updated')
    return { value: { alive: 'fresh' }, context: { expiresAt: e.expiresAt } };
  if (alive && e.type === 'expiry.check')
    return { value: 'reading', context: { expiresAt: c.expiresAt }, invoked: { readExpiry: undefined } };
  switch (`${JSON.stringify(before.value)} ${e.type}`) {
    case '"reading" xstate.done.actor.readExpiry':
    case '"keepingAlive" xstate.done.actor.keepAlive':
      return stored(e.output);
    case '"reading" xstate.error.actor.readExpiry':
      return stored(undefined);
    case '{"alive":"fresh"} user.activity':
      return { value: { alive: 'active' }, context: { lastKeptAlive: c.lastKeptAlive } };
    case '{"alive":"fresh"} xstate.after.untilWarning.keepAlive.alive.fresh':
    case '{"alive":"active"} xstate.after.untilWarning.keepAlive.alive.active':
      return { value: { alive: 'warning' }, context: { expiresAt: c.expiresAt } };
    case '{"alive":"active"} xstate.after.keepAliveDue.keepAlive.alive.active':
      return {
        value: 'keepingAlive',
        context: { expiresAt: c.expiresAt },
        invoked: { keepAlive: undefined },
      };
    case '{"alive":"warning"} session.stay':
      // "Stay signed in" only when the configuration allows renewing the session.
      return c.renewEnabled ? { value: 'keepingAlive', invoked: { keepAlive: undefined } } : 'ignored';
    case '{"alive":"warning"} xstate.after.untilExpiry.keepAlive.alive.warning':
      return ended('expired');
    case '"keepingAlive" xstate.error.actor.keepAlive':
      return ended('keepAliveFailed');
    default:
      return 'ignored';
  }
}

checkGeneratedPaths({
  machine: keepAliveMachine,
  model: keepAliveModel,
  requirements: ['AUTH-09', 'AUTH-12'],
  initial: {
    value: 'reading',
    context: { ...KEEP_ALIVE_MODEL_INPUT, expiresAt: START + 30 * 60 * 1000, lastKeptAlive: START },
    invoked: { readExpiry: undefined },
  },
  tags: { 'alive.warning': ['warning'], keepingAlive: ['renewing'] },
  next,
  now: START,
});

/** A started actor with fake platform calls, on fake time. */
function start(opts: {
  read?: () => Promise<ExpiryAnswer>;
  keepAlive?: () => Promise<ExpiryAnswer>;
  renewEnabled?: boolean;
}) {
  const keepAlive = vi.fn(opts.keepAlive ?? (async () => ({ expirationTime: iso(30 * 60_000) })));
  const actor = createActor(
    keepAliveMachine.provide({
      actors: {
        readExpiry: fromPromise(opts.read ?? (async () => ({ expirationTime: iso(30 * 60_000) }))),
        keepAlive: fromPromise(() => keepAlive()),
      },
    }),
    { input: { ...KEEP_ALIVE_MODEL_INPUT, renewEnabled: opts.renewEnabled ?? true } },
  );
  const ended: string[] = [];
  const stored: number[] = [];
  actor.on('session.ended', (e) => ended.push(e.reason));
  actor.on('expiry.stored', (e) => stored.push(e.expiresAt));
  actor.start();
  return { actor, keepAlive, ended, stored };
}
/** An ISO time this far from now (fake time). */
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('keep-alive machine: the spec, step by step', () => {
  it('AUTH-09 reads the expiry at start and stores it', async () => {
    const s = start({ read: async () => ({ expirationTime: '2026-11-21T10:20:00Z' }) });
    await tick(0);
    expect(s.actor.getSnapshot().value).toEqual({ alive: 'fresh' });
    expect(s.actor.getSnapshot().context.expiresAt).toBe(Date.parse('2026-11-21T10:20:00Z'));
    expect(s.stored).toEqual([Date.parse('2026-11-21T10:20:00Z')]);
  });

  it('AUTH-09 when no expiry is returned, now + 30 minutes is stored', async () => {
    expect(expiryFrom({ expirationTime: null }, START)).toBe(START + DEFAULT_SESSION_MS);
    expect(expiryFrom({}, START)).toBe(START + 30 * 60 * 1000);
    expect(expiryFrom({ expirationTime: 'not a time' }, START)).toBe(START + DEFAULT_SESSION_MS);
    const s = start({ keepAlive: async () => ({}) });
    await tick(0);
    s.actor.send({ type: 'user.activity' });
    await tick(60_000);
    expect(s.keepAlive).toHaveBeenCalledOnce();
    expect(s.actor.getSnapshot().context.expiresAt).toBe(Date.now() + 30 * 60 * 1000);
  });

  it('AUTH-09 while the user is active, keep-alives are sent at most once a minute', async () => {
    const s = start({});
    await tick(0);
    for (let i = 0; i < 10; i++) {
      s.actor.send({ type: 'user.activity' });
      await tick(10_000);
    }
    // 100 s of activity: a keep-alive at 60 s, the next one due at 120 s.
    expect(s.keepAlive).toHaveBeenCalledTimes(1);
    await tick(20_000);
    expect(s.keepAlive).toHaveBeenCalledTimes(2);
    // Idle: no more keep-alives.
    await tick(5 * 60_000);
    expect(s.keepAlive).toHaveBeenCalledTimes(2);
  });

  it('AUTH-09 an idle user is warned 2 minutes before expiry, and at expiry the session ends (→ /logout)', async () => {
    const s = start({});
    await tick(28 * 60_000 - 1);
    expect(s.actor.getSnapshot().hasTag('warning')).toBe(false);
    await tick(1);
    expect(s.actor.getSnapshot().hasTag('warning')).toBe(true);
    // Activity alone does not dismiss the warning.
    s.actor.send({ type: 'user.activity' });
    await tick(2 * 60_000 - 1);
    expect(s.ended).toEqual([]);
    await tick(1);
    expect(s.ended).toEqual(['expired']);
    expect(s.actor.getSnapshot().status).toBe('done');
    expect(s.keepAlive).not.toHaveBeenCalled();
  });

  it('AUTH-09 "Stay signed in" keeps the session alive and closes the warning', async () => {
    const s = start({});
    await tick(28 * 60_000);
    s.actor.send({ type: 'session.stay' });
    await tick(0);
    expect(s.keepAlive).toHaveBeenCalledOnce();
    expect(s.actor.getSnapshot().value).toEqual({ alive: 'fresh' });
    expect(s.actor.getSnapshot().context.expiresAt).toBe(Date.now() + 30 * 60_000);
    await tick(27 * 60_000);
    expect(s.ended).toEqual([]);
  });

  it('AUTH-09 without enableSessionRenew, "Stay signed in" is not offered and does nothing', async () => {
    const s = start({ renewEnabled: false });
    await tick(28 * 60_000);
    s.actor.send({ type: 'session.stay' });
    await tick(0);
    expect(s.keepAlive).not.toHaveBeenCalled();
    expect(s.actor.getSnapshot().hasTag('warning')).toBe(true);
  });

  it('AUTH-09 AUTH-12 a failed keep-alive ends the session (→ /logout)', async () => {
    const s = start({
      keepAlive: async () => {
        throw { status: 500, message: 'down' };
      },
    });
    await tick(0);
    s.actor.send({ type: 'user.activity' });
    await tick(60_000);
    expect(s.ended).toEqual(['keepAliveFailed']);
  });

  it('AUTH-09 the expiry a keep-alive answers is the one stored', async () => {
    const s = start({ keepAlive: async () => ({ expirationTime: iso(20 * 60_000) }) });
    await tick(0);
    s.actor.send({ type: 'user.activity' });
    await tick(60_000);
    expect(s.keepAlive).toHaveBeenCalledOnce();
    expect(s.actor.getSnapshot().context.expiresAt).toBe(Date.now() + 20 * 60_000);
    expect(s.stored.at(-1)).toBe(Date.now() + 20 * 60_000);
  });

  it('AUTH-09 a keep-alive is due exactly one minute after the last one, not before', async () => {
    const s = start({});
    await tick(0);
    s.actor.send({ type: 'user.activity' });
    await tick(60_000 - 1);
    expect(s.keepAlive).not.toHaveBeenCalled();
    await tick(1);
    expect(s.keepAlive).toHaveBeenCalledOnce();
  });

  it('AUTH-09 a failed read of the expiry counts as none returned', async () => {
    const s = start({
      read: async () => {
        throw { status: 503, message: 'down' };
      },
    });
    await tick(0);
    expect(s.actor.getSnapshot().context.expiresAt).toBe(START + DEFAULT_SESSION_MS);
    expect(s.ended).toEqual([]);
  });

  it('AUTH-09 an expiry from another tab replaces ours and closes the warning', async () => {
    const s = start({});
    await tick(28 * 60_000);
    expect(s.actor.getSnapshot().hasTag('warning')).toBe(true);
    s.actor.send({ type: 'expiry.updated', expiresAt: Date.now() + 30 * 60_000 });
    expect(s.actor.getSnapshot().value).toEqual({ alive: 'fresh' });
    // The warning timer now runs from the new expiry.
    await tick(28 * 60_000 - 1);
    expect(s.actor.getSnapshot().hasTag('warning')).toBe(false);
    await tick(1);
    expect(s.actor.getSnapshot().hasTag('warning')).toBe(true);
  });

  it('AUTH-09 "now" is the clock the machine is given: no expiry named stores its now + 30 minutes', async () => {
    const given = Date.parse('2030-01-01T00:00:00Z');
    const actor = createActor(
      keepAliveMachine.provide({
        actors: { readExpiry: fromPromise(async () => ({})), keepAlive: fromPromise(async () => ({})) },
      }),
      { input: { ...KEEP_ALIVE_MODEL_INPUT, now: () => given } },
    );
    actor.start();
    await tick(0);
    expect(actor.getSnapshot().context).toMatchObject({
      expiresAt: given + DEFAULT_SESSION_MS,
      lastKeptAlive: given,
    });
    actor.stop();
  });

  it('AUTH-09 after a token refresh the expiry is read again', async () => {
    let n = 0;
    const s = start({ read: async () => ({ expirationTime: iso(++n * 60_000) }) });
    await tick(0);
    s.actor.send({ type: 'expiry.check' });
    await tick(0);
    expect(n).toBe(2);
    expect(s.stored).toHaveLength(2);
  });
});
