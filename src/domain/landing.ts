// Default landing pages per role (ROLE-02, core §2). Routes are the part after the hash.
import { ROLE } from './roles';

export const LANDING = {
  SEARCH_ACCOUNT: '/management/m/searchAccount',
  RESELLER_LIST: '/management/m/resellerList',
  DASHBOARD: '/management/m/dashboard',
  MY_CALLS_REPORT: '/management/m/myCallsReport',
  BILL_HISTORY: '/management/m/billhistory',
  COMPANY_SUMMARY_REPORT: '/management/m/companySummaryReport',
  CALL_QUEUE: '/management/m/callQueue',
  PBX_SUMMARY: '/management/m/pbxSummary',
} as const;

export type LandingRoute = (typeof LANDING)[keyof typeof LANDING];

const LANDING_BY_ROLE: Readonly<Record<number, LandingRoute>> = {
  [ROLE.SUPERUSER]: LANDING.SEARCH_ACCOUNT,
  [ROLE.PARTNER_ACCOUNT_SUPERUSER]: LANDING.RESELLER_LIST,
  [ROLE.PARTNER_ACCOUNT_ADMINISTRATOR]: LANDING.RESELLER_LIST,
  [ROLE.ACCOUNT_SUPER_USER]: LANDING.DASHBOARD,
  [ROLE.ACCOUNT_ADMINISTRATOR]: LANDING.DASHBOARD,
  [ROLE.END_USER]: LANDING.MY_CALLS_REPORT,
  // Has no dashboard by definition; see docs/decisions/0003-landing-end-user-no-dashboard.md.
  [ROLE.END_USER_NO_DASHBOARD]: LANDING.MY_CALLS_REPORT,
};

const INTERNATIONAL_LANDING_BY_ROLE: Readonly<Record<number, LandingRoute>> = {
  [ROLE.BILLING_ADMIN]: LANDING.BILL_HISTORY,
  [ROLE.REPORTS_ADMIN]: LANDING.COMPANY_SUMMARY_REPORT,
  [ROLE.CALL_QUEUES_ADMIN]: LANDING.CALL_QUEUE,
  [ROLE.CALL_QUEUES_REPORTING_ADMIN]: LANDING.CALL_QUEUE,
  [ROLE.USERS_ADMIN]: LANDING.PBX_SUMMARY,
};

/** Where a user of this role lands after sign-in; any role not listed lands on the dashboard. */
export function landingPage(roleId: number, options: { isAcctInternational: boolean }): LandingRoute {
  if (options.isAcctInternational && Object.hasOwn(INTERNATIONAL_LANDING_BY_ROLE, roleId)) {
    return INTERNATIONAL_LANDING_BY_ROLE[roleId];
  }
  return Object.hasOwn(LANDING_BY_ROLE, roleId) ? LANDING_BY_ROLE[roleId] : LANDING.DASHBOARD;
}
