// The effective security policy of a user (C-218) and assume-role (C-205) (issue 23, SEC-04;
// decision 0108).
import { and, eq, isNull } from 'drizzle-orm';
import { roleName } from '../../../src/domain/roles';
import {
  ASSUMED_ROLE_ID,
  ASSUMING_ROLES,
  type AssumedRole,
  type AssumeRole,
  type EffectivePolicy,
} from '../../../src/domain/security/policies';
import { isSameOrDescendant } from '../../auth/tenancy';
import { idleSecondsOf } from '../../auth/tokens';
import { accounts, assumedRoles, authTokens, secretAnswers, sessions, type users } from '../../db/schema';
import type { Deps, Principal } from '../../http/types';
import { passwordStateOf, policyOf } from './passwordStore';

type UserRow = typeof users.$inferSelect;

export async function effectivePolicyOf(deps: Deps, user: UserRow): Promise<EffectivePolicy> {
  const policy = await policyOf(deps.db, user.accountId);
  const state = await passwordStateOf(deps, user);
  const [answer] = await deps.db
    .select({ userId: secretAnswers.userId })
    .from(secretAnswers)
    .where(eq(secretAnswers.userId, user.id));
  return {
    userId: user.id,
    accountId: user.accountId,
    password: {
      ...policy,
      changedAt: state.changedAt?.toISOString() ?? null,
      expiresAt: state.expiresAt?.toISOString() ?? null,
      expired: state.expired,
    },
    secretQuestion: { set: answer !== undefined },
    session: { idleTimeoutSeconds: await idleSecondsOf(deps, user.id) },
  };
}

/**
 * Why a caller may not assume a role in an account: 'role' (not a provider super user or partner
 * administrator, or a key without a session), 'tenancy' (not an account below their own), or
 * undefined when they may.
 */
export async function canAssume(
  deps: Deps,
  principal: Principal,
  accountId: number,
): Promise<'role' | 'tenancy' | undefined> {
  if (!ASSUMING_ROLES.includes(principal.roleId) || principal.sessionId.startsWith('api-key:')) return 'role';
  if (accountId === principal.homeAccountId) return 'tenancy';
  const [target] = await deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
  if (!target) return 'tenancy';
  return (await isSameOrDescendant(deps.db, accountId, principal.homeAccountId)) ? undefined : 'tenancy';
}

/** Records the role and makes the session act on the child account (as the swap does). */
export async function assumeRole(deps: Deps, principal: Principal, body: AssumeRole): Promise<AssumedRole> {
  const startedAt = deps.now();
  const expiresAt = new Date(startedAt.getTime() + (body.durationMinutes ?? 60) * 60_000);
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(assumedRoles)
      .values({
        accountId: body.accountId,
        userId: principal.userId,
        homeAccountId: principal.homeAccountId,
        roleId: ASSUMED_ROLE_ID,
        sessionId: principal.sessionId,
        reason: body.reason,
        startedAt,
        expiresAt,
      })
      .returning();
    await tx
      .update(sessions)
      .set({ accountId: body.accountId, assumedRoleId: ASSUMED_ROLE_ID, assumedUntil: expiresAt })
      .where(eq(sessions.familyId, principal.sessionId));
    await tx
      .update(authTokens)
      .set({ accountId: body.accountId })
      .where(and(eq(authTokens.familyId, principal.sessionId), isNull(authTokens.revokedAt)));
    return inserted;
  });
  return {
    id: row.id,
    userId: row.userId,
    homeAccountId: row.homeAccountId,
    accountId: row.accountId,
    roleId: row.roleId,
    roleName: roleName(row.roleId) ?? 'Account administrator',
    reason: row.reason,
    startedAt: row.startedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}
