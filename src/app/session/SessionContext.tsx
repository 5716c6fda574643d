// The signed-in session for the React tree: the token actor and the request layer built on it.
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { tokenMachine } from '../../../machines/session/tokenMachine';
import { passwordGrant, refreshGrant, signOut } from '../../api/auth';
import { type ApiClient, createApiClient } from '../../api/client';
import { PORTAL_CLIENT_ID, type WgConfig } from '../../api/config';
import { tokenSourceFor } from './tokenSource';

export type TokenActor = ActorRefFrom<typeof tokenMachine>;

export interface Session {
  config: WgConfig;
  tokenActor: TokenActor;
  api: ApiClient;
}

const SessionContext = createContext<Session | null>(null);

/** Builds the token actor with the real calls, and the request layer that asks it for tokens. */
export function createSession(config: WgConfig, fetchFn?: typeof fetch): Session {
  const clientId = config.clientId ?? PORTAL_CLIENT_ID;
  const authBase = config.services.auth.url;
  let api: ApiClient;
  const tokenActor = createActor(
    tokenMachine.provide({
      actors: {
        signIn: fromPromise(({ input }) => passwordGrant(authBase, { ...input, clientId }, fetchFn)),
        refresh: fromPromise(({ input }) => refreshGrant(authBase, { ...input, clientId }, fetchFn)),
        signOut: fromPromise(() => signOut(api)),
      },
    }),
    { input: { authRequestRate: config.authRequestRate } },
  );
  api = createApiClient({ config, tokens: tokenSourceFor(tokenActor), fetch: fetchFn });
  return { config, tokenActor, api };
}

export function SessionProvider(props: {
  session: Session;
  onExit(route: string): void;
  children: ReactNode;
}) {
  const { session, onExit } = props;
  useEffect(() => {
    const sub = session.tokenActor.on('session.cleared', (e) => {
      if (e.exit) onExit(e.exit);
    });
    return () => sub.unsubscribe();
  }, [session, onExit]);
  return <SessionContext.Provider value={session}>{props.children}</SessionContext.Provider>;
}

export function useSessionContext(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSessionContext outside SessionProvider');
  return session;
}

/** What screens need of the session: its phase and named callbacks (no event objects). */
export function useSession() {
  const { tokenActor } = useSessionContext();
  const phase = useSelector(tokenActor, (s) =>
    s.hasTag('signedIn') ? 'signedIn' : s.matches('signedOut') ? 'signedOut' : 'pending',
  );
  const signingIn = useSelector(tokenActor, (s) => s.matches('signingIn'));
  const signInError = useSelector(tokenActor, (s) => s.context.signInError);
  const notice = useSelector(tokenActor, (s) => s.context.notice);
  const userId = useSelector(tokenActor, (s) => s.context.userId);
  const accountId = useSelector(tokenActor, (s) => s.context.accountId);
  return useMemo(
    () => ({
      phase,
      signingIn,
      signInError,
      notice,
      userId,
      accountId,
      signIn: (username: string, password: string) =>
        tokenActor.send({ type: 'session.signIn', username, password }),
      signOut: () => tokenActor.send({ type: 'session.signOut' }),
    }),
    [phase, signingIn, signInError, notice, userId, accountId, tokenActor],
  );
}
