// The calls in the demo customers' queues now (CALL-01, decision 0093): a few callers waiting in
// each queue (the first one raised in priority) and one answered by the queue's first logged-in
// agent, all joined minutes before the seed's `now`, so that the real-time status shows waiting
// calls, a longest wait and an agent on a call. Set-based, so it costs the same on the large seed.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';

export async function insertCallQueueLive(tx: DbOrTx, now: Date): Promise<void> {
  // Per queue: n is the caller; seconds how long ago it joined; answered by the first logged-in agent.
  await tx.execute(sql`
    insert into call_queue_calls (account_id, queue_id, caller_number, caller_name, since, priority, agent_id)
    select q.account_id, q.extension_id,
           '+1415555' || lpad(((q.extension_id * 7 + x.n) % 10000)::text, 4, '0'),
           x.name,
           ${now.toISOString()}::timestamptz - make_interval(secs => x.seconds + (q.priority - 1) * 20),
           x.priority,
           case when x.answered then (select a.agent_id from call_queue_agents a
                                       where a.queue_id = q.extension_id and a.logged_in
                                       order by a.position limit 1) end
      from call_queues q
     cross join (values (1, 'Jordan Lee', 245, 0, false),
                        (2, null, 130, 0, false),
                        (3, 'Priya Shah', 40, 0, false),
                        (4, 'Sam Carter', 320, 0, true)) as x(n, name, seconds, priority, answered)
     order by q.account_id, q.extension_id, x.n`);
}
