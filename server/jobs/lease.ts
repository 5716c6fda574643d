// Work claimed with a lease (decision 0079), the way PostgreSQL job queues do it: a claim takes
// one unleased (or expired) row with FOR UPDATE SKIP LOCKED, so two servers never take the same
// one, and stamps it with its owner and a time the lease holds until. The holder renews the lease
// inside each batch's transaction, and only while it is still the owner; a server that died
// simply stops renewing, and once its lease ran out another claims the work.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { bulkTasks } from '../db/schema';

/** How long a claim holds without renewal; far longer than a batch or one SMTP send takes. */
export const LEASE_SECONDS = 60;

/** The end of a lease taken or renewed at `now`. */
export const leaseEnd = (now: Date) => new Date(now.getTime() + LEASE_SECONDS * 1000);

/** A new holder's name: one per runner or dispatcher, so a restarted server is a new owner. */
export const newLeaseOwner = (): string => randomUUID();

export type TaskRow = typeof bulkTasks.$inferSelect;

/** Thrown inside a batch's transaction when its lease was lost: the batch rolls back. */
export class LeaseLost extends Error {
  constructor(taskId: number) {
    super(`The lease of task ${taskId} was taken over by another server.`);
  }
}

/**
 * Claims the first task that is queued or running and whose lease is free or ran out, and marks
 * it running under `owner`. Answers nothing when there is none (or another server holds them).
 * The row lock is FOR NO KEY UPDATE, not FOR UPDATE: a row that names the task (a download's
 * task_id) holds a key-share lock on it while it is written, and FOR UPDATE SKIP LOCKED would
 * skip the task for that moment, leaving it queued until the next kick.
 */
export async function claimTask(db: DbOrTx, owner: string, now: Date): Promise<TaskRow | undefined> {
  const [task] = await db
    .update(bulkTasks)
    .set({ leaseOwner: owner, leaseUntil: leaseEnd(now), status: 'running' })
    .where(
      eq(
        bulkTasks.id,
        sql`(select id from ${bulkTasks}
              where status in ('queued', 'running')
                and (lease_until is null or lease_until < ${now.toISOString()}::timestamptz)
              order by id limit 1
              for no key update skip locked)`,
      ),
    )
    .returning();
  return task;
}

/**
 * Renews the lease inside a batch's transaction, which also holds the task's row lock until it
 * commits. Throws LeaseLost (rolling the batch back) when another server has taken the task.
 */
export async function renewTask(tx: DbOrTx, taskId: number, owner: string, now: Date): Promise<void> {
  const renewed = await tx
    .update(bulkTasks)
    .set({ leaseUntil: leaseEnd(now) })
    .where(and(eq(bulkTasks.id, taskId), eq(bulkTasks.leaseOwner, owner)))
    .returning({ id: bulkTasks.id });
  if (renewed.length === 0) throw new LeaseLost(taskId);
}

/** Gives up the owner's leases, so another server may claim those tasks at once. */
export async function releaseTasks(db: DbOrTx, owner: string): Promise<void> {
  await db
    .update(bulkTasks)
    .set({ leaseOwner: null, leaseUntil: null })
    .where(eq(bulkTasks.leaseOwner, owner));
}
