// A receptionist console for every demo customer (C-401..C-404): the front desk, on the account's
// first person's extension, watching the first six people's extensions; an unanswered call goes
// to that person's voicemail. Set-based, after the call handling seed (seed_people is its table).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';

export async function insertReceptionists(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`
    insert into receptionist_consoles (account_id, name, extension_id, monitored, no_answer)
    select p.account_id, 'Front desk', min(p.extension_id) filter (where p.n = 1),
           jsonb_agg(p.extension_id order by p.n),
           jsonb_build_object('kind', 'voicemail', 'id', min(p.extension_id) filter (where p.n = 1))
      from seed_people p
     where p.n <= 6
     group by p.account_id`);
}
