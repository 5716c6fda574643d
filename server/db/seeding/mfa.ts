// MFA for every demo customer (issue 23, decision 0109): the account's setting row, NOT enforced.
// Every walk and test signs in as the demo people with their password alone; a seeded
// authenticator could not be used by a newcomer either (its secret is shown once).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';

export async function insertMfaSettings(tx: DbOrTx, now: Date): Promise<void> {
  await tx.execute(sql`
    insert into mfa_settings (account_id, enforced, updated_at)
    select a.id, false, ${now} from accounts a where a.kind = 'customer'
    on conflict (account_id) do nothing`);
}
