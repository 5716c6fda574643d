// The numbers area's rows beside the numbers (decision 0089): every tag the numbers carry is one
// of the account's custom tags (plus one no number carries yet), and each customer account has a
// few LNP orders, its 'Porting In' number in the open one. Set-based, after the numbers.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';

export async function insertNumbersExtras(tx: DbOrTx, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into custom_tags (account_id, name, description)
    select account_id, custom_tag, 'Numbers of the ' || lower(custom_tag)
      from phone_numbers where custom_tag is not null
     group by account_id, custom_tag
    union all
    select id, 'Unused tag', 'A tag no number carries yet' from accounts where kind = 'customer'`);
  const day = 24 * 3600 * 1000;
  const at = (days: number) => new Date(now.getTime() + days * day).toISOString();
  await tx.execute(sql`
    with porting as (
      select account_id, coalesce(jsonb_agg(phone_number order by phone_number), '[]'::jsonb) as numbers
        from phone_numbers where status = 'Porting In' group by account_id
    )
    insert into lnp_orders (account_id, order_number, status, losing_carrier, numbers, submitted_at, foc_date,
                            completed_at, reject_reason)
    select a.id, 'LNP-' || lpad(a.id::text, 4, '0') || '-' || o.n, o.status, o.carrier,
           case when o.n = 3 then coalesce(p.numbers, '[]'::jsonb) else o.numbers end,
           o.submitted::timestamptz, o.foc::timestamptz, o.completed::timestamptz, o.reason
      from accounts a
      left join porting p on p.account_id = a.id
      cross join (values
        (1, 'Complete', 'Legacy Telco', '["0"]'::jsonb, ${at(-60)}, ${at(-50)}, ${at(-50)}, null::text),
        (2, 'Rejected', 'Old Carrier Inc', '["0"]'::jsonb, ${at(-30)}, null, null,
            'The account number does not match the losing carrier''s records.'),
        (3, 'FOC Received', 'Legacy Telco', '[]'::jsonb, ${at(-7)}, ${at(5)}, null, null),
        (4, 'Submitted', 'Regional Phone Co', '["0"]'::jsonb, ${at(-1)}, null, null, null)
      ) as o(n, status, carrier, numbers, submitted, foc, completed, reason)
     where a.kind = 'customer'`);
  // The placeholder numbers of the closed orders: numbers the account already has (ported then).
  await tx.execute(sql`
    update lnp_orders o set numbers = coalesce((
      select jsonb_agg(phone_number order by phone_number) from (
        select phone_number from phone_numbers p
         where p.account_id = o.account_id and p.status = 'Assigned'
         order by phone_number limit case when o.order_number like '%-1' then 3 else 2 end) x), '[]'::jsonb)
     where numbers = '["0"]'::jsonb`);
}
