// The users area's remaining calls' demo (decision 0118): two extension templates for every
// customer account (Acme in the US, Britannia in GB among them), the second a World Office plan
// of the account's country. Set-based.
import type { DbOrTx } from '../client';
import { accounts, extensionTemplates } from '../schema';

export async function insertUsersRemainingDemo(tx: DbOrTx, now: Date): Promise<void> {
  const all = await tx
    .select({ id: accounts.id, kind: accounts.kind, country: accounts.countryCode })
    .from(accounts);
  const rows = all
    .filter((a) => a.kind === 'customer')
    .flatMap((a) => [
      {
        accountId: a.id,
        name: 'Desk phone',
        extensionType: 'Extension',
        servicePlan: 'Unlimited Extension',
        createdAt: now,
      },
      {
        accountId: a.id,
        name: 'World Office',
        extensionType: 'Extension',
        servicePlan: `Extension - World Office (${a.country})`,
        createdAt: now,
      },
    ]);
  for (let i = 0; i < rows.length; i += 500)
    await tx.insert(extensionTemplates).values(rows.slice(i, i + 500));
}
