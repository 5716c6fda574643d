// The forms of the sign-in protocols (RFC 6749, RFC 7636). The endpoints check their fields in
// the order the protocols give (the client first, then the grant), answering the protocols'
// error codes, so these schemas describe the fields and refuse nothing a form can carry.
import { z } from './zod';

const field = (description: string) => z.string().optional().describe(description);

export const tokenFormSchema = z
  .object({
    grant_type: field('password, refresh_token, or mfa (the second step of a sign-in).'),
    client_id: field('The client; or HTTP Basic authentication.'),
    username: field('The login name (password grant).'),
    password: field('The password (password grant).'),
    refresh_token: field('The refresh token (refresh_token grant; the web client’s is a cookie).'),
    mfa_token: field('The challenge the password step answered (mfa grant).'),
    otp: field('A code of an authenticator or an e-mail, or a recovery code (mfa grant).'),
  })
  .meta({ id: 'TokenForm', description: 'A token request (RFC 6749 §4.3, §6).' });

export const authorizationCodeFormSchema = z
  .object({
    grant_type: field('authorization_code.'),
    client_id: field('The client.'),
    code: field('The code the authorization page gave.'),
    code_verifier: field('The PKCE verifier (RFC 7636), 43 to 128 characters.'),
    redirect_uri: field('The address the code was sent to.'),
  })
  .meta({ id: 'AuthorizationCodeForm', description: 'A code exchanged for tokens (RFC 6749 §4.1.3).' });

export const authorizeFormSchema = z
  .object({
    client_id: field('The client.'),
    redirect_uri: field('Where the code goes.'),
    response_type: field('code.'),
    state: field('Returned as it came.'),
    code_challenge: field('The PKCE challenge (S256).'),
    code_challenge_method: field('S256.'),
    nonce: field('OpenID Connect: put in the id_token as it came.'),
    scope: field('OpenID Connect: openid, with profile and email if wanted.'),
    login_hint: field('The e-mail of the user: one of a domain with single sign-on goes to its provider.'),
    username: field('The login name.'),
    password: field('The password.'),
  })
  .meta({ id: 'AuthorizeForm', description: 'The identity provider’s sign-in page, submitted.' });

export const gatewayTokenFormSchema = z
  .object({
    grant_type: field('refresh_token, or none for an anonymous token.'),
    client_id: field('The client.'),
    refresh_token: field('The gateway refresh token.'),
  })
  .meta({ id: 'GatewayTokenForm', description: 'A gateway token request.' });

/** The identity provider's sign-in page, opened (RFC 6749 §4.1.1, RFC 7636). */
export const authorizeQuerySchema = authorizeFormSchema.omit({ username: true, password: true });

/** The OpenID Connect user info call. */
export const userInfoQuerySchema = z.object({ schema: field('openid.') });

/** Where an account's own OpenID provider sends the browser back (decision 0117). */
export const ssoCallbackQuerySchema = z.object({
  code: field('The provider’s authorization code.'),
  state: field('The state the platform sent.'),
  iss: field('The provider’s issuer (RFC 9207).'),
  error: field('The provider’s refusal.'),
  error_description: field('Its words.'),
});
