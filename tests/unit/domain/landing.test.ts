import { describe, expect, it } from 'vitest';
import { landingPage } from '../../../src/domain/landing';
import { ROLE, ROLE_IDS } from '../../../src/domain/roles';

const SEARCH = '/management/m/searchAccount';
const RESELLERS = '/management/m/resellerList';
const DASHBOARD = '/management/m/dashboard';
const MY_CALLS = '/management/m/myCallsReport';

// role id, landing for a domestic account, landing for an international account
const TABLE: [number, string, string][] = [
  [ROLE.SUPERUSER, SEARCH, SEARCH],
  [ROLE.ACCOUNT_SUPER_USER, DASHBOARD, DASHBOARD],
  [ROLE.ACCOUNT_ADMINISTRATOR, DASHBOARD, DASHBOARD],
  [ROLE.END_USER, MY_CALLS, MY_CALLS],
  [ROLE.ANONYMOUS, DASHBOARD, DASHBOARD],
  [ROLE.END_USER_NO_DASHBOARD, MY_CALLS, MY_CALLS],
  [ROLE.API_USER, DASHBOARD, DASHBOARD],
  [ROLE.BILLING_ADMIN, DASHBOARD, '/management/m/billhistory'],
  [ROLE.REPORTS_ADMIN, DASHBOARD, '/management/m/companySummaryReport'],
  [ROLE.CALL_QUEUES_ADMIN, DASHBOARD, '/management/m/callQueue'],
  [ROLE.USERS_ADMIN, DASHBOARD, '/management/m/pbxSummary'],
  [ROLE.CALL_QUEUES_REPORTING_ADMIN, DASHBOARD, '/management/m/callQueue'],
  [ROLE.PARTNER_ACCOUNT_SUPERUSER, RESELLERS, RESELLERS],
  [ROLE.PARTNER_ACCOUNT_ADMINISTRATOR, RESELLERS, RESELLERS],
  [ROLE.WHOLESALER_PROVIDER, DASHBOARD, DASHBOARD],
  [ROLE.CHANNEL_MANAGER_SUPERVISOR, DASHBOARD, DASHBOARD],
  [ROLE.CHANNEL_MANAGER, DASHBOARD, DASHBOARD],
  [ROLE.TIER_2_RESELLER_MANAGER, DASHBOARD, DASHBOARD],
  [ROLE.TIER_2_RESELLER, DASHBOARD, DASHBOARD],
  [ROLE.RESELLER_SUPPORT, DASHBOARD, DASHBOARD],
  [ROLE.RESELLER_MANAGER, DASHBOARD, DASHBOARD],
  [ROLE.CUSTOMER_SUPPORT_MANAGER, DASHBOARD, DASHBOARD],
  [ROLE.RESELLER, DASHBOARD, DASHBOARD],
  [ROLE.ACCOUNTING, DASHBOARD, DASHBOARD],
  [ROLE.ACCOUNT_MANAGEMENT, DASHBOARD, DASHBOARD],
  [ROLE.SALES_ADMIN, DASHBOARD, DASHBOARD],
  [ROLE.SALES, DASHBOARD, DASHBOARD],
];

describe('landingPage', () => {
  it('ROLE-02 the table covers every role id of core §3', () => {
    expect(TABLE.map(([roleId]) => roleId).sort((a, b) => a - b)).toEqual(
      [...ROLE_IDS].sort((a, b) => a - b),
    );
  });

  it.each(TABLE)(
    'ROLE-02 role %i lands on %s on a domestic account and on %s on an international one',
    (roleId, domestic, international) => {
      expect(landingPage(roleId, { isAcctInternational: false })).toBe(domestic);
      expect(landingPage(roleId, { isAcctInternational: true })).toBe(international);
    },
  );

  it.each([
    [0, false],
    [0, true],
    [42, false],
    [42, true],
    [100, true],
  ])(
    'ROLE-02 an unlisted role %i (international %s) lands on the dashboard',
    (roleId, isAcctInternational) => {
      expect(landingPage(roleId, { isAcctInternational })).toBe(DASHBOARD);
    },
  );
});
