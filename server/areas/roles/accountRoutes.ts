// The phone system service (/api/ucaas/..., cat §7.1 and §7.2).

import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { callLogQuerySchema } from '../../../src/domain/schemas/listQuery';
import { listOrder, listTotal } from '../../db/listPage';
import { accounts, callRecords, devices, extensions, phoneNumbers, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { accountTimeFormat } from '../portalConfig/settingsStore';
import { accountInfo } from './accountView';

/** The call log's sort fields and their columns. */
const CALL_ORDER = { startedAt: callRecords.startedAt, durationSeconds: callRecords.durationSeconds };

export function ucaasRoutes(deps: Deps) {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      '/api/ucaas/account/:accountId/info',
      { catalogue: ['C-048'], permission: 'read:account', account: 'path' },
      async (c) => {
        const id = c.get('actingAccountId');
        const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
        if (!account) throw notFound('Account not found');
        const [parent] = account.parentId
          ? await db.select().from(accounts).where(eq(accounts.id, account.parentId))
          : [];
        return c.json(accountInfo(account, parent, await accountTimeFormat(db, id)));
      },
    )
    .get(
      '/api/ucaas/account/:accountId/v4/serviceInfo',
      { catalogue: ['C-053'], permission: 'read:account', account: 'path' },
      async (c) => {
        const id = c.get('actingAccountId');
        const countOf = async (table: typeof users | typeof extensions | typeof devices) =>
          (await db.select({ n: count() }).from(table).where(eq(table.accountId, id)))[0].n;
        const [numbers] = await db
          .select({
            total: count(),
            tollFree: sql<number>`count(*) filter (where ${phoneNumbers.isTollFree})`,
          })
          .from(phoneNumbers)
          .where(eq(phoneNumbers.accountId, id));
        const [assigned] = await db
          .select({ n: count() })
          .from(devices)
          .where(and(eq(devices.accountId, id), isNotNull(devices.extensionId)));
        return c.json({
          accountId: id,
          users: await countOf(users),
          extensions: await countOf(extensions),
          devices: await countOf(devices),
          assignedDevices: assigned.n,
          phoneNumbers: { totalCount: numbers.total, tollFreeCount: Number(numbers.tollFree) },
        });
      },
    )
    .get(
      '/api/ucaas/user/:userId/v2/calllogs',
      {
        catalogue: ['C-036'],
        permission: 'read:my-calls',
        account: 'user',
        query: callLogQuerySchema,
        summary: 'A page of a user’s calls',
      },
      async (c, { query, row: user }) => {
        const principal = c.get('principal');
        // Personal calls: a user reads their own; reading someone else's needs the reports permission.
        if (user.id !== principal.userId) {
          if (!c.get('permissions').has('read:reports')) throw notFound('User not found');
        }
        const where = eq(callRecords.userId, user.id);
        const rows = await db
          .select()
          .from(callRecords)
          .where(where)
          .orderBy(...listOrder(query, CALL_ORDER, callRecords.id))
          .limit(query.pageSize)
          .offset(query.offset);
        const total = await listTotal(query, rows.length, () => db.$count(callRecords, where));
        return c.json({ total, items: rows });
      },
    );
}
