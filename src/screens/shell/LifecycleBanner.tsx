// Shown on every page of an account whose standing limits it (BILL-01, ROLE-08; decision 0114):
// suspended, cancelled, on hold for a fraud review, or a trial. It says why and whom to contact.
// The standing is read with the one rule of src/domain/billing/lifecycle.ts from the account info
// every session loads, so the banner costs no call.
import type { AccountInfo } from '../../api/account';
import { accountLifecycle, lifecycleNotice } from '../../domain/billing/lifecycle';
import { Alert } from '../../ui/Alert';

export function lifecycleNoticeOf(account: AccountInfo) {
  return lifecycleNotice(
    accountLifecycle({
      id: account.accountId,
      status: account.status,
      partnerType: account.partnerType,
      isIceberg: account.config.isIcebergAccount,
      isCsp: account.config.isAcctCSP,
      isCpq: account.config.isAcctCPQ,
      fraudReview: account.fraudReview,
      freeTrialStatus: account.freeTrialStatus,
    }),
    account.partnerAccountName,
  );
}

export function LifecycleBanner(props: { account: AccountInfo }) {
  const notice = lifecycleNoticeOf(props.account);
  if (!notice) return null;
  return (
    <section aria-label="Account status">
      <Alert variant={notice.tone === 'danger' ? 'error' : notice.tone} title={notice.title}>
        <p>{notice.text}</p>
      </Alert>
    </section>
  );
}
