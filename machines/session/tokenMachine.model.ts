// How to walk the token machine: the events a user, the request layer and the platform can
// send in each state. Read by the path tests, the coverage report and the machine gallery.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { TokenGrant } from '../../src/domain/session';
import { type MachineModel, possibleIn } from '../graph/paths';

const grant = (n: number): TokenGrant => ({
  access_token: `access-${n}`,
  refresh_token: `refresh-${n}`,
  expires_in: 900,
  user_id: 7,
  account_id: 42,
});

/** With a rate of 1 refresh a second, the second refresh in a second trips AUTH-05. */
export const TOKEN_MODEL_RATE = 1;

const EVENTS: EventObject[] = [
  { type: 'session.signIn', username: 'admin@acme.example', password: 'secret' } as EventObject,
  { type: 'session.signOut' },
  { type: 'token.refresh' },
  { type: 'token.rejected' },
  { type: 'session.adopt', grant: grant(4) } as EventObject,
  { type: 'session.expired' },
  { type: 'session.endedElsewhere' },
  { type: 'xstate.done.actor.restore', output: grant(1) } as EventObject,
  { type: 'xstate.error.actor.restore', error: { status: 401, message: 'invalid_grant' } } as EventObject,
  { type: 'xstate.done.actor.signIn', output: grant(2) } as EventObject,
  {
    type: 'xstate.error.actor.signIn',
    error: {
      status: 400,
      code: 'invalid_grant',
      message: 'The login name or password is incorrect.',
      attemptsLeft: 4,
    },
  } as EventObject,
  // The second factor (decision 0109): the password step asks for it, a code answers it.
  {
    type: 'xstate.error.actor.signIn',
    error: {
      status: 403,
      code: 'mfa_required',
      message: 'Enter the code from your authenticator app or your e-mail.',
      body: { mfa_token: 'mfa_1', methods: ['totp'], enrolment_required: false, recovery: true },
    },
  } as EventObject,
  { type: 'session.secondFactor', otp: '123456' } as EventObject,
  { type: 'session.cancelSecondFactor' },
  { type: 'xstate.done.actor.secondFactor', output: grant(5) } as EventObject,
  // Enrolled at sign-in: the recovery codes come with the tokens and are shown once (decision 0121).
  {
    type: 'xstate.done.actor.secondFactor',
    output: { ...grant(6), recovery_codes: ['abcde-fghjk', 'mnpqr-stuvw'] },
  } as EventObject,
  { type: 'session.recoveryCodesKept' },
  {
    type: 'xstate.error.actor.secondFactor',
    error: {
      status: 400,
      code: 'invalid_grant',
      message: 'The code is incorrect or has expired.',
      attemptsLeft: 3,
    },
  } as EventObject,
  {
    type: 'xstate.error.actor.secondFactor',
    error: {
      status: 400,
      code: 'invalid_grant',
      message: 'This sign-in has expired. Sign in again with your password.',
    },
  } as EventObject,
  { type: 'xstate.done.actor.refresh', output: grant(3) } as EventObject,
  { type: 'xstate.error.actor.refresh', error: { status: 401, message: 'invalid_grant' } } as EventObject,
  { type: 'xstate.error.actor.refresh', error: { message: 'Failed to fetch' } } as EventObject,
  { type: 'xstate.done.actor.signOut' },
  { type: 'xstate.error.actor.signOut', error: { message: 'Failed to fetch' } } as EventObject,
];

export const tokenModel: MachineModel = {
  input: { authRequestRate: TOKEN_MODEL_RATE },
  events: (s) => EVENTS.filter((e) => possibleIn(s, e)),
  // Guards read the refresh count; beyond the rate every count behaves the same.
  serialize: (s: AnyMachineSnapshot) =>
    JSON.stringify([s.value, Math.min(s.context.refreshesInWindow as number, TOKEN_MODEL_RATE + 1)]),
};
