// The reports' demo (issue 21, decision 0106): two saved reports in every customer account, and
// yesterday's changes to a user in its audit log: one by the account's administrator, one by a
// person of a parent account acting inside it after a swap (both identities kept), each with
// what the user was before and after and the address it came from. Set-based.
import { sql } from 'drizzle-orm';
import { ROLE } from '../../../src/domain/roles';
import type { DbOrTx } from '../client';

export async function insertReportsDemo(tx: DbOrTx, now: Date): Promise<void> {
  const at = now.toISOString();
  await tx.execute(sql`
    insert into saved_reports (account_id, created_by, name, report, filters, created_at, updated_at)
    select a.id, null, r.name, r.report, r.filters::jsonb, ${at}::timestamptz, ${at}::timestamptz
      from accounts a
     cross join (values ('Last 7 days', 'companySummary', '{"preset":"last7"}'),
                        ('Missed inbound calls', 'callLogs', '{"preset":"lastMonth","direction":"inbound","result":"missed"}'))
           as r(name, report, filters)
     where a.kind = 'customer'`);
  // The user changed: the account's first end user; by its administrator, then by the first
  // person of the nearest account above it who may act in it (a partner's or the provider's).
  await tx.execute(sql`
    with recursive up(account_id, ancestor, depth) as (
      select id, parent_id, 1 from accounts where kind = 'customer' and parent_id is not null
      union all
      select up.account_id, a.parent_id, up.depth + 1
        from up join accounts a on a.id = up.ancestor where a.parent_id is not null
    ), target as (
      select distinct on (u.account_id) u.account_id, u.id, u.first_name, u.last_name
        from users u join accounts a on a.id = u.account_id and a.kind = 'customer'
       where u.role_id = ${ROLE.END_USER}::int order by u.account_id, u.id
    ), admin as (
      select distinct on (account_id) account_id, id from users
       where role_id = ${ROLE.ACCOUNT_ADMINISTRATOR}::int order by account_id, id
    ), parent_person as (
      select distinct on (up.account_id) up.account_id, p.id as user_id, p.account_id as home
        from up join users p on p.account_id = up.ancestor
       where p.role_id in (${ROLE.PARTNER_ACCOUNT_SUPERUSER}::int, ${ROLE.PARTNER_ACCOUNT_ADMINISTRATOR}::int, ${ROLE.SUPERUSER}::int)
       order by up.account_id, up.depth, p.id
    )
    insert into audit_events (account_id, actor_user_id, actor_account_id, event_kind, action, detail, created_at)
    select t.account_id, ad.id, t.account_id, 1, 'PUT /api/ucaas/user/:userId',
           jsonb_build_object('path', '/api/ucaas/user/' || t.id, 'status', 200, 'address', '203.0.113.24',
             'before', jsonb_build_object('lastName', t.last_name || '-Old'),
             'after', jsonb_build_object('lastName', t.last_name)),
           ${at}::timestamptz - interval '1 day' - interval '3 hours'
      from target t join admin ad on ad.account_id = t.account_id
    union all
    select t.account_id, pp.user_id, pp.home, 1, 'PUT /api/ucaas/user/:userId',
           jsonb_build_object('path', '/api/ucaas/user/' || t.id, 'status', 200, 'address', '198.51.100.7',
             'sessionAccountId', t.account_id, 'swappedFrom', pp.home,
             'before', jsonb_build_object('firstName', t.first_name, 'roleId', ${ROLE.END_USER_NO_DASHBOARD}::int),
             'after', jsonb_build_object('firstName', t.first_name, 'roleId', ${ROLE.END_USER}::int)),
           ${at}::timestamptz - interval '1 day' - interval '1 hour'
      from target t join parent_person pp on pp.account_id = t.account_id`);
}

/** The large account's call history: 1,000,000 calls over 13 months (decision 0106). */
export const LARGE_CALLS = 1_000_000;
const LARGE_DAYS = 395;

/**
 * The large account's calls, written by one generate_series statement: each call a user's (in
 * turn, spread by a prime stride) on their extension, at a time spread over the 395 days before
 * `now` and weighted to working hours, with the demo's mix of directions and results. Numbers
 * are made from the call's index, so every seed builds the same history.
 */
export async function insertLargeCallRecords(tx: DbOrTx, accountId: number, calls: number): Promise<void> {
  const count = Math.max(0, Math.trunc(calls));
  await tx.execute(sql`
    with ext as (
      select id, user_id, row_number() over (order by id) - 1 as k, count(*) over () as n
        from extensions where account_id = ${accountId}::int and user_id is not null
    ), made as (
      select g,
             (g * 7919) % (select max(n) from ext) as k,
             (g * 31) % 100 as d,
             (g * 17 + g / 7) % 100 as r,
             -- A day of the 395 and a working-hours time (08:00-18:59), a quarter outside them.
             (g * 104729) % ${LARGE_DAYS}::int as day,
             case when g % 4 = 0 then (g * 613) % 86400 else 28800 + (g * 613) % 39600 end as second
        from generate_series(1::bigint, ${count}::bigint) as g
    )
    insert into call_records (account_id, user_id, extension_id, direction, from_number, to_number,
                              started_at, duration_seconds, result)
    select ${accountId}::int, ext.user_id, ext.id,
           case when d < 45 then 'inbound' when d < 85 then 'outbound' else 'internal' end,
           case when d < 45 then '+1212' || lpad(((g * 48271) % 10000000)::text, 7, '0') else '+1201555' || lpad((ext.k % 10000)::text, 4, '0') end,
           case when d < 45 then '+1201555' || lpad((ext.k % 10000)::text, 4, '0') else '+1212' || lpad(((g * 48271) % 10000000)::text, 7, '0') end,
           date_trunc('day', ${new Date().toISOString()}::timestamptz) - make_interval(days => day::int) + make_interval(secs => second::double precision),
           case when r < 75 then 15 + (g * 13) % 1800 when r < 85 then 8 + (g * 7) % 80 else 0 end,
           case when r < 75 then 'answered' when r < 85 then 'voicemail' when r < 95 then 'missed' else 'busy' end
      from made join ext on ext.k = made.k`);
}
