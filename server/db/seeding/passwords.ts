// Password policies of the demo (issue 23, sec-pw; decision 0108): Acme asks for 12 characters
// with a digit, keeps 5 earlier passwords and lets a password last 90 days; Britannia asks for 10,
// keeps 3, and lets passwords last. Expiry counts from a password set through the platform, so
// the seeded passwords (which the tests sign in with) do not expire.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { ACME, BRITANNIA } from './demoSignIns';

export async function insertPasswordPolicies(tx: DbOrTx, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into password_policies
      (account_id, min_length, require_digit, require_upper, require_symbol, history_count, expiry_days, updated_at)
    select a.id, p.min_length, p.digit, p.upper, p.symbol, p.history, p.expiry, ${now}
      from accounts a
      join (values (${ACME}, 12, true, false, false, 5, 90),
                   (${BRITANNIA}, 10, false, false, false, 3, 0))
           as p(name, min_length, digit, upper, symbol, history, expiry) on p.name = a.name`);
}
