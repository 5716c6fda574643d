// A user's privileges (C-038, C-039, C-540): their role's keys in their account (overrides
// included, from the permission store), and the grants of privileges between users (C-040,
// C-041; decision 0118).
import { and, asc, eq, or } from 'drizzle-orm';
import type { GrantedPrivilege } from '../../../src/domain/schemas/userPrivileges';
import { roleDefinition } from '../../auth/permissionStore';
import type { Db, DbOrTx } from '../../db/client';
import { userPrivilegeGrants } from '../../db/schema';
import type { UserRow } from './userStore';

type GrantRow = typeof userPrivilegeGrants.$inferSelect;

const grantJson = (g: GrantRow) => ({
  grantId: g.id,
  accountId: g.accountId,
  userId: g.userId,
  granteeUserId: g.granteeUserId,
  privObjectTypeId: g.privObjectTypeId,
  privObjectId: g.privObjectId,
  createdAt: g.createdAt.toISOString(),
});

/** C-038: the user's role and what it may do in their account. */
export async function rolePrivilegesOf(db: Db, user: UserRow) {
  const role = await roleDefinition(db, user.accountId, user.roleId);
  return {
    userId: user.id,
    accountId: user.accountId,
    roleId: user.roleId,
    roleName: role?.name ?? null,
    permissions: [...((role?.permissions as string[] | undefined) ?? [])].sort(),
  };
}

/** C-039, C-540: the role's keys, and the grants made by the user or to them. */
export async function userPrivilegesOf(db: Db, user: UserRow) {
  const grants = await db
    .select()
    .from(userPrivilegeGrants)
    .where(or(eq(userPrivilegeGrants.userId, user.id), eq(userPrivilegeGrants.granteeUserId, user.id)))
    .orderBy(asc(userPrivilegeGrants.id));
  return {
    ...(await rolePrivilegesOf(db, user)),
    grantedPrivileges: grants.filter((g) => g.userId === user.id).map(grantJson),
    receivedPrivileges: grants.filter((g) => g.granteeUserId === user.id).map(grantJson),
  };
}

/** C-040: grants the privilege (again: a grant given twice is one grant). */
export async function grantPrivilege(db: DbOrTx, user: UserRow, grant: GrantedPrivilege, now: Date) {
  await db
    .insert(userPrivilegeGrants)
    .values({ accountId: user.accountId, userId: user.id, ...grant, createdAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(userPrivilegeGrants).where(grantWhere(user, grant));
  return grantJson(row);
}

/** C-041: takes the grant back; false when there was none. */
export async function revokePrivilege(db: DbOrTx, user: UserRow, grant: GrantedPrivilege) {
  const rows = await db.delete(userPrivilegeGrants).where(grantWhere(user, grant)).returning();
  return rows.length > 0;
}

const grantWhere = (user: UserRow, g: GrantedPrivilege) =>
  and(
    eq(userPrivilegeGrants.userId, user.id),
    eq(userPrivilegeGrants.granteeUserId, g.granteeUserId),
    eq(userPrivilegeGrants.privObjectTypeId, g.privObjectTypeId),
    eq(userPrivilegeGrants.privObjectId, g.privObjectId),
  );
