// The account lifecycle's demo (issue 22, part C, bill-acct; decision 0114): every account's
// company contact and location, a contract for each customer account, services (provisions) for
// each customer account (user seats on its first extensions, numbers, texting, fax, video), and
// one scheduled suspension (Quoteworks Inc, five days after the seed). The trial (Trailblazer
// Startups) and the fraud holds (Redflag Ventures, Holdfast Trading) are in the tenant tree.
import { sql } from 'drizzle-orm';
import { accountStatusChanges } from '../schema';
import { CUSTOMERS, PARTIES } from './tenantTree';
import type { Tx } from './writing';

/** The account whose suspension the demo schedules. */
export const SCHEDULED_SUSPENSION_ACCOUNT = 19;
export const SCHEDULED_SUSPENSION_DAYS = 5;

const DAY = 86_400_000;

export async function insertAccountLifecycle(tx: Tx, now: Date): Promise<void> {
  const values = [
    ...PARTIES.map((p) => ({
      id: p.id,
      name: `${p.name} support`,
      email: `support@${p.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
      phone: '+1 800 555 0100',
      months: null as number | null,
      startsAt: null as Date | null,
      commitment: null as number | null,
    })),
    ...CUSTOMERS.map((c, i) => ({
      id: c.id,
      name: `${c.name} accounts payable`,
      email: `accounts@${c.domain}`,
      phone: c.country === 'GB' ? '+44 20 7946 0000' : '+1 415 555 0199',
      // A 36-month contract that started 10 to 20 months before the seed; Acme 10 (26 left).
      months: 36,
      startsAt: new Date(now.getTime() - (300 + i * 30) * DAY),
      commitment:
        c.country === 'GB' ? 32000 : c.country === 'IN' ? 2500000 : c.country === 'AU' ? 60000 : 45000,
    })),
  ];
  await tx.execute(sql`
    insert into account_billing_profiles (account_id, contact_name, contact_email, contact_phone,
      contract_starts_at, contract_months, monthly_commitment_minor, updated_at)
    select v.id, v.name, v.email, v.phone, v."startsAt", v.months, v.commitment, ${now.toISOString()}::timestamptz
    from json_to_recordset(${JSON.stringify(values)}::json) as v(id int, name text, email text, phone text,
      "startsAt" timestamptz, months int, commitment int)
    where exists (select 1 from accounts a where a.id = v.id)`);
  // Seats on each customer account's first six user extensions, at its head office.
  await tx.execute(sql`
    insert into account_provisions (account_id, service_code, quantity, device_kit_id, location_id, created_at)
    select e.account_id, case when e.n % 3 = 0 then 'SEAT-PREMIUM' when e.n % 3 = 1 then 'SEAT-STANDARD'
        else 'SEAT-BASIC' end, 1, e.id,
      (select l.id from emergency_locations l where l.account_id = e.account_id order by l.id limit 1),
      ${now.toISOString()}::timestamptz - interval '200 days'
    from (select x.*, row_number() over (partition by x.account_id order by x.id) - 1 as n
          from extensions x join accounts a on a.id = x.account_id and a.kind = 'customer'
          where x.extension_type = 'Extension') e
    where e.n < 6`);
  // Account-wide services: toll-free numbers where the account has some, texting, fax, video.
  await tx.execute(sql`
    insert into account_provisions (account_id, service_code, quantity, location_id, created_at)
    select a.id, s.code, s.quantity,
      (select l.id from emergency_locations l where l.account_id = a.id order by l.id limit 1),
      ${now.toISOString()}::timestamptz - interval '150 days'
    from accounts a cross join lateral (values
      ('NUM-TOLLFREE', (select count(*)::int from phone_numbers p where p.account_id = a.id and p.is_toll_free)),
      ('SMS-BUSINESS', 1), ('FAX-LINE', 2), ('VIDEO-ROOM', 1)) as s(code, quantity)
    where a.kind = 'customer' and s.quantity > 0`);
  const [requester] = (
    (await tx.execute(sql`select id from users where account_id = 2 order by id limit 1`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  await tx.insert(accountStatusChanges).values({
    accountId: SCHEDULED_SUSPENSION_ACCOUNT,
    kind: 'status',
    toStatus: 'Suspended',
    effectiveAt: new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + SCHEDULED_SUSPENSION_DAYS * DAY,
    ),
    reason: 'Invoices unpaid for 60 days',
    requestedBy: requester?.id ?? null,
    createdAt: now,
  });
}
