// The portal's admin config for the demo (issue 24, misc-a; decisions 0116, 0122): finished tasks
// of Acme and Britannia, so that their completed tasks (C-501) read as an account in use (a
// welcome e-mail sent again to three users, a password reset of which one row was refused), and
// the white-label partner's own words for the setup guide's introduction and first step, edited
// with the key tool. The insights (C-500), login config (C-497) and partner settings (C-498) are
// read from the account's data, which the other seeds fill. The clocks (12/24 h) are left at the
// locales' own, as the walks expect. Set-based.
import { asc, eq, inArray } from 'drizzle-orm';
import { HOME_ACCOUNT_ID } from '../../../src/domain/accounts';
import type { DbOrTx } from '../client';
import { accounts, bulkTaskRows, bulkTasks, messageTexts, users } from '../schema';
import { ACME, BRITANNIA, WHITE_LABEL_PARTNER } from './demoSignIns';

const HOUR = 3_600_000;

/** The partner's setup guide words (its own locale). */
export const PARTNER_TEXTS: Record<string, string> = {
  'setupGuide.intro': 'Welcome to Brightline. These steps get your phones ready to take calls.',
  'setupGuide.users.text':
    'Add everyone who makes and takes calls. Brightline’s team can help: call 0800 123 4567.',
};

export async function insertPortalConfigDemo(tx: DbOrTx, now: Date): Promise<void> {
  const named = await tx
    .select({ id: accounts.id, name: accounts.name, locale: accounts.locale })
    .from(accounts)
    .where(inArray(accounts.name, [ACME, BRITANNIA, WHITE_LABEL_PARTNER]));
  const [provider] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.accountId, HOME_ACCOUNT_ID))
    .orderBy(asc(users.id))
    .limit(1);
  for (const account of named.filter((a) => a.name !== WHITE_LABEL_PARTNER)) {
    const people = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.accountId, account.id))
      .orderBy(asc(users.id))
      .limit(4);
    if (people.length < 4) continue;
    const [starter, ...others] = people;
    const tasks = [
      { kind: 'welcomeResend', status: 'done', hoursAgo: 50, outcomes: ['ok', 'ok', 'ok'] },
      { kind: 'passwordReset', status: 'partial', hoursAgo: 26, outcomes: ['ok', 'ok', 'refused'] },
    ] as const;
    for (const t of tasks) {
      const at = new Date(now.getTime() - t.hoursAgo * HOUR);
      const ok = t.outcomes.filter((o) => o === 'ok').length;
      const [task] = await tx
        .insert(bulkTasks)
        .values({
          accountId: account.id,
          kind: t.kind,
          status: t.status,
          total: t.outcomes.length,
          processed: t.outcomes.length,
          succeeded: ok,
          refused: t.outcomes.length - ok,
          createdBy: starter.id,
          createdAt: at,
          finishedAt: new Date(at.getTime() + 60_000),
        })
        .returning({ id: bulkTasks.id });
      await tx.insert(bulkTaskRows).values(
        t.outcomes.map((status, i) => ({
          accountId: account.id,
          taskId: task.id,
          rowNumber: i + 1,
          input: { userId: others[i].id },
          status,
          message:
            status === 'ok'
              ? t.kind === 'welcomeResend'
                ? 'Sent.'
                : 'Reset.'
              : 'This user has no e-mail address to send the reset to.',
          subjectId: others[i].id,
        })),
      );
    }
  }
  const partner = named.find((a) => a.name === WHITE_LABEL_PARTNER);
  if (partner)
    await tx.insert(messageTexts).values(
      Object.entries(PARTNER_TEXTS).map(([key, text]) => ({
        accountId: partner.id,
        locale: partner.locale.toLowerCase(),
        key,
        text,
        updatedBy: provider?.id ?? null,
        updatedAt: now,
      })),
    );
}
