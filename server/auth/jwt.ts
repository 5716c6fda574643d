// Compact JWTs signed with HMAC-SHA256 (node:crypto), for the gateway's tokens (the id_token is
// RS256, signed with jose in signingKeys.ts, decision 0117). The secrets live in the database (server/auth/signingKeys.ts, decision 0080);
// this file only encodes, signs and checks one token with one key.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an id_token lives (decision 0014). */
export const ID_TOKEN_TTL_SECONDS = 300;
/** How long an anonymous gateway token lives (decision 0015). */
export const ANONYMOUS_TOKEN_TTL_SECONDS = 300;
/**
 * How long a phone's Digest nonce verifies (decision 0083): it is fresh for its first 300 s, then
 * recognized as stale (401 with stale=true, the phone retries without a new password) until this.
 */
export const PROVISIONING_NONCE_TTL_SECONDS = 900;

/** The key for one purpose ('idp', 'gateway') from a secret, so a token of one is never valid for another. */
export function purposeKey(secret: Buffer, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`switchboard:${purpose}`).digest();
}

const b64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

export type Claims = Record<string, unknown> & { exp: number; iat: number };

export function signJwt(claims: Claims, key: Buffer, kid: string): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid }));
  const body = b64url(JSON.stringify(claims));
  const sig = createHmac('sha256', key).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

function parsePart(part: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The key id a token's header names, read before the signature is checked (to pick the key). */
export function kidOf(token: string): string | undefined {
  const head = parsePart(token.split('.')[0] ?? '');
  return (head?.alg === 'HS256' || head?.alg === 'RS256') && typeof head.kid === 'string'
    ? head.kid
    : undefined;
}

/** The algorithm a token's header names. */
export function kidAlgOf(token: string): string | undefined {
  const alg = parsePart(token.split('.')[0] ?? '')?.alg;
  return typeof alg === 'string' ? alg : undefined;
}

/** The claims when the signature is the key's and the token has not expired; else undefined. */
export function verifyJwt(token: string, key: Buffer, nowSeconds: number): Claims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3) return undefined;
  const expected = createHmac('sha256', key).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const claims = parsePart(parts[1]);
  if (typeof claims?.exp !== 'number' || typeof claims.iat !== 'number') return undefined;
  return claims.exp > nowSeconds ? (claims as Claims) : undefined;
}
