// The tenant-tree reads behind the landing pages (ROLE-02): the provider's account search
// (cat §7.4 generic search "Account"), a parent's reseller and customer accounts, and the lists
// the international landing pages open (company call summary, PBX summary; the call queues
// list is the call-handling area's, server/areas/callHandling/queueRoutes.ts).

import { and, asc, count, countDistinct, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isParentType } from '../../../src/domain/roles';
import {
  accountSearchQuerySchema,
  callSummaryQuerySchema,
  childAccountsQuerySchema,
} from '../../../src/domain/schemas/listQuery';
import { descendantIds, descendantsOf, isSupportStaff } from '../../auth/tenancy';
import { listOrder, listTotal } from '../../db/listPage';
import { accounts, callRecords, extensions, phoneNumbers, users } from '../../db/schema';
import { containsPattern } from '../../db/textSearch';
import { secureRouter } from '../../http/secureRouter';
import type { Deps, Principal } from '../../http/types';

/** The sort fields of the account lists and their columns. */
const ACCOUNT_ORDER = { name: accounts.name, accountId: accounts.id };

export function tenantsRoutes(deps: Deps) {
  const { db } = deps;

  /** The accounts a search may show: all for support staff, else the home account's subtree. */
  const searchable = async (p: Principal): Promise<number[] | 'all'> => {
    if (isSupportStaff(p)) return 'all';
    return isParentType(p.roleId) ? descendantsOf(db, p.homeAccountId) : [p.homeAccountId];
  };

  const accountRow = {
    accountId: accounts.id,
    name: accounts.name,
    kind: accounts.kind,
    accountType: accounts.accountType,
    status: accounts.status,
    countryCode: accounts.countryCode,
    parentAccountId: accounts.parentId,
  };

  return secureRouter(deps)
    .get(
      '/api/ucaas/account/search',
      {
        catalogue: [],
        permission: 'read:account-search',
        account: 'session',
        query: accountSearchQuerySchema,
        summary: 'Search the accounts in reach',
      },
      async (c, { query }) => {
        const q = query.keyword;
        if (!q) return c.json({ query: '', total: 0, items: [] });
        const scope = await searchable(c.get('principal'));
        const like = containsPattern(q);
        const digits = q.replace(/\D/g, '');
        const byUser = db
          .select({ id: users.accountId })
          .from(users)
          .where(or(ilike(users.loginName, like), ilike(users.email, like)));
        const matches = [
          ilike(accounts.name, like),
          inArray(accounts.id, byUser),
          ...(/^\d{1,10}$/.test(q) && Number(q) < 2 ** 31 ? [eq(accounts.id, Number(q))] : []),
          ...(digits.length >= 4
            ? [
                inArray(
                  accounts.id,
                  db
                    .select({ id: phoneNumbers.accountId })
                    .from(phoneNumbers)
                    .where(ilike(phoneNumbers.phoneNumber, `%${digits}%`)),
                ),
              ]
            : []),
        ];
        const where = and(or(...matches), scope === 'all' ? undefined : inArray(accounts.id, scope));
        const rows = await db
          .select(accountRow)
          .from(accounts)
          .where(where)
          .orderBy(...listOrder(query, ACCOUNT_ORDER, accounts.id))
          .limit(query.pageSize)
          .offset(query.offset);
        const total = await listTotal(query, rows.length, () => db.$count(accounts, where));
        return c.json({ query: q, total, items: rows });
      },
    )
    .get(
      '/api/ucaas/account/:accountId/children',
      {
        catalogue: [],
        permission: 'read:reseller',
        account: 'path',
        query: childAccountsQuerySchema,
        summary: 'The accounts below an account',
      },
      async (c, { query }) => {
        const root = c.get('actingAccountId');
        const parent = alias(accounts, 'parent');
        const where = and(inArray(accounts.id, descendantIds(root)), ne(accounts.id, root));
        const rows = await db
          .select({ ...accountRow, parentAccountName: parent.name })
          .from(accounts)
          .leftJoin(parent, eq(parent.id, accounts.parentId))
          .where(where)
          .orderBy(...listOrder(query, ACCOUNT_ORDER, accounts.id))
          .limit(query.pageSize)
          .offset(query.offset);
        const total = await listTotal(query, rows.length, () => db.$count(accounts, where));
        return c.json({ total, items: rows });
      },
    )
    .get(
      '/api/ucaas/account/:accountId/callSummary',
      {
        catalogue: [],
        permission: 'read:reports',
        account: 'path',
        query: callSummaryQuerySchema,
        summary: 'The account’s calls per user',
      },
      async (c, { query }) => {
        const id = c.get('actingAccountId');
        const calls = count(callRecords.id);
        const order = {
          lastName: [users.lastName, users.firstName],
          firstName: [users.firstName, users.lastName],
          calls,
        };
        const rows = await db
          .select({
            userId: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            calls,
            inbound: sql<number>`count(*) filter (where ${callRecords.direction} = 'inbound')`.mapWith(
              Number,
            ),
            outbound: sql<number>`count(*) filter (where ${callRecords.direction} = 'outbound')`.mapWith(
              Number,
            ),
            missed: sql<number>`count(*) filter (where ${callRecords.result} = 'missed')`.mapWith(Number),
            seconds: sql<number>`coalesce(sum(${callRecords.durationSeconds}), 0)`.mapWith(Number),
          })
          .from(callRecords)
          .innerJoin(users, eq(users.id, callRecords.userId))
          .where(eq(callRecords.accountId, id))
          .groupBy(users.id)
          .orderBy(...listOrder(query, order, users.id))
          .limit(query.pageSize)
          .offset(query.offset);
        const total = await listTotal(query, rows.length, async () => {
          const [{ n }] = await db
            .select({ n: countDistinct(users.id) })
            .from(callRecords)
            .innerJoin(users, eq(users.id, callRecords.userId))
            .where(eq(callRecords.accountId, id));
          return n;
        });
        return c.json({ accountId: id, total, items: rows });
      },
    )
    .get(
      '/api/ucaas/account/:accountId/billHistory',
      { catalogue: [], permission: 'read:billing', account: 'path' },
      async (c) => {
        const id = c.get('actingAccountId');
        // Billing periods (calendar months) with the usage billed in them, from the call records.
        const period = sql<string>`to_char(${callRecords.startedAt} at time zone 'UTC', 'YYYY-MM')`;
        const rows = await db
          .select({
            billingPeriod: period,
            calls: count(),
            minutes: sql<number>`ceil(coalesce(sum(${callRecords.durationSeconds}), 0) / 60.0)`.mapWith(
              Number,
            ),
            outboundMinutes:
              sql<number>`ceil(coalesce(sum(${callRecords.durationSeconds}) filter (where ${callRecords.direction} = 'outbound'), 0) / 60.0)`.mapWith(
                Number,
              ),
          })
          .from(callRecords)
          .where(eq(callRecords.accountId, id))
          .groupBy(period)
          .orderBy(sql`1 desc`);
        return c.json({ accountId: id, items: rows });
      },
    )
    .get(
      '/api/ucaas/account/:accountId/pbxSummary',
      { catalogue: [], permission: 'read:users', account: 'path' },
      async (c) => {
        const id = c.get('actingAccountId');
        const byType = await db
          .select({ type: extensions.extensionType, count: count() })
          .from(extensions)
          .where(eq(extensions.accountId, id))
          .groupBy(extensions.extensionType)
          .orderBy(asc(extensions.extensionType));
        const byStatus = await db
          .select({ status: phoneNumbers.status, count: count() })
          .from(phoneNumbers)
          .where(eq(phoneNumbers.accountId, id))
          .groupBy(phoneNumbers.status)
          .orderBy(asc(phoneNumbers.status));
        const [u] = await db.select({ n: count() }).from(users).where(eq(users.accountId, id));
        return c.json({ accountId: id, users: u.n, extensionsByType: byType, numbersByStatus: byStatus });
      },
    );
}
