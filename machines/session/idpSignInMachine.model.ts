// How to walk the single sign-on machine: the user's start, the browser's return from the
// identity provider (matching and not), and the platform's answers.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineModel } from '../graph/paths';

const KEPT = {
  state: 'state-1',
  verifier: 'v'.repeat(43),
  redirectUri: 'http://switchboard.test/?sso=callback',
};

const EVENTS: EventObject[] = [
  { type: 'sso.start' },
  // The password form's login name (decision 0121): an e-mail of an SSO domain, another key of the
  // same domain, another domain, and a name that is no e-mail.
  { type: 'sso.loginNameChanged', loginName: 'ann@acme.example' } as EventObject,
  { type: 'sso.loginNameChanged', loginName: 'anne@Acme.example' } as EventObject,
  { type: 'sso.loginNameChanged', loginName: 'ann@other.example' } as EventObject,
  { type: 'sso.loginNameChanged', loginName: 'ann' } as EventObject,
  { type: 'xstate.after.lookupDelay.idpSignIn.idle.waiting' },
  {
    type: 'xstate.done.actor.lookUpSso',
    output: { sso: true, domain: 'acme.example', passwordSignIn: false },
  } as EventObject,
  { type: 'xstate.done.actor.lookUpSso', output: { sso: false, domain: null } } as EventObject,
  { type: 'xstate.error.actor.lookUpSso', error: { message: 'Failed to fetch' } } as EventObject,
  { type: 'sso.return', code: 'code-1', state: 'state-1', expected: KEPT } as EventObject,
  { type: 'sso.return', code: 'code-1', state: 'forged', expected: KEPT } as EventObject,
  {
    type: 'xstate.done.actor.prepare',
    output: 'http://switchboard.test/svc/auth/oauth2/authorize?x=1',
  } as EventObject,
  { type: 'xstate.error.actor.prepare', error: { message: 'Web Crypto is not available' } } as EventObject,
  {
    type: 'xstate.done.actor.exchangeCode',
    output: { access_token: 'idp-1', id_token: 'a.b.c' },
  } as EventObject,
  {
    type: 'xstate.error.actor.exchangeCode',
    error: { status: 400, message: 'invalid_grant' },
  } as EventObject,
  {
    type: 'xstate.done.actor.readUserInfo',
    output: {
      legacy_access_token: 'a1',
      legacy_refresh_token: 'r1',
      user_id: 7,
      account_id: 42,
      expires_in: 900,
    },
  } as EventObject,
  {
    type: 'xstate.error.actor.readUserInfo',
    error: { status: 401, message: 'invalid_token' },
  } as EventObject,
];

export const idpSignInModel: MachineModel = {
  // An invoked actor's answers only while it runs (an unhandled error event would stop the actor).
  // The pause's timer fires only while waiting.
  events: (s: AnyMachineSnapshot) =>
    s.status !== 'active'
      ? []
      : EVENTS.filter((e) => {
          if (e.type.startsWith('xstate.after.')) return s.matches({ idle: 'waiting' });
          const m = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(e.type);
          return !m || m[1] in s.children;
        }),
  // The domain asked about and its answer decide what the next key does and what sso.start sends.
  serialize: (s: AnyMachineSnapshot) =>
    JSON.stringify([s.value, s.status, s.context.domain ?? null, s.context.ssoDomain ? 1 : 0]),
};
