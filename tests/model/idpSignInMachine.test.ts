// Generated paths through the single sign-on machine (xstate/graph), replayed on a real actor,
// and the AUTH-07 flow step by step with fakes.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { coverageOf, generatePaths, type MachinePath, replayPath } from '../../machines/graph/paths';
import { idpSignInMachine } from '../../machines/session/idpSignInMachine';
import { idpSignInModel } from '../../machines/session/idpSignInMachine.model';

function replay(path: MachinePath) {
  const emitted: { type: string }[] = [];
  const r = replayPath(idpSignInMachine, idpSignInModel, path, {
    beforeStart: (actor) => actor.on('*', (e: { type: string }) => emitted.push(e)),
  });
  return { ...r, snap: r.actor.getSnapshot(), emitted };
}

describe('single sign-on machine: generated paths', () => {
  const paths = generatePaths(idpSignInMachine, idpSignInModel);

  it('AUTH-07 the generated paths cover every state and transition', () => {
    const coverage = coverageOf(idpSignInMachine, idpSignInModel, paths);
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.total).toBe(7);
  });

  it.each(paths.map((p) => [p.name, p] as const))('AUTH-07 path %s keeps the invariants', (_n, p) => {
    const r = replay(p);
    p.steps.forEach((step, i) => {
      if (step.value !== undefined) expect(r.values[i]).toEqual(step.value);
    });
    // Tokens reach the session only at the end, and only after a matching return.
    const signedIn = r.emitted.filter((e) => e.type === 'sso.signedIn');
    expect(signedIn.length).toBe(r.snap.matches('signedIn') ? 1 : 0);
    if (signedIn.length)
      expect(p.steps.some((s) => (s.event as { state?: string }).state === 'state-1')).toBe(true);
    // Secrets do not outlive their step.
    if (r.snap.matches('failed') || r.snap.matches('signedIn')) {
      expect(r.snap.context).toMatchObject({
        code: undefined,
        verifier: undefined,
        redirectUri: undefined,
        idpAccessToken: undefined,
      });
    }
    r.actor.stop();
  });
});

describe('single sign-on machine: the flow', () => {
  const kept = { state: 's-1', verifier: 'v'.repeat(43), redirectUri: 'http://portal.example/?sso=callback' };
  const make = () => {
    const exchangeCode = vi.fn(async (_: { code: string; verifier: string; redirectUri: string }) => ({
      access_token: 'idp',
      id_token: 'x.y.z',
    }));
    const readUserInfo = vi.fn(async (_: { accessToken: string }) => ({
      legacy_access_token: 'a1',
      legacy_refresh_token: 'r1',
      user_id: 7,
      account_id: 42,
    }));
    const actor = createActor(
      idpSignInMachine.provide({
        actors: {
          prepare: fromPromise(async () => 'https://idp.example/authorize'),
          exchangeCode: fromPromise(({ input }) => exchangeCode(input)),
          readUserInfo: fromPromise(({ input }) => readUserInfo(input)),
        },
      }),
    );
    const emitted: unknown[] = [];
    actor.on('*', (e) => emitted.push(e));
    actor.start();
    return { actor, exchangeCode, readUserInfo, emitted };
  };
  const settle = () => new Promise((r) => setTimeout(r, 0));

  it('AUTH-07 start: prepares the round trip and asks the app to redirect to the authorize URL', async () => {
    const s = make();
    s.actor.send({ type: 'sso.start' });
    await settle();
    expect(s.actor.getSnapshot().value).toBe('redirecting');
    expect(s.emitted).toEqual([{ type: 'sso.redirect', url: 'https://idp.example/authorize' }]);
  });

  it('AUTH-07 return: exchanges the code with the verifier, reads user info and hands over the legacy tokens', async () => {
    const s = make();
    s.actor.send({ type: 'sso.return', code: 'c-1', state: 's-1', expected: kept });
    await settle();
    await settle();
    expect(s.exchangeCode).toHaveBeenCalledWith({
      code: 'c-1',
      verifier: kept.verifier,
      redirectUri: kept.redirectUri,
    });
    expect(s.readUserInfo).toHaveBeenCalledWith({ accessToken: 'idp' });
    expect(s.actor.getSnapshot().status).toBe('done');
    expect(s.emitted).toEqual([
      {
        type: 'sso.signedIn',
        // No expires_in in user info: the token counts as expired and is refreshed at first use.
        grant: { access_token: 'a1', refresh_token: 'r1', expires_in: 0, user_id: 7, account_id: 42 },
      },
    ]);
  });

  it('AUTH-07 a state that does not match (or nothing kept) is refused before any call', () => {
    for (const e of [
      { state: 'forged', expected: kept },
      { state: 's-1', expected: undefined },
      { state: 's-1', expected: kept, error: 'access_denied' },
    ]) {
      const s = make();
      s.actor.send({ type: 'sso.return', code: 'c-1', ...e });
      expect(s.actor.getSnapshot().value).toBe('failed');
      expect(s.actor.getSnapshot().context.error).toMatch(/^Single sign-on did not complete/);
      expect(s.exchangeCode).not.toHaveBeenCalled();
    }
  });
});
