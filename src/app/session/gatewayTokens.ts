// Tokens for the second service (AUTH-08): the gatewayToken machine with the real call, as the
// request layer's token source for the gateway family (createSession wires it: a call of that
// family carries a gateway token, never the platform's). `current()` answers a valid token,
// fetching one when there is none or the one held has expired (it is discarded and requested
// anew); a 401 of the second service discards the refused token and fetches one (one fetch
// however many callers ask).
import { createActor, fromPromise, waitFor } from 'xstate';
import { gatewayTokenMachine, usableToken } from '../../../machines/session/gatewayTokenMachine';
import type { TokenSource } from '../../api/client';
import { PORTAL_CLIENT_ID, type WgConfig } from '../../api/config';
import { ApiFailure } from '../../api/failure';
import { requestGatewayToken } from '../../api/gatewayToken';
import { checkAuthStrategy, SECOND_SERVICE_FAMILY } from '../../domain/authStrategy';
import { registerLiveActor } from '../liveActors';

export interface GatewayTokens extends TokenSource {
  /** Forget the token held (the service refused it, or the platform session ended). */
  discard(): void;
  stop(): void;
}

export function createGatewayTokens(opts: {
  config: WgConfig;
  /** The service family the token is for; anonymous applies to the gateway only. */
  family?: string;
  strategy: string;
  /** The platform session's tokens, for the builtin strategy. */
  tokens?: TokenSource;
  fetch?: typeof fetch;
}): GatewayTokens {
  const family = opts.family ?? SECOND_SERVICE_FAMILY;
  const strategy = checkAuthStrategy(family, opts.strategy);
  const base = opts.config.services[SECOND_SERVICE_FAMILY]?.url;
  if (!base) throw new Error(`No service host is configured for '${SECOND_SERVICE_FAMILY}' in wgConfig.json`);
  const clientId = opts.config.clientId ?? PORTAL_CLIENT_ID;
  const actor = createActor(
    gatewayTokenMachine.provide({
      actors: {
        fetchToken: fromPromise(async () => {
          const accessToken = strategy === 'builtin' ? await opts.tokens?.current() : undefined;
          return requestGatewayToken(base, { strategy, clientId, accessToken }, opts.fetch);
        }),
      },
    }),
    { input: { family, strategy } },
  );
  // The machine gallery (#/machines) shows where this actor is.
  registerLiveActor('gatewayToken', actor);
  actor.start();
  const discard = () => actor.send({ type: 'token.discard' });
  const current = async () => {
    actor.send({ type: 'token.request' });
    const snap = await waitFor(actor, (s) => s.hasTag('hasToken') || s.hasTag('failed'));
    const token = snap.hasTag('hasToken') ? usableToken(snap.context) : undefined;
    if (token) return token;
    const error = snap.context.error;
    throw error instanceof ApiFailure
      ? error
      : new ApiFailure({ url: `${base}/api-gateway/jwt/token`, message: error?.message });
  };
  return {
    current,
    async renewed(stale) {
      // Discard only the refused token: another caller may have fetched a fresh one already.
      const snap = actor.getSnapshot();
      if (snap.hasTag('hasToken') && snap.context.token === stale) discard();
      return current();
    },
    // A fresh token refused again: forget it. The second service does not end the platform session.
    rejected: discard,
    discard,
    stop: () => actor.stop(),
  };
}
