// Passwords and the account's password policy (issue 23, SEC-02; decision 0108): every password
// set goes through setPassword, which checks the policy and the history; expiry is judged here
// for the sign-in, the is-password-expired call and the effective policy.
import { desc, eq, inArray } from 'drizzle-orm';
import {
  DEFAULT_PASSWORD_POLICY,
  PASSWORD_EXPIRED_CODE,
  PASSWORD_EXPIRED_MESSAGE,
  type PasswordPolicy,
  passwordProblems,
  passwordProblemText,
  passwordRulesText,
  REUSED_PASSWORD,
} from '../../../src/domain/security/passwords';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import type { DbOrTx } from '../../db/client';
import { passwordHistory, passwordPolicies, userSecuritySettings, users } from '../../db/schema';
import { ApiError, validationFailed } from '../../http/errors';
import type { Deps } from '../../http/types';

type UserRow = typeof users.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function policyOf(db: DbOrTx, accountId: number): Promise<PasswordPolicy> {
  const [row] = await db.select().from(passwordPolicies).where(eq(passwordPolicies.accountId, accountId));
  if (!row) return { ...DEFAULT_PASSWORD_POLICY };
  const { accountId: _a, updatedAt: _u, ...policy } = row;
  return policy;
}

export async function savePolicy(deps: Deps, accountId: number, policy: PasswordPolicy) {
  const values = { ...policy, updatedAt: deps.now() };
  await deps.db
    .insert(passwordPolicies)
    .values({ accountId, ...values })
    .onConflictDoUpdate({ target: passwordPolicies.accountId, set: values });
  return policyOf(deps.db, accountId);
}

/** The policy's words for a refused password: a field error on `field`, nothing written. */
function refuse(field: string, message: string): never {
  throw validationFailed([{ field, message }]);
}

/** The latest passwords of a user, newest first (the first is the current one when it was set here). */
async function recentHashes(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({ id: passwordHistory.id, hash: passwordHistory.passwordHash, setAt: passwordHistory.setAt })
    .from(passwordHistory)
    .where(eq(passwordHistory.userId, userId))
    .orderBy(desc(passwordHistory.setAt), desc(passwordHistory.id))
    .limit(limit);
}

export interface SetPasswordOptions {
  /** The user must choose another at the next sign-in (an administrator's reset). */
  mustChange?: boolean;
  /** The field a refusal names ('password'). */
  field?: string;
}

/**
 * Sets a user's password after checking it against the account's policy: its rules, and neither
 * the current password nor the last `historyCount` ones again. Stored hashed, in users and in the
 * history (which starts the expiry); history beyond the policy's count is deleted.
 */
export async function setPassword(
  deps: Deps,
  user: UserRow,
  password: string,
  options: SetPasswordOptions = {},
) {
  const field = options.field ?? 'password';
  const policy = await policyOf(deps.db, user.accountId);
  const problem = passwordProblemText(passwordProblems(policy, password));
  if (problem) refuse(field, problem);
  const recent = await recentHashes(deps.db, user.id, policy.historyCount + 1);
  const earlier = [user.passwordHash, ...recent.map((r) => r.hash)].filter((h): h is string => !!h);
  for (const hash of new Set(earlier)) {
    if (await verifyPassword(password, hash)) refuse(field, REUSED_PASSWORD);
  }
  const hash = await hashPassword(password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: hash, isExpiredPassword: options.mustChange ?? false })
      .where(eq(users.id, user.id));
    await tx
      .insert(passwordHistory)
      .values({ accountId: user.accountId, userId: user.id, passwordHash: hash, setAt: now });
    // Keep the current password and the history the policy counts; older rows go.
    const keep = await recentHashes(tx, user.id, policy.historyCount + 1);
    const all = await tx
      .select({ id: passwordHistory.id })
      .from(passwordHistory)
      .where(eq(passwordHistory.userId, user.id));
    const drop = all.map((r) => r.id).filter((id) => !keep.some((k) => k.id === id));
    if (drop.length) await tx.delete(passwordHistory).where(inArray(passwordHistory.id, drop));
  });
  return { userId: user.id, changedAt: now.toISOString(), mustChange: options.mustChange ?? false };
}

export interface PasswordState {
  expired: boolean;
  /** When the current password was set through the platform; null before that (seed, import). */
  changedAt: Date | null;
  expiresAt: Date | null;
}

/**
 * Expired when an administrator's reset (or a bulk reset) flagged it, or when the policy's days
 * have passed since it was set here. A password set before the platform recorded it (seed,
 * import) expires by the flag only; a user whose password never expires, by the flag only.
 */
export async function passwordStateOf(deps: Deps, user: UserRow): Promise<PasswordState> {
  const policy = await policyOf(deps.db, user.accountId);
  const [latest] = await recentHashes(deps.db, user.id, 1);
  const [settings] = await deps.db
    .select({ neverExpires: userSecuritySettings.passwordNeverExpires })
    .from(userSecuritySettings)
    .where(eq(userSecuritySettings.userId, user.id));
  const changedAt = latest?.setAt ?? null;
  const expiresAt =
    changedAt && policy.expiryDays > 0 && !settings?.neverExpires
      ? new Date(changedAt.getTime() + policy.expiryDays * DAY_MS)
      : null;
  const expired =
    user.isExpiredPassword || (expiresAt !== null && expiresAt.getTime() <= deps.now().getTime());
  return { expired, changedAt, expiresAt };
}

/**
 * The sign-in's one call (server/areas/auth/authRoutes.ts, idpRoutes.ts): a right but expired
 * password gets no token; the answer says so and carries the rules for the new one.
 */
export async function refuseExpiredPassword(deps: Deps, user: UserRow): Promise<void> {
  const state = await passwordStateOf(deps, user);
  if (!state.expired) return;
  const policy = await policyOf(deps.db, user.accountId);
  throw new ApiError(403, PASSWORD_EXPIRED_CODE, PASSWORD_EXPIRED_MESSAGE, undefined, {
    passwordRules: passwordRulesText(policy),
    passwordPolicy: policy,
  });
}

/** Whether a user's password has expired, as C-204 and its users-service twin C-544 answer. */
export async function passwordExpiryOf(deps: Deps, user: UserRow) {
  const state = await passwordStateOf(deps, user);
  return {
    isPasswordExpired: state.expired,
    changedAt: state.changedAt?.toISOString() ?? null,
    expiresAt: state.expiresAt?.toISOString() ?? null,
  };
}
