// The referral programme's data (issue 24 item 4; decision 0115): a partner's programme (its code)
// and the referrers registered with it, their passwords and reset tokens.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { DbOrTx } from '../../db/client';
import { referralProgrammes, referrers } from '../../db/schema';
import { refuseUniqueViolation } from '../../db/uniqueViolation';
import { ApiError, validationFailed } from '../../http/errors';

const RESET_MS = 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A hash to check against when no referrer has the address, so both answers take as long. */
let dummyHash: Promise<string> | undefined;

export type ReferrerRow = typeof referrers.$inferSelect;

/** The link a prospective referrer or customer follows: the partner's code, and who shared it. */
export const shareLinkOf = (origin: string | undefined, code: string, referrerId?: number) =>
  `${origin ?? ''}/#/referral/${encodeURIComponent(code)}/register${referrerId ? `?ref=${referrerId}` : ''}`;

export async function programmeByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select()
    .from(referralProgrammes)
    .where(eq(referralProgrammes.code, code.toUpperCase()));
  if (!row)
    throw validationFailed([
      { field: 'code', message: 'This referral link is not valid. Ask the partner for a new one.' },
    ]);
  return row;
}

export async function programmeOf(db: DbOrTx, accountId: number) {
  const [row] = await db.select().from(referralProgrammes).where(eq(referralProgrammes.accountId, accountId));
  return row;
}

export async function registerReferrer(
  db: DbOrTx,
  accountId: number,
  input: { name: string; company: string; email: string; password: string },
  now: Date,
): Promise<ReferrerRow> {
  const passwordHash = await hashPassword(input.password);
  try {
    const [row] = await db
      .insert(referrers)
      .values({
        accountId,
        name: input.name,
        company: input.company,
        email: input.email,
        passwordHash,
        createdAt: now,
      })
      .returning();
    return row;
  } catch (e) {
    refuseUniqueViolation(e, {
      referrers_account_email_idx: {
        field: 'email',
        message: 'This address is already registered: sign in instead.',
      },
    });
  }
}

const referrerOf = async (db: DbOrTx, accountId: number, email: string) => {
  const [row] = await db
    .select()
    .from(referrers)
    .where(and(eq(referrers.accountId, accountId), eq(referrers.email, email)));
  return row;
};

/** The referrer whose address and password these are; one 401 for a wrong address or password. */
export async function signInReferrer(db: DbOrTx, accountId: number, email: string, password: string) {
  const row = await referrerOf(db, accountId, email);
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'));
  const ok = await verifyPassword(password, row?.passwordHash ?? (await dummyHash));
  if (!row || !ok)
    throw new ApiError(401, 'invalid_credentials', 'The e-mail address or password is not right.');
  return row;
}

/** A reset token for the referrer with this address (undefined when none has it). */
export async function startReset(db: DbOrTx, accountId: number, email: string, now: Date) {
  const row = await referrerOf(db, accountId, email);
  if (!row) return undefined;
  const token = randomBytes(24).toString('base64url');
  await db
    .update(referrers)
    .set({ resetTokenHash: sha256(token), resetExpiresAt: new Date(now.getTime() + RESET_MS) })
    .where(eq(referrers.id, row.id));
  return { referrer: row, token };
}

/** Sets a new password with a reset token not yet used nor expired; the token then stops working. */
export async function finishReset(db: DbOrTx, accountId: number, token: string, password: string, now: Date) {
  const passwordHash = await hashPassword(password);
  const [row] = await db
    .update(referrers)
    .set({ passwordHash, resetTokenHash: null, resetExpiresAt: null })
    .where(
      and(
        eq(referrers.accountId, accountId),
        eq(referrers.resetTokenHash, sha256(token)),
        gt(referrers.resetExpiresAt, now),
      ),
    )
    .returning();
  if (!row)
    throw validationFailed([
      { field: 'token', message: 'This reset link has expired or was already used. Ask for a new one.' },
    ]);
  return row;
}
