// Call blocking for every demo customer (issue 19, decision 0102): two account rules (a nuisance
// number of the account's country, anonymous callers), an international rule, and a rule of the
// first user with an extension; plus one system rule of the provider. Set-based, per account.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';

/** A number of each demo country that no one answers (fictional ranges: 555-01xx, Ofcom drama). */
const NUISANCE: Record<string, string> = {
  US: '+12025550147',
  GB: '+442079460999',
  AU: '+61491570006',
  IN: '+919100000001',
  CA: '+16135550147',
};
/** The number each customer's end user blocks for themself. */
const PERSONAL: Record<string, string> = {
  US: '+12025550188',
  GB: '+442079460888',
  AU: '+61491570008',
  IN: '+919100000002',
  CA: '+16135550188',
};

export async function insertCallBlocking(tx: DbOrTx): Promise<void> {
  const nuisance = sql.join(
    Object.entries(NUISANCE).map(([country, number]) => sql`(${country}, ${number}, ${PERSONAL[country]})`),
    sql`, `,
  );
  await tx.execute(sql`
    insert into call_block_rules (scope, kind, value, direction, enabled, label)
    values ('system', 'prefix', '+1900', 'outbound', true, 'Premium-rate numbers (+1 900)')`);
  await tx.execute(sql`
    with demo(country, number, personal) as (values ${nuisance})
    insert into call_block_rules (account_id, scope, kind, value, direction, enabled, label)
    select a.id, r.scope, r.kind, r.value, r.direction, r.enabled, r.label
      from accounts a
      join demo d on d.country = a.country_code
     cross join lateral (values
       ('account', 'number', d.number, 'inbound', true, 'Repeated sales calls'),
       ('account', 'anonymous', '', 'inbound', false, 'Callers who hide their number'),
       ('account', 'international', 'KP', 'outbound', true, 'No calls to North Korea')
     ) as r(scope, kind, value, direction, enabled, label)
     where a.kind = 'customer'
     order by a.id`);
  // One end user's extension per customer (Acme's demo end user among them: role 4 first).
  await tx.execute(sql`
    with demo(country, number, personal) as (values ${nuisance})
    insert into call_block_rules (account_id, extension_id, scope, kind, value, direction, enabled, label)
    select distinct on (e.account_id) e.account_id, e.id, 'user', 'number', d.personal, 'inbound', true, 'My ex-landlord'
      from extensions e
      join accounts a on a.id = e.account_id
      join demo d on d.country = a.country_code
      join users u on u.id = e.user_id
     where a.kind = 'customer' and e.extension_type = 'Extension'
     order by e.account_id, u.role_id <> 4, u.id, e.extension_number, e.id`);
}
