// The phone system application server's user calls (cat §7.10): bulk create, bulk password
// reset and bulk resend of the new-user e-mail as tasks polled by id (the task routes every kind
// shares are server/areas/tasks/taskRoutes.ts); create user with extension; random password;
// single resend and PIN reset e-mails; the outbox for developers.

import { randomInt } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Context } from 'hono';
import type * as z from 'zod';
import type { JobKind } from '../../../src/domain/jobKinds';
import {
  bulkCallerIdSchema,
  bulkImportSchema,
  bulkUserIdsSchema,
  userWithExtensionSchema,
} from '../../../src/domain/schemas/bulk';
import { noBodySchema } from '../../../src/domain/schemas/common';
import { outboxQuerySchema } from '../../../src/domain/schemas/listQuery';
import { assignableRoles } from '../../../src/domain/userRules';
import { listOrder, listTotal } from '../../db/listPage';
import { outbox } from '../../db/schema';
import { badRequest, validationFailed } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import { startJob } from '../../jobs/runner';
import { newUserMail, pinResetMail, queueMailOrRefuse } from '../../mail/outbox';
import { createUsers } from './createUser';
import {
  extensionInUse,
  extensionNumberTaken,
  loadTelephonyUser,
  loginNameTaken,
  nextExtensionNumber,
  TAKEN_MESSAGE,
  uniqueViolationAs400,
  userInputFrom,
} from './userStore';
import { accountFacts, assertUserWrite } from './userWrites';

const INVALID_ACCOUNT = 'Invalid account ID supplied to this method';

export function bulkRoutes(deps: Deps) {
  const { db } = deps;
  const startTask = async (c: Context<Env>, kind: JobKind, rows: TaskRows) => {
    const taskId = await startJob(deps, {
      accountId: c.get('actingAccountId'),
      kind,
      createdBy: c.get('principal').userId,
      rows: rows.rows,
    });
    return c.json(
      { taskId, status: 'queued', total: rows.rows.length, duplicatesIgnored: rows.duplicatesIgnored },
      202,
    );
  };

  return (
    secureRouter(deps)
      // Bulk calls need an account id (cat §5, §8).
      .post(
        '/rest/account/users/:action',
        {
          catalogue: [],
          session: true,
          body: noBodySchema,
          summary: 'A bulk call without an account (refused)',
        },
        () => {
          throw badRequest(INVALID_ACCOUNT);
        },
      )
      .post(
        '/rest/account/:accountId/users/bulkCreate',
        {
          catalogue: ['C-323'],
          permission: 'create:users',
          account: 'path',
          body: bulkImportSchema,
          rateLimit: 'bulkStart',
          summary: 'Import users (a task)',
        },
        (c, { body }) => startTask(c, 'userImport', importRows(body)),
      )
      .post(
        '/rest/account/:accountId/users/bulkPasswordReset',
        {
          catalogue: ['C-329'],
          permission: 'update:users',
          account: 'path',
          body: bulkUserIdsSchema,
          rateLimit: 'bulkStart',
          summary: 'Reset the passwords of chosen users (a task)',
        },
        (c, { body }) => startTask(c, 'passwordReset', userIdRows(body)),
      )
      .post(
        '/rest/account/:accountId/users/bulkResendNewUserEmail',
        {
          catalogue: ['C-327'],
          permission: 'update:users',
          account: 'path',
          body: bulkUserIdsSchema,
          rateLimit: 'bulkStart',
          summary: 'Send chosen users the new-user e-mail again (a task)',
        },
        (c, { body }) => startTask(c, 'welcomeResend', userIdRows(body)),
      )
      .post(
        '/rest/account/:accountId/userWithExtension',
        {
          catalogue: ['C-331'],
          permission: 'create:users',
          account: 'path',
          body: userWithExtensionSchema,
          summary: 'Add a user with their extension',
        },
        async (c, { body }) => {
          const accountId = c.get('actingAccountId');
          const account = await accountFacts(db, accountId);
          const input = userInputFrom(body.user, account.country, assignableRoles(account.kind));
          await assertUserWrite(db, c.get('principal'), undefined, {
            kind: 'create',
            roleId: input.values.roleId!,
          });
          // Field errors name the field's place in this body, as the schema's do.
          const fields = { loginName: 'user.loginName', extension: 'assignments.extension' };
          if (await loginNameTaken(db, input.values.loginName!))
            throw validationFailed([{ field: fields.loginName, message: TAKEN_MESSAGE }]);
          const wanted = body.assignments?.extension;
          const number = wanted ?? String(await nextExtensionNumber(db, accountId));
          if (wanted && (await extensionNumberTaken(db, accountId, wanted)))
            throw validationFailed([{ field: fields.extension, message: extensionInUse(wanted) }]);
          const extension = { number, servicePlan: body.assignments?.servicePlan };
          const user = await db
            .transaction(
              async (tx) => (await createUsers(deps, tx, accountId, [{ input, extension }])).users[0],
            )
            .catch((e) => uniqueViolationAs400(e, number, fields));
          return c.json(await loadTelephonyUser(db, user.id, accountId), 201);
        },
      )
      .post(
        '/rest/account/:accountId/users/bulkCallerIdUpdate',
        {
          catalogue: ['C-330'],
          permission: 'update:users',
          account: 'path',
          body: bulkCallerIdSchema,
          rateLimit: 'bulkStart',
          summary: 'Set the caller-id name of chosen users’ numbers (a task)',
        },
        (c, { body }) =>
          startTask(c, 'callerIdUpdate', {
            rows: body.users.map((u, i) => ({ rowNumber: i + 1, input: u })),
            duplicatesIgnored: 0,
          }),
      )
      .get('/rest/randomPassword', { catalogue: ['C-325'], session: true }, (c) =>
        c.json({ password: randomPassword() }),
      )
      .post(
        '/rest/account/:accountId/user/:userId/resendNewUserEmail',
        {
          catalogue: ['C-326'],
          permission: 'update:users',
          account: 'user',
          body: noBodySchema,
          summary: 'Send a user the new-user e-mail again',
        },
        async (c, { row: user }) => {
          await assertUserWrite(db, c.get('principal'), user, { kind: 'update' });
          await queueMailOrRefuse(c, deps, newUserMail(user));
          return c.json({ sent: true, to: user.email });
        },
      )
      .post(
        '/rest/account/:accountId/user/:userId/pinResetEmail',
        {
          catalogue: ['C-328'],
          permission: 'update:users',
          account: 'user',
          body: noBodySchema,
          summary: 'Send a user the voicemail PIN reset e-mail',
        },
        async (c, { row: user }) => {
          await assertUserWrite(db, c.get('principal'), user, { kind: 'update' });
          await queueMailOrRefuse(c, deps, pinResetMail(user));
          return c.json({ sent: true, to: user.email });
        },
      )
      // For developers: what the platform sent (or would have sent) from this account.
      .get(
        '/rest/account/:accountId/outbox',
        {
          catalogue: [],
          permission: 'read:users',
          account: 'path',
          query: outboxQuerySchema,
          summary: 'The e-mails sent from the account (for developers)',
        },
        async (c, { query }) => {
          const { afterId } = query.filters;
          const where = and(
            eq(outbox.accountId, c.get('actingAccountId')),
            afterId === undefined ? undefined : gt(outbox.id, afterId),
          );
          const rows = await db
            .select()
            .from(outbox)
            .where(where)
            .orderBy(...listOrder(query, { id: outbox.id }, outbox.id))
            .limit(query.pageSize)
            .offset(query.offset);
          const total = await listTotal(query, rows.length, () => db.$count(outbox, where));
          return c.json({ total, items: rows });
        },
      )
  );
}

type TaskRows = { rows: { rowNumber: number; input: unknown }[]; duplicatesIgnored: number };

/** The body's list under `field`: at least one entry, at most `max` (the answer says the cap). */
/** The rows of a bulk import, each with its CSV row number (its position when it has none). */
function importRows(body: z.output<typeof bulkImportSchema>): TaskRows {
  const rows = body.users.map(({ rowNumber, ...input }, i) => ({ rowNumber: rowNumber ?? i + 1, input }));
  return { rows, duplicatesIgnored: 0 };
}

/** The rows of a bulk action on users: each user once. */
function userIdRows(body: z.output<typeof bulkUserIdsSchema>): TaskRows {
  const seen = new Set<string>();
  const rows: TaskRows['rows'] = [];
  body.userIds.forEach((id, i) => {
    // The runner reads each id as a number: 7 and "7" are the same user.
    const key = String(Number(id));
    if (seen.has(key)) return;
    seen.add(key);
    rows.push({ rowNumber: i + 1, input: { userId: id } });
  });
  return { rows, duplicatesIgnored: body.userIds.length - rows.length };
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SYMBOLS = '!@#$%*-_';

/** 16 characters with upper, lower, digit and symbol, from the CSPRNG. */
export function randomPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)];
  const chars = [
    pick('ABCDEFGHJKLMNPQRSTUVWXYZ'),
    pick('abcdefghijkmnopqrstuvwxyz'),
    pick('23456789'),
    pick(SYMBOLS),
  ];
  while (chars.length < 16) chars.push(pick(ALPHABET));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
