// Passwords are hashed with scrypt (node:crypto); the stored form names its parameters.
import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;
/**
 * scrypt's cost (N) for a new hash: 16384 on every server, 1024 in a test run (vitest sets
 * VITEST in every process it starts), as Rails lowers its cost in its test environment. A test
 * run signs in and hashes over a thousand times, each about 50 ms of CPU at 16384 (decision
 * 0129). The stored form names its cost and a check reads it from there, so what the tests prove
 * (which hash is checked, how often, when, with what answer) is the same at either cost.
 */
export const hashCost = (env: NodeJS.ProcessEnv = process.env) => (env.VITEST ? 1024 : 16384);
const N = hashCost();
const r = 8;
const p = 1;
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r, p });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, n, rr, pp, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
  });
  return timingSafeEqual(actual, expected);
}
