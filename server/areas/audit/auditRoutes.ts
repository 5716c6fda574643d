// The audit log (RPT-03; C-419, C-141, C-176, C-177; decision 0106): the account's events, newest
// first, by kind (1..9; 9 is every kind), user and days of the account's zone, each with who did
// it, the account they belong to when it is not this one (a parent's person acting after a swap),
// what, when, from where when recorded, and its detail (before and after, when the change says).
import { and, desc, eq, gte, isNotNull, lt, type SQL, sql } from 'drizzle-orm';
import { AUDIT_KINDS, auditLogQuerySchema } from '../../../src/domain/schemas/reports';
import { listTotal } from '../../db/listPage';
import { accounts, auditEvents, users } from '../../db/schema';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { reportAccount } from '../reports/period';

const A = '/api/ucaas/account/:accountId';
const READ = { permission: 'read:audit-log', account: 'path' } as const;
const ALL_KINDS = 9;

export const auditKindName = (kind: number) => AUDIT_KINDS[kind - 1] ?? 'unknown';

export function auditRoutes(deps: Deps) {
  const { db } = deps;
  return secureRouter(deps)
    .get(
      `${A}/auditLog/events`,
      {
        catalogue: ['C-419'],
        ...READ,
        query: auditLogQuerySchema,
        summary: 'The account’s audit events, newest first',
      },
      async (c, { query }) => {
        const accountId = c.get('actingAccountId');
        const account = await reportAccount(db, accountId);
        const f = query.filters;
        const where: SQL[] = [eq(auditEvents.accountId, accountId)];
        if (f.kind !== undefined && f.kind !== ALL_KINDS) where.push(eq(auditEvents.eventKind, f.kind));
        if (f.userId !== undefined) where.push(eq(auditEvents.actorUserId, f.userId));
        const tz = account.timeZone;
        if (f.from)
          where.push(
            gte(auditEvents.createdAt, sql`((${f.from}::date)::timestamp at time zone ${tz}::text)`),
          );
        if (f.to)
          where.push(
            lt(auditEvents.createdAt, sql`(((${f.to}::date) + 1)::timestamp at time zone ${tz}::text)`),
          );
        const actorAccount = sql<
          string | null
        >`(select a.name from ${accounts} a where a.id = ${auditEvents.actorAccountId})`;
        const rows = await db
          .select({
            id: auditEvents.id,
            createdAt: auditEvents.createdAt,
            kind: auditEvents.eventKind,
            action: auditEvents.action,
            detail: auditEvents.detail,
            actorUserId: auditEvents.actorUserId,
            actorName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
            actorLogin: users.loginName,
            actorAccountId: auditEvents.actorAccountId,
            actorAccountName: actorAccount,
          })
          .from(auditEvents)
          .leftJoin(users, eq(users.id, auditEvents.actorUserId))
          .where(and(...where))
          .orderBy(
            query.sortDirection === 'ASC' ? auditEvents.createdAt : desc(auditEvents.createdAt),
            query.sortDirection === 'ASC' ? auditEvents.id : desc(auditEvents.id),
          )
          .limit(query.pageSize)
          .offset(query.offset);
        const total = await listTotal(query, rows.length, () => db.$count(auditEvents, and(...where)));
        return c.json({
          accountId,
          total,
          items: rows.map((r) => {
            const detail = (r.detail ?? {}) as Record<string, unknown>;
            return {
              ...r,
              kindName: auditKindName(r.kind),
              // Acting for this account while belonging to another (after a swap).
              actingForAccountId:
                r.actorAccountId !== null && r.actorAccountId !== accountId ? accountId : null,
              address: typeof detail.address === 'string' ? detail.address : null,
            };
          }),
        });
      },
    )
    .get(
      `${A}/getEventUsers`,
      { catalogue: ['C-141'], ...READ, summary: 'The people who appear in the account’s audit events' },
      async (c) => {
        const accountId = c.get('actingAccountId');
        const rows = await db
          .selectDistinct({
            userId: users.id,
            name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
            loginName: users.loginName,
          })
          .from(auditEvents)
          .innerJoin(users, eq(users.id, auditEvents.actorUserId))
          .where(and(eq(auditEvents.accountId, accountId), isNotNull(auditEvents.actorUserId)))
          .orderBy(sql`2`, users.id);
        return c.json({ accountId, total: rows.length, items: rows });
      },
    )
    .get(
      '/api/ucaas/lookup/genericSearch/eventType',
      { catalogue: ['C-177'], session: true, summary: 'The audit event kinds (1..9)' },
      async (c) => c.json({ items: AUDIT_KINDS.map((name, i) => ({ id: i + 1, name })) }),
    )
    .get(
      '/api/ucaas/lookup/genericSearch/event',
      {
        catalogue: ['C-176'],
        permission: 'read:audit-log',
        account: 'session',
        summary: 'The actions seen in the acting account’s audit events',
      },
      async (c) => {
        const rows = await db
          .selectDistinct({ action: auditEvents.action, kind: auditEvents.eventKind })
          .from(auditEvents)
          .where(eq(auditEvents.accountId, c.get('actingAccountId')))
          .orderBy(auditEvents.action)
          .limit(500);
        return c.json({ items: rows });
      },
    );
}
