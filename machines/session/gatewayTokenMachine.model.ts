// How to walk the gateway token machine: callers asking for a token or reporting a refusal, and
// the service's answers. A grant of 0 seconds stands for a token that has since expired.
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineModel } from '../graph/paths';
import { type GatewayTokenContext, usableToken } from './gatewayTokenMachine';

const EVENTS: EventObject[] = [
  { type: 'token.request' },
  { type: 'token.discard' },
  {
    type: 'xstate.done.actor.fetchToken',
    output: { access_token: 'jwt-1', refresh_token: null, expires_in: 300 },
  } as EventObject,
  {
    type: 'xstate.done.actor.fetchToken',
    output: { access_token: 'jwt-0', refresh_token: null, expires_in: 0 },
  } as EventObject,
  { type: 'xstate.error.actor.fetchToken', error: { status: 503, message: 'unavailable' } } as EventObject,
];

export const gatewayTokenModel: MachineModel = {
  input: { family: 'gateway', strategy: 'anonymous' },
  // An invoked actor's answers only while it runs (an unhandled error event would stop the actor).
  events: (s) => EVENTS.filter((e) => !e.type.startsWith('xstate.') || 'fetchToken' in s.children),
  // The guard reads whether the token is still usable.
  serialize: (s: AnyMachineSnapshot) =>
    JSON.stringify([s.value, usableToken(s.context as GatewayTokenContext) !== undefined]),
};
