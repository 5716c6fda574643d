// Account status and the account-level facts derived from it (BILL-01, ROLE-08, ROLE-09).

export const ACCOUNT_STATUS = {
  ACTIVE: 'Active',
  SUSPENDED: 'Suspended',
  CANCELLED: 'Cancelled',
  PENDING: 'Pending',
  DEMO: 'Demo',
} as const;

export type AccountStatus = (typeof ACCOUNT_STATUS)[keyof typeof ACCOUNT_STATUS];

export const ACCOUNT_STATUSES: readonly AccountStatus[] = Object.values(ACCOUNT_STATUS);

export function isAccountStatus(value: string): value is AccountStatus {
  return (ACCOUNT_STATUSES as readonly string[]).includes(value);
}

/** Place of an account in the tenant tree: provider → partner → reseller → customer. */
export type AccountKind = 'provider' | 'partner' | 'reseller' | 'customer';

/** The platform home account: never a CSP account (ROLE-08). */
export const HOME_ACCOUNT_ID = 1;

/** The account facts these rules read; each rule takes only the fields it needs. */
export interface AccountFacts {
  id: number;
  kind: AccountKind;
  status: string;
  /** e.g. 'ssu' for self-sign-up accounts */
  partnerType?: string | null;
  isIceberg?: boolean;
  isCpq?: boolean;
  /** the account's own CSP indicator (account config `csp`) */
  isCsp?: boolean;
  fraudReview?: boolean;
  /** e.g. 'ON_HOLD' */
  freeTrialStatus?: string | null;
}

/** A pending self-sign-up account is a trial; Iceberg accounts never are (BILL-01). */
export function isTrialAccount(account: Pick<AccountFacts, 'status' | 'partnerType' | 'isIceberg'>): boolean {
  return (
    account.status === ACCOUNT_STATUS.PENDING &&
    (account.partnerType ?? '').toLowerCase() === 'ssu' &&
    account.isIceberg !== true
  );
}

/**
 * CSP accounts come from an enabled list or from the account's own indicator; the home
 * account (id 1) is never CSP (ROLE-08).
 */
export function isCspAccount(
  account: Pick<AccountFacts, 'id' | 'isCsp'>,
  enabledCspList: readonly number[] = [],
): boolean {
  if (account.id === HOME_ACCOUNT_ID) return false;
  return enabledCspList.includes(account.id) || account.isCsp === true;
}

/** Fraud hold applies only to CPQ accounts that are not CSP (BILL-01). */
export function isFraudHold(
  account: Pick<AccountFacts, 'id' | 'isCsp' | 'isCpq' | 'fraudReview' | 'freeTrialStatus'>,
  enabledCspList: readonly number[] = [],
): boolean {
  if (account.isCpq !== true || isCspAccount(account, enabledCspList)) return false;
  return account.fraudReview === true || account.freeTrialStatus === 'ON_HOLD';
}

export type BrandIcon = 'custom' | 'default';

/** The account's custom favicon shows for partner and CSP accounts only (ROLE-09). */
export function brandIcon(
  account: Pick<AccountFacts, 'id' | 'kind' | 'isCsp'>,
  enabledCspList: readonly number[] = [],
): BrandIcon {
  return account.kind === 'partner' || isCspAccount(account, enabledCspList) ? 'custom' : 'default';
}
