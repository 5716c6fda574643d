// The users service's user calls (cat §7.13; decision 0118), twins of the phone system service's:
// the same handlers and stores, so every rule is the same. Paths are ours (the spec names the
// calls only); they are in decision 0072.

import { userListQuerySchema } from '../../../src/domain/schemas/listQuery';
import { userCreateSchema, userUpdateSchema } from '../../../src/domain/schemas/user';
import { secretQuestionAnswerSchema, selfUpdateSchema } from '../../../src/domain/security/passwords';
import { forbidden } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { selfOf } from '../passwords/currentPassword';
import { passwordExpiryOf } from '../passwords/passwordStore';
import { saveSecretQuestion, secretQuestionOf } from '../passwords/secretQuestionStore';
import { userPrivilegesOf } from './privilegeStore';
import { changeSelf } from './selfRoutes';
import { createUser, removeUser, updateUser } from './userActions';
import { listUsers, telephonyUser } from './userStore';

const ONE = '/v1/users/:userId'; // registered after SELF: /v1/users/self is answered first
const SELF = '/v1/users/self';
const ACCOUNT = '/v1/accounts/:accountId/users';

export function usersServiceRoutes(deps: Deps) {
  const { db } = deps;
  const page = (total: number, json: string, key: 'items' | 'results') =>
    `{"total":${total},"${key}":${json}}`;
  return (
    secureRouter(deps)
      // ---- lists ----
      .get(
        `${ACCOUNT}/enabled`,
        {
          catalogue: ['C-533'],
          permission: 'read:users',
          account: 'path',
          query: userListQuerySchema,
          summary: 'A page of the account’s users who may sign in (enabled, not blocked)',
        },
        async (c, { query }) => {
          const p = await listUsers(db, c.get('actingAccountId'), query, { enabledOnly: true });
          return c.body(page(p.total, p.itemsJson, 'items'), 200, { 'content-type': 'application/json' });
        },
      )
      .get(
        `${ACCOUNT}/search`,
        {
          catalogue: ['C-539'],
          permission: 'read:users',
          account: 'path',
          query: userListQuerySchema,
          summary: 'Search the account’s users (as C-081: items in results)',
        },
        async (c, { query }) => {
          const p = await listUsers(db, c.get('actingAccountId'), query);
          return c.body(page(p.total, p.itemsJson, 'results'), 200, { 'content-type': 'application/json' });
        },
      )
      .post(
        ACCOUNT,
        {
          catalogue: ['C-545'],
          permission: 'create:users',
          account: 'path',
          body: userCreateSchema,
          summary: 'Add a user to the account (the users service; the same as the ucaas call)',
        },
        async (c, { body }) =>
          c.json(await createUser(deps, c.get('actingAccountId'), body, c.get('principal')), 201),
      )
      // ---- oneself ----
      .put(
        SELF,
        {
          catalogue: ['C-549'],
          session: true,
          body: selfUpdateSchema,
          summary: 'Change one’s own name, e-mail address or password; the current password is required',
        },
        async (c, { body }) => c.json(await changeSelf(deps, c, body)),
      )
      .get(
        `${SELF}/secret-question`,
        { catalogue: ['C-541'], session: true, summary: 'One’s own secret question (never the answer)' },
        async (c) => c.json(await secretQuestionOf(db, c.get('principal').userId)),
      )
      .post(
        `${SELF}/secret-question`,
        {
          catalogue: ['C-543'],
          session: true,
          body: secretQuestionAnswerSchema,
          summary: 'Set one’s first secret question and answer',
        },
        async (c, { body }) => c.json(await saveSecretQuestion(deps, await selfOf(deps, c), body, true), 201),
      )
      .put(
        `${SELF}/secret-question`,
        {
          catalogue: ['C-542'],
          session: true,
          body: secretQuestionAnswerSchema,
          summary: 'Set or change one’s secret question and answer',
        },
        async (c, { body }) => c.json(await saveSecretQuestion(deps, await selfOf(deps, c), body, false)),
      )
      .get(
        `${SELF}/password-expired`,
        { catalogue: ['C-544'], session: true, summary: 'Whether one’s own password has expired' },
        async (c) => c.json(await passwordExpiryOf(deps, await selfOf(deps, c))),
      )
      // ---- one user ----
      .put(
        ONE,
        {
          catalogue: ['C-546'],
          permission: 'update:users',
          account: 'user',
          body: userUpdateSchema,
          summary: 'Change a user',
        },
        async (c, { body, row }) => c.json(await updateUser(db, c.get('principal'), row, body)),
      )
      .delete(
        ONE,
        { catalogue: ['C-547'], permission: 'delete:users', account: 'user' },
        async (c, { row }) => c.json(await removeUser(db, c.get('principal'), row)),
      )
      .put(
        `${ONE}/by-admin`,
        {
          catalogue: ['C-548'],
          permission: 'update:users',
          account: 'user',
          body: userUpdateSchema,
          summary:
            'An administrator changes another user (one’s own record: C-549, with the current password)',
        },
        async (c, { body, row }) => {
          if (row.id === c.get('principal').userId)
            throw forbidden('Change your own record from your profile, with your current password.');
          return c.json(await updateUser(db, c.get('principal'), row, body));
        },
      )
      .get(
        `${ONE}/telephony`,
        {
          catalogue: ['C-537'],
          permission: 'read:users',
          account: 'user',
          summary: 'A user in the phone system’s view',
        },
        async (c, { row }) => c.json(await telephonyUser(db, row)),
      )
      .put(
        `${ONE}/telephony`,
        {
          catalogue: ['C-538'],
          permission: 'update:users',
          account: 'user',
          body: userUpdateSchema,
          summary: 'Change a user in the phone system’s view',
        },
        async (c, { body, row }) => c.json(await updateUser(db, c.get('principal'), row, body)),
      )
      .get(
        `${ONE}/privileges`,
        {
          catalogue: ['C-540'],
          permission: 'read:users',
          account: 'user',
          summary: 'What a user may do (as C-039)',
        },
        async (c, { row }) => c.json(await userPrivilegesOf(db, row)),
      )
  );
}
