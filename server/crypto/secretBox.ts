// Secrets the platform must read again later, kept encrypted (decisions 0109, 0110): an MFA
// authenticator's secret, an account's SSO client secret. AES-256-GCM under one key:
// SECRET_BOX_KEY (config.secretBoxKey; 32 bytes, hex or base64) when set, else a key made at
// first use and kept in the `meta` table (a copy of the database then holds the key too: a
// production server sets SECRET_BOX_KEY). Sealed text is `v1.<iv>.<tag>.<ciphertext>`, base64url.
// No answer ever carries an opened secret.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ServerConfig } from '../config';
import type { DbOrTx } from '../db/client';
import { meta } from '../db/schema';

const META_KEY = 'secret-box-key';

type Holder = { config: Pick<ServerConfig, 'secretBoxKey'> };

/** SECRET_BOX_KEY as a key; throws at once on a key of the wrong length. */
export function keyFromConfig(text: string | undefined): Buffer | undefined {
  if (!text) return undefined;
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('SECRET_BOX_KEY must be 32 bytes, as hex or base64.');
  return key;
}

async function boxKey(deps: Holder, db: DbOrTx): Promise<Buffer> {
  const configured = keyFromConfig(deps.config.secretBoxKey);
  if (configured) return configured;
  await db
    .insert(meta)
    .values({ key: META_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(meta).where(eq(meta.key, META_KEY));
  return Buffer.from(row.value, 'base64url');
}

export async function sealSecret(deps: Holder, db: DbOrTx, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await boxKey(deps, db), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const b64 = (b: Buffer) => b.toString('base64url');
  return `v1.${b64(iv)}.${b64(cipher.getAuthTag())}.${b64(body)}`;
}

export async function openSecret(deps: Holder, db: DbOrTx, sealed: string): Promise<string> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('Not a sealed secret');
  const decipher = createDecipheriv('aes-256-gcm', await boxKey(deps, db), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
