// The session's token actor, as the session's parts name it (SessionContext, single sign-on,
// the request layer's token source).
import type { ActorRefFrom } from 'xstate';
import type { tokenMachine } from '../../../machines/session/tokenMachine';

export type TokenActor = ActorRefFrom<typeof tokenMachine>;
