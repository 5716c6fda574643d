// The call handling of every demo customer (issue 18, decision 0092), after its extensions and
// numbers: each queue, call group, paging group and auto-attendant extension gets its settings
// and members, and each customer a pickup group, a business-hours schedule with a holiday in the
// account's own zone, and its main number's flow: schedule → auto-attendant (open) or the
// after-hours voicemail (closed). Set-based, so it costs the same on the large seed.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { insertCallQueueLive } from './callQueueLive';
import { insertGreetings } from './greetings';
import { insertReceptionists } from './receptionists';

/** Weekdays 09:00–17:00 (decision 0091's weekly hours). */
const OFFICE_HOURS = {
  sun: [],
  mon: [{ start: '09:00', end: '17:00' }],
  tue: [{ start: '09:00', end: '17:00' }],
  wed: [{ start: '09:00', end: '17:00' }],
  thu: [{ start: '09:00', end: '17:00' }],
  fri: [{ start: '09:00', end: '17:00' }],
  sat: [],
};

export async function insertCallHandling(tx: DbOrTx, now: Date): Promise<void> {
  const year = now.getUTCFullYear();
  // Beside the shared extensions of USER-07 (one queue, one call group): two more queues and a
  // second call group, so that an account has a sales, a support and a billing queue.
  await tx.execute(sql`
    insert into extensions (account_id, extension_number, extension_type, service_plan, user_name, is_default)
    select e.account_id, x.number, x.type, x.plan, x.name, false
      from extensions e
     cross join (values ('401', 'Call Queue', 'Call Queue - Standard', 'Sales Queue'),
                        ('402', 'Call Queue', 'Call Queue - Standard', 'Billing Queue'),
                        ('301', 'Call Group', 'Call Group', 'Support Team')) as x(number, type, plan, name)
     where e.extension_type = 'Call Queue' and e.extension_number = '400'
     order by e.account_id, x.number`);
  const holidays = [
    { name: 'Christmas Day', date: `${year}-12-25` },
    { name: 'New Year’s Day', date: `${year + 1}-01-01` },
  ];
  // The voicemail box calls end in when no one answers: the account's virtual extension.
  await tx.execute(sql`
    create temporary table seed_fallback on commit drop as
    select distinct on (account_id) account_id, id as extension_id
      from extensions where extension_type = 'Virtual Extension' order by account_id, id`);
  await tx.execute(sql`
    create temporary table seed_people on commit drop as
    select account_id, id as extension_id,
           row_number() over (partition by account_id order by extension_number, id) as n
      from extensions where extension_type = 'Extension' and user_id is not null`);
  const fallback = sql`coalesce((select jsonb_build_object('kind', 'voicemail', 'id', f.extension_id)
                                   from seed_fallback f where f.account_id = e.account_id),
                                '{"kind":"hangup"}'::jsonb)`;

  await tx.execute(sql`
    insert into call_queues (extension_id, account_id, strategy, max_wait_seconds, overflow, no_agents, priority)
    select e.id, e.account_id, 'longestIdle', 300, ${fallback}, ${fallback},
           row_number() over (partition by e.account_id order by e.extension_number)
      from extensions e where e.extension_type = 'Call Queue'`);
  await tx.execute(sql`
    insert into call_queue_agents (queue_id, agent_id, account_id, position, logged_in)
    select q.extension_id, p.extension_id, q.account_id, p.n, p.n <> 3
      from call_queues q join seed_people p on p.account_id = q.account_id and p.n <= 3`);
  await tx.execute(sql`
    insert into call_groups (extension_id, account_id, description, strategy, no_answer_seconds, no_answer)
    select e.id, e.account_id, 'Rings the team together', 'ringAll', 25, ${fallback}
      from extensions e where e.extension_type = 'Call Group'`);
  await tx.execute(sql`
    insert into call_group_members (group_id, member_id, account_id, position)
    select g.extension_id, p.extension_id, g.account_id, p.n
      from call_groups g join seed_people p on p.account_id = g.account_id and p.n <= 4`);
  await tx.execute(sql`
    insert into paging_groups (extension_id, account_id, description)
    select e.id, e.account_id, 'Overhead speakers and desk phones'
      from extensions e where e.extension_type = 'Page Group'`);
  await tx.execute(sql`
    insert into paging_group_members (paging_group_id, extension_id, account_id, can_page)
    select g.extension_id, p.extension_id, g.account_id, p.n = 1
      from paging_groups g join seed_people p on p.account_id = g.account_id and p.n <= 5`);
  await tx.execute(sql`
    insert into pickup_groups (account_id, name)
    select distinct account_id, 'Front office' from seed_people`);
  await tx.execute(sql`
    insert into pickup_group_members (pickup_group_id, extension_id, account_id)
    select g.id, p.extension_id, g.account_id
      from pickup_groups g join seed_people p on p.account_id = g.account_id and p.n <= 3`);
  // The menu: 1 the first queue, 2 the first call group, 0 the first person; no key replays it
  // (a loop with ways out), and waiting too long goes to the queue.
  await tx.execute(sql`
    insert into auto_attendants (extension_id, account_id, keys, timeout_seconds, timeout, invalid)
    select e.id, e.account_id,
           jsonb_strip_nulls(jsonb_build_object(
             '1', (select jsonb_build_object('kind', 'queue', 'id', min(q.extension_id)) from call_queues q
                    where q.account_id = e.account_id having min(q.extension_id) is not null),
             '2', (select jsonb_build_object('kind', 'group', 'id', min(g.extension_id)) from call_groups g
                    where g.account_id = e.account_id having min(g.extension_id) is not null),
             '0', (select jsonb_build_object('kind', 'extension', 'id', p.extension_id) from seed_people p
                    where p.account_id = e.account_id and p.n = 1))),
           10,
           coalesce((select jsonb_build_object('kind', 'queue', 'id', min(q.extension_id)) from call_queues q
                      where q.account_id = e.account_id having min(q.extension_id) is not null), ${fallback}),
           jsonb_build_object('kind', 'attendant', 'id', e.id)
      from extensions e where e.extension_type = 'Auto Attendant'`);
  await tx.execute(sql`
    insert into schedules (account_id, name, time_zone, hours, holidays, open, closed)
    select a.account_id, 'Business hours', null, ${JSON.stringify(OFFICE_HOURS)}::jsonb,
           ${JSON.stringify(holidays)}::jsonb,
           jsonb_build_object('kind', 'attendant', 'id', a.extension_id),
           coalesce((select jsonb_build_object('kind', 'voicemail', 'id', f.extension_id)
                       from seed_fallback f where f.account_id = a.account_id), '{"kind":"hangup"}'::jsonb)
      from (select distinct on (account_id) account_id, extension_id from auto_attendants
             order by account_id, extension_id) a`);
  // The main number: the one on the auto-attendant's extension.
  await tx.execute(sql`
    insert into call_flows (account_id, name, phone_number, destination)
    select distinct on (s.account_id) s.account_id, 'Main number', n.phone_number,
           jsonb_build_object('kind', 'schedule', 'id', s.id)
      from schedules s
      join auto_attendants a on a.account_id = s.account_id
      join phone_numbers n on n.extension_id = a.extension_id
     order by s.account_id, n.phone_number`);
  await insertCallQueueLive(tx, now);
  await insertReceptionists(tx);
  await insertGreetings(tx, now);
}
