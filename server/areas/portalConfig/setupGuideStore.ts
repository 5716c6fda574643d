// The setup guide's progress from the account's real data (MISC-03, decision 0116): users besides
// the first, phone numbers, a phone (a device), a call flow on the main number (the account's
// first number that is not toll-free), and a desktop application line.
import { and, asc, count, eq } from 'drizzle-orm';
import type { SetupGuideState, SetupStepId } from '../../../src/domain/setupGuide';
import type { DbOrTx } from '../../db/client';
import { callFlows, devices, lines, phoneNumbers, users } from '../../db/schema';

export async function setupGuideOf(db: DbOrTx, accountId: number): Promise<SetupGuideState> {
  const n = async (query: Promise<{ n: number }[]>) => (await query)[0].n;
  const userCount = await n(db.select({ n: count() }).from(users).where(eq(users.accountId, accountId)));
  const numberCount = await n(
    db.select({ n: count() }).from(phoneNumbers).where(eq(phoneNumbers.accountId, accountId)),
  );
  const deviceCount = await n(
    db.select({ n: count() }).from(devices).where(eq(devices.accountId, accountId)),
  );
  const desktopCount = await n(
    db
      .select({ n: count() })
      .from(lines)
      .where(and(eq(lines.accountId, accountId), eq(lines.appType, 'desktop'))),
  );
  const [main] = await db
    .select({ phoneNumber: phoneNumbers.phoneNumber })
    .from(phoneNumbers)
    .where(and(eq(phoneNumbers.accountId, accountId), eq(phoneNumbers.isTollFree, false)))
    .orderBy(asc(phoneNumbers.id))
    .limit(1);
  const flowCount = main
    ? await n(
        db
          .select({ n: count() })
          .from(callFlows)
          .where(and(eq(callFlows.accountId, accountId), eq(callFlows.phoneNumber, main.phoneNumber))),
      )
    : 0;
  const step = (id: SetupStepId, c: number, done = c > 0) => ({ id, done, count: c });
  return {
    accountId,
    mainNumber: main?.phoneNumber ?? null,
    steps: [
      // The first user is the one who signed up: the step asks for someone else.
      step('users', Math.max(userCount - 1, 0)),
      step('numbers', numberCount),
      step('phone', deviceCount),
      step('mainNumberCallFlow', flowCount),
      step('desktopApp', desktopCount),
    ],
  };
}
