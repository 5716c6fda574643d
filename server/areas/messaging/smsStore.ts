// Sending a business text (our own call; decision 0111): refused while the company or the user
// has messaging off, SMS is off, the 10DLC registration of a US account is not approved, or the
// number is off the platform while off-net SMS is off. A sent text joins the user's threads.
import { and, eq } from 'drizzle-orm';
import type { BusinessSms } from '../../../src/domain/schemas/messaging';
import type { DbOrTx } from '../../db/client';
import { phoneNumbers, userMessages } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { readSettings, requireAccountUsers, userMessaging } from './messagingStore';
import { smsStatus } from './tenDlcStore';

const refused = (message: string) => new ApiError(409, 'sms_refused', message);

export async function sendBusinessSms(db: DbOrTx, accountId: number, sms: BusinessSms, now: Date) {
  await requireAccountUsers(db, accountId, [sms.userId], 'userId');
  const settings = await readSettings(db, accountId);
  const status = await smsStatus(db, accountId, now, settings);
  if (!status.allowed) throw refused(status.reason!);
  const user = await userMessaging(db, accountId, sms.userId);
  if (!user.messagingEnabled) throw refused(user.messagingOffReason!);
  if (settings.offNetSmsDisabled) {
    const [onNet] = await db
      .select({ id: phoneNumbers.id })
      .from(phoneNumbers)
      .where(and(eq(phoneNumbers.phoneNumber, sms.to)));
    if (!onNet) throw refused('Texts to numbers outside the platform are turned off for the company.');
  }
  const [sent] = await db
    .insert(userMessages)
    .values({
      accountId,
      userId: sms.userId,
      peer: sms.to,
      direction: 'out',
      body: sms.text,
      sentAt: now,
      readAt: now,
    })
    .returning();
  return {
    id: sent.id,
    userId: sent.userId,
    to: sent.peer,
    body: sent.body,
    sentAt: sent.sentAt.toISOString(),
  };
}
