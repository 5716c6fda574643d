// The store rules (ROLE-08, src/domain/billingStore.ts) applied on the server (issue 22; decision
// 0112): the facts are read from the acting account, its ancestors and the caller.
import { eq, sql } from 'drizzle-orm';
import { type BillingAccess, billingAccess, type ResellerSettings } from '../../../src/domain/billingStore';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { Principal } from '../../http/types';
import { lifecycleOfRow } from '../accountLifecycle/lifecycleStore';
import { accountChain, resellerSettingsOf } from '../roles/accountStore';

export interface StoreAccount {
  id: number;
  name: string;
  kind: string;
  status: string;
  countryCode: string;
  isIceberg: boolean;
  /** The account's standing closes the store: suspended, cancelled, demo or on fraud hold (decision 0114). */
  lifecycleClosed: 'suspended' | 'fraudHold' | null;
  /** The account or its parent is a white-label partner (decision 0112). */
  whiteLabel: boolean;
  /** The nearest partner above the account (or the account itself), if any. */
  partnerName: string | null;
  /** The settings of the nearest reseller or partner above the account, or null (decision 0119). */
  resellerSettings: ResellerSettings | null;
}

/** The account with the facts the store rules read from its ancestors. */
export async function storeAccount(db: DbOrTx, accountId: number): Promise<StoreAccount | undefined> {
  const chain = (await db.execute(sql`
    with recursive up(id, parent_id, kind, name, wl, depth) as (
      select id, parent_id, kind, name, is_white_label_partner, 0 from accounts where id = ${accountId}
      union all
      select a.id, a.parent_id, a.kind, a.name, a.is_white_label_partner, up.depth + 1
        from accounts a join up on a.id = up.parent_id
    ) select kind, name, wl from up order by depth`)) as unknown as {
    rows: { kind: string; name: string; wl: boolean }[];
  };
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!account) return undefined;
  const settings = await resellerSettingsOf(db, await accountChain(db, accountId));
  return {
    id: account.id,
    name: account.name,
    kind: account.kind,
    status: account.status,
    countryCode: account.countryCode,
    isIceberg: account.isIceberg,
    lifecycleClosed: (() => {
      const { standing } = lifecycleOfRow(account);
      return standing === 'suspended' || standing === 'fraudHold' ? standing : null;
    })(),
    // Decision 0112: the account is a white-label partner, or its parent is one (a customer of a
    // reseller under that partner is the reseller's, sold under the reseller's own terms).
    whiteLabel: chain.rows.slice(0, 2).some((r) => r.wl),
    partnerName: chain.rows.find((r) => r.kind === 'partner')?.name ?? null,
    resellerSettings: settings && {
      hideBilling: settings.hideBilling,
      canAddService: settings.canAddService,
    },
  };
}

/** ROLE-08 for the caller acting on the account. */
export function storeAccessFor(account: StoreAccount | undefined, principal: Principal): BillingAccess {
  const own = account?.id === principal.homeAccountId;
  const access = billingAccess({
    // No account switches the store app off in this product (decision 0112).
    storeAppDisabled: false,
    hasAccount: account !== undefined,
    hasUser: true,
    isParentOnOwnAccount: own && account?.kind !== 'customer',
    isWhiteLabel: account?.whiteLabel ?? false,
    parentAccessingChild: !own,
    resellerSettings: account?.resellerSettings ?? null,
    partnerName: account?.partnerName,
    // The product has no VSU role (decision 0112).
    isVsu: false,
    accountStatus: account?.status,
    isIceberg: account?.isIceberg ?? false,
  });
  // Decision 0114: a suspended account, or one on fraud hold, has no store either.
  return account?.lifecycleClosed ? { ...access, canAddService: false, storeEnabled: false } : access;
}

/** Why the store is closed, in words a person reads. */
function closedReason(account: StoreAccount | undefined): string {
  if (!account) return 'The store is not available: no account is selected.';
  if (account.status === 'Cancelled') return 'The store is not available: this account is cancelled.';
  if (account.lifecycleClosed === 'suspended')
    return 'The store is not available: this account is suspended. Contact your provider to restore it.';
  if (account.lifecycleClosed === 'fraudHold')
    return 'The store is not available while the account is on hold for a review. Contact your provider.';
  if (account.status === 'Demo') return 'The store is not available for demo accounts.';
  if (account.isIceberg) return 'The store is not available for this account type.';
  if (account.whiteLabel)
    return 'The store is not available here: your partner orders services for this account.';
  if (account.resellerSettings?.hideBilling || account.resellerSettings?.canAddService === false)
    return 'The store is not available here: your reseller adds services for this account. Contact them to order.';
  return 'The store is not available for this account. Contact your provider to add services.';
}

/** The account, when ROLE-08 lets the caller use its store; a 403 saying why otherwise. */
export async function openStore(db: DbOrTx, accountId: number, principal: Principal): Promise<StoreAccount> {
  const account = await storeAccount(db, accountId);
  if (!account || !storeAccessFor(account, principal).storeEnabled)
    throw new ApiError(403, 'store_closed', closedReason(account));
  return account;
}
