// The bulk changes of phone numbers (NUM-04, NUM-05, REQ-08; decision 0090), at the paths of
// decision 0072: the portal's bulk call, the appserver's calls per action (C-337…C-348) and the
// ucaas calls (C-095…C-106, C-118, C-119). Every one maps its body to (selection, change) and
// calls startNumberBulk: a dry run (200) or a task polled at .../bulkTask/:taskId (202). Also the
// number page's edit of one number, which makes the same change to that number at once.
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { isTollFree, numberDigits } from '../../../src/domain/phoneNumbers';
import {
  type NumberChange,
  type NumberSelection,
  numberBulkSchema,
  type PhoneNumber,
} from '../../../src/domain/schemas/phoneNumber';
import {
  bulkActionSchema,
  callerIdCodeListQuerySchema,
  changeFields,
  moveToAccountSchema,
  numberEditSchema,
  numbersActionSchema,
} from '../../../src/domain/schemas/phoneNumberBulk';
import { z } from '../../../src/domain/schemas/zod';
import type { DbOrTx } from '../../db/client';
import { listTotal } from '../../db/listPage';
import { extensions, phoneNumbers } from '../../db/schema';
import { notFound, validationFailed } from '../../http/errors';
import { type SecureRouter, secureRouter } from '../../http/secureRouter';
import type { Deps, Env } from '../../http/types';
import { bulkAnswer, startNumberBulk } from './numberBulk';
import { changeNumbers, NOT_IN_ACCOUNT, storedChange } from './numberChanges';

const BASE = '/rest/account/:accountId/phoneNumbers';
const UCAAS = '/api/ucaas/account/:accountId';
const NUMBERS = `${UCAAS}/phonesystem/accountPhoneNumbers`;
const TASK =
  'polled at /svc/appserver/rest/account/{accountId}/bulkTask/{taskId}; dryRun answers what it would do';

type Body = Record<string, unknown> & { dryRun?: boolean };

/** The change of an action from a body holding its fields. */
const changeOf = (action: NumberChange['action'], body: Body) => {
  const fields = Object.fromEntries(
    Object.entries(body).filter(([k]) => !['selection', 'phoneNumbers', 'dryRun'].includes(k)),
  );
  return { action, ...fields } as NumberChange;
};

const byNumbers = (phoneNumbers: string[]): NumberSelection => ({ phoneNumbers });

/** Runs a call through the one start and answers it. */
const run = async (
  deps: Deps,
  c: Context<Env>,
  selection: NumberSelection,
  change: NumberChange,
  body: { dryRun?: boolean },
) => bulkAnswer(c, await startNumberBulk(deps, c, { selection, change, dryRun: body.dryRun }));

/** The appserver's bulk calls of one action each (C-337…C-347), on a selection. */
const APPSERVER_ACTIONS = [
  ['C-337', 'status', 'PhoneNumbersBulkStatus', changeFields.status, 'update'],
  ['C-338', 'callerIdName', 'PhoneNumbersBulkCallerIdName', changeFields.callerIdName, 'update'],
  ['C-339', 'callerIdCode', 'PhoneNumbersBulkCallerIdCode', changeFields.callerIdCode, 'update'],
  ['C-340', 'customTag', 'PhoneNumbersBulkCustomTag', changeFields.customTag, 'update'],
  ['C-341', 'provider', 'PhoneNumbersBulkProvider', changeFields.provider, 'update'],
  ['C-342', 'backupNumber', 'PhoneNumbersBulkBackupNumber', changeFields.backupNumber, 'update'],
  ['C-343', 'removeFromAccount', 'PhoneNumbersBulkRemoveFromAccount', {}, 'delete'],
  ['C-344', 'removeFromUse', 'PhoneNumbersBulkRemoveFromUse', {}, 'delete'],
  ['C-346', 'provision', 'PhoneNumbersBulkProvision', {}, 'update'],
  ['C-347', 'initialAssign', 'PhoneNumbersBulkInitialAssign', changeFields.initialAssign, 'update'],
] as const;

/** The ucaas calls of one action each (C-095…C-106, C-118), on the numbers named. */
const UCAAS_ACTIONS = [
  ['C-095', 'post', `${NUMBERS}/removeFromUse`, 'removeFromUse', 'RemoveFromUse', {}, 'delete'],
  ['C-096', 'post', `${NUMBERS}/removeFromAccount`, 'removeFromAccount', 'RemoveFromAccount', {}, 'delete'],
  ['C-097', 'post', `${NUMBERS}/changeStatus`, 'status', 'ChangeStatus', changeFields.status, 'update'],
  [
    'C-098',
    'post',
    `${NUMBERS}/changeProvider`,
    'provider',
    'ChangeProvider',
    changeFields.provider,
    'update',
  ],
  ['C-100', 'post', `${NUMBERS}/updateCCS`, 'backupNumber', 'UpdateCCS', changeFields.backupNumber, 'update'],
  [
    'C-101',
    'put',
    `${UCAAS}/updateCustomTag`,
    'customTag',
    'UpdateCustomTag',
    changeFields.customTag,
    'update',
  ],
  [
    'C-104',
    'post',
    `${UCAAS}/phonesystem/changeCallerIdCd`,
    'callerIdCode',
    'ChangeCallerIdCd',
    changeFields.callerIdCode,
    'update',
  ],
  [
    'C-105',
    'post',
    `${UCAAS}/changeCallerIdName`,
    'callerIdName',
    'ChangeCallerIdName',
    changeFields.callerIdName,
    'update',
  ],
  [
    'C-106',
    'post',
    `${UCAAS}/changeInitialAssign`,
    'initialAssign',
    'ChangeInitialAssign',
    changeFields.initialAssign,
    'update',
  ],
  ['C-118', 'post', `${UCAAS}/bulkProvision`, 'provision', 'BulkProvision', {}, 'update'],
] as const;

/** The appserver's calls: the portal's bulk call, one per action, the BYOC delete, the edit. */
export function numberBulkRoutes(deps: Deps): SecureRouter {
  const router = secureRouter(deps)
    .post(
      `${BASE}/bulk`,
      {
        catalogue: [],
        permission: 'update:phone-numbers',
        account: 'path',
        body: numberBulkSchema,
        rateLimit: 'bulkStart',
        summary: `A bulk change of phone numbers (removals need delete:phone-numbers); ${TASK}`,
      },
      async (c, { body }) => run(deps, c, body.selection, body.change, body),
    )
    .post(
      `${BASE}/bulk/move`,
      {
        catalogue: ['C-345'],
        permission: 'update:phone-numbers',
        account: 'path',
        body: bulkActionSchema('PhoneNumbersBulkMove', {
          accountId: z.number({ error: 'Choose the account to move to.' }).int().positive(),
          batchSize: z.number().int().min(1).max(500).optional(),
        }),
        rateLimit: 'bulkStart',
        summary: `Move numbers to another account under the caller's own, in batches; ${TASK}`,
      },
      async (c, { body }) =>
        run(
          deps,
          c,
          body.selection,
          { action: 'move', accountId: body.accountId, batchSize: body.batchSize },
          body,
        ),
    )
    .delete(
      BASE,
      {
        catalogue: ['C-348'],
        permission: 'delete:phone-numbers',
        account: 'path',
        body: numbersActionSchema('PhoneNumbersDeleteByoc', {}),
        rateLimit: 'bulkStart',
        summary: `Delete bring-your-own-carrier numbers (others are refused); ${TASK}`,
      },
      async (c, { body }) => run(deps, c, byNumbers(body.phoneNumbers), { action: 'deleteByoc' }, body),
    )
    .put(
      `${BASE}/:phoneNumber`,
      {
        catalogue: [],
        permission: 'update:phone-numbers',
        account: 'path',
        body: numberEditSchema,
        summary: 'Change one number from its page (the bulk change’s rules, at once); answers the number',
      },
      async (c, { body }) => {
        const accountId = c.get('actingAccountId');
        const digits = numberDigits(c.req.param('phoneNumber') ?? '');
        const principal = c.get('principal');
        const answer = await deps.db.transaction(async (tx) => {
          const fields: [keyof typeof body, NumberChange][] = [];
          if (body.callerIdName !== undefined)
            fields.push(['callerIdName', { action: 'callerIdName', callerIdName: body.callerIdName }]);
          if (body.callerId !== undefined)
            fields.push(['callerId', { action: 'callerIdCode', callerId: body.callerId }]);
          if (body.customTag !== undefined)
            fields.push(['customTag', { action: 'customTag', customTag: body.customTag }]);
          if (body.backupNumber !== undefined)
            fields.push(['backupNumber', { action: 'backupNumber', backupNumber: body.backupNumber }]);
          if (body.initialAssign !== undefined)
            fields.push(['initialAssign', { action: 'initialAssign', initialAssign: body.initialAssign }]);
          if (body.status !== undefined) fields.push(['status', { action: 'status', status: body.status }]);
          const actor = { userId: principal.userId, homeAccountId: principal.homeAccountId, taskId: null };
          for (const [field, change] of fields) {
            const [outcome] = await changeNumbers(
              tx,
              deps.now(),
              accountId,
              storedChange(change),
              [digits],
              actor,
            );
            if (outcome.reason === NOT_IN_ACCOUNT) throw notFound('Phone number not found');
            if (outcome.status === 'refused')
              throw validationFailed([{ field, message: outcome.reason ?? 'Not changed.' }]);
          }
          return numberAnswer(tx, accountId, digits);
        });
        if (!answer) throw notFound('Phone number not found');
        return c.json(answer);
      },
    );
  for (const [id, action, schemaId, fields, key] of APPSERVER_ACTIONS)
    router.post(
      `${BASE}/bulk/${action}`,
      {
        catalogue: [id],
        permission: `${key}:phone-numbers`,
        account: 'path',
        body: bulkActionSchema(schemaId, fields),
        rateLimit: 'bulkStart',
        summary: `A bulk change (${action}) of the selected numbers; ${TASK}`,
      },
      async (c, { body }) => run(deps, c, body.selection, changeOf(action, body as Body), body),
    );
  return router;
}

/** The ucaas calls: one per action on the numbers named, the move, the removal, the caller ids. */
export function ucaasNumberBulkRoutes(deps: Deps): SecureRouter {
  const router = secureRouter(deps)
    .post(
      `${NUMBERS}/moveToAccount`,
      {
        catalogue: ['C-099'],
        permission: 'update:phone-numbers',
        account: 'path',
        body: moveToAccountSchema,
        rateLimit: 'bulkStart',
        summary: `Move numbers to another account under the caller's own, 50 a batch unless batchSize says; ${TASK}`,
      },
      async (c, { body }) =>
        run(
          deps,
          c,
          byNumbers(body.phoneNumbers.map((n) => n.phoneNumber)),
          { action: 'move', accountId: body.accountId, batchSize: body.batchSize },
          body,
        ),
    )
    .post(
      '/api/ucaas/account/phoneNumber/remove',
      {
        catalogue: ['C-119'],
        permission: 'delete:phone-numbers',
        account: 'session',
        body: numbersActionSchema('PhoneNumbersRemove', {}),
        rateLimit: 'bulkStart',
        summary: `Remove numbers from the session's account (back to the platform's inventory); ${TASK}`,
      },
      async (c, { body }) =>
        run(deps, c, byNumbers(body.phoneNumbers), { action: 'removeFromAccount' }, body),
    )
    .get(
      `${UCAAS}/phonesystem/changeCallerIdCd`,
      {
        catalogue: ['C-103'],
        permission: 'read:phone-numbers',
        account: 'path',
        query: callerIdCodeListQuerySchema,
        summary: "The account's numbers a caller id code may be (each a number of the account)",
      },
      async (c, { query }) => {
        const accountId = c.get('actingAccountId');
        const { offset, pageSize } = query;
        const mine = and(eq(phoneNumbers.accountId, accountId), sql`${phoneNumbers.status} <> 'Porting In'`);
        const items = await deps.db
          .select({ phoneNumber: phoneNumbers.phoneNumber, callerIdName: phoneNumbers.callerIdName })
          .from(phoneNumbers)
          .where(mine)
          .orderBy(
            query.sortDirection === 'DESC' ? desc(phoneNumbers.phoneNumber) : asc(phoneNumbers.phoneNumber),
          )
          .limit(pageSize)
          .offset(offset);
        const total = await listTotal(query, items.length, async () => {
          const [{ n }] = await deps.db.select({ n: count() }).from(phoneNumbers).where(mine);
          return n;
        });
        return c.json({ total, offset, pageSize, items });
      },
    );
  for (const [id, method, path, action, schemaId, fields, key] of UCAAS_ACTIONS)
    router[method](
      path,
      {
        catalogue: [id],
        permission: `${key}:phone-numbers`,
        account: 'path',
        body: numbersActionSchema(`PhoneNumbers${schemaId}`, fields),
        rateLimit: 'bulkStart',
        summary: `A change (${action}) of the numbers named; ${TASK}`,
      },
      async (c, { body }) =>
        run(deps, c, byNumbers(body.phoneNumbers), changeOf(action, body as unknown as Body), body),
    );
  return router;
}

/** One number as the lists answer it (NUM-01). */
async function numberAnswer(db: DbOrTx, accountId: number, digits: string): Promise<PhoneNumber | undefined> {
  const [n] = await db
    .select({
      number: phoneNumbers,
      extensionNumber: extensions.extensionNumber,
      assignedTo: extensions.userName,
    })
    .from(phoneNumbers)
    .leftJoin(extensions, eq(extensions.id, phoneNumbers.extensionId))
    .where(and(eq(phoneNumbers.accountId, accountId), eq(phoneNumbers.phoneNumber, digits)));
  if (!n) return undefined;
  const p = n.number;
  return {
    id: p.id,
    phoneNumber: p.phoneNumber,
    country: p.country,
    productNumber: p.productNumber,
    provider_name: p.providerName,
    initial_assign: p.initialAssign,
    callerId: p.callerId,
    callerIdName: p.callerIdName,
    customTag: p.customTag,
    backupNumber: p.backupNumber,
    status: p.status as PhoneNumber['status'],
    tollFree: p.isTollFree || isTollFree(p.phoneNumber),
    extensionId: p.extensionId,
    extensionNumber: n.extensionNumber,
    assignedTo: n.assignedTo,
  };
}
