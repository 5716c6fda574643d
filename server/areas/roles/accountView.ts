// The account as the portal sees it: info (cat §3 "Account info") and configuration flags (CFG-02).
import type { accounts } from '../../db/schema';

type Account = typeof accounts.$inferSelect;

const COUNTRY_NAMES: Record<string, string> = {
  US: 'United States',
  GB: 'United Kingdom',
  AU: 'Australia',
  IN: 'India',
  CA: 'Canada',
};

export function accountInfo(account: Account, parent?: Account) {
  return {
    accountId: account.id,
    name: account.name,
    kind: account.kind,
    status: account.status,
    countryCode: account.countryCode,
    countryName: COUNTRY_NAMES[account.countryCode] ?? account.countryCode,
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
    config: {
      isIcebergAccount: account.isIceberg,
      isAcctInternational: account.isInternational,
      isAcctEnterprise: account.isEnterprise,
      isAcctCSP: account.isCsp,
      isAcctCPQ: account.isCpq,
      isAcctWhiteLabelPartner: account.isWhiteLabelPartner,
      enterprise: account.isEnterprise,
      csp: account.isCsp,
    },
  };
}
