// The account as the portal sees it: info (cat §3 "Account info") and configuration flags (CFG-02).
import {
  COUNTRY_CALLING_CODES,
  countryNameOf,
  isAccountCountry,
  isAcctInDefaultState,
} from '../../../src/domain/locale/countries';
import type { accounts } from '../../db/schema';

type Account = typeof accounts.$inferSelect;

/** `timeFormat`: the account's clock, '12' or '24', or null for its locale's (decision 0116). */
export function accountInfo(account: Account, parent?: Account, timeFormat: string | null = null) {
  return {
    accountId: account.id,
    name: account.name,
    kind: account.kind,
    status: account.status,
    countryCode: account.countryCode,
    countryName: countryNameOf(account.countryCode),
    countryCallingCode: isAccountCountry(account.countryCode)
      ? COUNTRY_CALLING_CODES[account.countryCode]
      : null,
    zipCode: account.zipCode,
    createdDateAccountInGMT: account.createdAt.toISOString(),
    billingSystem: account.billingSystem,
    accountType: account.accountType,
    partnerType: account.partnerType,
    parentAccountId: account.parentId,
    partnerAccountName: parent?.name ?? null,
    partnerAccountType: parent?.accountType ?? null,
    fraudReview: account.fraudReview,
    freeTrialStatus: account.freeTrialStatus,
    locale: account.locale,
    timeZone: account.timeZone,
    timeFormat,
    config: {
      isIcebergAccount: account.isIceberg,
      isAcctInternational: account.isInternational,
      isAcctEnterprise: account.isEnterprise,
      isAcctCSP: account.isCsp,
      isAcctCPQ: account.isCpq,
      isAcctWhiteLabelPartner: account.isWhiteLabelPartner,
      enterprise: account.isEnterprise,
      csp: account.isCsp,
      isAcctInDefaultState: isAcctInDefaultState({ ...account, timeFormat }),
    },
  };
}
