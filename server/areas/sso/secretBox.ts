// The SSO client secret kept encrypted (decision 0110): AES-256-GCM with the platform's secret
// box key, SSO_SECRET_KEY (config.ssoSecretKey; 32 bytes, base64 or hex) when set, else one made at first use and kept
// in the `meta` table. Sealed text is `v1.<iv>.<tag>.<ciphertext>`, base64url. The sign-in through
// the customer's provider (issue 23, item 5) opens it; no answer ever carries it.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { meta } from '../../db/schema';
import type { Deps } from '../../http/types';

const META_KEY = 'sso-secret-box-key';

function keyFromConfig(text: string | undefined): Buffer | undefined {
  if (!text) return undefined;
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== 32) throw new Error('SSO_SECRET_KEY must be 32 bytes, as hex or base64.');
  return key;
}

async function boxKey(deps: Deps, db: DbOrTx): Promise<Buffer> {
  const configured = keyFromConfig(deps.config.ssoSecretKey);
  if (configured) return configured;
  await db
    .insert(meta)
    .values({ key: META_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(meta).where(eq(meta.key, META_KEY));
  return Buffer.from(row.value, 'base64url');
}

export async function sealSecret(deps: Deps, db: DbOrTx, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await boxKey(deps, db), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  const b64 = (b: Buffer) => b.toString('base64url');
  return `v1.${b64(iv)}.${b64(cipher.getAuthTag())}.${b64(body)}`;
}

export async function openSecret(deps: Deps, db: DbOrTx, sealed: string): Promise<string> {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1') throw new Error('Unknown sealed secret version');
  const decipher = createDecipheriv('aes-256-gcm', await boxKey(deps, db), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
