// How to walk the keep-alive machine: the user's activity and choices, the other tabs, the
// platform's answers, and the machine's own timers (sent as their xstate.after.* events).
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type MachineModel, possibleIn } from '../graph/paths';
import type { KeepAliveInput } from './keepAliveMachine';

export const KEEP_ALIVE_MODEL_INPUT: KeepAliveInput = {
  warnBeforeMs: 2 * 60 * 1000,
  keepAliveEveryMs: 60 * 1000,
  renewEnabled: true,
};

/** The event a named delay sends when it fires in the state with this id. */
export const afterEvent = (delay: string, stateId: string) =>
  ({ type: `xstate.after.${delay}.${stateId}` }) as EventObject;

const EVENTS: EventObject[] = [
  { type: 'user.activity' },
  { type: 'session.stay' },
  { type: 'expiry.updated', expiresAt: Date.parse('2026-11-21T11:00:00Z') } as EventObject,
  { type: 'expiry.check' },
  { type: 'xstate.done.actor.readExpiry', output: { expirationTime: '2026-11-21T10:30:00Z' } } as EventObject,
  { type: 'xstate.error.actor.readExpiry', error: { status: 503, message: 'unavailable' } } as EventObject,
  { type: 'xstate.done.actor.keepAlive', output: { expirationTime: null } } as EventObject,
  { type: 'xstate.error.actor.keepAlive', error: { status: 401, message: 'unauthorized' } } as EventObject,
  afterEvent('untilWarning', 'keepAlive.alive.fresh'),
  afterEvent('keepAliveDue', 'keepAlive.alive.active'),
  afterEvent('untilWarning', 'keepAlive.alive.active'),
  afterEvent('untilExpiry', 'keepAlive.alive.warning'),
];

export const keepAliveModel: MachineModel = {
  input: KEEP_ALIVE_MODEL_INPUT,
  events: (s) => (s.status === 'active' ? EVENTS.filter((e) => possibleIn(s, e)) : []),
  // Guards read only the input; the expiry times do not change which transitions exist.
  serialize: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.status]),
};
