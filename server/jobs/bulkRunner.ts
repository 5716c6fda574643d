// Bulk tasks run in process: recorded in bulk_tasks / bulk_task_rows, processed in batches,
// polled by task id. A row that fails is recorded with its reason and the others go on; a task
// left running when the server stopped is picked up again at the next start (createApp kicks).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { canManageExtension } from '../../src/domain/extensionManagement';
import {
  authTokens,
  bulkTaskRows,
  bulkTasks,
  contactNumbers,
  extensions,
  roleMemberships,
  sessions,
  users,
} from '../db/schema';
import { ApiError } from '../http/errors';
import type { Deps } from '../http/types';
import { type Mail, newUserMail, passwordResetMail, queueMail } from '../mail/outbox';
import {
  accountCountry,
  checkExtensionNumber,
  extensionInUse,
  nextExtensionNumber,
  parseUserInput,
  TAKEN_MESSAGE,
  type UserInput,
  violatedUniqueIndex,
} from '../routes/userStore';

export type BulkKind = 'userImport' | 'passwordReset' | 'welcomeResend';
export const BULK_BATCH = 100;

export interface JobRunner {
  /** Starts processing if idle (after a task is created, and at start for leftovers). */
  kick(): void;
  /** Resolves when there is nothing left to do (tests and the bench wait on it). */
  idle(): Promise<void>;
}

type TaskRow = typeof bulkTasks.$inferSelect;
type Row = typeof bulkTaskRows.$inferSelect;
type Outcome = { status: 'ok' | 'error'; message?: string; userId?: number };

export function createJobRunner(deps: Deps): JobRunner {
  let running: Promise<void> | undefined;
  const loop = async () => {
    for (;;) {
      const [task] = await deps.db
        .select()
        .from(bulkTasks)
        .where(inArray(bulkTasks.status, ['queued', 'running']))
        .orderBy(asc(bulkTasks.id))
        .limit(1);
      if (!task) return;
      await runTask(deps, task);
    }
  };
  return {
    kick() {
      if (running) return;
      running = loop()
        .catch((error) => console.error('[jobs] bulk runner stopped on an error', error))
        .finally(() => {
          running = undefined;
        });
    },
    idle: async () => {
      while (running) await running;
    },
  };
}

async function runTask(deps: Deps, task: TaskRow) {
  const { db } = deps;
  await db.update(bulkTasks).set({ status: 'running' }).where(eq(bulkTasks.id, task.id));
  const [actor] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.id, task.createdBy));
  const actorRoleId = actor?.roleId ?? 0;
  for (;;) {
    const batch = await db
      .select()
      .from(bulkTaskRows)
      .where(and(eq(bulkTaskRows.taskId, task.id), eq(bulkTaskRows.status, 'pending')))
      .orderBy(asc(bulkTaskRows.rowNumber))
      .limit(BULK_BATCH);
    if (batch.length === 0) break;
    let outcomes: Map<number, Outcome>;
    try {
      outcomes = await processBatch(deps, task, actorRoleId, batch);
    } catch (error) {
      // A batch that fails as a whole is retried row by row, so one bad row never sinks the rest.
      outcomes = new Map();
      for (const row of batch) {
        try {
          const one = await processBatch(deps, task, actorRoleId, [row]);
          outcomes.set(row.id, one.get(row.id)!);
        } catch (e) {
          outcomes.set(row.id, { status: 'error', message: describe(e) });
        }
      }
      void error;
    }
    await db.transaction(async (tx) => {
      for (const row of batch) {
        const o = outcomes.get(row.id) ?? { status: 'error', message: 'Not processed.' };
        await tx
          .update(bulkTaskRows)
          .set({ status: o.status, message: o.message ?? null, userId: o.userId ?? null })
          .where(eq(bulkTaskRows.id, row.id));
      }
      const ok = [...outcomes.values()].filter((o) => o.status === 'ok').length;
      await tx
        .update(bulkTasks)
        .set({
          processed: sql`${bulkTasks.processed} + ${batch.length}`,
          succeeded: sql`${bulkTasks.succeeded} + ${ok}`,
          failed: sql`${bulkTasks.failed} + ${batch.length - ok}`,
        })
        .where(eq(bulkTasks.id, task.id));
    });
    // Let polls and other requests in between batches.
    await new Promise((r) => setImmediate(r));
  }
  const [done] = await db.select().from(bulkTasks).where(eq(bulkTasks.id, task.id));
  const status = done.failed === 0 ? 'done' : done.succeeded === 0 ? 'failed' : 'partial';
  await db.update(bulkTasks).set({ status, finishedAt: deps.now() }).where(eq(bulkTasks.id, task.id));
}

const COLUMN_LABEL: Record<string, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  loginName: 'Login name',
  extension: 'Extension',
  roleId: 'Role',
  'contactNumbers.M': 'Mobile',
};

/** A row's reason in words a person reads in the result table. */
function describe(error: unknown): string {
  if (error instanceof ApiError)
    return (
      error.body.errors?.map((e) => `${COLUMN_LABEL[e.field] ?? e.field}: ${e.message}`).join(' ') ||
      error.body.message
    );
  const index = violatedUniqueIndex(error);
  if (index === 'users_login_name_idx') return TAKEN_MESSAGE;
  if (index === 'extensions_account_number_idx') return extensionInUse();
  return 'The row could not be processed.';
}

function processBatch(deps: Deps, task: TaskRow, actorRoleId: number, batch: Row[]) {
  if (task.kind === 'userImport') return importUsers(deps, task, actorRoleId, batch);
  return actOnUsers(deps, task, actorRoleId, batch);
}

/** Creates the valid rows of a batch in one transaction; invalid rows get their reasons. */
async function importUsers(deps: Deps, task: TaskRow, actorRoleId: number, batch: Row[]) {
  const outcomes = new Map<number, Outcome>();
  const country = await accountCountry(deps.db, task.accountId);
  const parsed: { row: Row; input: UserInput; extension?: string }[] = [];
  for (const row of batch) {
    try {
      const raw = row.input as Record<string, unknown>;
      const input = parseUserInput(
        { ...raw, contactNumbers: raw.mobile ? [{ kind: 'M', number: raw.mobile }] : undefined },
        'create',
        country,
      );
      const extension = checkExtensionNumber(raw.extension);
      if (!canManageExtension(actorRoleId, input.values.roleId))
        throw new ApiError(403, 'forbidden', 'Your role may not create a user with this role.');
      parsed.push({ row, input, extension });
    } catch (e) {
      outcomes.set(row.id, { status: 'error', message: describe(e) });
    }
  }
  // Login names and extension numbers: taken already, or twice in this batch.
  const names = parsed.map((p) => p.input.values.loginName!.toLowerCase());
  const taken = new Set(
    names.length
      ? (
          await deps.db
            .select({ n: sql<string>`lower(${users.loginName})` })
            .from(users)
            .where(inArray(sql`lower(${users.loginName})`, names))
        ).map((r) => r.n)
      : [],
  );
  const wanted = parsed.flatMap((p) => (p.extension ? [p.extension] : []));
  const usedExt = new Set(
    wanted.length
      ? (
          await deps.db
            .select({ n: extensions.extensionNumber })
            .from(extensions)
            .where(and(eq(extensions.accountId, task.accountId), inArray(extensions.extensionNumber, wanted)))
        ).map((r) => r.n)
      : [],
  );
  const good: typeof parsed = [];
  for (const p of parsed) {
    const name = p.input.values.loginName!.toLowerCase();
    if (taken.has(name)) outcomes.set(p.row.id, { status: 'error', message: `Login name: ${TAKEN_MESSAGE}` });
    else if (p.extension && usedExt.has(p.extension))
      outcomes.set(p.row.id, { status: 'error', message: extensionInUse(p.extension) });
    else {
      taken.add(name);
      if (p.extension) usedExt.add(p.extension);
      good.push(p);
    }
  }
  if (good.length === 0) return outcomes;
  let next = await nextExtensionNumber(deps.db, task.accountId);
  const numberFor = (p: (typeof good)[number]) => {
    if (p.extension) return p.extension;
    while (usedExt.has(String(next))) next++;
    usedExt.add(String(next));
    return String(next++);
  };
  const extNumbers = good.map(numberFor);
  await deps.db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        good.map((p) => ({
          accountId: task.accountId,
          loginName: p.input.values.loginName!,
          email: p.input.values.email!,
          firstName: p.input.values.firstName!,
          lastName: p.input.values.lastName!,
          roleId: p.input.values.roleId ?? 4,
          isImported: true,
        })),
      )
      .returning();
    await tx
      .insert(roleMemberships)
      .values(
        created.map((u) => ({ userId: u.id, accountId: u.accountId, roleId: u.roleId, isDefault: true })),
      );
    const contacts = good.flatMap((p, i) =>
      (p.input.contacts ?? []).map((c) => ({ accountId: task.accountId, userId: created[i].id, ...c })),
    );
    if (contacts.length) await tx.insert(contactNumbers).values(contacts);
    await tx.insert(extensions).values(
      created.map((u, i) => ({
        accountId: u.accountId,
        userId: u.id,
        extensionNumber: extNumbers[i],
        extensionType: 'Extension',
        servicePlan: 'Extension - Unlimited',
        userName: `${u.firstName} ${u.lastName}`,
        isDefault: true,
      })),
    );
    await queueMail(
      deps,
      created.filter((u) => u.sendEmail).map((u) => newUserMail(u)),
      tx,
    );
    good.forEach((p, i) => {
      outcomes.set(p.row.id, {
        status: 'ok',
        userId: created[i].id,
        message: `Created with extension ${extNumbers[i]}.`,
      });
    });
  });
  return outcomes;
}

/** Bulk password reset and bulk welcome e-mail: each row names a user of the account. */
async function actOnUsers(deps: Deps, task: TaskRow, actorRoleId: number, batch: Row[]) {
  const outcomes = new Map<number, Outcome>();
  const ids = batch.map((r) => Number((r.input as { userId?: unknown }).userId)).filter(Number.isInteger);
  const found = ids.length
    ? await deps.db
        .select()
        .from(users)
        .where(and(eq(users.accountId, task.accountId), inArray(users.id, ids)))
    : [];
  const byId = new Map(found.map((u) => [u.id, u]));
  const mails: Mail[] = [];
  const reset: number[] = [];
  for (const row of batch) {
    const user = byId.get(Number((row.input as { userId?: unknown }).userId));
    if (!user) outcomes.set(row.id, { status: 'error', message: 'No such user in this account.' });
    else if (!canManageExtension(actorRoleId, user.roleId))
      outcomes.set(row.id, {
        status: 'error',
        userId: user.id,
        message: 'Your role may not manage this user.',
      });
    else {
      if (task.kind === 'passwordReset') {
        reset.push(user.id);
        mails.push(passwordResetMail(user));
      } else mails.push(newUserMail(user));
      outcomes.set(row.id, { status: 'ok', userId: user.id, message: `E-mail sent to ${user.email}.` });
    }
  }
  await deps.db.transaction(async (tx) => {
    if (reset.length) {
      await tx
        .update(users)
        .set({ isExpiredPassword: true, passwordHash: null })
        .where(inArray(users.id, reset));
      // A reset password ends the sessions signed in with the old one (tokens and all).
      const now = deps.now();
      await tx
        .update(authTokens)
        .set({ revokedAt: now })
        .where(and(inArray(authTokens.userId, reset), isNull(authTokens.revokedAt)));
      await tx
        .update(sessions)
        .set({ endedAt: now })
        .where(and(inArray(sessions.userId, reset), isNull(sessions.endedAt)));
    }
    await queueMail(deps, mails, tx);
  });
  return outcomes;
}

/** Records a task and its rows; the runner picks it up. */
export async function createBulkTask(
  deps: Deps,
  jobs: JobRunner | undefined,
  init: {
    accountId: number;
    kind: BulkKind;
    createdBy: number;
    rows: { rowNumber: number; input: unknown }[];
  },
): Promise<number> {
  const taskId = await deps.db.transaction(async (tx) => {
    const [task] = await tx
      .insert(bulkTasks)
      .values({
        accountId: init.accountId,
        kind: init.kind,
        total: init.rows.length,
        createdBy: init.createdBy,
        createdAt: deps.now(),
      })
      .returning({ id: bulkTasks.id });
    for (let i = 0; i < init.rows.length; i += 1000) {
      await tx.insert(bulkTaskRows).values(
        init.rows.slice(i, i + 1000).map((r) => ({
          accountId: init.accountId,
          taskId: task.id,
          rowNumber: r.rowNumber,
          input: r.input,
        })),
      );
    }
    return task.id;
  });
  jobs?.kick();
  return taskId;
}
