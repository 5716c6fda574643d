// The users area's bulk tasks (import, password reset, welcome e-mail) run in process; the runner
// is the users area's until jobs are pluggable per area (issue 14). Tasks are recorded in
// bulk_tasks / bulk_task_rows, processed in batches, polled by task id. A row that fails is recorded with its reason and the others go on; a task
// left running when the server stopped is picked up again at the next start (createApp kicks).
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ROLE } from '../../../src/domain/roles';
import { type Actor, type UserWrite, userWriteRefusal } from '../../../src/domain/userManagement';
import { assignableRoles } from '../../../src/domain/userRules';
import type { DbOrTx } from '../../db/client';
import {
  authTokens,
  bulkTaskRows,
  bulkTasks,
  contactNumbers,
  extensions,
  roleMemberships,
  sessions,
  users,
} from '../../db/schema';
import { refreshStatistics } from '../../db/statistics';
import { violatedUniqueIndex } from '../../db/uniqueViolation';
import { ApiError } from '../../http/errors';
import type { Deps, JobRunner } from '../../http/types';
import {
  heldMessage,
  type Mail,
  mailAllowance,
  newUserMail,
  passwordResetMail,
  queueMail,
} from '../../mail/outbox';
import {
  checkExtensionNumber,
  extensionInUse,
  newUserInput,
  nextExtensionNumber,
  TAKEN_MESSAGE,
  type UserInput,
  type UserRow,
} from './userStore';
import { accountFacts, userWriteRefusalIn } from './userWrites';

export type BulkKind = 'userImport' | 'passwordReset' | 'welcomeResend';
export const BULK_BATCH = 100;

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
  const [creator] = await db.select({ roleId: users.roleId }).from(users).where(eq(users.id, task.createdBy));
  const actor: Actor = { userId: task.createdBy, roleId: creator?.roleId ?? ROLE.ANONYMOUS };
  for (;;) {
    const batch = await db
      .select()
      .from(bulkTaskRows)
      .where(and(eq(bulkTaskRows.taskId, task.id), eq(bulkTaskRows.status, 'pending')))
      .orderBy(asc(bulkTaskRows.rowNumber))
      .limit(BULK_BATCH);
    if (batch.length === 0) break;
    try {
      await runBatch(deps, task, actor, batch);
    } catch {
      // A batch that fails as a whole is retried row by row, so one bad row never sinks the rest.
      for (const row of batch) {
        try {
          await runBatch(deps, task, actor, [row]);
        } catch (e) {
          await recordOutcomes(
            db,
            task,
            [row],
            new Map([[row.id, { status: 'error', message: describe(e) }]]),
          );
        }
      }
    }
    // Let polls and other requests in between batches.
    await new Promise((r) => setImmediate(r));
  }
  const [done] = await db.select().from(bulkTasks).where(eq(bulkTasks.id, task.id));
  const status = done.failed === 0 ? 'done' : done.succeeded === 0 ? 'failed' : 'partial';
  await db.update(bulkTasks).set({ status, finishedAt: deps.now() }).where(eq(bulkTasks.id, task.id));
  // Thousands of new rows: the planner's estimates must know of them (PGlite has no autovacuum).
  await refreshStatistics(db);
}

/**
 * A batch's effect (users created, passwords reset, e-mails queued) and its rows' results commit
 * in one transaction: a server stopped in between leaves neither, and the rows stay pending.
 */
function runBatch(deps: Deps, task: TaskRow, actor: Actor, batch: Row[]) {
  return deps.db.transaction(async (tx) => {
    const outcomes =
      task.kind === 'userImport'
        ? await importUsers(deps, tx, task, actor, batch)
        : await actOnUsers(deps, tx, task, actor, batch);
    await recordOutcomes(tx, task, batch, outcomes);
  });
}

async function recordOutcomes(db: DbOrTx, task: TaskRow, batch: Row[], outcomes: Map<number, Outcome>) {
  for (const row of batch) {
    const o = outcomes.get(row.id) ?? { status: 'error', message: 'Not processed.' };
    await db
      .update(bulkTaskRows)
      .set({ status: o.status, message: o.message ?? null, userId: o.userId ?? null })
      .where(eq(bulkTaskRows.id, row.id));
  }
  const ok = batch.filter((row) => outcomes.get(row.id)?.status === 'ok').length;
  await db
    .update(bulkTasks)
    .set({
      processed: sql`${bulkTasks.processed} + ${batch.length}`,
      succeeded: sql`${bulkTasks.succeeded} + ${ok}`,
      failed: sql`${bulkTasks.failed} + ${batch.length - ok}`,
    })
    .where(eq(bulkTasks.id, task.id));
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

/** Creates the valid rows of a batch (in the batch's transaction); invalid rows get their reasons. */
async function importUsers(deps: Deps, db: DbOrTx, task: TaskRow, actor: Actor, batch: Row[]) {
  const outcomes = new Map<number, Outcome>();
  const account = await accountFacts(db, task.accountId);
  const parsed: { row: Row; input: UserInput; extension?: string }[] = [];
  for (const row of batch) {
    try {
      const raw = row.input as Record<string, unknown>;
      const input = newUserInput(
        { ...raw, contactNumbers: raw.mobile ? [{ kind: 'M', number: raw.mobile }] : undefined },
        account.country,
        assignableRoles(account.kind),
      );
      const extension = checkExtensionNumber(raw.extension);
      const refusal = userWriteRefusal(actor, undefined, { kind: 'create', roleId: input.values.roleId! });
      if (refusal) throw new ApiError(403, 'forbidden', refusal.message);
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
          await db
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
          await db
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
  let next = await nextExtensionNumber(db, task.accountId);
  const numberFor = (p: (typeof good)[number]) => {
    if (p.extension) return p.extension;
    while (usedExt.has(String(next))) next++;
    usedExt.add(String(next));
    return String(next++);
  };
  const extNumbers = good.map(numberFor);
  const created = await db
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
  await db
    .insert(roleMemberships)
    .values(
      created.map((u) => ({ userId: u.id, accountId: u.accountId, roleId: u.roleId, isDefault: true })),
    );
  const contacts = good.flatMap((p, i) =>
    (p.input.contacts ?? []).map((c) => ({ accountId: task.accountId, userId: created[i].id, ...c })),
  );
  if (contacts.length) await db.insert(contactNumbers).values(contacts);
  await db.insert(extensions).values(
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
  const { held } = await queueMail(
    deps,
    created.filter((u) => u.sendEmail).map((u) => newUserMail(u)),
    db,
  );
  const heldFor = new Map(held.map((m) => [m.userId, m]));
  good.forEach((p, i) => {
    const mail = heldFor.get(created[i].id);
    outcomes.set(p.row.id, {
      status: 'ok',
      userId: created[i].id,
      message: `Created with extension ${extNumbers[i]}.${mail ? ` The welcome e-mail was not sent: ${heldMessage(mail)}` : ''}`,
    });
  });
  return outcomes;
}

/** Bulk password reset and bulk welcome e-mail: each row names a user of the account. */
async function actOnUsers(deps: Deps, db: DbOrTx, task: TaskRow, actor: Actor, batch: Row[]) {
  const outcomes = new Map<number, Outcome>();
  const ids = batch.map((r) => Number((r.input as { userId?: unknown }).userId)).filter(Number.isInteger);
  const found = ids.length
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.accountId, task.accountId), inArray(users.id, ids)))
    : [];
  const byId = new Map(found.map((u) => [u.id, u]));
  const wanted: { row: Row; user: UserRow; mail: Mail }[] = [];
  for (const row of batch) {
    const user = byId.get(Number((row.input as { userId?: unknown }).userId));
    const write: UserWrite = task.kind === 'passwordReset' ? { kind: 'resetPassword' } : { kind: 'update' };
    const refusal = user && (await userWriteRefusalIn(db, actor, user, write));
    if (!user) outcomes.set(row.id, { status: 'error', message: 'No such user in this account.' });
    else if (refusal) outcomes.set(row.id, { status: 'error', userId: user.id, message: refusal.message });
    else
      wanted.push({
        row,
        user,
        mail: task.kind === 'passwordReset' ? passwordResetMail(user) : newUserMail(user),
      });
  }
  // A recipient who had enough e-mails this hour gets none, and their password is left alone.
  const { allowed } = await mailAllowance(
    deps,
    wanted.map((w) => w.mail),
    db,
  );
  const go = wanted.filter((w) => allowed.includes(w.mail));
  for (const w of wanted) {
    outcomes.set(
      w.row.id,
      allowed.includes(w.mail)
        ? { status: 'ok', userId: w.user.id, message: `E-mail sent to ${w.user.email}.` }
        : { status: 'error', userId: w.user.id, message: `Not sent: ${heldMessage(w.mail)}` },
    );
  }
  const reset = task.kind === 'passwordReset' ? go.map((w) => w.user.id) : [];
  if (reset.length) {
    await db
      .update(users)
      .set({ isExpiredPassword: true, passwordHash: null })
      .where(inArray(users.id, reset));
    // A reset password ends the sessions signed in with the old one (tokens and all).
    const now = deps.now();
    await db
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(inArray(authTokens.userId, reset), isNull(authTokens.revokedAt)));
    await db
      .update(sessions)
      .set({ endedAt: now })
      .where(and(inArray(sessions.userId, reset), isNull(sessions.endedAt)));
  }
  await queueMail(
    deps,
    go.map((w) => w.mail),
    db,
  );
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
