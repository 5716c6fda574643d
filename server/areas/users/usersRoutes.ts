// The phone system service's user calls (cat §7.1, §7.2 users): list and search with paging,
// sort and field lists (REQ-11), count, get/create/update/delete, login-name availability
// (USER-04), the new-user e-mail, phone book (USER-09) and security settings. Every query is
// bounded to the account the route acts on; the user-management rule (userWrites.ts) guards
// every write to a user.

import { and, count, eq, ilike, or } from 'drizzle-orm';
import type { Context } from 'hono';
import type * as z from 'zod';
import { checkPhoneInput } from '../../../src/domain/phoneInput';
import {
  loginNameCheckQuerySchema,
  phonebookQuerySchema,
  userListQuerySchema,
} from '../../../src/domain/schemas/listQuery';
import { phonebookRecordSchema } from '../../../src/domain/schemas/phonebook';
import { securitySettingsSchema } from '../../../src/domain/schemas/securitySettings';
import { loginNameProblem, userCreateSchema, userUpdateSchema } from '../../../src/domain/schemas/user';
import { rowId } from '../../auth/authorize';
import { applyIdleTimeout } from '../../auth/tokens';
import { deleteImpact } from '../../db/deleteImpact';
import { listOrder, listTotal } from '../../db/listPage';
import { phonebookRecords, userSecuritySettings, users } from '../../db/schema';
import { containsPattern } from '../../db/textSearch';
import { notFound, validationFailed } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import { newUserMail, queueMailOrRefuse } from '../../mail/outbox';
import { createUser, removeUser, updateUser } from './userActions';
import {
  accountCountry,
  listUsers,
  loginNameTaken,
  securitySettingsOf,
  TAKEN_MESSAGE,
  telephonyUser,
  type UserRow,
} from './userStore';
import { assertUserWrite } from './userWrites';

const USER_VERSIONS = [
  { version: 'v4', read: 'C-009', write: 'C-012', remove: 'C-016' },
  { version: 'v3', read: 'C-010', write: 'C-013', remove: 'C-017' },
  { version: 'v1', read: 'C-011', write: 'C-014', remove: 'C-018' },
] as const;

/** The phone book's sort fields and their columns. */
const PHONEBOOK_ORDER = { name: phonebookRecords.name, phoneNumber: phonebookRecords.phoneNumber };

export function ucaasUsersRoutes(deps: Deps) {
  const { db } = deps;
  const idParam = (raw: string | undefined, name: string) => {
    const id = rowId(raw);
    if (id === undefined) throw notFound(`${name} not found`);
    return id;
  };

  /** A phone book record to write: the rule on its user, its number checked. */
  const writablePhonebookRecord = async (
    c: Context<Env>,
    user: UserRow,
    body: z.output<typeof phonebookRecordSchema>,
  ) => {
    await assertUserWrite(db, c.get('principal'), user, { kind: 'update' });
    return phonebookInput(body, await accountCountry(db, user.accountId));
  };

  const availability = async (loginName: string | undefined) => {
    const name = (loginName ?? '').trim();
    const problem = loginNameProblem(name);
    if (problem) throw validationFailed([{ field: 'userName', message: problem }]);
    const taken = await loginNameTaken(db, name);
    return { userName: name, available: !taken, ...(taken ? { message: TAKEN_MESSAGE } : {}) };
  };

  const router = secureRouter(deps)
    // ---- lists ----
    .get(
      '/api/ucaas/account/:accountId/users',
      {
        catalogue: ['C-079'],
        permission: 'read:users',
        account: 'path',
        query: userListQuerySchema,
        rateLimit: 'wholeList',
        summary: 'A page of the account’s users',
      },
      async (c, { query }) => {
        const accountId = c.get('actingAccountId');
        const body = await deps.listCache!.answer(db, accountId, 'users', query, async () => {
          const page = await listUsers(db, accountId, query);
          return `{"total":${page.total},"items":${page.itemsJson}}`;
        });
        return c.body(body, 200, { 'content-type': 'application/json' });
      },
    )
    .post(
      '/api/ucaas/account/:accountId/users',
      {
        catalogue: ['C-080'],
        permission: 'create:users',
        account: 'path',
        body: userCreateSchema,
        summary: 'Add a user to the account',
      },
      async (c, { body }) =>
        c.json(await createUser(deps, c.get('actingAccountId'), body, c.get('principal')), 201),
    )
    .get(
      '/api/ucaas/account/:accountId/userKeywordSearch',
      {
        catalogue: ['C-081'],
        permission: 'read:users',
        account: 'path',
        query: userListQuerySchema,
        rateLimit: 'wholeList',
        summary: 'Search the account’s users',
      },
      async (c, { query }) => {
        const page = await listUsers(db, c.get('actingAccountId'), query);
        // USER-03: the all-users search wraps its items in `results`.
        return c.body(`{"total":${page.total},"results":${page.itemsJson}}`, 200, {
          'content-type': 'application/json',
        });
      },
    )
    .get(
      '/api/ucaas/account/:accountId/userCount',
      { catalogue: ['C-082'], permission: 'read:users', account: 'path' },
      async (c) => {
        const [{ n }] = await db
          .select({ n: count() })
          .from(users)
          .where(eq(users.accountId, c.get('actingAccountId')));
        return c.json({ userCount: n });
      },
    )
    // ---- login-name availability (USER-04); login names are global, so no account rows are read ----
    .get(
      '/api/ucaas/account/userNameCheck',
      {
        catalogue: ['C-087'],
        permission: 'read:users',
        account: 'session',
        query: loginNameCheckQuerySchema,
        summary: 'Whether a login name is free',
      },
      async (c, { query }) => c.json(await availability(query.userName ?? query.loginName)),
    )
    .get(
      '/api/ucaas/account/:userName/available',
      { catalogue: ['C-086'], permission: 'read:users', account: 'session' },
      async (c) => c.json(await availability(c.req.param('userName'))),
    )
    .get(
      '/api/ucaas/account/:accountId/email/newUser/:userId',
      // A GET in the catalogue, but it sends an e-mail: audited like a write. The user must be
      // of the path's account.
      { catalogue: ['C-088'], permission: 'update:users', account: 'user', audit: true },
      async (c, { row: user }) => {
        await assertUserWrite(db, c.get('principal'), user, { kind: 'update' });
        await queueMailOrRefuse(c, deps, newUserMail(user));
        return c.json({ sent: true, to: user.email });
      },
    )
    // ---- one user ----
    .post(
      '/api/ucaas/v3/user',
      {
        catalogue: ['C-015'],
        permission: 'create:users',
        account: 'session',
        body: userCreateSchema,
        summary: 'Add a user to the acting account',
      },
      async (c, { body }) =>
        c.json(await createUser(deps, c.get('actingAccountId'), body, c.get('principal')), 201),
    )
    .get(
      '/api/ucaas/account/:accountId/user/:userId/deleteImpact',
      {
        catalogue: [],
        permission: 'delete:users',
        account: 'user',
        summary: 'What deleting a user would delete, keep detached, or be refused by',
      },
      async (c, { row: user }) => {
        return c.json({ userId: user.id, ...(await deleteImpact(db, 'users', user.id)) });
      },
    )
    // ---- phone book (USER-09: pages of 200) ----
    .get(
      '/api/ucaas/user/:userId/phonebookRecord',
      {
        catalogue: ['C-025'],
        permission: 'read:users',
        account: 'user',
        query: phonebookQuerySchema,
        summary: 'A page of a user’s phone book',
      },
      async (c, { query, row: user }) => {
        const like = query.keyword && containsPattern(query.keyword);
        const where = and(
          eq(phonebookRecords.userId, user.id),
          like
            ? or(ilike(phonebookRecords.name, like), ilike(phonebookRecords.phoneNumber, like))
            : undefined,
        );
        const items = await db
          .select()
          .from(phonebookRecords)
          .where(where)
          .orderBy(...listOrder(query, PHONEBOOK_ORDER, phonebookRecords.id))
          .limit(query.pageSize)
          .offset(query.offset);
        const total = await listTotal(query, items.length, () => db.$count(phonebookRecords, where));
        return c.json({ total, pageSize: query.pageSize, items: items.map(phonebookJson) });
      },
    )
    .post(
      '/api/ucaas/user/:userId/phonebookRecord',
      {
        catalogue: ['C-026'],
        permission: 'update:users',
        account: 'user',
        body: phonebookRecordSchema,
        summary: 'Add a phone book record',
      },
      async (c, { body, row: user }) => {
        const record = await writablePhonebookRecord(c, user, body);
        const [row] = await db
          .insert(phonebookRecords)
          .values({ accountId: user.accountId, userId: user.id, ...record })
          .returning();
        return c.json(phonebookJson(row), 201);
      },
    )
    .put(
      '/api/ucaas/user/:userId/phonebookRecord/:phoneBookId',
      {
        catalogue: ['C-027'],
        permission: 'update:users',
        account: 'user',
        body: phonebookRecordSchema,
        summary: 'Change a phone book record',
      },
      async (c, { body, row: user }) => {
        const record = await writablePhonebookRecord(c, user, body);
        const [row] = await db
          .update(phonebookRecords)
          .set(record)
          .where(
            and(
              eq(phonebookRecords.id, idParam(c.req.param('phoneBookId'), 'Record')),
              eq(phonebookRecords.userId, user.id),
            ),
          )
          .returning();
        if (!row) throw notFound('Record not found');
        return c.json(phonebookJson(row));
      },
    )
    .delete(
      '/api/ucaas/user/:userId/phonebookRecord/:phoneBookId',
      { catalogue: ['C-028'], permission: 'update:users', account: 'user' },
      async (c, { row: user }) => {
        await assertUserWrite(db, c.get('principal'), user, { kind: 'update' });
        const [row] = await db
          .delete(phonebookRecords)
          .where(
            and(
              eq(phonebookRecords.id, idParam(c.req.param('phoneBookId'), 'Record')),
              eq(phonebookRecords.userId, user.id),
            ),
          )
          .returning({ id: phonebookRecords.id });
        if (!row) throw notFound('Record not found');
        return c.json({ deleted: true });
      },
    );
  // One user, in each version the spec names (REQ-06): v4 is the portal's default; v3 and v1
  // answer the same shape (decision 0118), one handler each for read, change and delete.
  for (const v of USER_VERSIONS) {
    const path = `/api/ucaas/${v.version}/user/:userId`;
    router
      .get(path, { catalogue: [v.read], permission: 'read:users', account: 'user' }, async (c, { row }) =>
        c.json(await telephonyUser(db, row)),
      )
      .put(
        path,
        {
          catalogue: [v.write],
          permission: 'update:users',
          account: 'user',
          body: userUpdateSchema,
          summary: 'Change a user',
        },
        async (c, { body, row }) => c.json(await updateUser(db, c.get('principal'), row, body)),
      )
      .delete(
        path,
        { catalogue: [v.remove], permission: 'delete:users', account: 'user' },
        async (c, { row }) => c.json(await removeUser(db, c.get('principal'), row)),
      );
  }
  // C-021: the unversioned change of a user (USER-05), the same rule.
  router.put(
    '/api/ucaas/user/:userId',
    {
      catalogue: ['C-021'],
      permission: 'update:users',
      account: 'user',
      body: userUpdateSchema,
      summary: 'Change a user',
    },
    async (c, { body, row }) => c.json(await updateUser(db, c.get('principal'), row, body)),
  );
  // Security settings: v1 and v2 answer the same shape.
  for (const { path, read, write } of [
    { path: '/api/ucaas/user/:userId/security/settings', read: 'C-029', write: 'C-030' },
    { path: '/api/ucaas/user/:userId/v2/security/settings', read: 'C-031', write: 'C-032' },
  ] as const) {
    router
      .get(path, { catalogue: [read], permission: 'read:users', account: 'user' }, async (c, { row }) =>
        c.json(await readSecurity(row)),
      )
      .put(
        path,
        {
          catalogue: [write],
          permission: 'update:users',
          account: 'user',
          body: securitySettingsSchema,
          summary: 'Change a user’s security settings',
        },
        async (c, { body, row }) => c.json(await writeSecurity(c, row, body)),
      );
  }
  return router;

  function readSecurity(user: UserRow) {
    return securitySettingsOf(db, user);
  }

  async function writeSecurity(
    c: Context<Env>,
    user: UserRow,
    body: z.output<typeof securitySettingsSchema>,
  ) {
    const accountId = user.accountId;
    await assertUserWrite(db, c.get('principal'), user, { kind: 'update' });
    const { sessionTimeoutMinutes: t, ...flags } = body;
    const values = { ...flags, ...(t !== undefined ? { sessionTimeoutMinutes: t } : {}) };
    // Nothing to change still answers the settings (an empty PUT is not an error).
    const insert = db.insert(userSecuritySettings).values({ userId: user.id, accountId, ...values });
    await (Object.keys(values).length
      ? insert.onConflictDoUpdate({ target: userSecuritySettings.userId, set: values })
      : insert.onConflictDoNothing());
    if (t !== undefined) await applyIdleTimeout(deps, user.id);
    return readSecurity(user);
  }
}

function phonebookJson(r: typeof phonebookRecords.$inferSelect) {
  return { phoneBookId: r.id, userId: r.userId, name: r.name, phoneNumber: r.phoneNumber };
}

/** A record the schema took, its number checked against the account's country (PHONE-01). */
function phonebookInput(body: z.output<typeof phonebookRecordSchema>, country: string) {
  const check = checkPhoneInput(body.phoneNumber, country);
  if (!check.ok) throw validationFailed([{ field: 'phoneNumber', message: check.message }]);
  return { name: body.name, phoneNumber: check.value };
}
