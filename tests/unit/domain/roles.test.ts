import { describe, expect, it } from 'vitest';
import {
  canSeePendingOrders,
  DISPLAY_ROLES,
  displayRole,
  isAccountAdmin,
  isEndUser,
  isParentType,
  isRoleId,
  isWholesalePartner,
  ROLE,
  ROLE_IDS,
  roleName,
  skipsExtensionLookup,
} from '../../../src/domain/roles';

describe('role ids', () => {
  it.each([
    [1, 'superuser'],
    [2, 'account super user'],
    [3, 'account administrator'],
    [4, 'end user'],
    [5, 'anonymous'],
    [6, 'end user no dashboard'],
    [7, 'API user'],
    [20, 'billing admin'],
    [21, 'reports admin'],
    [22, 'call queues admin'],
    [23, 'users admin'],
    [24, 'call queues reporting admin'],
    [77, 'partner account superuser'],
    [78, 'partner account administrator'],
    [79, 'wholesaler provider'],
    [80, 'channel manager supervisor'],
    [81, 'channel manager'],
    [82, 'tier 2 reseller manager'],
    [83, 'tier 2 reseller'],
    [84, 'reseller support'],
    [92, 'reseller manager'],
    [93, 'customer support manager'],
    [94, 'reseller'],
    [96, 'accounting'],
    [97, 'account management'],
    [98, 'sales admin'],
    [99, 'sales'],
  ])('ROLE-01 role id %i is %s', (id, name) => {
    expect(isRoleId(id)).toBe(true);
    expect(roleName(id)).toBe(name);
    expect(ROLE_IDS).toContain(id);
  });

  it.each([0, 8, 19, 25, 76, 85, 91, 95, 100])('ROLE-01 %i is not a role id', (id) => {
    expect(isRoleId(id)).toBe(false);
    expect(roleName(id)).toBeUndefined();
  });

  it('ROLE-01 ROLE_IDS lists the 27 ids of core §3 once each', () => {
    expect(ROLE_IDS).toHaveLength(27);
    expect(new Set(ROLE_IDS).size).toBe(27);
  });
});

describe('display roles', () => {
  it('ROLE-01 lists the 20 display roles of core §6, room user included', () => {
    expect([...DISPLAY_ROLES].sort()).toEqual(
      [
        'account super user',
        'provider super user',
        'end user',
        'end user no dashboard',
        'account administrator',
        'anonymous',
        'partner super user',
        'billing admin',
        'reports admin',
        'call queues admin',
        'call queues reporting admin',
        'users admin',
        'partner account super user',
        'partner account administrator',
        'room user',
        'customer support manager',
        'accounting',
        'account management',
        'sales manager',
        'sales',
      ].sort(),
    );
  });

  it.each([
    [ROLE.SUPERUSER, false, 'provider super user'],
    [ROLE.ACCOUNT_SUPER_USER, false, 'account super user'],
    [ROLE.ACCOUNT_ADMINISTRATOR, false, 'account administrator'],
    [ROLE.END_USER, false, 'end user'],
    [ROLE.END_USER, true, 'room user'],
    [ROLE.ANONYMOUS, false, 'anonymous'],
    [ROLE.END_USER_NO_DASHBOARD, false, 'end user no dashboard'],
    [ROLE.END_USER_NO_DASHBOARD, true, 'end user no dashboard'],
    [ROLE.API_USER, false, undefined],
    [ROLE.BILLING_ADMIN, false, 'billing admin'],
    [ROLE.REPORTS_ADMIN, false, 'reports admin'],
    [ROLE.CALL_QUEUES_ADMIN, false, 'call queues admin'],
    [ROLE.USERS_ADMIN, false, 'users admin'],
    [ROLE.CALL_QUEUES_REPORTING_ADMIN, false, 'call queues reporting admin'],
    [ROLE.PARTNER_ACCOUNT_SUPERUSER, false, 'partner account super user'],
    [ROLE.PARTNER_ACCOUNT_ADMINISTRATOR, false, 'partner account administrator'],
    [ROLE.WHOLESALER_PROVIDER, false, undefined],
    [ROLE.RESELLER_MANAGER, false, undefined],
    [ROLE.CUSTOMER_SUPPORT_MANAGER, false, 'customer support manager'],
    [ROLE.ACCOUNTING, false, 'accounting'],
    [ROLE.ACCOUNT_MANAGEMENT, false, 'account management'],
    [ROLE.SALES_ADMIN, false, undefined],
    [ROLE.SALES, false, 'sales'],
    [42, false, undefined],
  ])('ROLE-01 role %i (room user: %s) displays as %s', (roleId, isRoomUser, expected) => {
    expect(displayRole(roleId, { isRoomUser })).toBe(expected);
  });
});

describe('role groups', () => {
  // columns: parent type, account admin, end user, pending-orders notice, skips extension lookup
  it.each([
    [ROLE.SUPERUSER, true, false, false, true, true],
    [ROLE.ACCOUNT_SUPER_USER, false, true, false, true, false],
    [ROLE.ACCOUNT_ADMINISTRATOR, false, true, false, true, false],
    [ROLE.END_USER, false, false, true, false, false],
    [ROLE.ANONYMOUS, false, false, false, false, false],
    [ROLE.END_USER_NO_DASHBOARD, false, false, true, false, false],
    [ROLE.API_USER, false, false, false, false, false],
    [ROLE.BILLING_ADMIN, false, false, false, true, false],
    [ROLE.REPORTS_ADMIN, false, false, false, false, false],
    [ROLE.CALL_QUEUES_ADMIN, false, false, false, false, false],
    [ROLE.USERS_ADMIN, false, false, false, false, false],
    [ROLE.CALL_QUEUES_REPORTING_ADMIN, false, false, false, false, false],
    [ROLE.PARTNER_ACCOUNT_SUPERUSER, true, false, false, true, true],
    [ROLE.PARTNER_ACCOUNT_ADMINISTRATOR, true, false, false, true, true],
    [ROLE.WHOLESALER_PROVIDER, false, false, false, false, false],
    [ROLE.CHANNEL_MANAGER_SUPERVISOR, false, false, false, false, false],
    [ROLE.CHANNEL_MANAGER, false, false, false, false, false],
    [ROLE.TIER_2_RESELLER_MANAGER, false, false, false, false, false],
    [ROLE.TIER_2_RESELLER, false, false, false, false, false],
    [ROLE.RESELLER_SUPPORT, false, false, false, false, false],
    [ROLE.RESELLER_MANAGER, false, false, false, false, false],
    [ROLE.CUSTOMER_SUPPORT_MANAGER, false, false, false, false, false],
    [ROLE.RESELLER, false, false, false, false, false],
    [ROLE.ACCOUNTING, false, false, false, false, false],
    [ROLE.ACCOUNT_MANAGEMENT, false, false, false, false, false],
    [ROLE.SALES_ADMIN, false, false, false, false, false],
    [ROLE.SALES, false, false, false, false, false],
  ])(
    'ROLE-05 ROLE-07 BILL-06 role %i: parent %s, account admin %s, end user %s, pending orders %s, skips extension lookup %s',
    (roleId, parent, accountAdmin, endUser, pendingOrders, skipsLookup) => {
      expect(isParentType(roleId)).toBe(parent);
      expect(isAccountAdmin(roleId)).toBe(accountAdmin);
      expect(isEndUser(roleId)).toBe(endUser);
      expect(canSeePendingOrders(roleId)).toBe(pendingOrders);
      expect(skipsExtensionLookup(roleId)).toBe(skipsLookup);
    },
  );

  it.each([
    ['Wholesaler Partner', true],
    ['wholesaler', true],
    ['WHOLESALER RESELLER', true],
    ['Tier 1 Wholesaler', true],
    ['Wholesale Partner', false],
    ['White Label Partner', false],
    ['Business', false],
    ['', false],
    [undefined, false],
    [null, false],
  ])('ROLE-05 account type %j is a wholesale partner: %s', (text, expected) => {
    expect(isWholesalePartner(text)).toBe(expected);
  });
});
