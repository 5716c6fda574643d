// Call blocking's data (CALL-05, decision 0102): rules of the three scopes, the account's
// settings (master switch, what a blocked caller hears) and each extension's own options. Every
// bulk change reads its rules and writes them in one transaction: all of them, or none.
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type {
  BlockedCallAction,
  CallBlockOptions,
  CallBlockRule,
  Direction,
  RuleKind,
  RuleScope,
  UserCallBlockOptions,
} from '../../../src/domain/schemas/callBlocking';
import type { callBlockUserRulesQuerySchema } from '../../../src/domain/schemas/listQuery';
import type { z } from '../../../src/domain/schemas/zod';
import type { DbOrTx } from '../../db/client';
import { listOrder, listTotal } from '../../db/listPage';
import {
  accounts,
  callBlockRules,
  callBlockSettings,
  callBlockUserOptions,
  extensions,
  users,
} from '../../db/schema';

type RuleRow = typeof callBlockRules.$inferSelect;
type UserRulesQuery = z.output<typeof callBlockUserRulesQuerySchema>;

/** A rule as written: its stored value already checked. */
export interface RuleWrite {
  scope: RuleScope;
  accountId: number | null;
  extensionId: number | null;
  kind: RuleKind;
  value: string;
  direction: Direction;
  enabled: boolean;
  label: string;
}

const ruleColumns = {
  ruleId: callBlockRules.id,
  scope: callBlockRules.scope,
  accountId: callBlockRules.accountId,
  extensionId: callBlockRules.extensionId,
  extension: extensions.extensionNumber,
  ownerName: sql<
    string | null
  >`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
  kind: callBlockRules.kind,
  value: callBlockRules.value,
  direction: callBlockRules.direction,
  enabled: callBlockRules.enabled,
  label: callBlockRules.label,
};

async function readRules(db: DbOrTx, where: SQL | undefined): Promise<CallBlockRule[]> {
  const rows = await db
    .select(ruleColumns)
    .from(callBlockRules)
    .leftJoin(extensions, eq(extensions.id, callBlockRules.extensionId))
    .leftJoin(users, eq(users.id, extensions.userId))
    .where(where)
    .orderBy(asc(callBlockRules.id));
  return rows as CallBlockRule[];
}

/** The provider's rules, which apply to every account. */
export const systemRules = (db: DbOrTx) =>
  readRules(db, and(isNull(callBlockRules.accountId), eq(callBlockRules.scope, 'system')));

/** An account's own rules (scope account). */
export const accountRules = (db: DbOrTx, accountId: number) =>
  readRules(db, and(eq(callBlockRules.accountId, accountId), eq(callBlockRules.scope, 'account')));

/** A page of the account's user rules, in the list query's order, with the list's total. */
export async function userRulesPage(db: DbOrTx, accountId: number, query: UserRulesQuery) {
  const where = and(eq(callBlockRules.accountId, accountId), eq(callBlockRules.scope, 'user'));
  const rows = (await db
    .select(ruleColumns)
    .from(callBlockRules)
    .leftJoin(extensions, eq(extensions.id, callBlockRules.extensionId))
    .leftJoin(users, eq(users.id, extensions.userId))
    .where(where)
    .orderBy(
      ...listOrder(
        query,
        { extension: extensions.extensionNumber, label: callBlockRules.label, kind: callBlockRules.kind },
        callBlockRules.id,
      ),
    )
    .limit(query.pageSize)
    .offset(query.offset)) as CallBlockRule[];
  return { total: await listTotal(query, rows.length, () => db.$count(callBlockRules, where)), items: rows };
}

/** The user rules of some extensions of an account. */
export const extensionRules = (db: DbOrTx, accountId: number, extensionIds: number[]) =>
  extensionIds.length === 0
    ? Promise.resolve([])
    : readRules(
        db,
        and(
          eq(callBlockRules.accountId, accountId),
          eq(callBlockRules.scope, 'user'),
          inArray(callBlockRules.extensionId, extensionIds),
        ),
      );

export async function ruleById(db: DbOrTx, ruleId: number): Promise<RuleRow | undefined> {
  const [row] = await db.select().from(callBlockRules).where(eq(callBlockRules.id, ruleId));
  return row;
}

export async function ruleAnswer(db: DbOrTx, ruleId: number): Promise<CallBlockRule> {
  const [rule] = await readRules(db, eq(callBlockRules.id, ruleId));
  return rule;
}

/** Creates a rule, or changes the one `ruleId` names; answers it as read. */
export async function writeRule(db: DbOrTx, rule: RuleWrite, ruleId?: number): Promise<CallBlockRule> {
  if (ruleId !== undefined) {
    await db.update(callBlockRules).set(rule).where(eq(callBlockRules.id, ruleId));
    return ruleAnswer(db, ruleId);
  }
  const [made] = await db.insert(callBlockRules).values(rule).returning({ id: callBlockRules.id });
  return ruleAnswer(db, made.id);
}

/** The rules of a list of ids, read under a row lock so that a bulk change sees them as they stay. */
export async function rulesForUpdate(db: DbOrTx, ruleIds: readonly number[]): Promise<RuleRow[]> {
  return db
    .select()
    .from(callBlockRules)
    .where(inArray(callBlockRules.id, [...ruleIds]))
    .for('update');
}

export async function deleteRules(db: DbOrTx, ruleIds: readonly number[]): Promise<number> {
  const gone = await db
    .delete(callBlockRules)
    .where(inArray(callBlockRules.id, [...ruleIds]))
    .returning({ id: callBlockRules.id });
  return gone.length;
}

export async function toggleRules(db: DbOrTx, ruleIds: readonly number[], enabled: boolean): Promise<number> {
  const changed = await db
    .update(callBlockRules)
    .set({ enabled })
    .where(inArray(callBlockRules.id, [...ruleIds]))
    .returning({ id: callBlockRules.id });
  return changed.length;
}

// ---- the account's settings ----

export async function settingsOf(db: DbOrTx, accountId: number) {
  const [row] = await db.select().from(callBlockSettings).where(eq(callBlockSettings.accountId, accountId));
  return {
    masterSwitch: row?.masterSwitch ?? true,
    options: { blockedCallAction: (row?.blockedCallAction ?? 'announcement') as BlockedCallAction },
  };
}

async function saveSettings(
  db: DbOrTx,
  accountId: number,
  change: Partial<Omit<typeof callBlockSettings.$inferInsert, 'accountId'>>,
) {
  await db
    .insert(callBlockSettings)
    .values({ accountId, ...change })
    .onConflictDoUpdate({ target: callBlockSettings.accountId, set: change });
}

export const saveOptions = (db: DbOrTx, accountId: number, options: CallBlockOptions) =>
  saveSettings(db, accountId, { blockedCallAction: options.blockedCallAction });

export const saveMasterSwitch = (db: DbOrTx, accountId: number, enabled: boolean) =>
  saveSettings(db, accountId, { masterSwitch: enabled });

export async function accountCountry(db: DbOrTx, accountId: number): Promise<string> {
  const [a] = await db
    .select({ country: accounts.countryCode })
    .from(accounts)
    .where(eq(accounts.id, accountId));
  return a?.country ?? 'US';
}

// ---- extensions and their own options ----

/** An extension of the account (any type), or undefined. */
export async function extensionOf(db: DbOrTx, accountId: number, extensionId: number) {
  const [x] = await db
    .select({ id: extensions.id })
    .from(extensions)
    .where(and(eq(extensions.id, extensionId), eq(extensions.accountId, accountId)));
  return x;
}

/** The signed-in user's own extensions, by number. */
export async function ownExtensions(db: DbOrTx, userId: number) {
  return db
    .select({ id: extensions.id, number: extensions.extensionNumber })
    .from(extensions)
    .where(eq(extensions.userId, userId))
    .orderBy(asc(extensions.extensionNumber));
}

export async function userOptionsOf(db: DbOrTx, extensionIds: number[]) {
  const rows =
    extensionIds.length === 0
      ? []
      : await db
          .select()
          .from(callBlockUserOptions)
          .where(inArray(callBlockUserOptions.extensionId, extensionIds));
  const byId = new Map(rows.map((r) => [r.extensionId, r]));
  return (extensionId: number): UserCallBlockOptions => {
    const r = byId.get(extensionId);
    return {
      enabled: r?.enabled ?? true,
      blockedCallAction: (r?.blockedCallAction ?? 'announcement') as BlockedCallAction,
    };
  };
}

export async function saveUserOptions(
  db: DbOrTx,
  accountId: number,
  extensionId: number,
  options: UserCallBlockOptions,
): Promise<void> {
  await db
    .insert(callBlockUserOptions)
    .values({ extensionId, accountId, ...options })
    .onConflictDoUpdate({ target: callBlockUserOptions.extensionId, set: options });
}
