// The reports' queries (RPT-01; decision 0106): every figure is counted by the database over one
// account's calls in a period, reached through call_records_account_idx (account, start, and the
// columns counted, so a summary reads the index alone) or, for a queue's or group's members,
// call_records_extension_idx. Days are the account's own (`at time zone`), never UTC's.
import { type SQL, sql } from 'drizzle-orm';
import type { CallTotals } from '../../../src/domain/schemas/reports';
import type { DbOrTx } from '../../db/client';
import type { Period } from './period';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Narrowing beside the period (ids of the account's own rows; a foreign id finds nothing). */
export interface CallFilters {
  userId?: number;
  queueId?: number;
  groupId?: number;
  direction?: string;
  result?: string;
  number?: string;
}

/** The first and the after-last instants of a period, in the account's zone. */
export const periodStart = (p: Period) =>
  sql`((${p.from}::date)::timestamp at time zone ${p.timeZone}::text)`;
export const periodEnd = (p: Period) =>
  sql`(((${p.to}::date) + 1)::timestamp at time zone ${p.timeZone}::text)`;

/** The extensions of a queue's agents or a group's members, as an IN list. */
const membersOf = (f: CallFilters): SQL | undefined => {
  if (f.queueId !== undefined)
    return sql`cr.extension_id in (select agent_id from call_queue_agents where queue_id = ${f.queueId}::int)`;
  if (f.groupId !== undefined)
    return sql`cr.extension_id in (select member_id from call_group_members where group_id = ${f.groupId}::int)`;
  return undefined;
};

/** The WHERE of an account's calls in a period with the filters (table alias `cr`). */
export function callsWhere(accountId: number, p: Period, f: CallFilters = {}): SQL {
  const parts: SQL[] = [
    sql`cr.account_id = ${accountId}::int`,
    sql`cr.started_at >= ${periodStart(p)}`,
    sql`cr.started_at < ${periodEnd(p)}`,
  ];
  if (f.userId !== undefined) parts.push(sql`cr.user_id = ${f.userId}::int`);
  const members = membersOf(f);
  if (members) parts.push(members);
  if (f.direction) parts.push(sql`cr.direction = ${f.direction}::text`);
  if (f.result) parts.push(sql`cr.result = ${f.result}::text`);
  if (f.number) {
    const digits = `%${f.number.replace(/[^0-9]/g, '')}%`;
    parts.push(sql`(cr.from_number like ${digits}::text or cr.to_number like ${digits}::text)`);
  }
  return sql.join(parts, sql` and `);
}

const TOTALS = sql`
  count(*)::int as calls,
  (count(*) filter (where cr.direction = 'inbound'))::int as inbound,
  (count(*) filter (where cr.direction = 'outbound'))::int as outbound,
  (count(*) filter (where cr.direction = 'internal'))::int as internal,
  (count(*) filter (where cr.result = 'answered'))::int as answered,
  (count(*) filter (where cr.result = 'missed'))::int as missed,
  (count(*) filter (where cr.result = 'voicemail'))::int as voicemail,
  (count(*) filter (where cr.result = 'busy'))::int as busy,
  coalesce(sum(cr.duration_seconds), 0)::bigint as "talkSeconds",
  coalesce(round(avg(cr.duration_seconds) filter (where cr.result = 'answered')), 0)::int as "averageSeconds"`;

const numbers = <T extends object>(row: T, keys: readonly string[]): T => {
  const out = { ...row } as Record<string, unknown>;
  for (const k of keys) out[k] = Number(out[k] ?? 0);
  return out as T;
};
const TOTAL_KEYS = [
  'calls',
  'inbound',
  'outbound',
  'internal',
  'answered',
  'missed',
  'voicemail',
  'busy',
  'talkSeconds',
  'averageSeconds',
] as const;

export async function callTotals(db: DbOrTx, accountId: number, p: Period, f: CallFilters = {}) {
  const [row] = rowsOf<CallTotals>(
    await db.execute(sql`select ${TOTALS} from call_records cr where ${callsWhere(accountId, p, f)}`),
  );
  return numbers(row, TOTAL_KEYS);
}

export type DayRow = {
  day: string;
  inbound: number;
  outbound: number;
  internal: number;
  answered: number;
  missed: number;
};

/** Calls per day of the account's zone, every day of the period (days without calls are zeros). */
export async function callsPerDay(db: DbOrTx, accountId: number, p: Period, f: CallFilters = {}) {
  const rows = rowsOf<DayRow>(
    await db.execute(sql`
      with counted as (
        select (cr.started_at at time zone ${p.timeZone}::text)::date as day,
               (count(*) filter (where cr.direction = 'inbound'))::int as inbound,
               (count(*) filter (where cr.direction = 'outbound'))::int as outbound,
               (count(*) filter (where cr.direction = 'internal'))::int as internal,
               (count(*) filter (where cr.result = 'answered'))::int as answered,
               (count(*) filter (where cr.result <> 'answered'))::int as missed
        from call_records cr where ${callsWhere(accountId, p, f)}
        group by 1
      )
      select to_char(d, 'YYYY-MM-DD') as day,
             coalesce(c.inbound, 0) as inbound, coalesce(c.outbound, 0) as outbound,
             coalesce(c.internal, 0) as internal, coalesce(c.answered, 0) as answered,
             coalesce(c.missed, 0) as missed
      from generate_series(${p.from}::date, ${p.to}::date, interval '1 day') as d
      left join counted c on c.day = d::date
      order by d`),
  );
  return rows.map((r) => numbers(r, ['inbound', 'outbound', 'internal', 'answered', 'missed']));
}

export type UserRow = CallTotals & {
  userId: number;
  name: string;
  extensionNumber: string | null;
};

/** Per user of the period (most calls first); `limit` for the top users. */
export async function callsPerUser(
  db: DbOrTx,
  accountId: number,
  p: Period,
  f: CallFilters = {},
  limit = 5000,
) {
  const rows = rowsOf<UserRow>(
    await db.execute(sql`
      with per_user as (
        select cr.user_id, ${TOTALS}
        from call_records cr where ${callsWhere(accountId, p, f)} and cr.user_id is not null
        group by cr.user_id
        order by count(*) desc, cr.user_id
        limit ${limit}::int
      )
      select pu.user_id as "userId", u.first_name || ' ' || u.last_name as name,
             (select e.extension_number from extensions e where e.user_id = u.id and e.is_default limit 1) as "extensionNumber",
             pu.calls, pu.inbound, pu.outbound, pu.internal, pu.answered, pu.missed, pu.voicemail, pu.busy,
             pu."talkSeconds", pu."averageSeconds"
      from per_user pu join users u on u.id = pu.user_id
      order by pu.calls desc, pu.user_id`),
  );
  return rows.map((r) => numbers(r, TOTAL_KEYS));
}

export type MemberSetRow = CallTotals & {
  id: number;
  name: string;
  extensionNumber: string;
  members: number;
};

/**
 * Per call queue or call group: the inbound calls of its agents' or members' extensions in the
 * period (no phone system records which queue a call came through; decision 0106).
 */
export async function callsPerMemberSet(db: DbOrTx, accountId: number, p: Period, kind: 'queue' | 'group') {
  const sets =
    kind === 'queue'
      ? sql`select q.extension_id as id, a.agent_id as member from call_queues q
              left join call_queue_agents a on a.queue_id = q.extension_id where q.account_id = ${accountId}::int`
      : sql`select g.extension_id as id, m.member_id as member from call_groups g
              left join call_group_members m on m.group_id = g.extension_id where g.account_id = ${accountId}::int`;
  const rows = rowsOf<MemberSetRow>(
    await db.execute(sql`
      with sets as (${sets}),
      per_member as (
        select cr.extension_id, ${TOTALS}
        from call_records cr
        where ${callsWhere(accountId, p)} and cr.direction = 'inbound'
          and cr.extension_id in (select member from sets)
        group by cr.extension_id
      )
      select s.id, coalesce(e.user_name, e.extension_number) as name, e.extension_number as "extensionNumber",
             count(s.member)::int as members,
             coalesce(sum(pm.calls), 0)::int as calls, coalesce(sum(pm.inbound), 0)::int as inbound,
             0 as outbound, 0 as internal,
             coalesce(sum(pm.answered), 0)::int as answered, coalesce(sum(pm.missed), 0)::int as missed,
             coalesce(sum(pm.voicemail), 0)::int as voicemail, coalesce(sum(pm.busy), 0)::int as busy,
             coalesce(sum(pm."talkSeconds"), 0)::bigint as "talkSeconds",
             coalesce(round(sum(pm."talkSeconds") / nullif(sum(pm.answered), 0)), 0)::int as "averageSeconds"
      from sets s
      join extensions e on e.id = s.id
      left join per_member pm on pm.extension_id = s.member
      group by s.id, e.user_name, e.extension_number
      order by e.extension_number`),
  );
  return rows.map((r) => numbers(r, [...TOTAL_KEYS, 'members']));
}

export type AgentRow = CallTotals & {
  extensionId: number;
  extensionNumber: string;
  name: string;
};

/** One queue's agents and their inbound calls of the period (C-136). */
export async function queueAgents(db: DbOrTx, accountId: number, p: Period, queueId: number) {
  const rows = rowsOf<AgentRow>(
    await db.execute(sql`
      with per_agent as (
        select cr.extension_id, ${TOTALS}
        from call_records cr
        where ${callsWhere(accountId, p, { queueId })} and cr.direction = 'inbound'
        group by cr.extension_id
      )
      select a.agent_id as "extensionId", e.extension_number as "extensionNumber",
             coalesce(e.user_name, e.extension_number) as name,
             coalesce(pa.calls, 0) as calls, coalesce(pa.inbound, 0) as inbound, 0 as outbound, 0 as internal,
             coalesce(pa.answered, 0) as answered, coalesce(pa.missed, 0) as missed,
             coalesce(pa.voicemail, 0) as voicemail, coalesce(pa.busy, 0) as busy,
             coalesce(pa."talkSeconds", 0) as "talkSeconds", coalesce(pa."averageSeconds", 0) as "averageSeconds"
      from call_queue_agents a
      join call_queues q on q.extension_id = a.queue_id and q.account_id = ${accountId}::int
      join extensions e on e.id = a.agent_id
      left join per_agent pa on pa.extension_id = a.agent_id
      where a.queue_id = ${queueId}::int
      order by a.position`),
  );
  return rows.map((r) => numbers(r, [...TOTAL_KEYS, 'extensionId']));
}

/** Calls in buckets of a day, a week or a month of the account's zone (C-406). */
export async function trends(
  db: DbOrTx,
  accountId: number,
  p: Period,
  interval: 'day' | 'week' | 'month',
  f: CallFilters = {},
) {
  const unit = sql.raw(`'${interval}'`);
  const rows = rowsOf<{
    bucket: string;
    calls: number;
    answered: number;
    missed: number;
    talkSeconds: number;
  }>(
    await db.execute(sql`
      select to_char(date_trunc(${unit}, cr.started_at at time zone ${p.timeZone}::text), 'YYYY-MM-DD') as bucket,
             count(*)::int as calls,
             (count(*) filter (where cr.result = 'answered'))::int as answered,
             (count(*) filter (where cr.result <> 'answered'))::int as missed,
             coalesce(sum(cr.duration_seconds), 0)::bigint as "talkSeconds"
      from call_records cr where ${callsWhere(accountId, p, f)}
      group by 1 order by 1`),
  );
  return rows.map((r) => numbers(r, ['calls', 'answered', 'missed', 'talkSeconds']));
}

/** The busiest users, outside numbers or extensions of the period (C-409). */
export async function topValues(
  db: DbOrTx,
  accountId: number,
  p: Period,
  by: 'user' | 'number' | 'extension',
  limit: number,
) {
  const key =
    by === 'user'
      ? sql`(select u.first_name || ' ' || u.last_name from users u where u.id = cr.user_id)`
      : by === 'extension'
        ? sql`(select e.extension_number from extensions e where e.id = cr.extension_id)`
        : sql`case when cr.direction = 'inbound' then cr.from_number else cr.to_number end`;
  const notNull =
    by === 'user'
      ? sql`cr.user_id is not null`
      : by === 'extension'
        ? sql`cr.extension_id is not null`
        : sql`true`;
  const rows = rowsOf<{ value: string; calls: number; talkSeconds: number }>(
    await db.execute(sql`
      select ${key} as value, count(*)::int as calls, coalesce(sum(cr.duration_seconds), 0)::bigint as "talkSeconds"
      from call_records cr where ${callsWhere(accountId, p)} and ${notNull}
      group by 1 order by 2 desc, 1 limit ${limit}::int`),
  );
  return rows.map((r) => numbers(r, ['calls', 'talkSeconds']));
}

/** The extensions that made or took a call in the period, and how many the account has (C-408). */
export async function activeExtensions(db: DbOrTx, accountId: number, p: Period) {
  const items = rowsOf<{
    extensionId: number;
    extensionNumber: string;
    name: string;
    calls: number;
    lastCallAt: string;
  }>(
    await db.execute(sql`
      with used as (
        select cr.extension_id, count(*)::int as calls, max(cr.started_at) as last_call_at
        from call_records cr where ${callsWhere(accountId, p)} and cr.extension_id is not null
        group by cr.extension_id
      )
      select e.id as "extensionId", e.extension_number as "extensionNumber",
             coalesce(e.user_name, e.extension_number) as name, used.calls, used.last_call_at as "lastCallAt"
      from used join extensions e on e.id = used.extension_id
      order by e.extension_number`),
  );
  const [{ n }] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from extensions where account_id = ${accountId}::int`),
  );
  return {
    total: Number(n),
    active: items.length,
    items: items.map((r) => numbers(r, ['extensionId', 'calls'])),
  };
}

export type CallLogItem = {
  id: number;
  startedAt: string;
  direction: string;
  result: string;
  fromNumber: string;
  toNumber: string;
  durationSeconds: number;
  userId: number | null;
  userName: string | null;
  extensionNumber: string | null;
};

const LOG_COLUMNS = sql`
  cr.id, cr.started_at as "startedAt", cr.direction, cr.result, cr.from_number as "fromNumber",
  cr.to_number as "toNumber", cr.duration_seconds as "durationSeconds", cr.user_id as "userId",
  (select u.first_name || ' ' || u.last_name from users u where u.id = cr.user_id) as "userName",
  (select e.extension_number from extensions e where e.id = cr.extension_id) as "extensionNumber"`;

/** A page of the call log, newest first unless asked otherwise (C-407). */
export async function callLogPage(
  db: DbOrTx,
  accountId: number,
  p: Period,
  f: CallFilters,
  page: {
    offset: number;
    pageSize: number;
    sortField: 'startedAt' | 'durationSeconds';
    sortDirection: 'ASC' | 'DESC';
  },
) {
  const dir = sql.raw(page.sortDirection === 'DESC' ? 'desc' : 'asc');
  const by =
    page.sortField === 'durationSeconds'
      ? sql`cr.duration_seconds ${dir}, cr.started_at ${dir}`
      : sql`cr.started_at ${dir}`;
  const rows = rowsOf<CallLogItem>(
    await db.execute(sql`
      select ${LOG_COLUMNS} from call_records cr where ${callsWhere(accountId, p, f)}
      order by ${by}, cr.id ${dir} limit ${page.pageSize}::int offset ${page.offset}::int`),
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    durationSeconds: Number(r.durationSeconds),
    startedAt: new Date(r.startedAt).toISOString(),
  }));
}

export async function callLogCount(db: DbOrTx, accountId: number, p: Period, f: CallFilters) {
  const [{ n }] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from call_records cr where ${callsWhere(accountId, p, f)}`,
    ),
  );
  return Number(n);
}

/**
 * Meetings (C-416): calls to the account's conference bridges (there is no meetings service;
 * a bridge's number or its extension is the meeting), per bridge.
 */
export async function meetings(db: DbOrTx, accountId: number, p: Period) {
  const rows = rowsOf<{ bridgeId: number; name: string; calls: number; talkSeconds: number }>(
    await db.execute(sql`
      select k.extension_id as "bridgeId", k.name,
             count(cr.id)::int as calls, coalesce(sum(cr.duration_seconds), 0)::bigint as "talkSeconds"
      from conference_kits k
      left join call_records cr on ${callsWhere(accountId, p)}
        and (cr.extension_id = k.extension_id or cr.to_number = k.bridge_number)
      where k.account_id = ${accountId}::int
      group by k.extension_id, k.name order by k.name`),
  );
  return rows.map((r) => numbers(r, ['bridgeId', 'calls', 'talkSeconds']));
}

/**
 * The totals and the calls per day in one read of the period's index range (GROUPING SETS: a
 * row per day and one for the whole period), the company summary's two figures (decision 0106).
 */
export async function totalsAndDays(db: DbOrTx, accountId: number, p: Period, f: CallFilters = {}) {
  // The day is made once in a subquery: GROUP BY must see the same expression as the select.
  const rows = rowsOf<CallTotals & { day: string | null; whole: number }>(
    await db.execute(sql`
      select to_char(cr.day, 'YYYY-MM-DD') as day, grouping(cr.day)::int as whole, ${TOTALS}
      from (
        select (cr.started_at at time zone ${p.timeZone}::text)::date as day,
               cr.direction, cr.result, cr.duration_seconds
        from call_records cr where ${callsWhere(accountId, p, f)}
      ) cr
      group by grouping sets ((cr.day), ())`),
  );
  const whole = rows.find((r) => Number(r.whole) === 1);
  const byDay = new Map(
    rows.filter((r) => Number(r.whole) === 0).map((r) => [r.day, numbers(r, TOTAL_KEYS)]),
  );
  const perDay: DayRow[] = [];
  // Every day of the period (at most 400), days without calls as zeros.
  for (let t = Date.parse(`${p.from}T00:00:00Z`); t <= Date.parse(`${p.to}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    const d = byDay.get(day);
    perDay.push({
      day,
      inbound: d?.inbound ?? 0,
      outbound: d?.outbound ?? 0,
      internal: d?.internal ?? 0,
      answered: d?.answered ?? 0,
      missed: d ? d.calls - d.answered : 0,
    });
  }
  const empty = Object.fromEntries(TOTAL_KEYS.map((k) => [k, 0])) as CallTotals;
  const totals = whole ? numbers(whole, TOTAL_KEYS) : empty;
  return { totals: Object.fromEntries(TOTAL_KEYS.map((k) => [k, totals[k]])) as CallTotals, perDay };
}
