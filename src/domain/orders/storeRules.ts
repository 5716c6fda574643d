// The store rules (ROLE-08) read from what the portal knows of the acting account (issue 22;
// decision 0112): the menus show the store only where billingAccess opens it. The server applies
// the same rule from its own rows (server/areas/orders/storeAccess.ts) on every store call.
import { billingAccess } from '../billingStore';

export interface StoreFacts {
  accountId: number;
  kind: string;
  status: string;
  /** The parent's name and type (the account info's partnerAccountName / partnerAccountType). */
  partnerAccountName: string | null;
  partnerAccountType?: string | null;
  config: { isIcebergAccount: boolean; isAcctWhiteLabelPartner: boolean };
}

/** White label: the account is a white-label partner, or its parent is one (decision 0112). */
export const isWhiteLabelAccount = (a: StoreFacts) =>
  a.config.isAcctWhiteLabelPartner || /white label/i.test(a.partnerAccountType ?? '');

function accessFor(account: StoreFacts, homeAccountId: number) {
  const own = account.accountId === homeAccountId;
  return billingAccess({
    storeAppDisabled: false,
    hasAccount: true,
    hasUser: true,
    isParentOnOwnAccount: own && account.kind !== 'customer',
    isWhiteLabel: isWhiteLabelAccount(account),
    parentAccessingChild: !own,
    resellerSettings: null,
    partnerName: account.partnerAccountName,
    isVsu: false,
    accountStatus: account.status,
    isIceberg: account.config.isIcebergAccount,
  });
}

export function storeOpen(account: StoreFacts, homeAccountId: number): boolean {
  return accessFor(account, homeAccountId).storeEnabled;
}

/** Billing is shown (ROLE-08: hideBilling false); the server refuses billing calls otherwise (decision 0113). */
export function billingOpen(account: StoreFacts, homeAccountId: number): boolean {
  return !accessFor(account, homeAccountId).hideBilling;
}
