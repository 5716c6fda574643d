// The second service's token endpoint (AUTH-08): POST /api-gateway/jwt/token.
//
// - `Authorization: Anonymous <client-id>`: an anonymous token, short-lived, no refresh token;
// - `Authorization: Bearer <platform access token>` (builtin): a token for that user, with a
//   refresh token tied to the platform session;
// - form grant_type=refresh_token, refresh_token, client_id=switchboard-desktop: the desktop
//   client renews its pair; refresh tokens rotate, and one presented twice ends the session.
// Tokens are HS256 JWTs (docs/decisions/0015-gateway-tokens.md).

import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { gatewayTokenFormSchema } from '../../../src/domain/schemas/oauth';
import { knownClients } from '../../auth/clients';
import { ANONYMOUS_TOKEN_TTL_SECONDS, type Claims } from '../../auth/jwt';
import { claimRefreshToken, hashToken, principalFor } from '../../auth/tokens';
import { authTokens } from '../../db/schema';
import { ApiError, unauthorized } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';

export const ANONYMOUS_TTL_SECONDS = ANONYMOUS_TOKEN_TTL_SECONDS;
/** The only client that may renew gateway tokens with a refresh_token grant. */
export const DESKTOP_CLIENT_ID = 'switchboard-desktop';
const REFRESH_KIND = 'gateway_refresh';

interface Subject {
  userId: number;
  accountId: number;
  clientId: string;
  familyId: string;
}

export function gatewayRoutes(deps: Deps) {
  const clients = knownClients(deps.config);
  const sign = (claims: Claims) => deps.keys!.sign('gateway', claims);
  const nowSeconds = () => Math.floor(deps.now().getTime() / 1000);
  const answer = (c: Context<Env>, body: Record<string, unknown>) => {
    c.header('cache-control', 'no-store');
    return c.json({ token_type: 'Bearer', ...body });
  };

  async function issueFor(s: Subject) {
    const iat = nowSeconds();
    const ttl = deps.config.accessTokenTtlSeconds;
    const refresh = randomBytes(32).toString('base64url');
    await deps.db.insert(authTokens).values({
      ...s,
      tokenHash: hashToken(refresh),
      kind: REFRESH_KIND,
      expiresAt: new Date(deps.now().getTime() + deps.config.refreshTokenTtlSeconds * 1000),
    });
    const access = await sign({
      sub: String(s.userId),
      account_id: s.accountId,
      client_id: s.clientId,
      kind: 'builtin',
      iat,
      exp: iat + ttl,
    });
    return { access_token: access, refresh_token: refresh, expires_in: ttl };
  }

  async function refreshGrant(refreshToken: string, clientId: string) {
    if (clientId !== DESKTOP_CLIENT_ID) {
      throw new ApiError(
        400,
        'unauthorized_client',
        'Only the desktop client renews gateway tokens this way.',
      );
    }
    const row = await claimRefreshToken(deps, refreshToken, clientId, REFRESH_KIND);
    return issueFor({ userId: row.userId, accountId: row.accountId, clientId, familyId: row.familyId });
  }

  return secureRouter(deps).post(
    '/api-gateway/jwt/token',
    {
      catalogue: ['C-005'],
      public: true,
      body: gatewayTokenFormSchema,
      bodyType: 'form',
      rateLimit: 'signIn',
      summary: 'A gateway token (JWT)',
    },
    async (c, { body: form }) => {
      const field = (name: keyof typeof form) => form[name] ?? '';
      if (field('grant_type') === 'refresh_token') {
        if (!field('refresh_token')) throw unauthorized('invalid_grant');
        return answer(c, await refreshGrant(field('refresh_token'), field('client_id')));
      }
      if (field('grant_type')) {
        throw new ApiError(
          400,
          'unsupported_grant_type',
          `The grant type '${field('grant_type')}' is not supported.`,
        );
      }
      const header = c.req.header('authorization') ?? '';
      const anonymous = /^Anonymous\s+(\S+)$/i.exec(header);
      if (anonymous) {
        if (!clients.some((k) => k.id === anonymous[1])) {
          throw new ApiError(401, 'invalid_client', 'Unknown client.');
        }
        const iat = nowSeconds();
        const access = await sign({
          sub: 'anonymous',
          client_id: anonymous[1],
          kind: 'anonymous',
          iat,
          exp: iat + ANONYMOUS_TTL_SECONDS,
        });
        return answer(c, { access_token: access, refresh_token: null, expires_in: ANONYMOUS_TTL_SECONDS });
      }
      const bearer = /^Bearer\s+(\S+)$/i.exec(header);
      if (!bearer) throw unauthorized('no token');
      const principal = await principalFor(deps, bearer[1]);
      if (!principal) throw unauthorized();
      return answer(
        c,
        await issueFor({
          userId: principal.userId,
          accountId: principal.actingAccountId,
          // The client that signed in: only a desktop sign-in can later renew with its refresh token.
          clientId: principal.clientId,
          familyId: principal.sessionId,
        }),
      );
    },
  );
}
