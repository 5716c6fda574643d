// Recording rules' data (REC-01, decision 0105): the account's rules with whom they name, the
// checks a write passes (whom it names are of the account and of the scope's kind; the
// announcement exists), and the writes. A write is one transaction: the rule and its targets.
import { and, asc, eq, inArray, max, or, type SQL, sql } from 'drizzle-orm';
import type {
  RecordingRule,
  RecordingRuleInput,
  RecordingRuleListChange,
  RecordingScope,
  RecordingTarget,
} from '../../../src/domain/schemas/recordingRules';
import type { DbOrTx } from '../../db/client';
import {
  callGroupMembers,
  callQueueAgents,
  extensions,
  greetings,
  recordingRules,
  recordingRuleTargets,
  users,
} from '../../db/schema';
import { refuseUniqueViolation } from '../../db/uniqueViolation';
import { notFound, validationFailed } from '../../http/errors';

export const RULE_MISSING = 'Recording rule not found';
export const NAME_TAKEN = 'Another recording rule of this account has this name.';

const EXTENSION_TYPE_OF: Partial<Record<RecordingScope, string>> = {
  queues: 'Call Queue',
  callGroups: 'Call Group',
};

const TARGET_MESSAGE: Record<RecordingScope, string> = {
  account: 'A rule for every call of the account names no one.',
  users: 'Choose users of this account.',
  queues: 'Choose call queues of this account.',
  callGroups: 'Choose call groups of this account.',
};

const personName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

/** The rules `where` selects, in the list's order, each with whom it names. */
async function readRules(db: DbOrTx, where: SQL | undefined): Promise<RecordingRule[]> {
  const rules = await db
    .select()
    .from(recordingRules)
    .where(where)
    .orderBy(asc(recordingRules.position), asc(recordingRules.id));
  if (rules.length === 0) return [];
  const targets = await db
    .select({
      ruleId: recordingRuleTargets.ruleId,
      userId: recordingRuleTargets.userId,
      extensionId: recordingRuleTargets.extensionId,
      userName: personName,
      extensionName: extensions.userName,
      extension: extensions.extensionNumber,
    })
    .from(recordingRuleTargets)
    .leftJoin(users, eq(users.id, recordingRuleTargets.userId))
    .leftJoin(extensions, eq(extensions.id, recordingRuleTargets.extensionId))
    .where(
      inArray(
        recordingRuleTargets.ruleId,
        rules.map((r) => r.id),
      ),
    )
    .orderBy(asc(recordingRuleTargets.id));
  const byRule = new Map<number, RecordingTarget[]>();
  for (const t of targets) {
    const target: RecordingTarget =
      t.userId !== null
        ? { id: t.userId, name: t.userName || `User ${t.userId}`, extension: null }
        : { id: t.extensionId ?? 0, name: t.extensionName ?? '', extension: t.extension };
    byRule.set(t.ruleId, [...(byRule.get(t.ruleId) ?? []), target]);
  }
  return rules.map((r) => {
    const named = byRule.get(r.id) ?? [];
    return {
      recordingRuleId: r.id,
      accountId: r.accountId,
      name: r.name,
      scope: r.scope as RecordingScope,
      direction: r.direction as RecordingRule['direction'],
      mode: r.mode as RecordingRule['mode'],
      announcementKey: r.announcementKey,
      retentionDays: r.retentionDays,
      enabled: r.enabled,
      position: r.position,
      targetIds: named.map((t) => t.id),
      targets: named,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** Every rule of the account, in order. */
export const accountRules = (db: DbOrTx, accountId: number) =>
  readRules(db, eq(recordingRules.accountId, accountId));

/** One rule of the account; 404 for a rule of another account, as for a missing one. */
export async function accountRule(db: DbOrTx, accountId: number, ruleId: number): Promise<RecordingRule> {
  const [rule] = await readRules(
    db,
    and(eq(recordingRules.accountId, accountId), eq(recordingRules.id, ruleId)),
  );
  if (!rule) throw notFound(RULE_MISSING);
  return rule;
}

/**
 * The rules that record one user's calls: the account's rules for every call, rules naming the
 * user, and rules of the queues and call groups the user's extensions answer for.
 */
export async function userRules(db: DbOrTx, accountId: number, userId: number): Promise<RecordingRule[]> {
  const ownExtensions = db
    .select({ id: extensions.id })
    .from(extensions)
    .where(eq(extensions.userId, userId));
  const queues = db
    .select({ id: callQueueAgents.queueId })
    .from(callQueueAgents)
    .where(inArray(callQueueAgents.agentId, ownExtensions));
  const groups = db
    .select({ id: callGroupMembers.groupId })
    .from(callGroupMembers)
    .where(inArray(callGroupMembers.memberId, ownExtensions));
  const naming = db
    .select({ id: recordingRuleTargets.ruleId })
    .from(recordingRuleTargets)
    .where(
      and(
        eq(recordingRuleTargets.accountId, accountId),
        or(
          eq(recordingRuleTargets.userId, userId),
          inArray(recordingRuleTargets.extensionId, queues),
          inArray(recordingRuleTargets.extensionId, groups),
        ),
      ),
    );
  return readRules(
    db,
    and(
      eq(recordingRules.accountId, accountId),
      or(eq(recordingRules.scope, 'account'), inArray(recordingRules.id, naming)),
    ),
  );
}

/** A user's own rule: a 'users' rule naming that user alone (C-042..C-046 write only those). */
export const isOwnRuleOf = (rule: RecordingRule, userId: number) =>
  rule.scope === 'users' && rule.targetIds.length === 1 && rule.targetIds[0] === userId;

/** Refuses, as a field error, whom a rule names when they are not of the account and the scope's kind. */
async function checkTargets(db: DbOrTx, accountId: number, input: RecordingRuleInput): Promise<void> {
  const ids = [...new Set(input.targetIds)];
  if (input.scope === 'account' || ids.length === 0) return;
  const found =
    input.scope === 'users'
      ? await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.accountId, accountId), inArray(users.id, ids)))
      : await db
          .select({ id: extensions.id })
          .from(extensions)
          .where(
            and(
              eq(extensions.accountId, accountId),
              eq(extensions.extensionType, EXTENSION_TYPE_OF[input.scope] ?? ''),
              inArray(extensions.id, ids),
            ),
          );
  if (found.length !== ids.length)
    throw validationFailed([{ field: 'targetIds', message: TARGET_MESSAGE[input.scope] }]);
}

/** The announcement must be one of the account's recording-rule greetings (uploaded with C-390). */
async function checkAnnouncement(db: DbOrTx, accountId: number, key: string | null): Promise<void> {
  if (key === null) return;
  const [found] = await db
    .select({ id: greetings.id })
    .from(greetings)
    .where(
      and(
        eq(greetings.accountId, accountId),
        eq(greetings.ownerKind, 'recordingRule'),
        eq(greetings.greetingKey, key),
      ),
    );
  if (!found)
    throw validationFailed([{ field: 'announcementKey', message: 'Upload this announcement first.' }]);
}

const NAME_INDEX = { recording_rules_account_name_idx: { field: 'name', message: NAME_TAKEN } };

async function writeTargets(db: DbOrTx, accountId: number, ruleId: number, input: RecordingRuleInput) {
  await db.delete(recordingRuleTargets).where(eq(recordingRuleTargets.ruleId, ruleId));
  const ids = [...new Set(input.targetIds)];
  if (input.scope === 'account' || ids.length === 0) return;
  await db
    .insert(recordingRuleTargets)
    .values(
      ids.map((id) =>
        input.scope === 'users'
          ? { ruleId, accountId, userId: id, extensionId: null }
          : { ruleId, accountId, userId: null, extensionId: id },
      ),
    );
}

/** Adds a rule at the end of the account's list. */
export async function createRule(
  db: DbOrTx,
  now: Date,
  accountId: number,
  input: RecordingRuleInput,
): Promise<RecordingRule> {
  await checkTargets(db, accountId, input);
  await checkAnnouncement(db, accountId, input.announcementKey);
  try {
    const ruleId = await db.transaction(async (tx) => {
      const [last] = await tx
        .select({ position: max(recordingRules.position) })
        .from(recordingRules)
        .where(eq(recordingRules.accountId, accountId));
      const { targetIds: _, ...fields } = input;
      const [row] = await tx
        .insert(recordingRules)
        .values({
          ...fields,
          accountId,
          position: (last?.position ?? -1) + 1,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: recordingRules.id });
      await writeTargets(tx, accountId, row.id, input);
      return row.id;
    });
    return accountRule(db, accountId, ruleId);
  } catch (error) {
    refuseUniqueViolation(error, NAME_INDEX);
  }
}

/** Replaces a rule of the account with `input`; its place in the list stays. */
export async function updateRule(
  db: DbOrTx,
  now: Date,
  accountId: number,
  ruleId: number,
  input: RecordingRuleInput,
): Promise<RecordingRule> {
  await accountRule(db, accountId, ruleId);
  await checkTargets(db, accountId, input);
  await checkAnnouncement(db, accountId, input.announcementKey);
  try {
    await db.transaction(async (tx) => {
      const { targetIds: _, ...fields } = input;
      await tx
        .update(recordingRules)
        .set({ ...fields, updatedAt: now })
        .where(and(eq(recordingRules.id, ruleId), eq(recordingRules.accountId, accountId)));
      await writeTargets(tx, accountId, ruleId, input);
    });
  } catch (error) {
    refuseUniqueViolation(error, NAME_INDEX);
  }
  return accountRule(db, accountId, ruleId);
}

/** Deletes a rule of the account (its targets go with it). */
export async function deleteRule(db: DbOrTx, accountId: number, ruleId: number): Promise<void> {
  const gone = await db
    .delete(recordingRules)
    .where(and(eq(recordingRules.id, ruleId), eq(recordingRules.accountId, accountId)))
    .returning({ id: recordingRules.id });
  if (gone.length === 0) throw notFound(RULE_MISSING);
}

/**
 * The list's order and switches (C-264, C-046): every rule named must be among `allowed` (the
 * account's, or the user's own), else nothing changes and the first stranger is named.
 */
export async function changeRuleList(
  db: DbOrTx,
  now: Date,
  accountId: number,
  change: RecordingRuleListChange,
  allowed: readonly RecordingRule[],
): Promise<void> {
  const allowedIds = new Set(allowed.map((r) => r.recordingRuleId));
  const stranger = change.items.findIndex((i) => !allowedIds.has(i.recordingRuleId));
  if (stranger >= 0)
    throw validationFailed([
      { field: `items.${stranger}.recordingRuleId`, message: 'Choose a recording rule of this list.' },
    ]);
  await db.transaction(async (tx) => {
    for (const item of change.items) {
      const set: Partial<typeof recordingRules.$inferInsert> = { updatedAt: now };
      if (item.enabled !== undefined) set.enabled = item.enabled;
      if (item.position !== undefined) set.position = item.position;
      await tx
        .update(recordingRules)
        .set(set)
        .where(and(eq(recordingRules.id, item.recordingRuleId), eq(recordingRules.accountId, accountId)));
    }
  });
}
