// How a phone proves it may fetch its configuration file (decision 0083): each device has its own
// user name and MD5(user:realm:password) (the password itself is not kept), checked with HTTP
// Basic or HTTP Digest (RFC 7616, MD5, qop=auth). A Digest nonce is a token the server signs
// (server/auth/signingKeys.ts) with its time, valid NONCE_SECONDS, so no table holds nonces and
// every replica accepts every other's. The challenge depends on nothing but the clock: an unknown
// MAC, a wrong password and a device without a credential answer the same bytes.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { macKey } from '../../../src/domain/mac';
import { md5, PROVISIONING_REALM, provisioningHa1 } from '../../auth/provisioningHa1';
import type { DbOrTx } from '../../db/client';
import { devices } from '../../db/schema';
import type { Deps } from '../../http/types';

/** How long a Digest nonce is accepted. */
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

/** The WWW-Authenticate values of the 401: Digest first (preferred), then Basic. */
export async function challenges(deps: Deps): Promise<string[]> {
  const iat = Math.floor(deps.now().getTime() / 1000);
  const nonce = await keysOf(deps).sign(NONCE_PURPOSE, { iat, exp: iat + NONCE_SECONDS });
  return [
    `Digest realm="${PROVISIONING_REALM}", qop="auth", algorithm=MD5, nonce="${nonce}"`,
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
 * Whether the Authorization header proves the credential of `device` (undefined: no such MAC).
 * `method` and `uri` are the request's, which a Digest response covers.
 */
export async function authorizedFor(
  deps: Deps,
  device: { provisioningUser: string | null; provisioningHa1: string | null } | undefined,
  header: string | undefined,
  method: string,
  uri: string,
): Promise<boolean> {
  if (!header) return false;
  const known = device?.provisioningUser && device.provisioningHa1 ? device : undefined;
  const holder = known ?? NOBODY;
  const ha1 = holder.provisioningHa1 as string;
  const [scheme, ...rest] = header.trim().split(/\s+/);
  const credentials = rest.join(' ');
  let matches = false;
  if (scheme.toLowerCase() === 'basic') {
    const decoded = Buffer.from(credentials, 'base64').toString('utf8');
    const sep = decoded.indexOf(':');
    if (sep < 0) return false;
    const [user, password] = [decoded.slice(0, sep), decoded.slice(sep + 1)];
    matches = user === holder.provisioningUser && sameHex(provisioningHa1(user, password), ha1);
  } else if (scheme.toLowerCase() === 'digest') {
    const p = digestParams(credentials);
    if (!p.nonce || !p.response || !p.nc || !p.cnonce || p.qop !== 'auth') return false;
    if (p.realm !== PROVISIONING_REALM || p.uri !== uri) return false;
    if (p.algorithm && p.algorithm.toUpperCase() !== 'MD5') return false;
    if (!(await keysOf(deps).verify(NONCE_PURPOSE, p.nonce))) return false;
    const ha2 = md5(`${method}:${uri}`);
    const expected = md5(`${ha1}:${p.nonce}:${p.nc}:${p.cnonce}:auth:${ha2}`);
    matches = p.username === holder.provisioningUser && sameHex(p.response.toLowerCase(), expected);
  }
  return matches && known !== undefined;
}
