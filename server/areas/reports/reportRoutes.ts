// The reports (RPT-01; cat §7.2 metrics, §7.11 reporting; decision 0106): summaries, trends, the
// call log, active extensions, top values, meetings and messages, each counted by the database
// for a period of the account's days. None is ever cached: the platform answers every /api call
// with `cache-control: no-store`, and the portal's endpoints say noCache (REQ-07).

import { wholeNumber } from '../../../src/domain/schemas/listQuery';
import {
  reportCallLogQuerySchema,
  reportPeriodQuerySchema,
  topValuesQuerySchema,
  trendsQuerySchema,
} from '../../../src/domain/schemas/reports';
import { z } from '../../../src/domain/schemas/zod';
import { listTotal } from '../../db/listPage';
import { secureRouter } from '../../http/secureRouter';
import type { Deps } from '../../http/types';
import { addDays, daysBetween, periodOf, reportAccount } from './period';
import {
  activeExtensions,
  callLogCount,
  callLogPage,
  callsPerDay,
  callsPerMemberSet,
  callsPerUser,
  callTotals,
  meetings,
  queueAgents,
  topValues,
  totalsAndDays,
  trends,
} from './reportStore';

const A = '/api/ucaas/account/:accountId';
const R = `${A}/reports`;
const READ = { permission: 'read:reports', account: 'path' } as const;

const queueReportQuerySchema = z
  .object({ ...reportPeriodQuerySchema.shape, queueId: wholeNumber('queueId', 1, 2_147_483_647) })
  .meta({ id: 'CallQueueReport' });

export function reportRoutes(deps: Deps) {
  const { db } = deps;
  /** The account and the period a report reads. */
  const scope = async (accountId: number, q: { from?: string; to?: string }) => {
    const account = await reportAccount(db, accountId);
    return { account, period: periodOf(account, q, deps.now()) };
  };
  return secureRouter(deps)
    .get(
      `${A}/companySummaryMetrics`,
      {
        catalogue: ['C-132'],
        ...READ,
        query: reportPeriodQuerySchema,
        summary: 'The account’s calls of a period: totals, per day, top users',
      },
      async (c, { query }) => {
        const { account, period } = await scope(c.get('actingAccountId'), query);
        return c.json({
          accountId: account.id,
          period,
          ...(await totalsAndDays(db, account.id, period, query)),
          topUsers: await callsPerUser(db, account.id, period, query, 5),
        });
      },
    )
    .get(
      `${A}/userSummaryMetrics`,
      {
        catalogue: ['C-133'],
        ...READ,
        query: reportPeriodQuerySchema,
        summary: 'Each user’s calls of a period',
      },
      async (c, { query }) => {
        const { account, period } = await scope(c.get('actingAccountId'), query);
        const items = await callsPerUser(db, account.id, period, query);
        return c.json({ accountId: account.id, period, total: items.length, items });
      },
    )
    .get(
      `${A}/callGroupSummaryMetrics`,
      {
        catalogue: ['C-134'],
        ...READ,
        query: reportPeriodQuerySchema,
        summary: 'Each call group’s inbound calls of a period',
      },
      async (c, { query }) => {
        const { account, period } = await scope(c.get('actingAccountId'), query);
        const items = await callsPerMemberSet(db, account.id, period, 'group');
        return c.json({ accountId: account.id, period, total: items.length, items });
      },
    )
    .get(
      `${A}/callQueueSummaryMetrics`,
      {
        catalogue: ['C-135'],
        ...READ,
        query: reportPeriodQuerySchema,
        summary: 'Each call queue’s inbound calls of a period',
      },
      async (c, { query }) => {
        const { account, period } = await scope(c.get('actingAccountId'), query);
        const items = await callsPerMemberSet(db, account.id, period, 'queue');
        return c.json({ accountId: account.id, period, total: items.length, items });
      },
    )
    .get(
      `${A}/callQueueReports`,
      {
        catalogue: ['C-136'],
        ...READ,
        query: queueReportQuerySchema,
        summary: 'One call queue’s agents and their calls of a period',
      },
      async (c, { query }) => {
        const { account, period } = await scope(c.get('actingAccountId'), query);
        const items = await queueAgents(db, account.id, period, query.queueId);
        return c.json({
          accountId: account.id,
          queueId: query.queueId,
          period,
          perDay: await callsPerDay(db, account.id, period, { queueId: query.queueId, direction: 'inbound' }),
          total: items.length,
          items,
        });
      },
    )
    .get(
      `${R}/summaries`,
      {
        catalogue: ['C-405'],
        ...READ,
        query: reportPeriodQuerySchema,
        summary: 'A period’s totals beside the period before it',
      },
      async (c, { query }) => {
        const { account, period } = await scope(c.get('actingAccountId'), query);
        const days = daysBetween(period.from, period.to);
        const before = { ...period, from: addDays(period.from, -days), to: addDays(period.from, -1) };
        return c.json({
          accountId: account.id,
          period,
          totals: await callTotals(db, account.id, period, query),
          previousPeriod: before,
          previousTotals: await callTotals(db, account.id, before, query),
        });
      },
    )
    .get(
      `${R}/trends`,
      {
        catalogue: ['C-406'],
        ...READ,
        query: trendsQuerySchema,
        summary: 'Calls of a period by day, week or month',
      },
      async (c, { query }) => {
        const { account, period } = await scope(c.get('actingAccountId'), query);
        const interval = query.interval ?? 'day';
        return c.json({
          accountId: account.id,
          period,
          interval,
          items: await trends(db, account.id, period, interval, query),
        });
      },
    )
    .get(
      `${R}/callLogs`,
      {
        catalogue: ['C-407'],
        ...READ,
        query: reportCallLogQuerySchema,
        summary: 'The account’s calls of a period, filtered, a page at a time',
      },
      async (c, { query }) => c.json(await logPage(c.get('actingAccountId'), query)),
    )
    .get(
      `${A}/recording/callLogsReport`,
      {
        catalogue: ['C-253'],
        ...READ,
        query: reportCallLogQuerySchema,
        summary: 'The call log report (the same query as the call logs)',
      },
      async (c, { query }) => c.json(await logPage(c.get('actingAccountId'), query)),
    )
    .get(
      `${R}/callRecords`,
      {
        catalogue: ['C-418'],
        ...READ,
        query: reportCallLogQuerySchema,
        summary: 'Unified call records: calls with their user and extension',
      },
      async (c, { query }) => c.json(await logPage(c.get('actingAccountId'), query)),
    )
    .get(
      `${R}/activeExtensions`,
      {
        catalogue: ['C-408'],
        ...READ,
        query: reportPeriodQuerySchema,
        summary: 'Extensions that made or took a call in a period',
      },
      async (c, { query }) => {
        const { account, period } = await scope(c.get('actingAccountId'), query);
        return c.json({ accountId: account.id, period, ...(await activeExtensions(db, account.id, period)) });
      },
    )
    .get(
      `${R}/topValues`,
      {
        catalogue: ['C-409'],
        ...READ,
        query: topValuesQuerySchema,
        summary: 'The busiest users, numbers or extensions of a period',
      },
      async (c, { query }) => {
        const { account, period } = await scope(c.get('actingAccountId'), query);
        const by = query.by ?? 'user';
        return c.json({
          accountId: account.id,
          period,
          by,
          items: await topValues(db, account.id, period, by, query.limit ?? 10),
        });
      },
    )
    .get(
      `${R}/meetings`,
      {
        catalogue: ['C-416'],
        ...READ,
        query: reportPeriodQuerySchema,
        summary: 'Calls to the account’s conference bridges in a period',
      },
      async (c, { query }) => {
        const { account, period } = await scope(c.get('actingAccountId'), query);
        const items = await meetings(db, account.id, period);
        return c.json({ accountId: account.id, period, total: items.length, items });
      },
    )
    .get(
      `${R}/messages`,
      {
        catalogue: ['C-417'],
        ...READ,
        query: reportPeriodQuerySchema,
        summary: 'Messages of a period (none until messaging lands)',
      },
      async (c, { query }) => {
        const { account, period } = await scope(c.get('actingAccountId'), query);
        // No messaging service yet (decision 0106): the report's shape, with nothing in it.
        return c.json({
          accountId: account.id,
          period,
          totals: { sent: 0, received: 0 },
          total: 0,
          items: [],
        });
      },
    );

  async function logPage(accountId: number, query: z.output<typeof reportCallLogQuerySchema>) {
    const { account, period } = await scope(accountId, query.filters);
    const f = query.filters;
    const items = await callLogPage(db, account.id, period, f, query);
    const total = await listTotal(query, items.length, () => callLogCount(db, account.id, period, f));
    return { accountId: account.id, period, total, items };
  }
}
