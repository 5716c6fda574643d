// The authorization codes of the platform's OpenID provider (decision 0014): 32 random bytes kept
// as SHA-256, bound to the client, the redirect URI and the PKCE challenge, valid 60 s, single
// use; with the request's nonce and scope for the id_token (decision 0117).
import { randomBytes } from 'node:crypto';
import { hashToken } from '../../auth/tokens';
import { authorizationCodes } from '../../db/schema';
import type { Deps } from '../../http/types';
import { type AuthorizeParams, answerUrl, grantedScope } from './oidcRequest';

export const CODE_TTL_SECONDS = 60;

/** A new code for the user, answered by redirect to the request's redirect URI. */
export async function issueCode(
  deps: Deps,
  p: AuthorizeParams,
  issuer: string,
  user: { id: number; accountId: number },
): Promise<string> {
  const code = randomBytes(32).toString('base64url');
  await deps.db.insert(authorizationCodes).values({
    codeHash: hashToken(code),
    clientId: p.client_id,
    redirectUri: p.redirect_uri,
    codeChallenge: p.code_challenge,
    userId: user.id,
    accountId: user.accountId,
    expiresAt: new Date(deps.now().getTime() + CODE_TTL_SECONDS * 1000),
    nonce: p.nonce || null,
    scope: grantedScope(p.scope),
  });
  return answerUrl(p, issuer, { code });
}
