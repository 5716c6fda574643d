// The platform's OpenID provider after the authorization step (AUTH-07, decisions 0014 and 0117).
//
// GET  /.well-known/openid-configuration  discovery (OpenID Connect Discovery 1.0)
// GET  /oauth2/jwks                       the public keys of the id_tokens (RS256, by kid)
// POST /oauth2/token                      code + code_verifier → access_token + id_token (nonce, scope)
// GET  /oauth2/userinfo                   the standard claims, as often as the access token lives
// GET  /oauth2/userinfo?schema=openid     the portal's hand-over (AUTH-07): its legacy tokens, once,
//                                         for the portal's client only
// Errors of the token and user info endpoints are OAuth's (`error`, `error_description`), and a
// 401 carries WWW-Authenticate.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { authorizationCodeFormSchema, userInfoQuerySchema } from '../../../src/domain/schemas/oauth';
import { authenticateClient, knownClients, PORTAL_CLIENT_ID } from '../../auth/clients';
import { ID_TOKEN_TTL_SECONDS } from '../../auth/jwt';
import { ID_TOKEN_ALG, ID_TOKEN_PURPOSE } from '../../auth/signingKeys';
import { endSession, hashToken, openSession } from '../../auth/tokens';
import { authorizationCodes, authTokens, users } from '../../db/schema';
import { oauthError } from '../../http/errors';
import { trustedOrigin, untrustedHost } from '../../http/origins';
import { secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import { REFRESH_COOKIE, refreshCookieOptions } from './authRoutes';
import { issuerOf } from './idpRoutes';
import { SUPPORTED_SCOPES } from './oidcRequest';

const ACCESS_TTL_SECONDS = ID_TOKEN_TTL_SECONDS;
/** The scope of a request that named none (the portal's, decision 0014). */
const DEFAULT_SCOPE = 'openid profile email';

const grantError = (message: string) => oauthError(400, 'invalid_grant', message);
const tokenProblem = (message: string) => oauthError(401, 'invalid_token', message, 'Bearer');
const newSecret = () => randomBytes(32).toString('base64url');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

type UserRow = typeof users.$inferSelect;

/** The standard claims of a user the scope allows (OpenID Connect Core §5.1, §5.4). */
function claimsOf(user: UserRow, scope: string) {
  const scopes = scope.split(' ');
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return {
    sub: String(user.id),
    ...(scopes.includes('profile')
      ? {
          name,
          given_name: user.firstName,
          family_name: user.lastName,
          preferred_username: user.loginName,
        }
      : {}),
    ...(scopes.includes('email') && user.email ? { email: user.email, email_verified: false } : {}),
    account_id: user.accountId,
  };
}

export function oidcTokenRoutes(deps: Deps) {
  const clients = knownClients(deps.config);
  const addSeconds = (s: number) => new Date(deps.now().getTime() + s * 1000);
  const issuerFor = (c: Context<Env>) => {
    const origin = trustedOrigin(deps.config, c.req.url);
    if (!origin) throw untrustedHost();
    return issuerOf(origin);
  };

  /** The live code row an access token was issued on. */
  async function rowForBearer(c: Context<Env>) {
    const m = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
    if (!m) {
      const e = oauthError(401, 'invalid_request', 'Send the access token as a Bearer credential.', 'Bearer');
      e.headers = { ...e.headers, 'www-authenticate': 'Bearer realm="switchboard"' };
      throw e;
    }
    const [row] = await deps.db
      .select()
      .from(authorizationCodes)
      .where(eq(authorizationCodes.accessTokenHash, hashToken(m[1])));
    if (!row?.accessExpiresAt || row.accessExpiresAt <= deps.now())
      throw tokenProblem('The access token is not valid or has expired.');
    return row;
  }

  return secureRouter(deps)
    .get(
      '/.well-known/openid-configuration',
      {
        catalogue: [],
        public: true,
        summary: 'OpenID Connect discovery',
      },
      (c) => {
        const issuer = issuerFor(c);
        c.header('cache-control', 'public, max-age=300');
        return c.json({
          issuer,
          authorization_endpoint: `${issuer}/oauth2/authorize`,
          token_endpoint: `${issuer}/oauth2/token`,
          userinfo_endpoint: `${issuer}/oauth2/userinfo`,
          jwks_uri: `${issuer}/oauth2/jwks`,
          scopes_supported: SUPPORTED_SCOPES,
          response_types_supported: ['code'],
          response_modes_supported: ['query'],
          grant_types_supported: ['authorization_code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: [ID_TOKEN_ALG],
          token_endpoint_auth_methods_supported: ['none', 'client_secret_basic'],
          code_challenge_methods_supported: ['S256'],
          claims_supported: [
            'sub',
            'iss',
            'aud',
            'exp',
            'iat',
            'auth_time',
            'nonce',
            'name',
            'given_name',
            'family_name',
            'preferred_username',
            'email',
            'email_verified',
            'account_id',
          ],
          authorization_response_iss_parameter_supported: true,
        });
      },
    )
    .get(
      '/oauth2/jwks',
      {
        catalogue: [],
        public: true,
        summary: 'The public keys the id_tokens are signed with (JWKS)',
      },
      async (c) => {
        const keys = await deps.keys!.publicKeys();
        // A rotation is seen by clients within their next read.
        c.header('cache-control', 'public, max-age=60');
        return c.json({ keys });
      },
    )
    .post(
      '/oauth2/token',
      {
        catalogue: ['C-002'],
        public: true,
        body: authorizationCodeFormSchema,
        bodyType: 'form',
        rateLimit: 'signIn',
        summary: 'Exchange an authorization code for tokens (PKCE)',
      },
      async (c, { body: form }) => {
        const field = (name: keyof typeof form) => form[name] ?? '';
        if (field('grant_type') !== 'authorization_code') {
          throw oauthError(
            400,
            'unsupported_grant_type',
            `The grant type '${field('grant_type')}' is not supported.`,
          );
        }
        const client = authenticateClient(clients, field('client_id'), c.req.header('authorization'));
        if (!client)
          throw oauthError(401, 'invalid_client', 'Unknown client or bad client credential.', 'Basic');
        const verifier = field('code_verifier');
        if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) {
          throw oauthError(400, 'invalid_request', 'The code verifier is missing or not valid.');
        }
        const [row] = await deps.db
          .select()
          .from(authorizationCodes)
          .where(eq(authorizationCodes.codeHash, hashToken(field('code'))));
        if (!row) throw grantError('The authorization code is not valid.');
        if (row.usedAt) {
          // A code presented twice may have been stolen: the token its first use answered stops working.
          await deps.db
            .update(authorizationCodes)
            .set({ accessTokenHash: null })
            .where(eq(authorizationCodes.id, row.id));
          // ... and so does the platform session user info opened with it.
          if (row.sessionFamilyId) await endSession(deps, row.sessionFamilyId);
          throw grantError('The authorization code has already been used.');
        }
        if (row.expiresAt <= deps.now()) throw grantError('The authorization code has expired.');
        if (row.clientId !== client.id || row.redirectUri !== field('redirect_uri')) {
          throw grantError('The authorization code was issued to another client or redirect URI.');
        }
        if (!sameText(s256(verifier), row.codeChallenge)) {
          throw grantError('The code verifier does not match the code challenge.');
        }
        const accessToken = newSecret();
        const claimed = await deps.db
          .update(authorizationCodes)
          .set({
            usedAt: deps.now(),
            accessTokenHash: hashToken(accessToken),
            accessExpiresAt: addSeconds(ACCESS_TTL_SECONDS),
          })
          .where(and(eq(authorizationCodes.id, row.id), isNull(authorizationCodes.usedAt)))
          .returning({ id: authorizationCodes.id });
        if (claimed.length === 0) throw grantError('The authorization code has already been used.');
        const iat = Math.floor(deps.now().getTime() / 1000);
        const idToken = await deps.keys!.sign(ID_TOKEN_PURPOSE, {
          iss: issuerFor(c),
          sub: String(row.userId),
          aud: client.id,
          account_id: row.accountId,
          auth_time: Math.floor(row.createdAt.getTime() / 1000),
          ...(row.nonce ? { nonce: row.nonce } : {}),
          iat,
          exp: iat + ACCESS_TTL_SECONDS,
        });
        c.header('cache-control', 'no-store');
        c.header('pragma', 'no-cache');
        return c.json({
          access_token: accessToken,
          id_token: idToken,
          token_type: 'Bearer',
          expires_in: ACCESS_TTL_SECONDS,
          scope: row.scope ?? DEFAULT_SCOPE,
        });
      },
    )
    .get(
      '/oauth2/userinfo',
      {
        catalogue: ['C-003'],
        public: true,
        query: userInfoQuerySchema,
        summary: 'Who the token is for (OpenID Connect); the portal’s hand-over with schema=openid',
      },
      async (c, { query }) => {
        const row = await rowForBearer(c);
        const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId));
        if (!user?.isEnable || user.blockAccess) throw tokenProblem('Sign-in is turned off for this user.');
        c.header('cache-control', 'no-store');
        if (query.schema === undefined) return c.json(claimsOf(user, row.scope ?? DEFAULT_SCOPE));
        if (query.schema !== 'openid')
          throw oauthError(400, 'invalid_request', "Only schema 'openid' is supported.");
        // The hand-over of AUTH-07: the portal's own call, which opens one platform session.
        if (row.clientId !== PORTAL_CLIENT_ID) {
          const e = oauthError(
            403,
            'insufficient_scope',
            'Only the portal may ask for its session (schema=openid).',
          );
          e.headers = { 'www-authenticate': 'Bearer realm="switchboard", error="insufficient_scope"' };
          throw e;
        }
        if (row.userInfoAt) throw tokenProblem('This sign-in has already opened its session.');
        const claimed = await deps.db
          .update(authorizationCodes)
          .set({ userInfoAt: deps.now() })
          .where(and(eq(authorizationCodes.id, row.id), isNull(authorizationCodes.userInfoAt)))
          .returning({ id: authorizationCodes.id });
        if (claimed.length === 0) throw tokenProblem('This sign-in has already opened its session.');
        const tokens = await openSession(deps, { id: user.id, accountId: user.accountId }, row.clientId);
        const [opened] = await deps.db
          .select({ familyId: authTokens.familyId })
          .from(authTokens)
          .where(eq(authTokens.tokenHash, hashToken(tokens.access_token)));
        await deps.db
          .update(authorizationCodes)
          .set({ sessionFamilyId: opened?.familyId })
          .where(eq(authorizationCodes.id, row.id));
        // As after a password sign-in: a reload resumes the session from the HttpOnly cookie.
        setCookie(c, REFRESH_COOKIE, tokens.refresh_token, refreshCookieOptions(deps, c));
        return c.json({
          sub: String(user.id),
          user_id: user.id,
          account_id: user.accountId,
          legacy_access_token: tokens.access_token,
          legacy_refresh_token: tokens.refresh_token,
          expires_in: tokens.expires_in,
        });
      },
    );
}
