// Recording rules and call monitoring for every demo customer (issue 20, decision 0105): the
// sales queue recorded always (incoming), one agent's outgoing calls on demand, the support call
// group (switched off); monitoring on, with the account's administrator monitoring the sales
// queue's agents. Set-based, per account.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';

export async function insertRecordingRules(tx: DbOrTx, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into recording_rules (account_id, name, scope, direction, mode, retention_days, enabled, position, created_at, updated_at)
    select a.id, r.name, r.scope, r.direction, r.mode, r.days, r.enabled, r.position, ${now}, ${now}
      from accounts a
     cross join (values ('Sales queue', 'queues', 'inbound', 'always', 365, true, 0),
                        ('Follow-up calls', 'users', 'outbound', 'onDemand', 90, true, 1),
                        ('Support team', 'callGroups', 'both', 'always', 180, false, 2))
           as r(name, scope, direction, mode, days, enabled, position)
     where a.kind = 'customer'
     order by a.id, r.position`);
  // Whom each rule names: the sales queue (401), the queue's first agent, the support group (301).
  await tx.execute(sql`
    insert into recording_rule_targets (rule_id, account_id, user_id, extension_id)
    select r.id, r.account_id, null, e.id
      from recording_rules r
      join extensions e on e.account_id = r.account_id
       and ((r.scope = 'queues' and e.extension_number = '401')
         or (r.scope = 'callGroups' and e.extension_number = '301'))
    union all
    select distinct on (r.id) r.id, r.account_id, x.user_id, null
      from recording_rules r
      join extensions q on q.account_id = r.account_id and q.extension_number = '401'
      join call_queue_agents g on g.queue_id = q.id
      join extensions x on x.id = g.agent_id
     where r.scope = 'users'
     order by 1, 2`);
  await tx.execute(sql`
    insert into recording_settings (account_id, end_user_company_access, monitoring_enabled)
    select id, false, true from accounts where kind = 'customer'`);
  // The account's first administrator monitors the sales queue's agents: the first by listening,
  // the others by whispering (never their own extension).
  await tx.execute(sql`
    insert into call_monitors (account_id, monitor_user_id, extension_id, mode)
    select s.account_id, s.id, g.agent_id, case when g.position = 1 then 'listen' else 'whisper' end
      from (select distinct on (account_id) account_id, id from users where role_id = 3 order by account_id, id) s
      join extensions q on q.account_id = s.account_id and q.extension_number = '401'
      join call_queue_agents g on g.queue_id = q.id
      join extensions x on x.id = g.agent_id
     where x.user_id is distinct from s.id`);
  await tx.execute(sql`
    insert into recording_service_features (account_id, service, feature_name, value)
    select id, 'callRecording', 'transcription', 'true'::jsonb from accounts where kind = 'customer'`);
}
