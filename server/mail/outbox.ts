// Every e-mail goes to the outbox table first, so nothing is sent silently and a developer can
// read what would have gone out (GET /svc/appserver/rest/account/:accountId/outbox). When
// SMTP_URL is set the committed messages are also handed to that SMTP server, and each row
// records sent_at or send_error; each message is claimed with a lease first, so with several
// servers on one database it is sent once (decision 0079).
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { DbOrTx } from '../db/client';
import { outbox } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Deps, OutboxDispatcher } from '../http/types';
import { leaseEnd, newLeaseOwner } from '../jobs/lease';
import { logOf } from '../log';
import { sendSmtp } from './smtp';

export type MailKind =
  | 'newUser'
  | 'pinReset'
  | 'passwordReset'
  | 'mfaCode'
  | 'referralReset'
  | 'invoice'
  | 'billingSummary';

export interface Mail {
  accountId: number;
  userId: number | null;
  kind: MailKind;
  to: string;
  subject: string;
  body: string;
}

const FROM = 'no-reply@switchboard.example';

/** At most this many e-mails go to one address in an hour (decision 0041); the outbox counts them. */
export const MAILS_PER_RECIPIENT_PER_HOUR = 5;
const HOUR_MS = 3_600_000;

const addressOf = (m: Mail) => m.to.trim().toLowerCase();

/**
 * Splits the messages into those their recipients may still get this hour and those held back,
 * counting what the outbox recorded for each address in the last hour, and `retryAfterSeconds`:
 * when the first held address may get one again.
 */
export async function mailAllowance(deps: Deps, mails: Mail[], db: DbOrTx = deps.db) {
  const allowed: Mail[] = [];
  const held: Mail[] = [];
  if (mails.length === 0) return { allowed, held, retryAfterSeconds: 0 };
  const since = new Date(deps.now().getTime() - HOUR_MS);
  const address = sql<string>`lower(trim(${outbox.toAddress}))`;
  const rows = await db
    .select({ to: address, n: count(), oldest: sql<string>`min(${outbox.createdAt})` })
    .from(outbox)
    .where(and(inArray(address, [...new Set(mails.map(addressOf))]), gt(outbox.createdAt, since)))
    .groupBy(address);
  const sent = new Map(rows.map((r) => [r.to, Number(r.n)]));
  for (const m of mails) {
    const n = sent.get(addressOf(m)) ?? 0;
    if (n < MAILS_PER_RECIPIENT_PER_HOUR) {
      allowed.push(m);
      sent.set(addressOf(m), n + 1);
    } else held.push(m);
  }
  const oldest = rows.find((r) => held.length && r.to === addressOf(held[0]))?.oldest;
  const retryAfterSeconds = oldest
    ? Math.max(1, Math.ceil((new Date(oldest).getTime() + HOUR_MS - deps.now().getTime()) / 1000))
    : 0;
  return { allowed, held, retryAfterSeconds };
}

/** The reason a held message was not sent, in words for a person. */
export function heldMessage(mail: Mail): string {
  return `${mail.to} has had ${MAILS_PER_RECIPIENT_PER_HOUR} e-mails from us in the last hour; try again later.`;
}

/**
 * Records the messages (in the caller's transaction when given) that their recipients may still
 * get this hour, and answers the ones held back. When SMTP is set, a dispatcher then sends what
 * is committed and unsent, so a message of a rolled-back change never goes out.
 */
export async function queueMail(
  deps: Deps,
  mails: Mail[],
  db: DbOrTx = deps.db,
): Promise<{ held: Mail[]; retryAfterSeconds: number }> {
  const { allowed, held, retryAfterSeconds } = await mailAllowance(deps, mails, db);
  if (allowed.length === 0) return { held, retryAfterSeconds };
  await db.insert(outbox).values(
    allowed.map((m) => ({
      accountId: m.accountId,
      userId: m.userId,
      kind: m.kind,
      toAddress: m.to,
      subject: m.subject,
      body: m.body,
      createdAt: deps.now(),
    })),
  );
  if (process.env.SMTP_URL && deps.outbox) {
    // Once now, and once more after the caller's transaction has surely committed (the poll,
    // every jobPollSeconds, also sends what these miss).
    const outboxDispatcher = deps.outbox;
    setTimeout(() => outboxDispatcher.kick(), 0).unref();
    setTimeout(() => outboxDispatcher.kick(), 1000).unref();
  }
  return { held, retryAfterSeconds };
}

/**
 * One e-mail a person asked for now (resend, PIN reset): recorded, or 429 with Retry-After when
 * its recipient has had enough this hour.
 */
export async function queueMailOrRefuse(c: Context, deps: Deps, mail: Mail): Promise<void> {
  const { held, retryAfterSeconds } = await queueMail(deps, [mail]);
  if (held.length === 0) return;
  c.header('Retry-After', String(retryAfterSeconds));
  throw new ApiError(429, 'too_many_emails', heldMessage(mail), undefined, { retryAfterSeconds });
}

/**
 * Claims the next committed, unsent message no other dispatcher holds (FOR UPDATE SKIP LOCKED,
 * decision 0079), one at a time: a send takes at most the SMTP timeout, well within the lease.
 */
async function claimMail(deps: Deps, owner: string) {
  const now = deps.now();
  const [mail] = await deps.db
    .update(outbox)
    .set({ leaseOwner: owner, leaseUntil: leaseEnd(now) })
    .where(
      eq(
        outbox.id,
        sql`(select id from ${outbox}
              where sent_at is null and send_error is null
                and (lease_until is null or lease_until < ${now.toISOString()}::timestamptz)
              order by id limit 1
              for update skip locked)`,
      ),
    )
    .returning();
  return mail;
}

/**
 * One pass of a dispatcher: sends the committed, unsent messages one by one until none is left
 * that another dispatcher does not hold, each recorded sent or failed. Answers how many it
 * handled. `keepGoing` ends the pass early (a stopping server).
 */
export async function dispatchOutbox(
  deps: Deps,
  owner: string = newLeaseOwner(),
  keepGoing: () => boolean = () => true,
): Promise<number> {
  const smtpUrl = process.env.SMTP_URL;
  if (!smtpUrl) return 0;
  let handled = 0;
  while (keepGoing()) {
    const m = await claimMail(deps, owner);
    if (!m) break;
    let outcome: { sentAt: Date } | { sendError: string };
    try {
      await sendSmtp(smtpUrl, { from: FROM, to: m.toAddress, subject: m.subject, body: m.body });
      outcome = { sentAt: deps.now() };
    } catch (error) {
      outcome = { sendError: String((error as Error)?.message ?? error) };
    }
    await deps.db
      .update(outbox)
      .set({ ...outcome, leaseOwner: null, leaseUntil: null })
      .where(and(eq(outbox.id, m.id), eq(outbox.leaseOwner, owner)));
    handled++;
  }
  return handled;
}

/** The outbox's sender of one server: one pass at a time, kicked after mail is queued and on the poll. */
export function createOutboxDispatcher(deps: Deps): OutboxDispatcher {
  const owner = newLeaseOwner();
  let stopping = false;
  let sending: Promise<unknown> | undefined;
  return {
    kick() {
      if (sending || stopping || !process.env.SMTP_URL) return;
      sending = dispatchOutbox(deps, owner, () => !stopping)
        .catch((err) => logOf(deps).error({ err }, 'the outbox dispatcher stopped'))
        .finally(() => {
          sending = undefined;
        });
    },
    async stop() {
      stopping = true;
      while (sending) await sending;
    },
  };
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
