// The permissions service (cat §7.12, ROLE-04, ROLE-07): own and all permissions, roles,
// resources, role contexts, the swap of the acting account, permission overrides, custom
// roles, account trust and parent access to managed child accounts. Paths are recorded in
// docs/decisions/0016-permissions-service.md.

import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  ACTIONS,
  effectivePermissions,
  levelOf,
  overridePermissions,
  type PermissionKey,
  parsePermissionKeys,
  RESOURCE_ACTIONS,
  RESOURCES,
} from '../../../src/domain/permissions';
import { roleName } from '../../../src/domain/roles';
import { childAccessSchema, trustSchema } from '../../../src/domain/schemas/accountAccess';
import { noBodySchema } from '../../../src/domain/schemas/common';
import { roleContextsQuerySchema } from '../../../src/domain/schemas/listQuery';
import {
  defaultRoleContextSchema,
  permissionOverridesSchema,
  roleCreateSchema,
} from '../../../src/domain/schemas/roles';
import { rowId } from '../../auth/authorize';
import { FIRST_CUSTOM_ROLE_ID, type RoleRow, roleDefinition, rolesOf } from '../../auth/permissionStore';
import { isSameOrDescendant, isSupportStaff } from '../../auth/tenancy';
import { listOrder, listTotal } from '../../db/listPage';
import {
  accounts,
  accountTrusts,
  authTokens,
  childAccessGrants,
  roleMemberships,
  rolePermissions,
  sessions,
  users,
} from '../../db/schema';
import { ApiError, forbidden, notFound, validationFailed } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';

/** RPT-03 event kind 7: access control. */
const ACCESS_CONTROL = 7;

const levels = (keys: ReadonlySet<PermissionKey>) =>
  Object.fromEntries(RESOURCES.map((r) => [r, levelOf(keys, r)]));

function roleView(row: RoleRow) {
  const keys = parsePermissionKeys(row.permissions);
  return {
    id: row.roleId,
    name: row.name,
    isCustom: row.isCustom,
    /** 'account' when the account overrides or defines it, 'platform' for the built-in definition */
    definedBy: row.accountId === null ? 'platform' : 'account',
    permissions: [...keys],
    levels: levels(keys),
  };
}

/** The permission keys of a body, every one a key of the platform (the schema took them as text). */
function knownKeys(raw: readonly string[], field = 'permissions'): PermissionKey[] {
  const keys = parsePermissionKeys(raw);
  const unknown = raw.filter((k) => !keys.has(k as PermissionKey));
  if (unknown.length > 0) {
    throw validationFailed([{ field, message: `Unknown permission keys: ${unknown.join(', ')}.` }]);
  }
  return [...keys];
}

export function permissionsRoutes(deps: Deps) {
  const { db } = deps;

  const membershipsView = (rows: (typeof roleMemberships.$inferSelect)[]) =>
    rows.map((m) => ({
      user_id: m.userId,
      account_id: m.accountId,
      role_id: m.roleId,
      role_name: roleName(m.roleId) ?? String(m.roleId),
      is_default: m.isDefault,
    }));

  return (
    secureRouter(deps, { auditKind: ACCESS_CONTROL })
      // ---- own and all permissions, resources ----
      .get('/v1/permissions/self', { catalogue: ['C-513'], session: true }, async (c) => {
        const p = c.get('principal');
        const keys = p.permissions;
        return c.json({
          userId: p.userId,
          roleId: p.roleId,
          roleName: roleName(p.roleId) ?? String(p.roleId),
          homeAccountId: p.homeAccountId,
          actingAccountId: p.actingAccountId,
          permissions: [...keys].sort(),
          levels: levels(keys),
        });
      })
      .get('/v1/permissions', { catalogue: ['C-514'], session: true }, (c) =>
        c.json({
          items: RESOURCES.flatMap((resource) =>
            RESOURCE_ACTIONS[resource].map((action) => ({ key: `${action}:${resource}`, action, resource })),
          ),
          actions: ACTIONS,
          levels: ['view', 'no_access', 'manage'],
        }),
      )
      .get('/v1/resources', { catalogue: ['C-517'], session: true }, (c) =>
        c.json({ items: RESOURCES.map((resource) => ({ resource, actions: RESOURCE_ACTIONS[resource] })) }),
      )
      // ---- roles ----
      .get('/v1/roles', { catalogue: ['C-516'], permission: 'read:roles', account: 'session' }, async (c) => {
        const rows = await rolesOf(db, c.get('actingAccountId'));
        return c.json({ items: rows.map((r) => ({ id: r.roleId, name: r.name })) });
      })
      .get('/v2/roles', { catalogue: ['C-515'], permission: 'read:roles', account: 'session' }, async (c) => {
        const rows = await rolesOf(db, c.get('actingAccountId'));
        return c.json({ items: rows.map(roleView) });
      })
      .get(
        '/v1/roles/:roleId',
        { catalogue: ['C-518'], permission: 'read:roles', account: 'session' },
        async (c) => {
          const roleId = rowId(c.req.param('roleId'));
          const row = roleId ? await roleDefinition(db, c.get('actingAccountId'), roleId) : undefined;
          if (!row) throw notFound('Role not found');
          return c.json(roleView(row));
        },
      )
      .get(
        '/v1/accounts/:accountId/roles',
        { catalogue: [], permission: 'read:roles', account: 'path' },
        async (c) => {
          const rows = await rolesOf(db, c.get('actingAccountId'));
          return c.json({ accountId: c.get('actingAccountId'), items: rows.map(roleView) });
        },
      )
      .post(
        '/v1/accounts/:accountId/roles',
        {
          catalogue: ['C-527'],
          permission: 'create:roles',
          account: 'path',
          body: roleCreateSchema,
          summary: 'Add a custom role',
        },
        async (c, { body }) => {
          const accountId = c.get('actingAccountId');
          const name = body.name;
          const keys = knownKeys(body.permissions);
          assertHeld(c.get('permissions'), keys, c.get('principal'));
          const [{ next }] = await db
            .select({
              next: sql<number>`greatest(${FIRST_CUSTOM_ROLE_ID}, max(${rolePermissions.roleId}) + 1)::int`,
            })
            .from(rolePermissions);
          const [row] = await db
            .insert(rolePermissions)
            .values({
              accountId,
              roleId: next,
              name,
              permissions: keys,
              isCustom: true,
              updatedAt: deps.now(),
            })
            .returning();
          return c.json({ accountId, ...roleView(row) }, 201);
        },
      )
      .delete(
        '/v1/accounts/:accountId/roles/:roleId',
        { catalogue: ['C-528'], permission: 'delete:roles', account: 'path' },
        async (c) => {
          const accountId = c.get('actingAccountId');
          const roleId = rowId(c.req.param('roleId'));
          const where = and(
            eq(rolePermissions.accountId, accountId),
            eq(rolePermissions.roleId, roleId ?? 0),
            eq(rolePermissions.isCustom, true),
          );
          const [row] = roleId ? await db.select().from(rolePermissions).where(where) : [];
          if (!row) throw notFound('Role not found');
          const [{ n }] = await db
            .select({ n: count() })
            .from(roleMemberships)
            .where(and(eq(roleMemberships.accountId, accountId), eq(roleMemberships.roleId, row.roleId)));
          if (n > 0)
            throw new ApiError(409, 'role_in_use', `${n} users still hold this role; move them first.`);
          await db.delete(rolePermissions).where(where);
          return c.body(null, 204);
        },
      )
      // ---- permission overrides (ROLE-04) ----
      .put(
        '/v1/accounts/:accountId/permissions',
        {
          catalogue: ['C-526'],
          permission: 'update:roles',
          account: 'path',
          body: permissionOverridesSchema,
          summary: 'Change what a role may do in this account',
        },
        async (c, { body }) => {
          const accountId = c.get('actingAccountId');
          const roleId = body.roleId;
          const incoming = knownKeys(body.permissions);
          const current = await roleDefinition(db, accountId, roleId);
          if (!current) throw notFound('Role not found');
          const entries = overridePermissions(parsePermissionKeys(current.permissions), incoming);
          const added = entries.filter((e) => e.mark === 'default').map((e) => e.key);
          assertHeld(c.get('permissions'), added, c.get('principal'));
          const keys = [...effectivePermissions(entries)];
          if (current.accountId === accountId) {
            await db
              .update(rolePermissions)
              .set({ permissions: keys, updatedAt: deps.now() })
              .where(eq(rolePermissions.id, current.id));
          } else {
            await db.insert(rolePermissions).values({
              accountId,
              roleId,
              name: current.name,
              permissions: keys,
              isCustom: false,
              updatedAt: deps.now(),
            });
          }
          return c.json({ accountId, roleId, entries, permissions: keys });
        },
      )
      // ---- role contexts (ROLE-07) ----
      .get('/v1/role-contexts/self', { catalogue: ['C-519'], session: true }, async (c) => {
        const rows = await db
          .select()
          .from(roleMemberships)
          .where(eq(roleMemberships.userId, c.get('principal').userId));
        return c.json({ items: membershipsView(rows) });
      })
      .get('/v1/role-contexts/default', { catalogue: ['C-523'], session: true }, async (c) => {
        const rows = await db
          .select()
          .from(roleMemberships)
          .where(
            and(eq(roleMemberships.userId, c.get('principal').userId), eq(roleMemberships.isDefault, true)),
          );
        if (rows.length === 0) throw notFound('No default role context');
        return c.json(membershipsView(rows)[0]);
      })
      .put(
        '/v1/role-contexts/default',
        {
          catalogue: ['C-524'],
          session: true,
          body: defaultRoleContextSchema,
          summary: 'Choose the role context a sign-in starts in',
        },
        async (c, { body }) => {
          const userId = c.get('principal').userId;
          // The schema has made sure each is given under one of its names.
          const accountId = (body.accountId ?? body.account_id)!;
          const roleId = (body.roleId ?? body.role_id)!;
          const mine = and(
            eq(roleMemberships.userId, userId),
            eq(roleMemberships.accountId, accountId),
            eq(roleMemberships.roleId, roleId),
          );
          const [found] = await db.select().from(roleMemberships).where(mine);
          if (!found) throw notFound('You have no such role context');
          await db.transaction(async (tx) => {
            await tx
              .update(roleMemberships)
              .set({ isDefault: false })
              .where(eq(roleMemberships.userId, userId));
            await tx.update(roleMemberships).set({ isDefault: true }).where(eq(roleMemberships.id, found.id));
          });
          return c.json({ ...membershipsView([found])[0], is_default: true });
        },
      )
      .get(
        '/v1/role-contexts/counters',
        { catalogue: ['C-522'], permission: 'read:roles', account: 'session' },
        async (c) => {
          const rows = await db
            .select({ roleId: roleMemberships.roleId, n: count() })
            .from(roleMemberships)
            .where(eq(roleMemberships.accountId, c.get('actingAccountId')))
            .groupBy(roleMemberships.roleId)
            .orderBy(roleMemberships.roleId);
          return c.json({
            accountId: c.get('actingAccountId'),
            items: rows.map((r) => ({
              roleId: r.roleId,
              roleName: roleName(r.roleId) ?? String(r.roleId),
              count: r.n,
            })),
          });
        },
      )
      .get(
        '/v1/users/:userId/role-contexts',
        { catalogue: ['C-520'], permission: 'read:users', account: 'user' },
        async (c, { row: user }) => {
          const rows = await db.select().from(roleMemberships).where(eq(roleMemberships.userId, user.id));
          // Only the contexts in accounts this caller reaches: the one the route acts on.
          return c.json({
            items: membershipsView(rows.filter((r) => r.accountId === c.get('actingAccountId'))),
          });
        },
      )
      .get(
        '/v1/accounts/:accountId/role-contexts',
        {
          catalogue: ['C-521'],
          permission: 'read:roles',
          account: 'path',
          query: roleContextsQuerySchema,
          summary: 'The role contexts of the account’s users',
        },
        async (c, { query }) => {
          const where = eq(roleMemberships.accountId, c.get('actingAccountId'));
          const rows = await db
            .select()
            .from(roleMemberships)
            .where(where)
            .orderBy(...listOrder(query, { userId: roleMemberships.userId }, roleMemberships.id))
            .limit(query.pageSize)
            .offset(query.offset);
          const total = await listTotal(query, rows.length, () => db.$count(roleMemberships, where));
          return c.json({ total, items: membershipsView(rows) });
        },
      )
      // ---- swap (swapAsu) ----
      .post(
        '/v1/accounts/:accountId/swap',
        {
          catalogue: ['C-525'],
          permission: 'read:account',
          account: 'path',
          body: noBodySchema,
          summary: 'Act on another account (swap)',
        },
        async (c) => {
          const principal = c.get('principal');
          const target = c.get('actingAccountId');
          // The session (and every token of its family) now acts on the target account; the
          // user stays who they are, with their home account and role.
          await db
            .update(sessions)
            // A swap ends an assumed role (decision 0108): the session is the caller's own again.
            .set({ accountId: target, assumedRoleId: null, assumedUntil: null })
            .where(eq(sessions.familyId, principal.sessionId));
          await db
            .update(authTokens)
            .set({ accountId: target })
            .where(and(eq(authTokens.familyId, principal.sessionId), isNull(authTokens.revokedAt)));
          const [acting] = await db
            .select({ id: accounts.id, name: accounts.name })
            .from(accounts)
            .where(inArray(accounts.id, [target]));
          const [home] = await db
            .select({ id: accounts.id, name: accounts.name })
            .from(accounts)
            .where(eq(accounts.id, principal.homeAccountId));
          return c.json({
            user_id: principal.userId,
            account_id: target,
            home_account: home,
            acting_account: acting,
            swapped: target !== principal.homeAccountId,
          });
        },
      )
      // ---- account trust ----
      .get(
        '/v1/accounts/:accountId/trusts',
        { catalogue: ['C-530'], permission: 'read:security-settings', account: 'path' },
        async (c) => {
          const rows = await db
            .select({
              id: accountTrusts.id,
              trustedAccountId: accountTrusts.trustedAccountId,
              trustedAccountName: accounts.name,
              createdAt: accountTrusts.createdAt,
            })
            .from(accountTrusts)
            .innerJoin(accounts, eq(accounts.id, accountTrusts.trustedAccountId))
            .where(eq(accountTrusts.accountId, c.get('actingAccountId')))
            .orderBy(accountTrusts.id);
          return c.json({ trustingAccountId: c.get('actingAccountId'), items: rows });
        },
      )
      .post(
        '/v1/accounts/:accountId/trusts',
        {
          catalogue: ['C-529'],
          permission: 'update:security-settings',
          account: 'path',
          body: trustSchema,
          summary: 'Let another account’s support staff act on this one',
        },
        async (c, { body }) => {
          const accountId = c.get('actingAccountId');
          const principal = c.get('principal');
          // Trust is the trusting account's own decision: its users, its parents or support staff,
          // never an account that reaches it only through a trust or a grant.
          if (
            !isSupportStaff(principal) &&
            !(await isSameOrDescendant(db, accountId, principal.homeAccountId))
          ) {
            throw forbidden('Only the account itself, its parent accounts or support staff can add a trust.');
          }
          const trusted = body.trustedAccountId;
          if (trusted === accountId) {
            throw validationFailed([
              { field: 'trustedAccountId', message: 'Give another account to trust.' },
            ]);
          }
          const [exists] = await db
            .select({ id: accounts.id })
            .from(accounts)
            .where(eq(accounts.id, trusted));
          if (!exists)
            throw validationFailed([{ field: 'trustedAccountId', message: 'No account has this id.' }]);
          const [row] = await db
            .insert(accountTrusts)
            .values({
              accountId,
              trustedAccountId: trusted,
              createdBy: c.get('principal').userId,
              createdAt: deps.now(),
            })
            .onConflictDoNothing()
            .returning();
          if (!row) throw new ApiError(409, 'already_trusted', 'This account is trusted already.');
          return c.json({ id: row.id, trustingAccountId: accountId, trustedAccountId: trusted }, 201);
        },
      )
      .delete(
        '/v1/accounts/:accountId/trusts/:trustedAccountId',
        {
          catalogue: ['C-531'],
          permission: 'update:security-settings',
          account: 'path',
          orSupportStaff: true,
        },
        async (c) => {
          const trusted = rowId(c.req.param('trustedAccountId'));
          const deleted = trusted
            ? await db
                .delete(accountTrusts)
                .where(
                  and(
                    eq(accountTrusts.accountId, c.get('actingAccountId')),
                    eq(accountTrusts.trustedAccountId, trusted),
                  ),
                )
                .returning({ id: accountTrusts.id })
            : [];
          if (deleted.length === 0) throw notFound('No such trust');
          return c.body(null, 204);
        },
      )
      // ---- parent access to managed child accounts ----
      .get(
        '/v1/accounts/:accountId/child-access',
        { catalogue: ['C-563'], permission: 'read:roles', account: 'path' },
        async (c) => {
          const rows = await db
            .select({
              id: childAccessGrants.id,
              childAccountId: childAccessGrants.childAccountId,
              childAccountName: accounts.name,
              userId: childAccessGrants.userId,
              createdAt: childAccessGrants.createdAt,
            })
            .from(childAccessGrants)
            .innerJoin(accounts, eq(accounts.id, childAccessGrants.childAccountId))
            .where(eq(childAccessGrants.accountId, c.get('actingAccountId')))
            .orderBy(childAccessGrants.id);
          return c.json({ parentAccountId: c.get('actingAccountId'), items: rows });
        },
      )
      .post(
        '/v1/accounts/:accountId/child-access',
        {
          catalogue: ['C-564'],
          permission: 'create:roles',
          account: 'path',
          body: childAccessSchema,
          summary: 'Give one user of this account one of its child accounts',
        },
        async (c, { body }) => {
          const accountId = c.get('actingAccountId');
          const { userId, childAccountId: child } = body;
          const [user] = await db
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.id, userId), eq(users.accountId, accountId)));
          if (!user)
            throw validationFailed([{ field: 'userId', message: 'The user must belong to this account.' }]);
          if (child === accountId || !(await isSameOrDescendant(db, child, accountId))) {
            throw validationFailed([
              { field: 'childAccountId', message: 'Only an account this account manages.' },
            ]);
          }
          const [row] = await db
            .insert(childAccessGrants)
            .values({
              accountId,
              childAccountId: child!,
              userId: userId!,
              grantedBy: c.get('principal').userId,
              createdAt: deps.now(),
            })
            .onConflictDoNothing()
            .returning();
          if (!row)
            throw new ApiError(409, 'already_granted', 'This user has access to this account already.');
          return c.json({ id: row.id, parentAccountId: accountId, childAccountId: child, userId }, 201);
        },
      )
      .delete(
        '/v1/accounts/:accountId/child-access/:grantId',
        { catalogue: ['C-565'], permission: 'delete:roles', account: 'path' },
        async (c) => {
          const grantId = rowId(c.req.param('grantId'));
          const deleted = grantId
            ? await db
                .delete(childAccessGrants)
                .where(
                  and(
                    eq(childAccessGrants.id, grantId),
                    eq(childAccessGrants.accountId, c.get('actingAccountId')),
                  ),
                )
                .returning({ id: childAccessGrants.id })
            : [];
          if (deleted.length === 0) throw notFound('No such grant');
          return c.body(null, 204);
        },
      )
  );
}

/** A caller cannot hand out a key they do not hold themselves (no escalation); support staff can. */
function assertHeld(
  held: ReadonlySet<PermissionKey>,
  keys: readonly PermissionKey[],
  principal: { homeAccountId: number; roleId: number },
) {
  if (isSupportStaff(principal)) return;
  const missing = keys.filter((k) => !held.has(k));
  if (missing.length > 0)
    throw forbidden(`You cannot grant permissions you do not hold: ${missing.join(', ')}.`);
}
