// Sign-in through an account's own OpenID provider (SEC-01, issue 23 item 5, decision 0117).
//
// The platform's sign-in page (its own OpenID provider's authorize request, decision 0014), given
// an e-mail of a domain an account's enabled SSO covers, sends the browser to that provider with
// the authorization code flow, PKCE (S256), state and nonce (`startSsoSignIn`). The provider sends
// it back to the callback, which claims the state once, lets openid-client check the answer
// (issuer, audience, signature, expiry, nonce, PKCE), finds or creates the user, and answers the
// platform's own authorize request with a code, as a password sign-in would.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { ROLE } from '../../../src/domain/roles';
import { openSecret } from '../../crypto/secretBox';
import { externalIdentities, ssoSettings, ssoSignInRequests, users } from '../../db/schema';
import { recordAccessEvent } from '../../http/accessAudit';
import type { Deps } from '../../http/types';
import type { AuthorizeParams } from '../auth/oidcRequest';
import { createUsers } from '../users/createUser';
import { loginNameTaken } from '../users/userStore';
import { linkIdentity } from './identityStore';
import { recordSsoEvent } from './ssoAudit';
import { ssoForUsername } from './ssoSettingsStore';

/** How long the provider has to send the user back. */
export const SSO_REQUEST_TTL_SECONDS = 600;
/** The callback the account's provider sends the browser back to (registered there by its admin). */
export const SSO_CALLBACK_PATH = '/svc/auth/v1/sso/callback';

/** A refusal of the callback, with the words the user reads. */
export class SsoSignInError extends Error {
  constructor(
    message: string,
    /** The platform's authorize request to answer by redirect, when it is known. */
    readonly authorize?: AuthorizeParams,
  ) {
    super(message);
  }
}

const random = () => randomBytes(32).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The provider's configuration by discovery, with the platform's clock (tests move it). */
async function providerConfig(deps: Deps, accountId: number) {
  const [row] = await deps.db.select().from(ssoSettings).where(eq(ssoSettings.accountId, accountId));
  if (!row?.enabled) throw new SsoSignInError('Single sign-on is not turned on for this account.');
  const secret = row.clientSecretSealed ? await openSecret(deps, deps.db, row.clientSecretSealed) : undefined;
  const issuer = new URL(row.issuer);
  const skew = Math.round((deps.now().getTime() - Date.now()) / 1000);
  const metadata: Partial<oidc.ClientMetadata> = { [oidc.clockSkew]: skew };
  if (secret) metadata.client_secret = secret;
  const config = await oidc.discovery(
    issuer,
    row.clientId,
    metadata,
    secret ? oidc.ClientSecretBasic(secret) : oidc.None(),
    // http is allowed for loopback issuers only (the settings' schema refuses any other).
    issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
  );
  return { row, config };
}

/** The account whose enabled SSO covers this e-mail, if any. */
export const ssoAccountFor = (deps: Deps, email: string) =>
  email.includes('@') ? ssoForUsername(deps.db, email) : Promise.resolve(undefined);

/** Where to send the browser: the account's provider, with a new request kept for the callback. */
export async function startSsoSignIn(
  deps: Deps,
  input: { accountId: number; loginHint: string; authorize: AuthorizeParams; callbackUrl: string },
): Promise<string> {
  const { row, config } = await providerConfig(deps, input.accountId);
  const state = random();
  const nonce = random();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  await deps.db.insert(ssoSignInRequests).values({
    stateHash: sha256(state),
    accountId: input.accountId,
    issuer: row.issuer,
    clientId: row.clientId,
    codeVerifier,
    nonce,
    authorize: input.authorize,
    expiresAt: new Date(deps.now().getTime() + SSO_REQUEST_TTL_SECONDS * 1000),
    createdAt: deps.now(),
  });
  return oidc
    .buildAuthorizationUrl(config, {
      redirect_uri: input.callbackUrl,
      scope: 'openid email profile',
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
      login_hint: input.loginHint,
    })
    .toString();
}

/** Why openid-client refused the provider's answer, in words for the user. */
function refusalOf(error: unknown): string {
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError)
    return `Your organisation's sign-in did not complete (${error.error}${error.error_description ? `: ${error.error_description}` : ''}).`;
  // openid-client wraps the check that failed (oauth4webapi's, which names the claim) as its cause.
  const cause = error instanceof Error && error.cause instanceof Error ? ` ${error.cause.message}` : '';
  const text = error instanceof Error ? `${error.message}${cause}` : String(error);
  if (/"aud"/.test(text))
    return "Your organisation's sign-in answered for another application (wrong audience). Ask your administrator to check the client ID.";
  if (/"exp"|expired|timestamp/i.test(text))
    return "Your organisation's sign-in answer has expired. Sign in again.";
  if (/nonce/i.test(text))
    return "Your organisation's sign-in answer does not belong to this sign-in. Sign in again.";
  if (/"iss"|issuer/i.test(text))
    return "Your organisation's sign-in answer came from another identity provider than the one set up.";
  return `Your organisation's sign-in could not be checked: ${text}`;
}

/** The request the state names, claimed for this one callback. */
async function claimRequest(deps: Deps, state: string) {
  const [request] = await deps.db
    .select()
    .from(ssoSignInRequests)
    .where(eq(ssoSignInRequests.stateHash, sha256(state)));
  if (!request) throw new SsoSignInError('This sign-in link is not valid. Start signing in again.');
  const authorize = request.authorize as AuthorizeParams;
  const claimed = await deps.db
    .update(ssoSignInRequests)
    .set({ usedAt: deps.now() })
    .where(and(eq(ssoSignInRequests.id, request.id), isNull(ssoSignInRequests.usedAt)))
    .returning({ id: ssoSignInRequests.id });
  if (claimed.length === 0)
    throw new SsoSignInError('This sign-in link has already been used. Start signing in again.', authorize);
  if (request.expiresAt <= deps.now())
    throw new SsoSignInError('This sign-in took too long. Start signing in again.', authorize);
  return { request, authorize };
}

/** The callback: the user the provider vouched for, and the platform request to answer. */
export async function finishSsoSignIn(deps: Deps, currentUrl: URL) {
  const state = currentUrl.searchParams.get('state') ?? '';
  if (!state) throw new SsoSignInError('This sign-in link is not valid. Start signing in again.');
  const { request, authorize } = await claimRequest(deps, state);
  const fail = (message: string) => new SsoSignInError(message, authorize);
  let claims: oidc.IDToken;
  try {
    const { row, config } = await providerConfig(deps, request.accountId);
    if (row.issuer !== request.issuer || row.clientId !== request.clientId)
      throw fail('Single sign-on was set up anew during this sign-in. Start signing in again.');
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: request.codeVerifier,
      expectedState: state,
      expectedNonce: request.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims()!;
    // A provider may keep the profile and e-mail for user info (OpenID Connect Core §5.4).
    if (claims.email === undefined && config.serverMetadata().userinfo_endpoint) {
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      claims = { ...info, ...claims };
    }
  } catch (error) {
    if (error instanceof SsoSignInError) throw new SsoSignInError(error.message, authorize);
    await recordAccessEvent(deps, {
      accountId: request.accountId,
      action: 'SSO_SIGN_IN_REFUSED',
      detail: { issuer: request.issuer, reason: error instanceof Error ? error.message : String(error) },
    });
    throw fail(refusalOf(error));
  }
  const user = await userFor(deps, request.accountId, request.issuer, claims, fail);
  return { user, authorize };
}

type Claims = oidc.IDToken & { email?: unknown; given_name?: unknown; family_name?: unknown; name?: unknown };

/** The user an identity is linked to; else the account's user of that e-mail, linked now; else made (JIT). */
async function userFor(
  deps: Deps,
  accountId: number,
  issuer: string,
  claims: Claims,
  fail: (message: string) => SsoSignInError,
) {
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  const [linked] = await deps.db
    .select({ user: users })
    .from(externalIdentities)
    .innerJoin(users, eq(users.id, externalIdentities.userId))
    .where(
      and(
        eq(externalIdentities.accountId, accountId),
        eq(externalIdentities.provider, issuer),
        eq(externalIdentities.providerIdentityId, claims.sub),
      ),
    );
  let user = linked?.user;
  if (!user && email) {
    [user] = await deps.db
      .select()
      .from(users)
      .where(
        and(
          eq(users.accountId, accountId),
          sql`(lower(${users.loginName}) = ${email} or lower(${users.email}) = ${email})`,
        ),
      );
  }
  if (!user) user = await createJustInTime(deps, accountId, claims, email, fail);
  if (!user.isEnable || user.blockAccess) {
    await recordSsoEvent(deps.db, {
      accountId,
      type: 'SSO_SIGN_IN',
      message: `${user.loginName} was refused: sign-in is turned off for this user.`,
      subjectUserId: user.id,
      detail: { issuer, sub: claims.sub, refused: 'disabled' },
      at: deps.now(),
    });
    throw fail('Sign-in is turned off for this user. Ask your administrator.');
  }
  await deps.db.transaction(async (tx) => {
    await linkIdentity(tx, deps.now(), {
      accountId,
      userId: user.id,
      provider: issuer,
      providerIdentityId: claims.sub,
      username: email || user.loginName,
    });
    await tx
      .update(externalIdentities)
      .set({ lastUsedAt: deps.now() })
      .where(
        and(
          eq(externalIdentities.accountId, accountId),
          eq(externalIdentities.provider, issuer),
          eq(externalIdentities.providerIdentityId, claims.sub),
        ),
      );
    await recordSsoEvent(tx, {
      accountId,
      type: 'SSO_SIGN_IN',
      message: `${user.loginName} signed in through single sign-on.`,
      subjectUserId: user.id,
      detail: { issuer, sub: claims.sub },
      at: deps.now(),
    });
  });
  return user;
}

async function createJustInTime(
  deps: Deps,
  accountId: number,
  claims: Claims,
  email: string,
  fail: (message: string) => SsoSignInError,
) {
  const [settings] = await deps.db
    .select({ jit: ssoSettings.jitCreation })
    .from(ssoSettings)
    .where(eq(ssoSettings.accountId, accountId));
  if (!settings?.jit)
    throw fail('There is no user for you in this account yet. Ask your administrator to add you.');
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw fail('Your organisation did not send an e-mail address, so no user can be made for you.');
  if (await loginNameTaken(deps.db as never, email))
    throw fail('A user with your e-mail address exists in another account. Ask your administrator.');
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const [first, ...rest] = text(claims.name).split(/\s+/).filter(Boolean);
  return deps.db.transaction(async (tx) => {
    const { users: created } = await createUsers(deps, tx, accountId, [
      {
        input: {
          values: {
            loginName: email,
            email,
            firstName: (text(claims.given_name) || first || email.split('@')[0]).slice(0, 100),
            lastName: (text(claims.family_name) || rest.join(' ')).slice(0, 100),
            roleId: ROLE.END_USER,
            sendEmail: false,
            isEnable: true,
          },
        },
      },
    ]);
    await recordSsoEvent(tx, {
      accountId,
      type: 'SSO_SIGN_IN',
      message: `${email} was created at first sign-in through single sign-on.`,
      subjectUserId: created[0].id,
      detail: { created: true, sub: claims.sub },
      at: deps.now(),
    });
    return created[0];
  });
}
