// Role permissions as stored (ROLE-04): the built-in rows (no account) seeded from
// defaultPermissions, and per-account rows that override a built-in role or define a custom one.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { defaultPermissions } from '../../src/domain/permissions';
import { ROLE_IDS, roleName } from '../../src/domain/roles';
import type { Db } from '../db/client';
import { rolePermissions } from '../db/schema';

/** Custom roles get ids from here up, clear of the platform's role table (core §3). */
export const FIRST_CUSTOM_ROLE_ID = 1000;

export type RoleRow = typeof rolePermissions.$inferSelect;

/** The row that defines a role in an account: the account's own, else the built-in one. */
export async function roleDefinition(
  db: Db,
  accountId: number,
  roleId: number,
): Promise<RoleRow | undefined> {
  const rows = await db
    .select()
    .from(rolePermissions)
    .where(
      and(
        eq(rolePermissions.roleId, roleId),
        or(eq(rolePermissions.accountId, accountId), isNull(rolePermissions.accountId)),
      ),
    );
  return rows.find((r) => r.accountId === accountId) ?? rows.find((r) => r.accountId === null);
}

/** Built-in roles and the account's custom roles, each with the keys it holds there. */
export async function rolesOf(db: Db, accountId: number): Promise<RoleRow[]> {
  const rows = await db
    .select()
    .from(rolePermissions)
    .where(or(eq(rolePermissions.accountId, accountId), isNull(rolePermissions.accountId)))
    .orderBy(rolePermissions.roleId);
  const byRole = new Map<number, RoleRow>();
  for (const r of rows) if (!byRole.has(r.roleId) || r.accountId !== null) byRole.set(r.roleId, r);
  return [...byRole.values()];
}

/** Seeds the built-in roles from defaultPermissions; rows already there are left alone. */
export async function seedPermissions(db: Db): Promise<void> {
  await db
    .insert(rolePermissions)
    .values(
      ROLE_IDS.map((id) => ({
        accountId: null,
        roleId: id,
        name: roleName(id) ?? String(id),
        permissions: [...defaultPermissions(id)],
        isCustom: false,
        updatedAt: sql`now()`,
      })),
    )
    .onConflictDoNothing();
}
