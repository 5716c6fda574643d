// SSO users (SEC-01; C-187..C-190, C-195, C-196): who is SSO only, who is disabled, who never
// signed in, and the bulk enable / disable. A disabled user is `users.is_enable = false`: every
// token of theirs stops working on its next call, and SCIM's `active` is the same flag.
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { SsoUser, SsoUserItem, SsoUsersChange, SsoUsersState } from '../../../src/domain/security/sso';
import type { DbOrTx } from '../../db/client';
import { listTotal } from '../../db/listPage';
import { ssoUserStates, userSignIns, users } from '../../db/schema';
import { containsPattern } from '../../db/textSearch';
import { validationFailed } from '../../http/errors';
import type { Deps, Principal } from '../../http/types';
import { assertUserWrite } from '../users/userWrites';
import { identitiesOfUser } from './identityStore';
import { recordSsoEvent } from './ssoAudit';

const itemColumns = {
  userId: users.id,
  loginName: users.loginName,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  enabled: users.isEnable,
  ssoOnly: sql<boolean>`coalesce(${ssoUserStates.ssoOnly}, false)`,
  lastSignInAt: userSignIns.lastAt,
};

type ItemRow = {
  userId: number;
  loginName: string;
  email: string;
  firstName: string;
  lastName: string;
  enabled: boolean;
  ssoOnly: boolean;
  lastSignInAt: Date | null;
};

const itemOf = (r: ItemRow): SsoUserItem => ({
  userId: r.userId,
  loginName: r.loginName,
  email: r.email,
  name: `${r.firstName} ${r.lastName}`.trim(),
  enabled: r.enabled,
  ssoOnly: Boolean(r.ssoOnly),
  lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
});

export type SsoUserList = 'disabled' | 'neverLoggedIn';

export async function ssoUserPage(
  db: DbOrTx,
  accountId: number,
  list: SsoUserList,
  query: {
    pageSize: number;
    offset: number;
    sortField: 'lastName' | 'loginName';
    sortDirection: 'ASC' | 'DESC';
    keyword?: string;
  },
) {
  const where: SQL[] = [eq(users.accountId, accountId)];
  if (list === 'disabled') where.push(eq(users.isEnable, false));
  else where.push(isNull(userSignIns.userId));
  if (query.keyword) {
    const p = containsPattern(query.keyword);
    where.push(
      or(
        ilike(users.loginName, p),
        ilike(users.firstName, p),
        ilike(users.lastName, p),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, p),
      )!,
    );
  }
  const by = query.sortDirection === 'DESC' ? desc : asc;
  const order =
    query.sortField === 'loginName' ? [by(users.loginName)] : [by(users.lastName), by(users.firstName)];
  const rows = await db
    .select(itemColumns)
    .from(users)
    .leftJoin(ssoUserStates, eq(ssoUserStates.userId, users.id))
    .leftJoin(userSignIns, eq(userSignIns.userId, users.id))
    .where(and(...where))
    .orderBy(...order, by(users.id))
    .limit(query.pageSize)
    .offset(query.offset);
  const total = await listTotal(query, rows.length, async () => {
    const [c] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(userSignIns, eq(userSignIns.userId, users.id))
      .where(and(...where));
    return c.n;
  });
  return { total, items: rows.map(itemOf) };
}

/** The users named, all of the account, or a 400 naming the field (nothing written). */
async function usersOfAccount(db: DbOrTx, accountId: number, userIds: readonly number[]) {
  const ids = [...new Set(userIds)];
  const found = await db
    .select()
    .from(users)
    .where(and(eq(users.accountId, accountId), inArray(users.id, ids)));
  if (found.length !== ids.length)
    throw validationFailed([{ field: 'userIds', message: 'Choose users of this account only.' }]);
  return found;
}

export async function setSsoOnly(deps: Deps, accountId: number, body: SsoUsersChange, principal: Principal) {
  return deps.db.transaction(async (tx) => {
    const targets = await usersOfAccount(tx, accountId, body.userIds);
    for (const t of targets) await assertUserWrite(tx, principal, t, { kind: 'update' });
    const now = deps.now();
    await tx
      .insert(ssoUserStates)
      .values(targets.map((t) => ({ userId: t.id, accountId, ssoOnly: body.ssoOnly, updatedAt: now })))
      .onConflictDoUpdate({ target: ssoUserStates.userId, set: { ssoOnly: body.ssoOnly, updatedAt: now } });
    await recordSsoEvent(tx, {
      accountId,
      type: 'USERS_SSO_CHANGED',
      message: `${targets.length} user${targets.length === 1 ? '' : 's'} made ${body.ssoOnly ? 'SSO only' : 'able to sign in with a password'}.`,
      actorUserId: principal.userId,
      subjectUserId: targets.length === 1 ? targets[0].id : null,
      detail: { userIds: targets.map((t) => t.id), ssoOnly: body.ssoOnly },
      at: now,
    });
    return { changed: targets.length, ssoOnly: body.ssoOnly };
  });
}

/** C-190: enables or disables users; each is checked by the user-management rule first. */
export async function changeUsersState(
  deps: Deps,
  accountId: number,
  body: SsoUsersState,
  principal: Principal,
) {
  return deps.db.transaction(async (tx) => {
    const targets = await usersOfAccount(tx, accountId, body.userIds);
    if (!body.enabled && targets.some((t) => t.id === principal.userId))
      throw validationFailed([{ field: 'userIds', message: 'You cannot disable yourself.' }]);
    for (const t of targets)
      await assertUserWrite(
        tx,
        principal,
        t,
        body.enabled ? { kind: 'update' } : { kind: 'update', blockAccess: true },
      );
    const ids = targets.map((t) => t.id);
    await tx.update(users).set({ isEnable: body.enabled }).where(inArray(users.id, ids));
    await recordSsoEvent(tx, {
      accountId,
      type: 'USERS_STATE_CHANGED',
      message: `${ids.length} user${ids.length === 1 ? '' : 's'} ${body.enabled ? 'enabled' : 'disabled'}.`,
      actorUserId: principal.userId,
      subjectUserId: ids.length === 1 ? ids[0] : null,
      detail: { userIds: ids, enabled: body.enabled },
      at: deps.now(),
    });
    return { changed: ids.length, enabled: body.enabled };
  });
}

/** C-195, C-196: one user's SSO state with their linked identities. */
export async function ssoUserOf(db: DbOrTx, userId: number): Promise<SsoUser> {
  const [row] = await db
    .select({ ...itemColumns, accountId: users.accountId })
    .from(users)
    .leftJoin(ssoUserStates, eq(ssoUserStates.userId, users.id))
    .leftJoin(userSignIns, eq(userSignIns.userId, users.id))
    .where(eq(users.id, userId));
  return { ...itemOf(row), accountId: row.accountId, identities: await identitiesOfUser(db, userId) };
}
