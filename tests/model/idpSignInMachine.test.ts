// Generated paths through the single sign-on machine (xstate/graph), replayed on a real actor,
// and the AUTH-07 flow step by step with fakes.
import { describe, expect, it, vi } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise, waitFor } from 'xstate';
import { idpSignInMachine, LOOKUP_DELAY_MS, type UserInfo } from '../../machines/session/idpSignInMachine';
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

/** The state as 'idle.waiting' or 'failed'. */
const nameOf = (s: AnyMachineSnapshot) =>
  typeof s.value === 'string'
    ? s.value
    : Object.entries(s.value as Record<string, string>).map(([k, v]) => `${k}.${v}`)[0];
const IDLE_STATES = ['idle.quiet', 'idle.waiting', 'idle.checking'];

/** The spec's own reading of an e-mail's domain: lower case, after the last @, with a dot. */
const domainOf = (name: string) => {
  const m = /^.+@([^@]+\.[a-z]{2,})$/i.exec(name.trim());
  return m ? m[1]!.toLowerCase() : undefined;
};

/**
 * AUTH-07 as a table: PKCE round trip, then the exchange and user info; any failure forgets the
 * secrets. SEC-01 (decision 0121): the login name typed is looked up after a pause, once per
 * domain, and an SSO domain's login name goes to the provider as the login hint.
 */
function next(before: AnyMachineSnapshot, event: EventObject): Outcome | 'ignored' {
  const e = event as EventObject & {
    output?: UserInfo & { access_token: string; url: string; sso?: boolean; passwordSignIn?: boolean };
    error?: { message?: string };
    code?: string;
    state?: string;
    loginName?: string;
    expected?: { state: string; verifier: string; redirectUri: string };
  };
  const c = before.context;
  const at = nameOf(before);
  const from = IDLE_STATES.includes(at) ? 'idle' : at;
  if (e.type === 'sso.loginNameChanged' && (from === 'idle' || from === 'failed')) {
    const domain = domainOf(e.loginName!);
    if (!domain)
      return {
        value: { idle: 'quiet' },
        context: { loginName: e.loginName, domain: undefined, ssoDomain: undefined },
      };
    // The same domain: nothing new to ask (a look-up under way goes on).
    if (domain === c.domain) return { value: before.value, context: { loginName: e.loginName, domain } };
    // A new domain: wait for a pause in the typing; no request yet.
    return {
      value: { idle: 'waiting' },
      context: { loginName: e.loginName, domain, ssoDomain: undefined },
    };
  }
  switch (`${at} ${e.type}`) {
    case 'idle.waiting xstate.after.lookupDelay.idpSignIn.idle.waiting':
      return { value: { idle: 'checking' }, invoked: { lookUpSso: { loginName: c.loginName } } };
    case 'idle.checking xstate.done.actor.lookUpSso':
      return {
        value: { idle: 'quiet' },
        context: {
          ssoDomain: e.output!.sso
            ? { domain: c.domain, passwordSignIn: e.output!.passwordSignIn !== false }
            : undefined,
        },
      };
    case 'idle.checking xstate.error.actor.lookUpSso':
      // The look-up failing leaves the password form as it was.
      return { value: { idle: 'quiet' }, context: { ssoDomain: undefined } };
  }
  switch (`${from} ${e.type}`) {
    case 'idle sso.start':
    case 'failed sso.start':
      return {
        value: 'preparing',
        context: { error: undefined },
        invoked: { prepare: { loginHint: c.ssoDomain ? c.loginName : undefined } },
      };
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
  requirements: ['AUTH-07', 'SEC-01'],
  initial: { value: { idle: 'quiet' }, context: {} },
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

describe('single sign-on machine: the typed login name (decision 0121)', () => {
  const make = (answer: { sso: boolean; domain: string | null; passwordSignIn?: boolean }) => {
    const lookUp = vi.fn(async (_: { loginName: string }) => answer);
    const prepare = vi.fn(async (_: { loginHint?: string }) => 'https://idp.example/authorize');
    const actor = createActor(
      idpSignInMachine.provide({
        actors: {
          lookUpSso: fromPromise(({ input }) => lookUp(input)),
          prepare: fromPromise(({ input }) => prepare(input)),
        },
      }),
    );
    actor.start();
    const type = (text: string) => {
      for (let i = 1; i <= text.length; i++)
        actor.send({ type: 'sso.loginNameChanged', loginName: text.slice(0, i) });
    };
    return { actor, lookUp, prepare, type };
  };

  it('SEC-01 asks once, after a pause in the typing, never per key; an SSO domain sends its login name as the hint', async () => {
    vi.useFakeTimers();
    try {
      const s = make({ sso: true, domain: 'acme.example', passwordSignIn: false });
      s.type('ann@acme.example');
      await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS - 1);
      expect(s.lookUp).not.toHaveBeenCalled();
      s.actor.send({ type: 'sso.loginNameChanged', loginName: 'anna@acme.example' });
      await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS);
      expect(s.lookUp).toHaveBeenCalledTimes(1);
      expect(s.actor.getSnapshot().context.ssoDomain).toEqual({
        domain: 'acme.example',
        passwordSignIn: false,
      });
      // More keys of the same domain: no new request.
      s.actor.send({ type: 'sso.loginNameChanged', loginName: 'annabel@acme.example' });
      await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS * 2);
      expect(s.lookUp).toHaveBeenCalledTimes(1);
      s.actor.send({ type: 'sso.start' });
      await vi.advanceTimersByTimeAsync(0);
      expect(s.prepare).toHaveBeenCalledWith({ loginHint: 'annabel@acme.example' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('SEC-01 a name that is no e-mail, or a domain without SSO, keeps the password form and sends no hint', async () => {
    vi.useFakeTimers();
    try {
      const s = make({ sso: false, domain: null });
      s.type('ann');
      await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS * 2);
      expect(s.lookUp).not.toHaveBeenCalled();
      s.type('ann@plain.example');
      await vi.advanceTimersByTimeAsync(LOOKUP_DELAY_MS);
      expect(s.lookUp).toHaveBeenCalledTimes(1);
      expect(s.actor.getSnapshot().context.ssoDomain).toBeUndefined();
      s.actor.send({ type: 'sso.start' });
      await vi.advanceTimersByTimeAsync(0);
      expect(s.prepare).toHaveBeenCalledWith({ loginHint: undefined });
    } finally {
      vi.useRealTimers();
    }
  });
});
