// Every e-mail goes to the outbox table first, so nothing is sent silently and a developer can
// read what would have gone out (GET /svc/appserver/rest/account/:accountId/outbox). When
// SMTP_URL is set the committed messages are also handed to that SMTP server, and each row
// records sent_at or send_error.
import { and, asc, eq, isNull } from 'drizzle-orm';
import { outbox } from '../db/schema';
import type { Deps } from '../http/types';
import type { DbOrTx } from '../routes/userStore';
import { sendSmtp } from './smtp';

export type MailKind = 'newUser' | 'pinReset' | 'passwordReset';

export interface Mail {
  accountId: number;
  userId: number | null;
  kind: MailKind;
  to: string;
  subject: string;
  body: string;
}

const FROM = 'no-reply@switchboard.example';

/**
 * Records the messages (in the caller's transaction when given). When SMTP is set, a dispatcher
 * then sends what is committed and unsent, so a message of a rolled-back change never goes out.
 */
export async function queueMail(deps: Deps, mails: Mail[], db: DbOrTx = deps.db): Promise<void> {
  if (mails.length === 0) return;
  await db.insert(outbox).values(
    mails.map((m) => ({
      accountId: m.accountId,
      userId: m.userId,
      kind: m.kind,
      toAddress: m.to,
      subject: m.subject,
      body: m.body,
      createdAt: deps.now(),
    })),
  );
  if (process.env.SMTP_URL) {
    // Once now, and once more after the caller's transaction has surely committed.
    setTimeout(() => dispatch(deps), 0);
    setTimeout(() => dispatch(deps), 1000);
  }
}

let dispatching = false;

/** Sends the committed, unsent messages one by one; one dispatcher at a time. */
async function dispatch(deps: Deps) {
  const smtpUrl = process.env.SMTP_URL;
  if (dispatching || !smtpUrl) return;
  dispatching = true;
  try {
    for (;;) {
      const batch = await deps.db
        .select()
        .from(outbox)
        .where(and(isNull(outbox.sentAt), isNull(outbox.sendError)))
        .orderBy(asc(outbox.id))
        .limit(50);
      if (batch.length === 0) return;
      for (const m of batch) {
        try {
          await sendSmtp(smtpUrl, { from: FROM, to: m.toAddress, subject: m.subject, body: m.body });
          await deps.db.update(outbox).set({ sentAt: deps.now() }).where(eq(outbox.id, m.id));
        } catch (error) {
          await deps.db
            .update(outbox)
            .set({ sendError: String((error as Error)?.message ?? error) })
            .where(eq(outbox.id, m.id));
        }
      }
    }
  } catch (error) {
    console.error('[mail] the outbox dispatcher stopped', error);
  } finally {
    dispatching = false;
  }
}

export function newUserMail(user: {
  accountId: number;
  id: number;
  email: string;
  firstName: string;
  loginName: string;
}): Mail {
  return {
    accountId: user.accountId,
    userId: user.id,
    kind: 'newUser',
    to: user.email,
    subject: 'Welcome to your business phone service',
    body: `Hello ${user.firstName},\n\nAn account has been created for you. Your login name is ${user.loginName}.\nSet your password at /#/login to sign in.\n`,
  };
}

export function pinResetMail(user: {
  accountId: number;
  id: number;
  email: string;
  firstName: string;
}): Mail {
  return {
    accountId: user.accountId,
    userId: user.id,
    kind: 'pinReset',
    to: user.email,
    subject: 'Reset your voicemail PIN',
    body: `Hello ${user.firstName},\n\nFollow the link in this message to choose a new voicemail PIN.\n`,
  };
}

export function passwordResetMail(user: {
  accountId: number;
  id: number;
  email: string;
  firstName: string;
}): Mail {
  return {
    accountId: user.accountId,
    userId: user.id,
    kind: 'passwordReset',
    to: user.email,
    subject: 'Your password has been reset',
    body: `Hello ${user.firstName},\n\nAn administrator reset your password. Choose a new one the next time you sign in.\n`,
  };
}
