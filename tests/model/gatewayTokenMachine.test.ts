// Generated paths through the gateway token machine (xstate/graph), replayed on a real actor,
// and the AUTH-08 rules step by step with fake time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate';
import {
  type GatewayGrant,
  gatewayTokenMachine,
  usableToken,
} from '../../machines/session/gatewayTokenMachine';
import { gatewayTokenModel } from '../../machines/session/gatewayTokenMachine.model';
import { checkAuthStrategy } from '../../src/domain/authStrategy';
import { checkGeneratedPaths, type Outcome } from '../support/pathSpec';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

/** AUTH-08 as a table: fetched on demand, reused while valid (5 s margin), discarded when expired or refused. */
function next(before: AnyMachineSnapshot, event: EventObject): Outcome | 'ignored' {
  const c = before.context;
  const e = event as EventObject & { output?: GatewayGrant; error?: unknown };
  const gone = { token: undefined, expiresAt: undefined };
  switch (`${before.value} ${e.type}`) {
    case 'empty token.request':
    case 'failed token.request':
      return {
        value: 'fetching',
        context: { strategy: 'anonymous', token: undefined },
        invoked: { fetchToken: { strategy: 'anonymous' } },
      };
    case 'fetching xstate.done.actor.fetchToken':
      return {
        value: 'ready',
        context: {
          token: e.output!.access_token,
          expiresAt: Date.now() + e.output!.expires_in * 1000,
          error: undefined,
        },
      };
    case 'fetching xstate.error.actor.fetchToken':
      return { value: 'failed', context: { error: e.error, token: undefined } };
    case 'ready token.request':
      // Still usable: the caller takes it as it is, nothing changes.
      if (Date.now() < c.expiresAt - 5000) return 'ignored';
      return { value: 'fetching', context: gone, invoked: { fetchToken: { strategy: 'anonymous' } } };
    case 'ready token.discard':
      return { value: 'empty', context: gone };
    default:
      return 'ignored';
  }
}

checkGeneratedPaths({
  machine: gatewayTokenMachine,
  model: gatewayTokenModel,
  requirements: ['AUTH-08'],
  initial: { value: 'empty', context: { family: 'gateway', strategy: 'anonymous' } },
  tags: { fetching: ['busy'], ready: ['hasToken'], failed: ['failed'] },
  next,
});

/** A started actor whose clock is the test's (AUTH-08's expiry is read from it, not from Date.now). */
function start(strategy: string, family = 'gateway', grants: GatewayGrant[] = []) {
  const clock = { now: Date.parse('2026-11-21T10:00:00Z') };
  const fetchToken = vi.fn(async () => {
    const next = grants.shift();
    if (!next) throw { status: 503, message: 'unavailable' };
    return next;
  });
  const actor = createActor(
    gatewayTokenMachine.provide({ actors: { fetchToken: fromPromise(() => fetchToken()) } }),
    { input: { family, strategy, now: () => clock.now } },
  );
  actor.start();
  return { actor, fetchToken, clock };
}
const grant = (n: number, expires_in = 300): GatewayGrant => ({
  access_token: `jwt-${n}`,
  refresh_token: null,
  expires_in,
});

describe('gateway token machine: the rules', () => {
  it('AUTH-08 an anonymous token is reused while valid, discarded when expired and requested anew', async () => {
    const s = start('anonymous', 'gateway', [grant(1), grant(2)]);
    s.actor.send({ type: 'token.request' });
    await vi.advanceTimersByTimeAsync(0);
    expect(s.actor.getSnapshot().context.token).toBe('jwt-1');
    s.actor.send({ type: 'token.request' });
    expect(s.fetchToken).toHaveBeenCalledOnce();
    s.clock.now += 300_000;
    s.actor.send({ type: 'token.request' });
    expect(s.actor.getSnapshot().context.token).toBeUndefined();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.fetchToken).toHaveBeenCalledTimes(2);
    expect(s.actor.getSnapshot().context.token).toBe('jwt-2');
  });

  it('AUTH-08 a refused token is discarded; a failed request can be retried', async () => {
    const s = start('builtin', 'gateway', [grant(1)]);
    s.actor.send({ type: 'token.request' });
    await vi.advanceTimersByTimeAsync(0);
    s.actor.send({ type: 'token.discard' });
    expect(s.actor.getSnapshot().value).toBe('empty');
    s.actor.send({ type: 'token.request' });
    await vi.advanceTimersByTimeAsync(0);
    expect(s.actor.getSnapshot().value).toBe('failed');
    expect(s.actor.getSnapshot().context.error).toMatchObject({ status: 503 });
    s.actor.send({ type: 'token.request' });
    expect(s.actor.getSnapshot().value).toBe('fetching');
  });

  it('AUTH-08 the anonymous strategy applies to the second service only; an unknown strategy is an error', () => {
    expect(checkAuthStrategy('gateway', 'anonymous')).toBe('anonymous');
    expect(checkAuthStrategy('ucaas', 'builtin')).toBe('builtin');
    expect(() => checkAuthStrategy('ucaas', 'anonymous')).toThrow(/gateway service only/);
    expect(() => checkAuthStrategy('gateway', 'kerberos')).toThrow(
      /Unknown authentication strategy 'kerberos'/,
    );
    const errors: unknown[] = [];
    const actor = createActor(gatewayTokenMachine, { input: { family: 'users', strategy: 'anonymous' } });
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(errors[0])).toMatch(/gateway service only/);
  });
});

describe('gateway token machine: the expiry margin at its edge', () => {
  it('AUTH-08 a caller may use a ready token until 5 seconds before its end, and no token at all', () => {
    const now = 1_000_000;
    const ctx = { family: 'gateway', strategy: 'anonymous' as const, token: 'jwt-1', now: () => now };
    expect(usableToken({ ...ctx, expiresAt: now + 5_001 })).toBe('jwt-1');
    expect(usableToken({ ...ctx, expiresAt: now + 5_000 })).toBeUndefined();
    expect(usableToken({ ...ctx, expiresAt: undefined })).toBeUndefined();
    expect(usableToken({ ...ctx, token: undefined, expiresAt: now + 60_000 })).toBeUndefined();
  });

  it('AUTH-08 a token counts as expired 5 seconds before its end: at 5 s left it is requested anew, at 5.001 s it is reused', async () => {
    const s = start('anonymous', 'gateway', [grant(1, 5), grant(2, 300)]);
    s.actor.send({ type: 'token.request' });
    await vi.advanceTimersByTimeAsync(0);
    expect(s.actor.getSnapshot().context.token).toBe('jwt-1');
    s.actor.send({ type: 'token.request' });
    expect(s.actor.getSnapshot().value).toBe('fetching');
    await vi.advanceTimersByTimeAsync(0);
    expect(s.actor.getSnapshot().context.token).toBe('jwt-2');

    const t = start('anonymous', 'gateway', [grant(3, 5.001)]);
    t.actor.send({ type: 'token.request' });
    await vi.advanceTimersByTimeAsync(0);
    t.actor.send({ type: 'token.request' });
    expect(t.actor.getSnapshot().value).toBe('ready');
    expect(t.fetchToken).toHaveBeenCalledOnce();
  });
});
