// The signed-in session for the React tree: the token actor and the request layer built on it.
import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { createActor, fromPromise } from 'xstate';
import { tokenMachine } from '../../../machines/session/tokenMachine';
import { passwordGrant, refreshGrant, signOut } from '../../api/auth';
import { type ApiClient, createApiClient, type TokenSource } from '../../api/client';
import { PORTAL_CLIENT_ID, type WgConfig } from '../../api/config';
import { SECOND_SERVICE_FAMILY } from '../../domain/authStrategy';
import { registerLiveActor } from '../liveActors';
import type { GatewayTokens } from './gatewayTokens';
import { forgetExpiry, openSessionChannel, type SessionChannel, withRefreshLock } from './sessionChannel';
import { createSsoActor, resumeSingleSignOn, type SsoActor } from './singleSignOn';
import type { TokenActor } from './tokenActor';
import { tokenSourceFor } from './tokenSource';

// The second step's calls load when a sign-in first needs them, not with the sign-in page (issue 12).
const mfa = () => import('../../api/mfa');

export interface Session {
  config: WgConfig;
  tokenActor: TokenActor;
  api: ApiClient;
  /** Single sign-on with PKCE (AUTH-07). */
  sso: SsoActor;
  /** The fetch the session's own calls use (tests pass the platform in process). */
  fetch?: typeof fetch;
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
        // The second step of a sign-in (decision 0109).
        secondFactor: fromPromise(async ({ input }) =>
          (await mfa()).mfaGrant(authBase, { ...input, clientId }, fetchFn),
        ),
        // One refresh at a time across tabs (Web Locks). Where the portal and the auth family share
        // an origin, the HttpOnly cookie carries the newest refresh token, which another tab may
        // have rotated since this tab's copy (docs/decisions/0013-keep-alive-and-tabs.md).
        refresh: fromPromise(({ input }) =>
          withRefreshLock(() =>
            refreshGrant(authBase, { ...(sameOrigin(authBase) ? {} : input), clientId }, fetchFn),
          ),
        ),
        signOut: fromPromise(() => signOut(api)),
      },
      actions: {
        // AUTH-05, AUTH-06, REQ-07: an ended or reset session forgets every cached answer.
        clearCache: () => api.clearCache(),
      },
    }),
    { input: { authRequestRate: config.authRequestRate } },
  );
  // The machine gallery (#/machines) shows where this actor is and what it just did.
  registerLiveActor('token', tokenActor);
  const tokens = tokenSourceFor(tokenActor);
  api = createApiClient({
    config,
    tokens,
    familyTokens: secondServiceTokens(config, tokenActor, tokens, fetchFn),
    fetch: fetchFn,
  });
  const sso = createSsoActor(config, tokenActor, { fetch: fetchFn });
  sso.start();
  return { config, tokenActor, api, sso, fetch: fetchFn };
}

/**
 * AUTH-08: the second service's calls carry its own tokens, fetched with the platform session's
 * (builtin strategy) and forgotten when the session ends; none when wgConfig.json names no such
 * service. The gateway-token source loads with the first such call, not with the sign-in page.
 */
function secondServiceTokens(
  config: WgConfig,
  tokenActor: TokenActor,
  tokens: TokenSource,
  fetchFn?: typeof fetch,
): Record<string, TokenSource> {
  if (!config.services[SECOND_SERVICE_FAMILY]) return {};
  let loaded: Promise<GatewayTokens> | undefined;
  const gateway = () => {
    loaded ??= import('./gatewayTokens').then(({ createGatewayTokens }) =>
      createGatewayTokens({ config, strategy: 'builtin', tokens, fetch: fetchFn }),
    );
    return loaded;
  };
  tokenActor.on('session.cleared', () => void loaded?.then((g) => g.discard()));
  return {
    [SECOND_SERVICE_FAMILY]: {
      current: async () => (await gateway()).current(),
      renewed: async (stale) => (await gateway()).renewed(stale),
      rejected: (path) => void loaded?.then((g) => g.rejected(path)),
    },
  };
}

const sameOrigin = (url: string) =>
  typeof location !== 'undefined' &&
  /^https?:$/.test(location.protocol) &&
  new URL(url, location.href).origin === location.origin;

const ChannelContext = createContext<SessionChannel | undefined>(undefined);
/** Sessions whose return from single sign-on was handled (once, even under StrictMode). */
const resumed = new WeakSet<Session>();

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

  // The other tabs: a session ended here ends there, and the other way round (AUTH-12).
  const [channel, setChannel] = useState<SessionChannel>();
  useEffect(() => {
    const ch = openSessionChannel();
    setChannel(ch);
    let relaying = false;
    const cleared = session.tokenActor.on('session.cleared', (e) => {
      forgetExpiry();
      if (!relaying) ch.post({ type: 'ended', exit: e.exit });
    });
    const unsubscribe = ch.subscribe((m) => {
      if (m.type !== 'ended') return;
      relaying = true;
      session.tokenActor.send({ type: m.exit === '/logout' ? 'session.expired' : 'session.endedElsewhere' });
      relaying = false;
    });
    return () => {
      cleared.unsubscribe();
      unsubscribe();
      ch.close();
    };
  }, [session]);

  // Back from the identity provider: finish the sign-in (AUTH-07).
  useEffect(() => {
    if (resumed.has(session) || typeof location === 'undefined') return;
    resumed.add(session);
    resumeSingleSignOn(session.sso);
  }, [session]);

  return (
    <SessionContext.Provider value={session}>
      <ChannelContext.Provider value={channel}>{props.children}</ChannelContext.Provider>
    </SessionContext.Provider>
  );
}

/** The channel to the other tabs of this browser, once open. */
export function useSessionChannel(): SessionChannel | undefined {
  return useContext(ChannelContext);
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
    s.hasTag('signedIn') ? 'signedIn' : s.hasTag('signedOut') ? 'signedOut' : 'pending',
  );
  const signingIn = useSelector(tokenActor, (s) => s.hasTag('signingIn'));
  const signInError = useSelector(tokenActor, (s) => s.context.signInError);
  const notice = useSelector(tokenActor, (s) => s.context.notice);
  const { sso, config, fetch: fetchFn } = useSessionContext();
  const ssoBusy = useSelector(sso, (s) => s.hasTag('busy'));
  const ssoError = useSelector(sso, (s) => (s.hasTag('failed') ? s.context.error : undefined));
  const ssoDomain = useSelector(sso, (s) => s.context.ssoDomain);
  const userId = useSelector(tokenActor, (s) => s.context.userId);
  const accountId = useSelector(tokenActor, (s) => s.context.accountId);
  const challenge = useSelector(tokenActor, (s) =>
    s.hasTag('secondFactor') ? s.context.challenge : undefined,
  );
  const recoveryCodes = useSelector(tokenActor, (s) =>
    s.hasTag('recoveryCodes') ? s.context.recoveryCodes : undefined,
  );
  const authBase = config.services.auth.url;
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
      /** The second step the platform asked for after the password, if any (decision 0109). */
      challenge,
      passSecondFactor: (otp: string) => tokenActor.send({ type: 'session.secondFactor', otp }),
      cancelSecondFactor: () => tokenActor.send({ type: 'session.cancelSecondFactor' }),
      /** Recovery codes of a method enrolled at this sign-in, shown once before the portal opens (decision 0121). */
      recoveryCodes,
      keepRecoveryCodes: () => tokenActor.send({ type: 'session.recoveryCodesKept' }),
      /** At the second step: send an e-mail code, or start the authenticator one must enrol. */
      requestSecondFactor: (method: 'totp' | 'email') =>
        mfa().then((m) => m.mfaRequest(authBase, { mfaToken: challenge?.mfaToken ?? '', method }, fetchFn)),
      /** Single sign-on is offered when wgConfig.json names the PKCE client (AUTH-07). */
      ssoAvailable: !!config.idpPkceClientId,
      ssoBusy,
      ssoError,
      signInWithSso: () => sso.send({ type: 'sso.start' }),
      /** The typed login name's domain, when it signs in through SSO (decision 0121). */
      ssoDomain: config.idpPkceClientId ? ssoDomain : undefined,
      /** Each key in the login name: the machine looks its domain up after a pause. */
      loginNameChanged: (loginName: string) => sso.send({ type: 'sso.loginNameChanged', loginName }),
    }),
    [
      phase,
      signingIn,
      signInError,
      notice,
      userId,
      accountId,
      tokenActor,
      sso,
      config,
      ssoBusy,
      ssoError,
      ssoDomain,
      challenge,
      recoveryCodes,
      authBase,
      fetchFn,
    ],
  );
}
