// The users area's writes on one user, shared by every route that makes them (decision 0118:
// one rule, several routes): create, change and delete, each behind the user-management rule.
import { and, eq } from 'drizzle-orm';
import type { UserCreateBody, UserUpdateBody } from '../../../src/domain/schemas/user';
import { assignableRoles } from '../../../src/domain/userRules';
import type { Db } from '../../db/client';
import { roleMemberships, users } from '../../db/schema';
import { validationFailed } from '../../http/errors';
import type { Deps, Principal } from '../../http/types';
import { createUsers } from './createUser';
import {
  deleteUserCascade,
  loadTelephonyUser,
  loginNameTaken,
  renameDefaultExtension,
  replaceContacts,
  TAKEN_MESSAGE,
  type UserRow,
  uniqueViolationAs400,
  userInputFrom,
} from './userStore';
import { accountFacts, assertUserWrite } from './userWrites';

/** A new user of the account (USER-04: the login name free, checked again here). */
export async function createUser(deps: Deps, accountId: number, body: UserCreateBody, principal: Principal) {
  const { db } = deps;
  const account = await accountFacts(db, accountId);
  const input = userInputFrom(body, account.country, assignableRoles(account.kind));
  await assertUserWrite(db, principal, undefined, { kind: 'create', roleId: input.values.roleId! });
  // USER-04: the login name must be free (global, case-insensitive); checked here again.
  if (await loginNameTaken(db, input.values.loginName!))
    throw validationFailed([{ field: 'loginName', message: TAKEN_MESSAGE }]);
  const user = await db
    .transaction(async (tx) => (await createUsers(deps, tx, accountId, [{ input }])).users[0])
    .catch((e) => uniqueViolationAs400(e));
  return loadTelephonyUser(db, user.id, accountId);
}

/** A change of a user (C-009's family): the user-management rule, the login name free. */
export async function updateUser(db: Db, principal: Principal, user: UserRow, body: UserUpdateBody) {
  const accountId = user.accountId;
  const account = await accountFacts(db, accountId);
  await assertUserWrite(db, principal, user, { kind: 'update' });
  const input = userInputFrom(body, account.country, assignableRoles(account.kind));
  if (input.values.loginName && (await loginNameTaken(db, input.values.loginName, user.id)))
    throw validationFailed([{ field: 'loginName', message: TAKEN_MESSAGE }]);
  await db.transaction(async (tx) => {
    const write = {
      kind: 'update' as const,
      roleId: input.values.roleId,
      blockAccess: input.values.blockAccess,
    };
    await assertUserWrite(tx, principal, user, write);
    if (Object.keys(input.values).length) {
      await tx.update(users).set(input.values).where(eq(users.id, user.id));
      await renameDefaultExtension(tx, user, input.values);
    }
    if (input.values.roleId !== undefined && input.values.roleId !== user.roleId)
      await tx
        .update(roleMemberships)
        .set({ roleId: input.values.roleId })
        .where(
          and(
            eq(roleMemberships.userId, user.id),
            eq(roleMemberships.accountId, user.accountId),
            eq(roleMemberships.roleId, user.roleId),
          ),
        );
    if (input.contacts) await replaceContacts(tx, user, input.contacts);
  });
  return loadTelephonyUser(db, user.id, accountId);
}

export async function removeUser(db: Db, principal: Principal, user: UserRow) {
  await db.transaction(async (tx) => {
    await assertUserWrite(tx, principal, user, { kind: 'delete' });
    await deleteUserCascade(tx, user);
  });
  return { deleted: true, userId: user.id };
}
