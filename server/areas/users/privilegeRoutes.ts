// A user's privileges in the phone system service (cat §7.1; decision 0118): the role's
// privileges (C-038), all of them with the grants (C-039), and a grant to a colleague given and
// taken back (C-040, C-041). The grant paths carry the X-Account-Id header (REQ-04, decision
// 0009): it must name the user's account.
import type { Context } from 'hono';
import {
  ACCOUNT_ID_HEADER_NAME,
  grantedPrivilegeQuerySchema,
  grantedPrivilegeSchema,
} from '../../../src/domain/schemas/userPrivileges';
import { notFound, validationFailed } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import { requireAccountUsers } from '../messaging/messagingStore';
import { grantPrivilege, revokePrivilege, rolePrivilegesOf, userPrivilegesOf } from './privilegeStore';
import type { UserRow } from './userStore';
import { assertUserWrite } from './userWrites';

const BASE = '/api/ucaas/user/:userId';

/** REQ-04: the header names the account of the user the grant is about. */
function checkAccountHeader(c: Context<Env>, user: UserRow) {
  const raw = c.req.header(ACCOUNT_ID_HEADER_NAME);
  if (!raw)
    throw validationFailed([
      { field: ACCOUNT_ID_HEADER_NAME, message: 'Send the account’s id in the X-Account-Id header.' },
    ]);
  if (raw.trim() !== String(user.accountId))
    throw validationFailed([
      { field: ACCOUNT_ID_HEADER_NAME, message: 'The X-Account-Id header must name the user’s account.' },
    ]);
}

export function privilegeRoutes(deps: Deps) {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      `${BASE}/userRolePrivs`,
      {
        catalogue: ['C-038'],
        permission: 'read:users',
        account: 'user',
        summary: 'What a user’s role may do',
      },
      async (c, { row }) => c.json(await rolePrivilegesOf(db, row)),
    )
    .get(
      `${BASE}/userPrivileges`,
      {
        catalogue: ['C-039'],
        permission: 'read:users',
        account: 'user',
        summary: 'What a user may do: their role’s keys and the privileges granted by and to them',
      },
      async (c, { row }) => c.json(await userPrivilegesOf(db, row)),
    )
    .put(
      `${BASE}/grantedPrivileges`,
      {
        catalogue: ['C-040'],
        permission: 'update:users',
        account: 'user',
        body: grantedPrivilegeSchema,
        summary: 'Grant a colleague a privilege on one of the user’s objects (X-Account-Id header)',
      },
      async (c, { body, row }) => {
        checkAccountHeader(c, row);
        await assertUserWrite(db, c.get('principal'), row, { kind: 'update' });
        await requireAccountUsers(db, row.accountId, [body.granteeUserId], 'granteeUserId');
        return c.json(await grantPrivilege(db, row, body, deps.now()));
      },
    )
    .delete(
      `${BASE}/grantedPrivileges`,
      {
        catalogue: ['C-041'],
        permission: 'update:users',
        account: 'user',
        query: grantedPrivilegeQuerySchema,
        summary: 'Take a granted privilege back (X-Account-Id header)',
      },
      async (c, { query, row }) => {
        checkAccountHeader(c, row);
        await assertUserWrite(db, c.get('principal'), row, { kind: 'update' });
        if (!(await revokePrivilege(db, row, query))) throw notFound('Grant not found');
        return c.json({ deleted: true });
      },
    );
}
