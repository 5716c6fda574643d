// The account lifecycle (BILL-01, BILL-02; decision 0114): the ONE rule the server and the portal
// read an account's standing from (status, trial, fraud hold), what that standing closes, the
// notice the portal shows on every page, and who may change an account's status.
import { ACCOUNT_STATUS, type AccountFacts, isFraudHold, isTrialAccount } from '../accounts';

/** The account's standing, most serious first: the first that applies wins. */
export type Standing = 'cancelled' | 'suspended' | 'fraudHold' | 'trial' | 'pending' | 'demo' | 'active';

export interface Lifecycle {
  status: string;
  standing: Standing;
  isTrial: boolean;
  isFraudHold: boolean;
  /** The store is closed by the standing (cancelled, suspended, demo, fraud hold). */
  storeClosed: boolean;
}

export type LifecycleFacts = Pick<
  AccountFacts,
  'id' | 'status' | 'partnerType' | 'isIceberg' | 'isCsp' | 'isCpq' | 'fraudReview' | 'freeTrialStatus'
>;

/** BILL-01: trial = Pending + partner type ssu (never Iceberg); fraud hold for CPQ, non-CSP accounts. */
export function accountLifecycle(account: LifecycleFacts, enabledCspList: readonly number[] = []): Lifecycle {
  const isTrial = isTrialAccount(account);
  const fraudHold = isFraudHold(account, enabledCspList);
  const standing: Standing =
    account.status === ACCOUNT_STATUS.CANCELLED
      ? 'cancelled'
      : account.status === ACCOUNT_STATUS.SUSPENDED
        ? 'suspended'
        : fraudHold
          ? 'fraudHold'
          : isTrial
            ? 'trial'
            : account.status === ACCOUNT_STATUS.PENDING
              ? 'pending'
              : account.status === ACCOUNT_STATUS.DEMO
                ? 'demo'
                : 'active';
  return {
    status: account.status,
    standing,
    isTrial,
    isFraudHold: fraudHold,
    storeClosed:
      standing === 'cancelled' || standing === 'suspended' || standing === 'fraudHold' || standing === 'demo',
  };
}

export interface LifecycleNotice {
  tone: 'danger' | 'warning' | 'info';
  title: string;
  text: string;
}

/**
 * The notice shown on every page of an account whose standing limits it; none for an active,
 * pending or demo account. `contact` is who to contact: the account's provider or partner.
 */
export function lifecycleNotice(lifecycle: Lifecycle, contact: string | null): LifecycleNotice | null {
  const who = contact ?? 'your provider';
  switch (lifecycle.standing) {
    case 'cancelled':
      return {
        tone: 'danger',
        title: 'This account is cancelled',
        text: `Its services have ended and nothing new can be ordered. To reopen it, contact ${who}.`,
      };
    case 'suspended':
      return {
        tone: 'danger',
        title: 'This account is suspended',
        text: `Calls and services are paused and the store is closed. To restore service, contact ${who}.`,
      };
    case 'fraudHold':
      return {
        tone: 'warning',
        title: 'This account is on hold for a review',
        text: `New orders wait until ${who} completes a routine review of the account. Contact them with any questions.`,
      };
    case 'trial':
      return {
        tone: 'info',
        title: 'This account is a free trial',
        text: `To keep your services after the trial, contact ${who}.`,
      };
    default:
      return null;
  }
}

/** The statuses a change may set (BILL-02): every status. */
export const SETTABLE_STATUSES = [
  ACCOUNT_STATUS.ACTIVE,
  ACCOUNT_STATUS.SUSPENDED,
  ACCOUNT_STATUS.CANCELLED,
  ACCOUNT_STATUS.PENDING,
  ACCOUNT_STATUS.DEMO,
] as const;

/** The statuses a change scheduled for a date may set (the status-specific scheduled call). */
export const SCHEDULABLE_STATUSES = [
  ACCOUNT_STATUS.ACTIVE,
  ACCOUNT_STATUS.SUSPENDED,
  ACCOUNT_STATUS.CANCELLED,
] as const;
export type SchedulableStatus = (typeof SCHEDULABLE_STATUSES)[number];

/**
 * Who may change an account's status (BILL-02): someone above it, whose own account is one of
 * its ancestors (the provider's staff over every account, a partner over its children). Nobody
 * changes their own account's status: an account administrator may not suspend their own account.
 * Answers why not, or null when allowed.
 */
export function statusChangeRefusal(
  callerHomeAccountId: number,
  targetAccountId: number,
  targetAncestorIds: readonly number[],
): string | null {
  if (callerHomeAccountId === targetAccountId)
    return 'You cannot change the status of your own account. Your provider or partner can.';
  if (!targetAncestorIds.includes(callerHomeAccountId))
    return 'Only the provider or the partner above this account can change its status.';
  return null;
}
