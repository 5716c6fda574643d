// How a call-blocking rule is written and how rules change in bulk (CALL-05, decision 0102), for
// the admin routes and the end user's alike: the scope decides who may (system rules only a
// provider super user), the target is checked against the account's country
// (src/domain/callBlocking/ruleTarget.ts), a rule that blocks 411 needs update:block411, and a
// bulk change takes every rule named or none.

import { HOME_ACCOUNT_ID } from '../../../src/domain/accounts';
import { callCountries } from '../../../src/domain/callBlocking/countries';
import { blocks411, type RuleTarget } from '../../../src/domain/callBlocking/rules';
import { checkRuleTarget } from '../../../src/domain/callBlocking/ruleTarget';
import type { PermissionKey } from '../../../src/domain/permissions';
import { ROLE } from '../../../src/domain/roles';
import type { CallBlockRule, CallBlockRuleInput } from '../../../src/domain/schemas/callBlocking';
import type { Db } from '../../db/client';
import { ApiError, forbidden, notFound, validationFailed } from '../../http/errors';
import type { Principal } from '../../http/types';
import {
  accountCountry,
  deleteRules,
  extensionOf,
  ruleById,
  rulesForUpdate,
  toggleRules,
  writeRule,
} from './callBlockingStore';

export const SYSTEM_RULE_MESSAGE = 'Only the provider’s super users change system rules.';
export const BLOCK_411_MESSAGE = 'Blocking 411 (directory assistance) needs the update:block411 permission.';

/** The provider's own super users: the only ones who write system rules. */
export const isProviderSuperUser = (p: Pick<Principal, 'roleId' | 'homeAccountId'>) =>
  p.roleId === ROLE.SUPERUSER && p.homeAccountId === HOME_ACCOUNT_ID;

/** Who writes, on which account, with which keys. */
export interface Writer {
  accountId: number;
  principal: Principal;
  permissions: ReadonlySet<PermissionKey>;
  /** The end user's own extensions: a rule outside them is not theirs (404). */
  ownExtensionIds?: ReadonlySet<number>;
}

const countryCodes = () => new Set(callCountries().map((c) => c.code));

function require411(writer: Writer, ...rules: (RuleTarget | undefined)[]) {
  if (rules.some((r) => r && blocks411(r)) && !writer.permissions.has('update:block411'))
    throw forbidden(BLOCK_411_MESSAGE);
}

/** Whether a rule row is one this writer may see and change; system rules only a provider's. */
function reachable(writer: Writer, rule: { accountId: number | null; extensionId: number | null }) {
  if (writer.ownExtensionIds)
    return rule.extensionId !== null && writer.ownExtensionIds.has(rule.extensionId);
  return rule.accountId === writer.accountId || rule.accountId === null;
}

/** Creates or changes a rule (updateRule, saveRuleSkipValidations, saveAcctIntBlockRule). */
export async function saveRule(
  db: Db,
  writer: Writer,
  input: CallBlockRuleInput,
  options: { skipValidation?: boolean } = {},
): Promise<CallBlockRule> {
  const existing = input.ruleId === undefined ? undefined : await ruleById(db, input.ruleId);
  if (input.ruleId !== undefined && (!existing || !reachable(writer, existing)))
    throw notFound('Rule not found');
  if (existing && existing.scope !== input.scope)
    throw validationFailed([{ field: 'scope', message: 'A rule keeps its scope; add a new rule instead.' }]);
  if (input.scope === 'system' && !isProviderSuperUser(writer.principal))
    throw forbidden(SYSTEM_RULE_MESSAGE);
  if (input.scope === 'user') {
    const owned = writer.ownExtensionIds
      ? writer.ownExtensionIds.has(input.extensionId!)
      : Boolean(await extensionOf(db, writer.accountId, input.extensionId!));
    if (!owned)
      throw validationFailed([{ field: 'extensionId', message: 'Choose an extension of this account.' }]);
  }
  const target = checkRuleTarget(input.kind, input.value, {
    country: await accountCountry(db, writer.accountId),
    countries: countryCodes(),
    skipValidation: options.skipValidation,
  });
  if (!target.ok) throw validationFailed([{ field: 'value', message: target.message }]);
  const rule = { kind: input.kind, value: target.value, direction: input.direction };
  require411(writer, rule, existing as RuleTarget | undefined);
  return writeRule(
    db,
    {
      ...rule,
      scope: input.scope,
      accountId: input.scope === 'system' ? null : writer.accountId,
      extensionId: input.scope === 'user' ? input.extensionId! : null,
      enabled: input.enabled,
      label: input.label,
    },
    input.ruleId,
  );
}

/**
 * Deletes or turns on/off every rule named, in one transaction: a rule that does not exist or is
 * out of reach (another account's, another user's) answers 404 for the whole call; a system rule
 * without being the provider's super user, or a 411 rule without update:block411, 403.
 */
export async function changeRules(
  db: Db,
  writer: Writer,
  ruleIds: readonly number[],
  change: { delete: true } | { enabled: boolean },
): Promise<number> {
  const ids = [...new Set(ruleIds)];
  return db.transaction(async (tx) => {
    const rows = await rulesForUpdate(tx, ids);
    if (rows.length !== ids.length || !rows.every((r) => reachable(writer, r)))
      throw notFound('Rule not found');
    if (rows.some((r) => r.scope === 'system') && !isProviderSuperUser(writer.principal))
      throw forbidden(SYSTEM_RULE_MESSAGE);
    require411(writer, ...(rows as RuleTarget[]));
    const count =
      'delete' in change ? await deleteRules(tx, ids) : await toggleRules(tx, ids, change.enabled);
    if (count !== ids.length) throw new ApiError(409, 'conflict', 'The rules changed meanwhile; try again.');
    return count;
  });
}
