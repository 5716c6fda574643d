// The platform as identity provider (AUTH-07): authorization code with PKCE (S256 only).
//
// GET  /oauth2/authorize  a small server-rendered sign-in page (login name + password)
// POST /oauth2/authorize  checks the password, redirects to redirect_uri?code=...&state=...
// POST /oauth2/token      code + code_verifier → access_token (one use, for user info) + id_token
// GET  /oauth2/userinfo?schema=openid → legacy_access_token, legacy_refresh_token, user_id,
//                         account_id: a normal platform session (docs/decisions/0014-identity-provider.md)

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import {
  authorizationCodeFormSchema,
  authorizeFormSchema,
  authorizeQuerySchema,
  userInfoQuerySchema,
} from '../../../src/domain/schemas/oauth';
import { authenticateClient, knownClients } from '../../auth/clients';
import { ID_TOKEN_TTL_SECONDS } from '../../auth/jwt';
import { checkPassword } from '../../auth/signIn';
import { endSession, hashToken, openSession } from '../../auth/tokens';
import { authorizationCodes, authTokens, users } from '../../db/schema';
import { clientAddress } from '../../http/clientAddress';
import { ApiError, unauthorized } from '../../http/errors';
import { trustedOrigin } from '../../http/origins';
import { secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import { refuseWhenSecondFactorDue } from '../mfa/secondFactor';
import { refuseExpiredPassword } from '../passwords/passwordStore';
import { REFRESH_COOKIE, refreshCookieOptions } from './authRoutes';

export const CODE_TTL_SECONDS = 60;
const ACCESS_TTL_SECONDS = ID_TOKEN_TTL_SECONDS;

const FIELDS = [
  'client_id',
  'redirect_uri',
  'response_type',
  'code_challenge',
  'code_challenge_method',
  'state',
];
type AuthorizeParams = Record<(typeof FIELDS)[number], string>;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"'`]/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' })[ch]!,
  );

const grantError = (message: string) => new ApiError(400, 'invalid_grant', message);
const newSecret = () => randomBytes(32).toString('base64url');
const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');
const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export function idpRoutes(deps: Deps) {
  const clients = knownClients(deps.config);
  const addSeconds = (s: number) => new Date(deps.now().getTime() + s * 1000);
  /** Undefined when the request's Host is not one the portal is served at (decision 0052). */
  const portalOrigin = (c: Context<Env>) => trustedOrigin(deps.config, c.req.url);

  /** Why these parameters cannot start a sign-in, or undefined when they can. */
  function problemWith(c: Context<Env>, p: AuthorizeParams): string | undefined {
    const client = clients.find((k) => k.id === p.client_id);
    // Only public clients sign in this way: PKCE stands in for a client secret.
    if (!client || client.secret) return 'This application is not known to the platform.';
    let redirect: URL;
    try {
      redirect = new URL(p.redirect_uri);
    } catch {
      return 'The address to return to is missing or not valid.';
    }
    const origin = portalOrigin(c);
    if (!origin || redirect.origin !== origin || redirect.hash || redirect.username || redirect.password) {
      return 'The address to return to is not part of this portal.';
    }
    if (p.response_type !== 'code') return "Only response_type 'code' is supported.";
    if (p.code_challenge_method !== 'S256') return "Only code_challenge_method 'S256' is supported.";
    if (!/^[A-Za-z0-9_-]{43}$/.test(p.code_challenge)) return 'The code challenge is not valid.';
    if (!p.state || p.state.length > 512) return 'The state is missing or too long.';
    return undefined;
  }

  function page(
    c: Context<Env>,
    p: AuthorizeParams,
    opts: { error?: string; loginName?: string; status?: number },
  ) {
    const hidden = FIELDS.map(
      (f) => `<input type="hidden" name="${f}" value="${escapeHtml(p[f] ?? '')}">`,
    ).join('\n      ');
    const error = opts.error ? `<p role="alert" class="error">${escapeHtml(opts.error)}</p>` : '';
    c.header('cache-control', 'no-store');
    c.header('x-frame-options', 'DENY');
    c.header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    );
    c.header('referrer-policy', 'no-referrer');
    return c.html(
      `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Sign in with single sign-on · Switchboard</title>
  <style>
    body { font-family: system-ui, sans-serif; display: grid; place-items: center; min-height: 100vh; margin: 0; background: #f4f5f7; color: #1d2330; }
    main { background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 4px rgba(0,0,0,.12); width: min(24rem, 90vw); }
    label { display: block; margin-top: 1rem; font-weight: 600; }
    input[type=text], input[type=password] { width: 100%; box-sizing: border-box; padding: .5rem; margin-top: .25rem; font-size: 1rem; }
    button { margin-top: 1.5rem; width: 100%; padding: .6rem; font-size: 1rem; background: #1f5fbf; color: #fff; border: 0; border-radius: 4px; }
    .error { color: #a4161a; }
  </style>
</head>
<body>
  <main>
    <h1>Switchboard single sign-on</h1>
    ${error}
    <form method="post" aria-label="Sign in">
      ${hidden}
      <label for="username">Login name</label>
      <input id="username" name="username" type="text" autocomplete="username" required value="${escapeHtml(opts.loginName ?? '')}">
      <label for="password">Password</label>
      <input id="password" name="password" type="password" autocomplete="current-password" required>
      <button type="submit">Sign in</button>
    </form>
  </main>
</body>
</html>`,
      (opts.status ?? 200) as 200,
    );
  }

  const paramsFrom = (get: (name: string) => string | undefined): AuthorizeParams =>
    Object.fromEntries(FIELDS.map((f) => [f, get(f) ?? ''])) as AuthorizeParams;

  return secureRouter(deps)
    .get(
      '/oauth2/authorize',
      {
        catalogue: [],
        public: true,
        query: authorizeQuerySchema,
        summary: 'The identity provider’s sign-in page',
      },
      (c, { query }) => {
        const p = paramsFrom((f) => (query as Record<string, string | undefined>)[f]);
        const problem = problemWith(c, p);
        return page(c, p, problem ? { error: problem, status: 400 } : {});
      },
    )
    .post(
      '/oauth2/authorize',
      {
        catalogue: [],
        public: true,
        body: authorizeFormSchema,
        bodyType: 'form',
        rateLimit: 'signIn',
        summary: 'The identity provider’s sign-in page, submitted',
      },
      async (c, { body: form }) => {
        const text = (f: string) => (form as Record<string, string | undefined>)[f];
        const p = paramsFrom(text);
        const problem = problemWith(c, p);
        if (problem) return page(c, p, { error: problem, status: 400 });
        const loginName = text('username') ?? '';
        let user: Awaited<ReturnType<typeof checkPassword>>;
        try {
          user = await checkPassword(deps, {
            loginName,
            password: text('password') ?? '',
            address: clientAddress(deps, c),
            path: c.req.path,
          });
          await refuseExpiredPassword(deps, user); // issue 23: no code for an expired password
          await refuseWhenSecondFactorDue(deps, user);
        } catch (e) {
          if (!(e instanceof ApiError)) throw e;
          const left = e.body.attemptsLeft;
          const error =
            typeof left === 'number' && left > 0
              ? `${e.body.message} ${left} attempts left.`
              : e.body.message;
          return page(c, p, { error, loginName, status: e.status });
        }
        const code = newSecret();
        await deps.db.insert(authorizationCodes).values({
          codeHash: hashToken(code),
          clientId: p.client_id,
          redirectUri: p.redirect_uri,
          codeChallenge: p.code_challenge,
          userId: user.id,
          accountId: user.accountId,
          expiresAt: addSeconds(CODE_TTL_SECONDS),
        });
        const back = new URL(p.redirect_uri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', p.state);
        c.header('cache-control', 'no-store');
        return c.redirect(back.toString(), 303);
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
          throw new ApiError(
            400,
            'unsupported_grant_type',
            `The grant type '${field('grant_type')}' is not supported.`,
          );
        }
        const client = authenticateClient(clients, field('client_id'), c.req.header('authorization'));
        if (!client) throw new ApiError(401, 'invalid_client', 'Unknown client or bad client credential.');
        const verifier = field('code_verifier');
        if (!/^[A-Za-z0-9._~-]{43,128}$/.test(verifier)) {
          throw new ApiError(400, 'invalid_request', 'The code verifier is missing or not valid.');
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
        const idToken = await deps.keys!.sign('idp', {
          iss: `${portalOrigin(c)}/svc/auth`,
          sub: String(row.userId),
          aud: client.id,
          account_id: row.accountId,
          iat,
          exp: iat + ACCESS_TTL_SECONDS,
        });
        c.header('cache-control', 'no-store');
        return c.json({
          access_token: accessToken,
          id_token: idToken,
          token_type: 'Bearer',
          expires_in: ACCESS_TTL_SECONDS,
        });
      },
    )
    .get(
      '/oauth2/userinfo',
      {
        catalogue: ['C-003'],
        public: true,
        query: userInfoQuerySchema,
        summary: 'Who the token is for (OpenID Connect)',
      },
      async (c, { query }) => {
        if (query.schema !== 'openid') {
          throw new ApiError(400, 'invalid_request', "Only schema 'openid' is supported.");
        }
        const m = /^Bearer\s+(\S+)$/i.exec(c.req.header('authorization') ?? '');
        if (!m) throw unauthorized('no token');
        const [row] = await deps.db
          .select()
          .from(authorizationCodes)
          .where(eq(authorizationCodes.accessTokenHash, hashToken(m[1])));
        if (!row || row.userInfoAt || !row.accessExpiresAt || row.accessExpiresAt <= deps.now()) {
          throw unauthorized('invalid_token');
        }
        // One session per sign-in: the token opens it once.
        const claimed = await deps.db
          .update(authorizationCodes)
          .set({ userInfoAt: deps.now() })
          .where(and(eq(authorizationCodes.id, row.id), isNull(authorizationCodes.userInfoAt)))
          .returning({ id: authorizationCodes.id });
        if (claimed.length === 0) throw unauthorized('invalid_token');
        const [user] = await deps.db.select().from(users).where(eq(users.id, row.userId));
        if (!user?.isEnable || user.blockAccess) {
          throw new ApiError(
            403,
            'access_blocked',
            'Sign-in is turned off for this user. Ask your administrator.',
          );
        }
        const tokens = await openSession(deps, { id: user.id, accountId: user.accountId }, row.clientId);
        const [opened] = await deps.db
          .select({ familyId: authTokens.familyId })
          .from(authTokens)
          .where(eq(authTokens.tokenHash, hashToken(tokens.access_token)));
        await deps.db
          .update(authorizationCodes)
          .set({ sessionFamilyId: opened?.familyId })
          .where(eq(authorizationCodes.id, row.id));
        if (clients.find((k) => k.id === row.clientId)?.web) {
          // As after a password sign-in: a reload resumes the session from the HttpOnly cookie.
          setCookie(c, REFRESH_COOKIE, tokens.refresh_token, refreshCookieOptions(deps, c));
        }
        c.header('cache-control', 'no-store');
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
