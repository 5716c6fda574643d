// The authenticators' secrets are sealed with AES-256-GCM before they are stored (decision 0109):
// a copy of the database alone does not give anyone a user's codes. The key is MFA_SECRET_KEY
// (any text; its SHA-256 is the key); without it, a development key built in, which the decision
// says a production server must replace.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { ServerConfig } from '../../config';

const DEVELOPMENT_KEY = 'switchboard-development-mfa-key';

const keyOf = (config: Pick<ServerConfig, 'mfaSecretKey'>) =>
  createHash('sha256')
    .update(config.mfaSecretKey ?? DEVELOPMENT_KEY)
    .digest();

/** `v1.<iv>.<tag>.<ciphertext>`, each base64url. */
export function seal(config: Pick<ServerConfig, 'mfaSecretKey'>, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(config), iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data]
    .map((x) => (typeof x === 'string' ? x : x.toString('base64url')))
    .join('.');
}

export function open(config: Pick<ServerConfig, 'mfaSecretKey'>, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('Not a sealed MFA secret');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(config), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
}
