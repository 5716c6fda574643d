// Compact JWTs signed with HMAC-SHA256 (node:crypto), for the id_token of single sign-on and the
// gateway's tokens. The keys are derived per purpose from one secret: TOKEN_SIGNING_SECRET, or a
// random one per process (tokens then do not outlive a restart, which only ends short sessions).
import { createHmac, randomBytes } from 'node:crypto';

const processSecret = randomBytes(32);

/** The signing key for one purpose ('idp', 'gateway'), so a token of one is never valid for another. */
export function signingKey(purpose: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  const secret = env.TOKEN_SIGNING_SECRET ? Buffer.from(env.TOKEN_SIGNING_SECRET) : processSecret;
  return createHmac('sha256', secret).update(`switchboard:${purpose}`).digest();
}

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

export type Claims = Record<string, unknown> & { exp: number; iat: number };

export function signJwt(claims: Claims, key: Buffer): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const sig = createHmac('sha256', key).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}
