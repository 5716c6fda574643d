// Billing in the menus (ROLE-08, issue 22; decision 0113): the billing pages show only where the
// rules show billing for the acting account, and only to roles holding read:billing.
import { describe, expect, it } from 'vitest';
import { navEntries, pageAccess } from '../../../src/app/navigation';
import { PAGES } from '../../../src/app/pages';
import { billingOpen, type StoreFacts } from '../../../src/domain/orders/storeRules';
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
const BILLING_PAGES = ['Billing summary', 'Invoices', 'Payment methods'];

const viewer = (roleId: number, account: StoreFacts, home = account.accountId) => ({
  roleId,
  permissions: defaultPermissions(roleId),
  account,
  homeAccount: { id: home },
});

describe('the billing menu (ROLE-08)', () => {
  it('ROLE-08 billing shows for a customer’s own people, for a white-label child only to its partner', () => {
    expect(billingOpen(ACME, 10)).toBe(true);
    expect(billingOpen(BRITANNIA, 11)).toBe(false);
    expect(billingOpen(BRITANNIA, 2)).toBe(true);
  });

  it('ROLE-08 the Billing section lists the summary, invoices and payment methods where billing shows, to roles with read:billing', () => {
    const labels = (v: ReturnType<typeof viewer>) =>
      navEntries(PAGES, v)
        .filter((e) => e.section === 'Billing')
        .map((e) => e.label);
    expect(labels(viewer(ROLE.BILLING_ADMIN, ACME))).toEqual(expect.arrayContaining(BILLING_PAGES));
    for (const label of BILLING_PAGES) {
      expect(labels(viewer(ROLE.BILLING_ADMIN, BRITANNIA))).not.toContain(label);
      expect(labels(viewer(ROLE.END_USER, ACME))).not.toContain(label);
      expect(labels(viewer(ROLE.CALL_QUEUES_ADMIN, ACME))).not.toContain(label);
    }
    const closed = pageAccess(PAGES.invoices, viewer(ROLE.BILLING_ADMIN, BRITANNIA));
    expect(closed.open).toBe(false);
    if (!closed.open) expect(closed.reason).toContain('handled by its partner');
  });
});
