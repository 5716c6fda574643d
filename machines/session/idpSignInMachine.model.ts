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
  events: (s: AnyMachineSnapshot) =>
    s.status !== 'active'
      ? []
      : EVENTS.filter((e) => {
          const m = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(e.type);
          return !m || m[1] in s.children;
        }),
  serialize: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.status]),
};
