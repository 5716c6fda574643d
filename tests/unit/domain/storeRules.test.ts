// The store in the menus (ROLE-08, issue 22; decision 0112): the page shows only where the store
// rules open it for the acting account.
import { describe, expect, it } from 'vitest';
import { navEntries } from '../../../src/app/navigation';
import { PAGES } from '../../../src/app/pages';
import { billingOpen, type StoreFacts, storeOpen } from '../../../src/domain/orders/storeRules';
import { defaultPermissions } from '../../../src/domain/permissions';
import { ROLE } from '../../../src/domain/roles';

const ACME: StoreFacts = {
  accountId: 10,
  kind: 'customer',
  status: 'Active',
  partnerAccountName: 'Bluebird Telecom',
  partnerAccountType: 'Reseller',
  config: { isIcebergAccount: false, isAcctWhiteLabelPartner: false },
};
const BRITANNIA: StoreFacts = {
  ...ACME,
  accountId: 11,
  partnerAccountName: 'Brightline',
  partnerAccountType: 'White Label Partner',
};

describe('the store menu (ROLE-08)', () => {
  it('ROLE-08 opens the store for a customer’s own people, not for a white-label child’s, cancelled, demo or Iceberg accounts', () => {
    expect(storeOpen(ACME, 10)).toBe(true);
    expect(storeOpen(BRITANNIA, 11)).toBe(false);
    // the white-label partner acting in its child may order for it
    expect(storeOpen(BRITANNIA, 2)).toBe(true);
    expect(storeOpen({ ...ACME, status: 'Cancelled' }, 10)).toBe(false);
    expect(storeOpen({ ...ACME, status: 'Demo' }, 10)).toBe(false);
    expect(storeOpen({ ...ACME, config: { ...ACME.config, isIcebergAccount: true } }, 10)).toBe(false);
    expect(storeOpen({ ...ACME, partnerAccountName: 'Amazon Business' }, 10)).toBe(false);
  });

  it('ROLE-08 the reseller’s settings above the account close the store, or hide billing with it; its own parent still orders', () => {
    const closed = { ...ACME, resellerSettings: { hideBilling: false, canAddService: false } };
    expect(storeOpen({ ...ACME, resellerSettings: { hideBilling: false, canAddService: true } }, 10)).toBe(
      true,
    );
    expect(storeOpen(closed, 10)).toBe(false);
    expect(billingOpen(closed, 10)).toBe(true);
    const hidden = { ...ACME, resellerSettings: { hideBilling: true, canAddService: true } };
    expect(storeOpen(hidden, 10)).toBe(false);
    expect(billingOpen(hidden, 10)).toBe(false);
    const viewer = {
      roleId: ROLE.BILLING_ADMIN,
      permissions: defaultPermissions(ROLE.BILLING_ADMIN),
      account: closed,
      homeAccount: { id: 10 },
    };
    const labels = navEntries(PAGES, viewer).map((e) => e.label);
    expect(labels).not.toContain('Store');
    expect(labels).toContain('Orders');
  });

  it('ROLE-08 the menu lists Store under Billing only where the rules open it; Orders stays', () => {
    const viewer = (account: StoreFacts) => ({
      roleId: ROLE.BILLING_ADMIN,
      permissions: defaultPermissions(ROLE.BILLING_ADMIN),
      account,
      homeAccount: { id: account.accountId },
    });
    const acme = navEntries(PAGES, viewer(ACME));
    expect(acme.filter((e) => e.section === 'Billing').map((e) => e.label)).toEqual(
      expect.arrayContaining(['Store', 'Orders']),
    );
    const britannia = navEntries(PAGES, viewer(BRITANNIA)).map((e) => e.label);
    expect(britannia).not.toContain('Store');
    expect(britannia).toContain('Orders');
  });
});
