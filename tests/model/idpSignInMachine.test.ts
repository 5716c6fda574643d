// Generated paths through the single sign-on machine (xstate/graph), replayed on a real actor,
// and the AUTH-07 flow step by step with fakes.
import { describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise, waitFor } from 'xstate';
import { idpSignInMachine, type UserInfo } from '../../machines/session/idpSignInMachine';
import { idpSignInModel } from '../../machines/session/idpSignInMachine.model';
import { checkGeneratedPaths, type Outcome } from '../support/pathSpec';

const NO_SECRETS = {
  code: undefined,
  verifier: undefined,
  redirectUri: undefined,
  idpAccessToken: undefined,
};
const failed = (message: string): Outcome => ({
  value: 'failed',
  context: { ...NO_SECRETS, error: `Single sign-on did not complete: ${message}.` },
});

/** AUTH-07 as a table: PKCE round trip, then the exchange and user info; any failure forgets the secrets. */
function next(before: AnyMachineSnapshot, event: EventObject): Outcome | 'ignored' {
  const e = event as EventObject & {
    output?: UserInfo & { access_token: string; url: string };
    error?: { message?: string };
    code?: string;
    state?: string;
    expected?: { state: string; verifier: string; redirectUri: string };
  };
  switch (`${before.value} ${e.type}`) {
    case 'idle sso.start':
    case 'failed sso.start':
      return { value: 'preparing', context: { error: undefined }, invoked: { prepare: undefined } };
    case 'idle sso.return':
      // Only the browser that started the sign-in may finish it: the state must come back as sent.
      if (e.code && e.expected && e.state === e.expected.state)
        return {
          value: 'exchanging',
          context: {
            code: e.code,
            verifier: e.expected.verifier,
            redirectUri: e.expected.redirectUri,
            error: undefined,
          },
          invoked: {
            exchangeCode: {
              code: e.code,
              verifier: e.expected.verifier,
              redirectUri: e.expected.redirectUri,
            },
          },
        };
      return failed('the answer did not match the sign-in this browser started');
    case 'preparing xstate.done.actor.prepare':
      return {
        value: 'redirecting',
        emitted: [{ type: 'sso.redirect', url: e.output as unknown as string } as EventObject],
      };
    case 'exchanging xstate.done.actor.exchangeCode':
      return {
        value: 'readingUserInfo',
        context: { ...NO_SECRETS, idpAccessToken: e.output!.access_token },
        invoked: { readUserInfo: { accessToken: e.output!.access_token } },
      };
    case 'readingUserInfo xstate.done.actor.readUserInfo': {
      const o = e.output!;
      const grant = {
        access_token: o.legacy_access_token,
        refresh_token: o.legacy_refresh_token,
        expires_in: o.expires_in ?? 0,
        user_id: o.user_id,
        account_id: o.account_id,
      };
      return {
        value: 'signedIn',
        status: 'done',
        context: NO_SECRETS,
        emitted: [{ type: 'sso.signedIn', grant } as EventObject],
      };
    }
    case 'preparing xstate.error.actor.prepare':
    case 'exchanging xstate.error.actor.exchangeCode':
    case 'readingUserInfo xstate.error.actor.readUserInfo':
      return failed(e.error?.message ?? 'the identity provider could not be reached');
    default:
      return 'ignored';
  }
}

checkGeneratedPaths({
  machine: idpSignInMachine,
  model: idpSignInModel,
  requirements: ['AUTH-07'],
  initial: { value: 'idle', context: {} },
  tags: {
    preparing: ['busy'],
    redirecting: ['busy'],
    exchanging: ['busy'],
    readingUserInfo: ['busy'],
    failed: ['failed'],
  },
  next,
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
  it('AUTH-07 start: prepares the round trip and asks the app to redirect to the authorize URL', async () => {
    const s = make();
    s.actor.send({ type: 'sso.start' });
    await waitFor(s.actor, (snap) => !snap.matches('preparing'));
    expect(s.actor.getSnapshot().value).toBe('redirecting');
    expect(s.emitted).toEqual([{ type: 'sso.redirect', url: 'https://idp.example/authorize' }]);
  });

  it('AUTH-07 return: exchanges the code with the verifier, reads user info and hands over the legacy tokens', async () => {
    const s = make();
    s.actor.send({ type: 'sso.return', code: 'c-1', state: 's-1', expected: kept });
    await waitFor(s.actor, (snap) => snap.status !== 'active' || snap.matches('failed'));
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

  it('AUTH-07 a step that fails without a reason says the identity provider could not be reached', async () => {
    const actor = createActor(
      idpSignInMachine.provide({ actors: { prepare: fromPromise(() => Promise.reject(undefined)) } }),
    );
    actor.start();
    actor.send({ type: 'sso.start' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(
      'Single sign-on did not complete: the identity provider could not be reached.',
    );
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
