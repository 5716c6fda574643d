// Generated paths through the gateway token machine (xstate/graph), replayed on a real actor,
// and the AUTH-08 rules step by step with fake time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { coverageOf, generatePaths, replayPath } from '../../machines/graph/paths';
import { type GatewayGrant, gatewayTokenMachine } from '../../machines/session/gatewayTokenMachine';
import { gatewayTokenModel } from '../../machines/session/gatewayTokenMachine.model';
import { checkAuthStrategy } from '../../src/domain/authStrategy';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('gateway token machine: generated paths', () => {
  const paths = generatePaths(gatewayTokenMachine, gatewayTokenModel);

  it('AUTH-08 the generated paths cover every state and transition', () => {
    const coverage = coverageOf(gatewayTokenMachine, gatewayTokenModel, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.total).toBe(4);
  });

  it.each(paths.map((p) => [p.name, p] as const))('AUTH-08 path %s keeps the invariants', (_n, p) => {
    const r = replayPath(gatewayTokenMachine, gatewayTokenModel, p);
    p.steps.forEach((step, i) => {
      if (step.value !== undefined) expect(r.values[i]).toEqual(step.value);
    });
    const snap = r.actor.getSnapshot();
    // A token is held only in ready; an expired one is never kept once a request has been made.
    if (!snap.matches('ready')) expect(snap.context.token).toBeUndefined();
    const last = p.steps.at(-1)?.event.type;
    if (last === 'token.request')
      expect(snap.matches('fetching') || snap.context.expiresAt! > Date.now()).toBe(true);
    r.actor.stop();
  });
});

function start(strategy: string, family = 'gateway', grants: GatewayGrant[] = []) {
  const fetchToken = vi.fn(async () => {
    const next = grants.shift();
    if (!next) throw { status: 503, message: 'unavailable' };
    return next;
  });
  const actor = createActor(
    gatewayTokenMachine.provide({ actors: { fetchToken: fromPromise(() => fetchToken()) } }),
    { input: { family, strategy } },
  );
  actor.start();
  return { actor, fetchToken };
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
    vi.setSystemTime(Date.now() + 300_000);
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
