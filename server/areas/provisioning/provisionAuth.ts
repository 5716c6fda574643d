// How a phone proves it may fetch its configuration file (decision 0083): each device has its own
// user name and MD5(user:realm:password) (the password itself is not kept), checked with HTTP
// Basic or HTTP Digest (RFC 7616, MD5, qop=auth). A Digest nonce is a token the server signs
// (server/auth/signingKeys.ts) with its time, so no table holds nonces, every replica accepts
// every other's, and a nonce the server never issued is refused. It is fresh NONCE_SECONDS; after
// that, until the token expires, a response that is right for it answers 401 with stale=true so
// the phone retries with the new nonce without its user typing the password again.
// The challenge depends on nothing but the clock: an unknown MAC, a wrong password and a device
// without a credential answer the same bytes.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { macKey } from '../../../src/domain/mac';
import { PROVISIONING_NONCE_TTL_SECONDS } from '../../auth/jwt';
import { md5, PROVISIONING_REALM, provisioningHa1 } from '../../auth/provisioningHa1';
import type { DbOrTx } from '../../db/client';
import { devices } from '../../db/schema';
import type { Deps } from '../../http/types';

/** How long a Digest nonce is accepted; then it is stale until PROVISIONING_NONCE_TTL_SECONDS. */
export const NONCE_SECONDS = 300;
const NONCE_PURPOSE = 'provisioning-nonce';

/** The user name of a phone's credential: its MAC's digits, lower case; `device-<id>` without a MAC. */
export function provisioningUserOf(device: { id: number; macAddress: string | null }): string {
  return device.macAddress ? macKey(device.macAddress).toLowerCase() : `device-${device.id}`;
}

/** A new password for the phone, answered once (C-less admin call); the row keeps only its HA1. */
export async function setProvisioningCredential(
  db: DbOrTx,
  device: { id: number; macAddress: string | null },
): Promise<{ provisioningUser: string; provisioningPassword: string }> {
  const provisioningUser = provisioningUserOf(device);
  const provisioningPassword = randomBytes(15).toString('base64url');
  await db
    .update(devices)
    .set({ provisioningUser, provisioningHa1: provisioningHa1(provisioningUser, provisioningPassword) })
    .where(eq(devices.id, device.id));
  return { provisioningUser, provisioningPassword };
}

function keysOf(deps: Deps) {
  if (!deps.keys) throw new Error('provisioning: the app gives its key store to the deps');
  return deps.keys;
}

/**
 * The WWW-Authenticate values of the 401: Digest first (preferred), then Basic. `stale` only after
 * a Digest response that was right for a nonce past its freshness.
 */
export async function challenges(deps: Deps, stale = false): Promise<string[]> {
  const iat = Math.floor(deps.now().getTime() / 1000);
  const nonce = await keysOf(deps).sign(NONCE_PURPOSE, { iat, exp: iat + PROVISIONING_NONCE_TTL_SECONDS });
  return [
    `Digest realm="${PROVISIONING_REALM}", qop="auth", algorithm=MD5, nonce="${nonce}"${stale ? ', stale=true' : ''}`,
    `Basic realm="${PROVISIONING_REALM}", charset="UTF-8"`,
  ];
}

/** The name="value" (or name=token) pairs of a Digest Authorization header. */
export function digestParams(header: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const m of header.matchAll(/([a-zA-Z0-9_-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^\s,]+))/g)) {
    params[m[1].toLowerCase()] = m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : m[3];
  }
  return params;
}

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Compared against when the MAC is unknown, so that a miss costs the same work as a hit. */
const NOBODY = { provisioningUser: '\u0000', provisioningHa1: md5('nobody') };

/**
 * What an Authorization header proves: `granted` (the credential of the device), `stale` (a Digest
 * response right for a nonce we issued that is no longer fresh), `refused` (anything else said:
 * a wrong or unknown credential, a nonce we never issued, a malformed header), or `absent` (no
 * header: a phone's first request, before the challenge).
 */
export type CredentialVerdict = 'granted' | 'stale' | 'refused' | 'absent';

/**
 * What the Authorization header proves about `device` (undefined: no such MAC). `method` and
 * `uri` are the request's, which a Digest response covers.
 */
export async function checkCredential(
  deps: Deps,
  device: { provisioningUser: string | null; provisioningHa1: string | null } | undefined,
  header: string | undefined,
  method: string,
  uri: string,
): Promise<CredentialVerdict> {
  if (!header) return 'absent';
  const known = device?.provisioningUser && device.provisioningHa1 ? device : undefined;
  const holder = known ?? NOBODY;
  const ha1 = holder.provisioningHa1 as string;
  const [scheme, ...rest] = header.trim().split(/\s+/);
  const credentials = rest.join(' ');
  let matches = false;
  let fresh = true;
  if (scheme.toLowerCase() === 'basic') {
    const decoded = Buffer.from(credentials, 'base64').toString('utf8');
    const sep = decoded.indexOf(':');
    if (sep < 0) return 'refused';
    const [user, password] = [decoded.slice(0, sep), decoded.slice(sep + 1)];
    matches = user === holder.provisioningUser && sameHex(provisioningHa1(user, password), ha1);
  } else if (scheme.toLowerCase() === 'digest') {
    const p = digestParams(credentials);
    if (!p.nonce || !p.response || !p.nc || !p.cnonce || p.qop !== 'auth') return 'refused';
    if (p.realm !== PROVISIONING_REALM || p.uri !== uri) return 'refused';
    if (p.algorithm && p.algorithm.toUpperCase() !== 'MD5') return 'refused';
    const issued = await keysOf(deps).verify(NONCE_PURPOSE, p.nonce);
    if (!issued) return 'refused';
    fresh = deps.now().getTime() < (issued.iat + NONCE_SECONDS) * 1000;
    const ha2 = md5(`${method}:${uri}`);
    const expected = md5(`${ha1}:${p.nonce}:${p.nc}:${p.cnonce}:auth:${ha2}`);
    matches = p.username === holder.provisioningUser && sameHex(p.response.toLowerCase(), expected);
  }
  if (!matches || known === undefined) return 'refused';
  return fresh ? 'granted' : 'stale';
}
