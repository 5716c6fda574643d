// Billing and store rules (ROLE-08, cat §6); the ambiguous points are decided in
// docs/decisions/0005-billing-store-rules.md.
import { ACCOUNT_STATUS } from './accounts';

export interface ResellerSettings {
  hideBilling: boolean;
  canAddService: boolean;
}

/** Every fact the rules read. */
export interface BillingAccessInput {
  /** The store app is switched off, so services are added without it. */
  storeAppDisabled: boolean;
  /** An account is loaded in the session. */
  hasAccount: boolean;
  /** A user is loaded in the session. */
  hasUser: boolean;
  /** A parent-type user is looking at its own account, not a child's. */
  isParentOnOwnAccount: boolean;
  /** The account belongs to a white-label partner. */
  isWhiteLabel: boolean;
  /** A parent-type user is looking at one of its child accounts. */
  parentAccessingChild: boolean;
  /** The reseller's settings for this account; absent when no reseller restricts it. */
  resellerSettings?: ResellerSettings | null;
  /** The account's partner name (Apple and Amazon partners have no store). */
  partnerName?: string | null;
  /** The user is a VSU, who always sees billing (ROLE-07). */
  isVsu: boolean;
  /** Account status (BILL-01); demo and cancelled accounts have no store. */
  accountStatus?: string | null;
  isIceberg: boolean;
}

export interface BillingAccess {
  canAddService: boolean;
  hideBilling: boolean;
  showPaymentInfo: boolean;
  storeEnabled: boolean;
}

const STORELESS_PARTNER = /\b(apple|amazon)\b/i;

/** Apple and Amazon partners, matched as a whole word in any case ('Amazon Business', not 'Pineapple'). */
export function isStorelessPartner(partnerName: string | null | undefined): boolean {
  return STORELESS_PARTNER.test(partnerName ?? '');
}

/** Store access is denied for Amazon/Apple partners, demo or cancelled accounts and Iceberg accounts. */
export function isStoreDenied(
  input: Pick<BillingAccessInput, 'partnerName' | 'accountStatus' | 'isIceberg'>,
): boolean {
  return (
    isStorelessPartner(input.partnerName) ||
    input.accountStatus === ACCOUNT_STATUS.DEMO ||
    input.accountStatus === ACCOUNT_STATUS.CANCELLED ||
    input.isIceberg
  );
}

function serviceAndBilling(input: BillingAccessInput): { canAddService: boolean; hideBilling: boolean } {
  if (input.isParentOnOwnAccount) return { canAddService: true, hideBilling: false };
  if (input.isWhiteLabel) {
    return { canAddService: input.parentAccessingChild, hideBilling: !input.parentAccessingChild };
  }
  const hideBilling = input.resellerSettings?.hideBilling ?? false;
  const resellerAllows = input.resellerSettings?.canAddService ?? true;
  return {
    canAddService: !isStorelessPartner(input.partnerName) && !hideBilling && resellerAllows,
    hideBilling,
  };
}

export function billingAccess(input: BillingAccessInput): BillingAccess {
  if (input.storeAppDisabled) {
    return { canAddService: true, hideBilling: false, showPaymentInfo: false, storeEnabled: false };
  }
  if (!input.hasAccount || !input.hasUser) {
    return { canAddService: false, hideBilling: true, showPaymentInfo: false, storeEnabled: false };
  }
  const { canAddService, hideBilling } = serviceAndBilling(input);
  // A VSU sees billing and payment info even where the rules above hide them, but that
  // does not let them add services.
  const billingHidden = hideBilling && !input.isVsu;
  return {
    canAddService,
    hideBilling: billingHidden,
    showPaymentInfo: !billingHidden,
    storeEnabled: canAddService && !isStoreDenied(input),
  };
}
