// Messaging for the demo (issue 24, decision 0111): a few text threads for every user of every
// customer account (one unread text each), Acme's first auto attendant's business inbox with its
// administrator as delegate, Google Voice among Acme's disabled carriers, and Acme's business
// texting registration: the brand approved, the campaign submitted and under review for two days
// (so the dashboard's banner shows until it is approved). Britannia (GB) has no registration:
// 10DLC is a US registry. Set-based.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { ACME } from './demoSignIns';

const DAY = 24 * 60 * 60 * 1000;

export async function insertMessaging(tx: DbOrTx, now: Date): Promise<void> {
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * 60_000);
  // Two threads per user: a customer's question answered, and a supplier's text not yet read.
  await tx.execute(sql`
    insert into user_messages (account_id, user_id, peer, direction, body, sent_at, read_at)
    select u.account_id, u.id,
           case a.country_code when 'GB' then '+447700900' when 'AU' then '+61491570' when 'IN' then '+91981100' else '+1555010' end
             || lpad(((u.id * 7 + m.thread) % 1000)::text, 3, '0'),
           m.direction, m.body, ${at(0)}::timestamptz - (m.minutes || ' minutes')::interval,
           case when m.unread then null else ${at(0)}::timestamptz - (m.minutes || ' minutes')::interval end
      from users u
      join accounts a on a.id = u.account_id and a.kind = 'customer'
     cross join (values (1, 'in', 'Hi, is my order ready to collect?', 180, false),
                        (1, 'out', 'Yes, it is ready at the front desk until 6pm.', 170, false),
                        (2, 'in', 'Your delivery is booked for tomorrow morning.', 30, true))
           as m(thread, direction, body, minutes, unread)
     order by u.id, m.minutes desc`);
  // Acme's first auto attendant's business inbox: its administrator reads it.
  await tx.execute(sql`
    insert into business_inboxes (auto_attendant_id, account_id, can_delete_messages)
    select min(aa.extension_id), aa.account_id, false
      from auto_attendants aa join accounts a on a.id = aa.account_id and a.name = ${ACME}
     group by aa.account_id`);
  await tx.execute(sql`
    insert into business_inbox_delegates (auto_attendant_id, user_id, account_id)
    select b.auto_attendant_id, u.id, b.account_id
      from business_inboxes b join users u on u.account_id = b.account_id and u.login_name = 'admin@acme.example'`);
  await tx.execute(sql`
    insert into messaging_settings (account_id, disabled_carriers)
    select id, '["Google Voice"]'::jsonb from accounts where name = ${ACME}`);
  const brand = {
    legalName: 'Acme Corporation',
    ein: '12-3456789',
    website: 'https://acme.example',
    vertical: 'Retail',
    contactEmail: 'admin@acme.example',
  };
  const campaign = {
    useCase: 'Customer care',
    description: 'Replies to customers who text our main number about their orders and deliveries.',
    sampleMessages: [
      'Hi, this is Acme. Your order 1042 is ready to collect. Reply STOP to opt out.',
      'Acme here: your delivery is booked for Tuesday morning. Reply STOP to opt out.',
    ],
    optInDescription: 'Customers text our main number first, or tick the texting box when they order.',
  };
  await tx.execute(sql`
    insert into ten_dlc_registrations (account_id, brand, brand_status, brand_submitted_at, brand_review_due_at,
                                       brand_reviewed_at, campaign, campaign_status, campaign_submitted_at, campaign_review_due_at)
    select id, ${JSON.stringify(brand)}::jsonb, 'approved', ${at(3 * 24 * 60)}::timestamptz, ${at(2 * 24 * 60)}::timestamptz,
           ${at(2 * 24 * 60)}::timestamptz, ${JSON.stringify(campaign)}::jsonb, 'submitted', ${at(60)}::timestamptz,
           ${new Date(now.getTime() + 2 * DAY)}::timestamptz
      from accounts where name = ${ACME}`);
}
