// The platform as identity provider (AUTH-07, decisions 0014 and 0117): the authorization step.
//
// GET  /oauth2/authorize   a small server-rendered sign-in page (login name + password); with a
//                          login_hint of a domain an account's SSO covers, straight on to that
//                          account's own OpenID provider (SEC-01, item 5)
// POST /oauth2/authorize   checks the password (or sends an SSO domain's user to their provider)
//                          and redirects to redirect_uri?code=...&state=...&iss=...
// GET  /v1/sso/callback    the account's provider sends the browser back here; the answer is
//                          checked with openid-client and the platform's request answered with a code
// Token, user info, discovery and keys: oidcTokenRoutes.ts.
import type { Context } from 'hono';
import {
  authorizeFormSchema,
  authorizeQuerySchema,
  ssoCallbackQuerySchema,
} from '../../../src/domain/schemas/oauth';
import { checkPassword } from '../../auth/signIn';
import { clientAddress } from '../../http/clientAddress';
import { ApiError } from '../../http/errors';
import { trustedOrigin, untrustedHost } from '../../http/origins';
import { secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import { refuseWhenSecondFactorDue } from '../mfa/secondFactor';
import { refuseExpiredPassword } from '../passwords/passwordStore';
import { refuseSsoOnly } from '../sso/ssoOnly';
import {
  finishSsoSignIn,
  SSO_CALLBACK_PATH,
  SsoSignInError,
  ssoAccountFor,
  startSsoSignIn,
} from '../sso/ssoSignIn';
import { issueCode } from './idpCodes';
import { escapeHtml, signInPage } from './idpPage';
import { type AuthorizeParams, answerUrl, checkAuthorize, paramsFrom } from './oidcRequest';

export { CODE_TTL_SECONDS } from './idpCodes';

/** The issuer of the platform's OpenID provider on the portal's origin. */
export const issuerOf = (origin: string) => `${origin}/svc/auth`;

export function idpRoutes(deps: Deps) {
  /** Undefined when the request's Host is not one the portal is served at (decision 0052). */
  const portalOrigin = (c: Context<Env>) => trustedOrigin(deps.config, c.req.url);
  const issuerFor = (c: Context<Env>) => {
    const origin = portalOrigin(c);
    if (!origin) throw untrustedHost();
    return issuerOf(origin);
  };
  const redirect = (c: Context<Env>, url: string) => {
    c.header('cache-control', 'no-store');
    return c.redirect(url, 303);
  };

  /** The request checked: a page for a bad client or redirect URI, a redirect for any other problem. */
  function checked(c: Context<Env>, p: AuthorizeParams) {
    const check = checkAuthorize(deps.config, portalOrigin(c), p);
    if (check.kind === 'page') return { answer: signInPage(c, p, { error: check.message, status: 400 }) };
    if (check.kind === 'redirect')
      return {
        answer: redirect(
          c,
          answerUrl(p, issuerFor(c), { error: check.error, error_description: check.description }),
        ),
      };
    return { answer: undefined };
  }

  /** An e-mail of a domain an account's SSO covers goes to that account's provider. */
  async function toProvider(c: Context<Env>, p: AuthorizeParams, email: string) {
    const sso = await ssoAccountFor(deps, email);
    if (!sso) return undefined;
    try {
      const url = await startSsoSignIn(deps, {
        accountId: sso.accountId,
        loginHint: email,
        authorize: p,
        callbackUrl: `${portalOrigin(c)}${SSO_CALLBACK_PATH}`,
      });
      return redirect(c, url);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return signInPage(c, p, {
        error: `Your organisation's sign-in page cannot be reached just now (${reason}). Try again later.`,
        loginName: email,
        status: 502,
      });
    }
  }

  return secureRouter(deps)
    .get(
      '/oauth2/authorize',
      {
        catalogue: [],
        public: true,
        query: authorizeQuerySchema,
        summary: 'The identity provider’s sign-in page',
      },
      async (c, { query }) => {
        const p = paramsFrom((f) => (query as Record<string, string | undefined>)[f]);
        const { answer } = checked(c, p);
        if (answer) return answer;
        if (p.login_hint) {
          const sent = await toProvider(c, p, p.login_hint.trim());
          if (sent) return sent;
        }
        return signInPage(c, p, {});
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
        const { answer } = checked(c, p);
        if (answer) return answer;
        const loginName = (text('username') ?? '').trim();
        const sent = await toProvider(c, p, loginName);
        if (sent) return sent;
        let user: Awaited<ReturnType<typeof checkPassword>>;
        try {
          user = await checkPassword(deps, {
            loginName,
            password: text('password') ?? '',
            address: clientAddress(deps, c),
            path: c.req.path,
          });
          await refuseSsoOnly(deps, user);
          await refuseExpiredPassword(deps, user); // issue 23: no code for an expired password
          await refuseWhenSecondFactorDue(deps, user);
        } catch (e) {
          if (!(e instanceof ApiError)) throw e;
          const left = e.body.attemptsLeft;
          const error =
            typeof left === 'number' && left > 0
              ? `${e.body.message} ${left} attempts left.`
              : e.body.message;
          return signInPage(c, p, { error, loginName, status: e.status });
        }
        return redirect(c, await issueCode(deps, p, issuerFor(c), user));
      },
    )
    .get(
      '/v1/sso/callback',
      {
        catalogue: [],
        public: true,
        query: ssoCallbackQuerySchema,
        rateLimit: 'signIn',
        summary: 'Where an account’s own OpenID provider sends the user back (single sign-on)',
      },
      async (c) => {
        const issuer = issuerFor(c);
        try {
          const { user, authorize } = await finishSsoSignIn(deps, new URL(c.req.url));
          return redirect(c, await issueCode(deps, authorize, issuer, user));
        } catch (error) {
          if (!(error instanceof SsoSignInError)) throw error;
          // The request is known: its client hears of the refusal by redirect (and shows it).
          if (error.authorize)
            return redirect(
              c,
              answerUrl(error.authorize, issuer, {
                error: 'access_denied',
                error_description: error.message,
              }),
            );
          return failurePage(c, error.message);
        }
      },
    );
}

/** A refused callback whose request is not known (a link used twice, or made up): nothing to redirect to. */
function failurePage(c: Context<Env>, message: string) {
  c.header('cache-control', 'no-store');
  c.header('x-frame-options', 'DENY');
  c.header(
    'content-security-policy',
    "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  );
  return c.html(
    `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Single sign-on did not complete · Switchboard</title>
<style>body { font-family: system-ui, sans-serif; margin: 2rem; color: #1d2330; } .error { color: #a4161a; }</style>
</head>
<body><main><h1>Single sign-on did not complete</h1><p role="alert" class="error">${escapeHtml(message)}</p>
<p><a href="/">Back to the sign-in page</a></p></main></body>
</html>`,
    400,
  );
}
