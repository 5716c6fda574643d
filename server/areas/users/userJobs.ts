// The users area's job kinds (decision 0076): a CSV import of new users, a password reset and a
// resend of the new-user e-mail to chosen users. The engine (server/jobs) runs them in batches;
// here is what a batch does, under the user-management rule of the user who started the task.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ROLE } from '../../../src/domain/roles';
import { type Actor, type UserWrite, userWriteRefusal } from '../../../src/domain/userManagement';
import { assignableRoles } from '../../../src/domain/userRules';
import { authTokens, extensions, phoneNumbers, sessions, users } from '../../db/schema';
import { violatedUniqueIndex } from '../../db/uniqueViolation';
import { ApiError } from '../../http/errors';
import type { Deps } from '../../http/types';
import {
  defineJobKind,
  type JobContext,
  type JobKindDefinition,
  type JobOutcome,
  type JobRow,
  type JobTask,
} from '../../jobs/registry';
import {
  heldMessage,
  type Mail,
  mailAllowance,
  newUserMail,
  passwordResetMail,
  queueMail,
} from '../../mail/outbox';
import { createUsers } from './createUser';
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

/** Each batch acts as the user who started the task, with their role as it is when it runs. */
type UserJobContext = JobContext<{ actor: Actor }>;

async function startedBy(deps: Deps, task: JobTask): Promise<{ actor: Actor }> {
  // A task whose starter was deleted acts for no one: the rule refuses its rows.
  const [creator] =
    task.createdBy === null
      ? []
      : await deps.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, task.createdBy));
  return { actor: { userId: task.createdBy ?? 0, roleId: creator?.roleId ?? ROLE.ANONYMOUS } };
}

/** The users area's kinds, for the app to register (server/app.ts). */
export const userJobKinds: JobKindDefinition[] = [
  defineJobKind({
    kind: 'userImport',
    readPermission: 'read:users',
    prepare: startedBy,
    runBatch: importUsers,
    describe,
  }),
  defineJobKind({
    kind: 'passwordReset',
    readPermission: 'read:users',
    prepare: startedBy,
    runBatch: actOnUsers,
    describe,
  }),
  defineJobKind({
    kind: 'callerIdUpdate',
    readPermission: 'read:users',
    prepare: startedBy,
    runBatch: updateCallerIds,
    describe,
  }),
  defineJobKind({
    kind: 'welcomeResend',
    readPermission: 'read:users',
    prepare: startedBy,
    runBatch: actOnUsers,
    describe,
  }),
];

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
async function importUsers(ctx: UserJobContext, batch: JobRow[]) {
  const { deps, db, task } = ctx;
  const { actor } = ctx.prepared;
  const outcomes = new Map<number, JobOutcome>();
  const account = await accountFacts(db, task.accountId);
  const parsed: { row: JobRow; input: UserInput; extension?: string }[] = [];
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
  const { users: created, heldMail } = await createUsers(
    deps,
    db,
    task.accountId,
    good.map((p, i) => ({ input: p.input, extension: { number: extNumbers[i] }, imported: true })),
  );
  good.forEach((p, i) => {
    const mail = heldMail.get(created[i].id);
    outcomes.set(p.row.id, {
      status: 'ok',
      subjectId: created[i].id,
      message: `Created with extension ${extNumbers[i]}.${mail ? ` The welcome e-mail was not sent: ${heldMessage(mail)}` : ''}`,
    });
  });
  return outcomes;
}

/** Bulk password reset and bulk welcome e-mail: each row names a user of the account. */
async function actOnUsers(ctx: UserJobContext, batch: JobRow[]) {
  const { deps, db, task } = ctx;
  const { actor } = ctx.prepared;
  const outcomes = new Map<number, JobOutcome>();
  const ids = batch.map((r) => Number((r.input as { userId?: unknown }).userId)).filter(Number.isInteger);
  const found = ids.length
    ? await db
        .select()
        .from(users)
        .where(and(eq(users.accountId, task.accountId), inArray(users.id, ids)))
    : [];
  const byId = new Map(found.map((u) => [u.id, u]));
  const wanted: { row: JobRow; user: UserRow; mail: Mail }[] = [];
  for (const row of batch) {
    const user = byId.get(Number((row.input as { userId?: unknown }).userId));
    const write: UserWrite = task.kind === 'passwordReset' ? { kind: 'resetPassword' } : { kind: 'update' };
    const refusal = user && (await userWriteRefusalIn(db, actor, user, write));
    if (!user) outcomes.set(row.id, { status: 'error', message: 'No such user in this account.' });
    else if (refusal) outcomes.set(row.id, { status: 'error', subjectId: user.id, message: refusal.message });
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
        ? { status: 'ok', subjectId: w.user.id, message: `E-mail sent to ${w.user.email}.` }
        : { status: 'error', subjectId: w.user.id, message: `Not sent: ${heldMessage(w.mail)}` },
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

/**
 * C-330: each row names a user of the account and a caller-id name; the names of the numbers on
 * the user's extensions change, under the user-management rule (decision 0118).
 */
async function updateCallerIds(ctx: UserJobContext, batch: JobRow[]) {
  const { db, task } = ctx;
  const { actor } = ctx.prepared;
  const outcomes = new Map<number, JobOutcome>();
  for (const row of batch) {
    const input = row.input as { userId?: unknown; callerIdName?: string };
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.accountId, task.accountId), eq(users.id, Number(input.userId) || 0)));
    const refusal = user && (await userWriteRefusalIn(db, actor, user, { kind: 'update' }));
    if (!user) outcomes.set(row.id, { status: 'error', message: 'No such user in this account.' });
    else if (refusal) outcomes.set(row.id, { status: 'error', subjectId: user.id, message: refusal.message });
    else {
      const mine = db.select({ id: extensions.id }).from(extensions).where(eq(extensions.userId, user.id));
      const changed = await db
        .update(phoneNumbers)
        .set({ callerIdName: input.callerIdName ?? null })
        .where(and(eq(phoneNumbers.accountId, task.accountId), inArray(phoneNumbers.extensionId, mine)))
        .returning({ id: phoneNumbers.id });
      outcomes.set(row.id, {
        status: 'ok',
        subjectId: user.id,
        message: `Caller-id name set on ${changed.length} number${changed.length === 1 ? '' : 's'}.`,
      });
    }
  }
  return outcomes;
}
