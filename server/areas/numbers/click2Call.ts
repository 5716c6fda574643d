// C-151: a number's click-to-call key (decision 0089). HMAC-SHA256 of the account and the digits
// under one secret of the database (meta 'click2call_secret', made on first use), so the key is the
// same on every server and after every restart, differs per account and number, and tells
// nothing about the secret. The signing keys are not used: they rotate, and the key must not.
import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { meta } from '../../db/schema';

const SECRET_KEY = 'click2call_secret';

const known = new WeakMap<object, string>();

async function secret(db: DbOrTx): Promise<string> {
  const kept = known.get(db);
  if (kept) return kept;
  await db
    .insert(meta)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, SECRET_KEY));
  known.set(db, row.value);
  return row.value;
}

export async function click2CallMeKey(db: DbOrTx, accountId: number, digits: string): Promise<string> {
  return createHmac('sha256', await secret(db))
    .update(`${accountId}:${digits}`)
    .digest('base64url')
    .slice(0, 32);
}
