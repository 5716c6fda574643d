// The account info's data beyond the account row (address, origin id), the account's custom
// attributes, the chain above an account and the reseller settings read from it (decision 0119).
import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { isParentType } from '../../../src/domain/roles';
import type { AccountInfoChange, CustomAttribute } from '../../../src/domain/schemas/accountInfo';
import { descendantIds, isSupportStaff } from '../../auth/tenancy';
import type { DbOrTx } from '../../db/client';
import { accountCustomAttributes, accountProfiles, accounts } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Principal } from '../../http/types';
import { accountInfo } from './accountView';

type Account = typeof accounts.$inferSelect;
type AccountAddress = NonNullable<(typeof accountProfiles.$inferSelect)['address']>;

/** The accounts a search may show (decision 0119): every account for support staff, the home
 * account's subtree for parent types (a partner searches its own tree only), else the home account. */
export function searchScope(p: Principal, id: AnyColumn = accounts.id): SQL {
  if (isSupportStaff(p)) return sql`true`;
  return isParentType(p.roleId)
    ? sql`${id} in ${descendantIds(p.homeAccountId)}`
    : sql`${id} = ${p.homeAccountId}`;
}

export async function loadAccount(db: DbOrTx, id: number): Promise<Account> {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, id));
  if (!account) throw notFound('Account not found');
  return account;
}

/** The account and every account above it, nearest first (the account itself at depth 0). */
export async function accountChain(db: DbOrTx, id: number) {
  const result = (await db.execute(sql`
    with recursive up(id, parent_id, kind, name, account_type, depth) as (
      select id, parent_id, kind, name, account_type, 0 from accounts where id = ${id}
      union all
      select a.id, a.parent_id, a.kind, a.name, a.account_type, up.depth + 1
        from accounts a join up on a.id = up.parent_id
    ) select id, parent_id, kind, name, account_type from up order by depth`)) as unknown as {
    rows: { id: number; parent_id: number | null; kind: string; name: string; account_type: string }[];
  };
  return result.rows.map((r) => ({
    accountId: Number(r.id),
    parentAccountId: r.parent_id === null ? null : Number(r.parent_id),
    kind: r.kind,
    name: r.name,
    accountType: r.account_type,
  }));
}

/** C-050: the account info (C-048) with the address and origin id. */
export async function accountInfoV2(db: DbOrTx, id: number) {
  const account = await loadAccount(db, id);
  const parent = account.parentId ? await loadAccount(db, account.parentId) : undefined;
  const [profile] = await db.select().from(accountProfiles).where(eq(accountProfiles.accountId, id));
  return {
    ...accountInfo(account, parent),
    address: profile?.address ?? null,
    originId: profile?.originId ?? null,
  };
}

/** The account's postal address (C-050; billing's location info C-308 reads the same one,
 * decision 0120), or null when none was given. */
export async function accountAddress(db: DbOrTx, id: number): Promise<AccountAddress | null> {
  const [profile] = await db
    .select({ address: accountProfiles.address })
    .from(accountProfiles)
    .where(eq(accountProfiles.accountId, id));
  return profile?.address ?? null;
}

/** Set the account's postal address: the one row both the account info and billing write. */
export async function setAccountAddress(db: DbOrTx, id: number, address: AccountAddress): Promise<void> {
  await db
    .insert(accountProfiles)
    .values({ accountId: id, address })
    .onConflictDoUpdate({ target: accountProfiles.accountId, set: { address } });
}

/** C-049, C-051: name, time zone and locale on the account; the address on its profile. */
export async function changeAccountInfo(db: DbOrTx, id: number, change: AccountInfoChange) {
  await db.transaction(async (tx) => {
    await tx
      .update(accounts)
      .set({ name: change.name, timeZone: change.timeZone, locale: change.locale })
      .where(eq(accounts.id, id));
    if (change.address) await setAccountAddress(tx, id, change.address);
  });
  return accountInfoV2(db, id);
}

const attributeRow = {
  accountId: accountCustomAttributes.accountId,
  name: accountCustomAttributes.name,
  type: accountCustomAttributes.type,
  value: accountCustomAttributes.value,
  updatedAt: accountCustomAttributes.updatedAt,
};

export async function listAttributes(db: DbOrTx, accountId: number) {
  return db
    .select(attributeRow)
    .from(accountCustomAttributes)
    .where(eq(accountCustomAttributes.accountId, accountId))
    .orderBy(accountCustomAttributes.name);
}

/** C-142: each attribute replaces its name's value; the names in `remove` go. All or nothing. */
export async function changeAttributes(
  db: DbOrTx,
  accountId: number,
  change: { attributes: CustomAttribute[]; remove: string[] },
  now: Date,
) {
  await db.transaction(async (tx) => {
    if (change.remove.length)
      await tx
        .delete(accountCustomAttributes)
        .where(
          and(
            eq(accountCustomAttributes.accountId, accountId),
            inArray(accountCustomAttributes.name, change.remove),
          ),
        );
    for (const a of change.attributes)
      await tx
        .insert(accountCustomAttributes)
        .values({ accountId, ...a, updatedAt: now })
        .onConflictDoUpdate({
          target: [accountCustomAttributes.accountId, accountCustomAttributes.name],
          set: { type: a.type, value: a.value, updatedAt: now },
        });
  });
  return listAttributes(db, accountId);
}

/** The attribute names a reseller or partner sets for the accounts below it (ROLE-08, decision 0119). */
export const RESELLER_ATTRIBUTES = {
  hideBilling: 'resellerSettings.hideBilling',
  canAddService: 'resellerSettings.canAddService',
} as const;

/** The reseller settings of an account: those of the nearest reseller or partner above it, or
 * null when none is above it or it set none (decision 0005: nothing restricts the account). */
export async function resellerSettingsOf(db: DbOrTx, chain: Awaited<ReturnType<typeof accountChain>>) {
  const reseller = chain.slice(1).find((a) => a.kind === 'reseller' || a.kind === 'partner');
  if (!reseller) return null;
  const rows = await db
    .select({ name: accountCustomAttributes.name, value: accountCustomAttributes.value })
    .from(accountCustomAttributes)
    .where(
      and(
        eq(accountCustomAttributes.accountId, reseller.accountId),
        inArray(accountCustomAttributes.name, Object.values(RESELLER_ATTRIBUTES)),
      ),
    );
  if (rows.length === 0) return null;
  const flag = (name: string, otherwise: boolean) => {
    const row = rows.find((r) => r.name === name);
    return row ? row.value === 'true' : otherwise;
  };
  return {
    resellerAccountId: reseller.accountId,
    resellerName: reseller.name,
    hideBilling: flag(RESELLER_ATTRIBUTES.hideBilling, false),
    canAddService: flag(RESELLER_ATTRIBUTES.canAddService, true),
  };
}
