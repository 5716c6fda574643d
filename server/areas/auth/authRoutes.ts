// The auth family: the OAuth token endpoint (password and refresh_token grants, AUTH-01/03),
// session keep-alive and expiry (AUTH-09) and sign-out.

import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { noBodySchema } from '../../../src/domain/schemas/common';
import { tokenFormSchema } from '../../../src/domain/schemas/oauth';
import { SIGN_IN_WORDS } from '../../../src/domain/signInWords';
import { authenticateClient, knownClients, type OAuthClient } from '../../auth/clients';
import { checkPassword, TooManyAttempts } from '../../auth/signIn';
import { purgeThrottles } from '../../auth/throttle';
import {
  endSession,
  extendSession,
  openSession,
  purgeExpired,
  rotateRefreshToken,
  type TokenAnswer,
} from '../../auth/tokens';
import { sessions } from '../../db/schema';
import { clientAddress } from '../../http/clientAddress';
import { ApiError, badRequest, unauthorized } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import { MFA_GRANT, passSecondFactor, requireSecondFactor } from '../mfa/secondFactor';
import { refuseExpiredPassword } from '../passwords/passwordStore';
import { refuseSsoOnly } from '../sso/ssoOnly';

export const REFRESH_COOKIE = 'sb_refresh';
export const COOKIE_PATH = '/svc/auth/oauth';

/**
 * The refresh cookie's attributes (decision 0002). `Secure` when the portal is served over https:
 * the request's own scheme, or PUBLIC_URL's when a proxy ends TLS in front of the server.
 */
export function refreshCookieOptions(deps: Deps, c: Context<Env>) {
  const scheme = (url: string | undefined) => (url ? new URL(url).protocol : undefined);
  return {
    httpOnly: true,
    sameSite: 'Strict',
    secure: scheme(c.req.url) === 'https:' || scheme(deps.config.publicUrl) === 'https:',
    path: COOKIE_PATH,
    maxAge: deps.config.refreshTokenTtlSeconds,
  } as const;
}

/** Expired tokens, sessions and sign-in failures are purged at most this often, on a token call. */
const PURGE_EVERY_SECONDS = 10 * 60;

export function authRoutes(deps: Deps) {
  const clients = knownClients(deps.config);
  let lastPurge = 0;
  const purgeWhenDue = async () => {
    const now = deps.now().getTime();
    if (now - lastPurge < PURGE_EVERY_SECONDS * 1000) return;
    lastPurge = now;
    await purgeExpired(deps);
    await purgeThrottles(deps);
  };

  // The web client's refresh token travels only in its HttpOnly cookie (decision 0002).
  const answerTokens = (c: Context<Env>, client: OAuthClient, tokens: TokenAnswer) => {
    c.header('cache-control', 'no-store');
    if (!client.web) return c.json(tokens);
    setCookie(c, REFRESH_COOKIE, tokens.refresh_token, refreshCookieOptions(deps, c));
    const { refresh_token: _inCookie, ...rest } = tokens;
    return c.json(rest);
  };

  const signIn = async (c: Context<Env>, loginName: string, password: string) => {
    try {
      return await checkPassword(deps, {
        loginName,
        password,
        address: clientAddress(deps, c),
        path: c.req.path,
      });
    } catch (e) {
      if (e instanceof TooManyAttempts) c.header('retry-after', String(e.retryAfter));
      throw e;
    }
  };

  return secureRouter(deps)
    .post(
      '/oauth/token',
      {
        catalogue: ['C-001'],
        public: true,
        body: tokenFormSchema,
        bodyType: 'form',
        rateLimit: 'signIn',
        summary: 'Sign in, or renew a session (OAuth 2.0)',
      },
      async (c, { body: form }) => {
        const field = (name: keyof typeof form) => form[name] ?? '';
        const client = authenticateClient(clients, field('client_id'), c.req.header('authorization'));
        if (!client) throw new ApiError(401, 'invalid_client', 'Unknown client or bad client credential.');
        const grant = field('grant_type');
        await purgeWhenDue();
        if (grant === 'password') {
          if (!field('username') || !field('password')) {
            throw badRequest(SIGN_IN_WORDS.both, [
              ...(field('username') ? [] : [{ field: 'username', message: SIGN_IN_WORDS.loginName }]),
              ...(field('password') ? [] : [{ field: 'password', message: SIGN_IN_WORDS.password }]),
            ]);
          }
          const user = await signIn(c, field('username'), field('password'));
          await refuseSsoOnly(deps, user); // decision 0117: an SSO-only user signs in at their provider
          await refuseExpiredPassword(deps, user); // issue 23: no token for an expired password
          await requireSecondFactor(deps, user, client.id); // 403 mfa_required with a challenge when due
          return answerTokens(c, client, await openSession(deps, user, client.id));
        }
        if (grant === MFA_GRANT) {
          const { user, recoveryCodes } = await passSecondFactor(c, deps, {
            token: field('mfa_token'),
            otp: field('otp'),
            clientId: client.id,
          });
          const tokens = await openSession(deps, user, client.id);
          // Enrolled at this sign-in: the recovery codes, once, beside the tokens (decision 0121).
          return answerTokens(
            c,
            client,
            recoveryCodes ? { ...tokens, recovery_codes: recoveryCodes } : tokens,
          );
        }
        if (grant === 'refresh_token') {
          // A web client after a reload holds no refresh token in memory: the HttpOnly cookie carries it.
          const presented = field('refresh_token') || (client.web ? getCookie(c, REFRESH_COOKIE) : undefined);
          if (!presented) throw unauthorized('invalid_grant');
          return answerTokens(c, client, await rotateRefreshToken(deps, presented, client.id));
        }
        throw new ApiError(400, 'unsupported_grant_type', `The grant type '${grant}' is not supported.`);
      },
    )
    .post(
      '/v1/sessions/keep-alive',
      {
        catalogue: ['C-007', 'C-550'],
        session: true,
        audit: false,
        body: noBodySchema,
        summary: 'Keep the session alive',
      },
      async (c) => {
        const principal = c.get('principal');
        const expiresAt = await extendSession(deps, principal.sessionId, principal.userId);
        return c.json({ expirationTime: expiresAt.toISOString() });
      },
    )
    .get('/v1/sessions/expiration-time', { catalogue: ['C-008', 'C-551'], session: true }, async (c) => {
      const [session] = await deps.db
        .select({ expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.familyId, c.get('principal').sessionId));
      return c.json({ expirationTime: session?.expiresAt.toISOString() ?? null });
    })
    .post(
      '/v1/sessions/sign-out',
      { catalogue: [], session: true, body: noBodySchema, summary: 'Sign out' },
      async (c) => {
        await endSession(deps, c.get('principal').sessionId);
        deleteCookie(c, REFRESH_COOKIE, { path: COOKIE_PATH });
        return c.body(null, 204);
      },
    );
}
