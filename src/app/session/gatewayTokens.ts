// Tokens for the second service (AUTH-08): the gatewayToken machine with the real call.
// One source per strategy; `current()` answers a valid token, fetching one when there is none or
// the one held has expired (it is discarded and requested anew).
import { createActor, fromPromise, waitFor } from 'xstate';
import { gatewayTokenMachine, usableToken } from '../../../machines/session/gatewayTokenMachine';
import type { TokenSource } from '../../api/client';
import { PORTAL_CLIENT_ID, type WgConfig } from '../../api/config';
import { ApiFailure } from '../../api/failure';
import { requestGatewayToken } from '../../api/gatewayToken';
import { checkAuthStrategy, SECOND_SERVICE_FAMILY } from '../../domain/authStrategy';

export interface GatewayTokens {
  /** A token valid now. */
  current(): Promise<string>;
  /** The service refused the token: forget it, so the next call fetches another. */
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
  actor.start();
  return {
    async current() {
      actor.send({ type: 'token.request' });
      const snap = await waitFor(actor, (s) => s.matches('ready') || s.matches('failed'));
      const token = snap.matches('ready') ? usableToken(snap.context) : undefined;
      if (token) return token;
      const error = snap.context.error;
      throw error instanceof ApiFailure
        ? error
        : new ApiFailure({ url: `${base}/api-gateway/jwt/token`, message: error?.message });
    },
    discard: () => actor.send({ type: 'token.discard' }),
    stop: () => actor.stop(),
  };
}
