// MFA's data: the account's enforcement (one row per account, the one truth of C-215/216 and
// C-367/368), a user's methods and recovery codes (decision 0109).
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { and, asc, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type MfaKind, type MfaMethod, RECOVERY_CODE_COUNT } from '../../../src/domain/security/mfa';
import { sealSecret } from '../../crypto/secretBox';
import type { DbOrTx } from '../../db/client';
import { mfaMethods, mfaRecoveryCodes, mfaSettings, userSecuritySettings, users } from '../../db/schema';
import type { Deps } from '../../http/types';
import { newTotpSecret, totpUri } from './totp';

export type MethodRow = typeof mfaMethods.$inferSelect;

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The account enforces MFA. */
export async function isEnforced(db: DbOrTx, accountId: number): Promise<boolean> {
  const [row] = await db
    .select({ enforced: mfaSettings.enforced })
    .from(mfaSettings)
    .where(eq(mfaSettings.accountId, accountId));
  return row?.enforced ?? false;
}

export async function setEnforced(deps: Deps, accountId: number, enforced: boolean, by: number) {
  const values = { accountId, enforced, updatedAt: deps.now(), updatedBy: by };
  await deps.db
    .insert(mfaSettings)
    .values(values)
    .onConflictDoUpdate({
      target: mfaSettings.accountId,
      set: { enforced, updatedAt: values.updatedAt, updatedBy: by },
    });
  return { accountId, enforced };
}

export const methodView = (m: MethodRow): MfaMethod => ({
  id: m.id,
  kind: m.kind as MfaKind,
  label: m.label,
  createdAt: m.createdAt.toISOString(),
  confirmedAt: m.confirmedAt?.toISOString() ?? null,
  lastUsedAt: m.lastUsedAt?.toISOString() ?? null,
});

/** A user's methods, confirmed ones only unless `pending`. */
export async function methodsOf(db: DbOrTx, userId: number, pending = false): Promise<MethodRow[]> {
  return db
    .select()
    .from(mfaMethods)
    .where(and(eq(mfaMethods.userId, userId), pending ? undefined : isNotNull(mfaMethods.confirmedAt)))
    .orderBy(asc(mfaMethods.id));
}

export async function recoveryCodesLeft(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** A second factor is due at sign-in: the account or the user's settings require one, or they have one. */
export async function secondFactorDue(db: DbOrTx, user: { id: number; accountId: number }) {
  const [row] = await db
    .select({
      enforced: sql<boolean>`coalesce((select ${mfaSettings.enforced} from ${mfaSettings} where ${mfaSettings.accountId} = ${user.accountId}), false)
        or coalesce((select ${userSecuritySettings.mfaRequired} from ${userSecuritySettings} where ${userSecuritySettings.userId} = ${user.id}), false)`,
      methods: sql<
        string[]
      >`coalesce((select json_agg(distinct ${mfaMethods.kind}) from ${mfaMethods} where ${mfaMethods.userId} = ${user.id} and ${mfaMethods.confirmedAt} is not null), '[]'::json)`,
      recovery: sql<boolean>`exists (select 1 from ${mfaRecoveryCodes} where ${mfaRecoveryCodes.userId} = ${user.id} and ${mfaRecoveryCodes.usedAt} is null)`,
    })
    .from(users)
    .where(eq(users.id, user.id));
  const methods = (
    typeof row?.methods === 'string' ? JSON.parse(row.methods) : (row?.methods ?? [])
  ) as MfaKind[];
  return { required: Boolean(row?.enforced), methods, recovery: Boolean(row?.recovery) };
}

/** Starts a new method: unconfirmed until its first code (earlier unconfirmed ones go). */
export async function startMethod(
  deps: Deps,
  user: { id: number; accountId: number; loginName: string },
  kind: MfaKind,
  label?: string,
) {
  await deps.db.delete(mfaMethods).where(and(eq(mfaMethods.userId, user.id), isNull(mfaMethods.confirmedAt)));
  const secret = kind === 'totp' ? newTotpSecret() : undefined;
  const [method] = await deps.db
    .insert(mfaMethods)
    .values({
      accountId: user.accountId,
      userId: user.id,
      kind,
      label: label || (kind === 'totp' ? 'Authenticator app' : 'E-mail codes'),
      secretSealed: secret ? await sealSecret(deps, deps.db, secret) : null,
      createdAt: deps.now(),
    })
    .returning();
  if (!secret) return { method: method!, enrolment: undefined };
  return { method: method!, enrolment: { secret, ...(await totpUri(secret, user.loginName)) } };
}

/** Records a method's use (and its confirmation, the first time). */
export async function methodUsed(db: DbOrTx, method: MethodRow, now: Date, step?: number) {
  await db
    .update(mfaMethods)
    .set({
      lastUsedAt: now,
      confirmedAt: method.confirmedAt ?? now,
      ...(step !== undefined ? { lastStep: step } : {}),
    })
    .where(eq(mfaMethods.id, method.id));
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** `xxxxx-xxxxx`: ten characters of an alphabet without look-alikes (about 49 bits). */
const newRecoveryCode = () => {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
};
export const normalRecoveryCode = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
export const looksLikeRecoveryCode = (text: string) => normalRecoveryCode(text).length === 10;

/** A fresh set of recovery codes, replacing the old ones: answered once, kept hashed. */
export async function newRecoveryCodes(
  deps: Deps,
  user: { id: number; accountId: number },
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await deps.db.transaction(async (tx) => {
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    await tx.insert(mfaRecoveryCodes).values(
      codes.map((code) => ({
        accountId: user.accountId,
        userId: user.id,
        codeHash: sha256(normalRecoveryCode(code)),
        createdAt: deps.now(),
      })),
    );
  });
  return codes;
}

/** Uses a recovery code once: true when it was unused (atomic: two at once, one wins). */
export async function spendRecoveryCode(
  db: DbOrTx,
  userId: number,
  code: string,
  now: Date,
): Promise<boolean> {
  const used = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(mfaRecoveryCodes.userId, userId),
        eq(mfaRecoveryCodes.codeHash, sha256(normalRecoveryCode(code))),
        isNull(mfaRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: mfaRecoveryCodes.id });
  return used.length > 0;
}

/** Removes a method; with none left, the recovery codes go too. */
export async function removeMethod(deps: Deps, method: MethodRow) {
  await deps.db.transaction(async (tx) => {
    await tx.delete(mfaMethods).where(eq(mfaMethods.id, method.id));
    const [left] = await tx
      .select({ n: count() })
      .from(mfaMethods)
      .where(and(eq(mfaMethods.userId, method.userId), isNotNull(mfaMethods.confirmedAt)));
    if (Number(left?.n ?? 0) === 0)
      await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, method.userId));
  });
  return { deleted: method.id };
}

/** A six-digit e-mail code. */
export const newEmailCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
/** A challenge's token: shown once, kept as its hash. */
export const newChallengeToken = () => `mfa_${randomBytes(32).toString('base64url')}`;
