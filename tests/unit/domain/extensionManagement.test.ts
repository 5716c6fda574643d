import { describe, expect, it } from 'vitest';
import { canManageExtension, managesExtensions } from '../../../src/domain/extensionManagement';
import { ROLE } from '../../../src/domain/roles';

const ASU = ROLE.ACCOUNT_SUPER_USER;
const AA = ROLE.ACCOUNT_ADMINISTRATOR;
const UA = ROLE.USERS_ADMIN;
const EU = ROLE.END_USER;

// Owner columns: account super user, account administrator, users admin, end user,
// billing admin, partner account superuser, no owner user.
const OWNERS = [ASU, AA, UA, EU, ROLE.BILLING_ADMIN, ROLE.PARTNER_ACCOUNT_SUPERUSER, undefined] as const;
const T = true;
const F = false;

const MATRIX: [number, boolean[]][] = [
  [ROLE.SUPERUSER, [T, T, T, T, T, T, T]],
  [ROLE.PARTNER_ACCOUNT_SUPERUSER, [T, T, T, T, T, T, T]],
  [ROLE.PARTNER_ACCOUNT_ADMINISTRATOR, [T, T, T, T, T, T, T]],
  [ASU, [T, T, T, T, T, T, T]],
  [AA, [F, F, T, T, T, T, T]],
  [UA, [F, F, F, T, T, T, T]],
  [EU, [F, F, F, F, F, F, F]],
  [ROLE.ANONYMOUS, [F, F, F, F, F, F, F]],
  [ROLE.END_USER_NO_DASHBOARD, [F, F, F, F, F, F, F]],
  [ROLE.API_USER, [F, F, F, F, F, F, F]],
  [ROLE.BILLING_ADMIN, [F, F, F, F, F, F, F]],
  [ROLE.REPORTS_ADMIN, [F, F, F, F, F, F, F]],
  [ROLE.CALL_QUEUES_ADMIN, [F, F, F, F, F, F, F]],
  [ROLE.CALL_QUEUES_REPORTING_ADMIN, [F, F, F, F, F, F, F]],
  [ROLE.WHOLESALER_PROVIDER, [F, F, F, F, F, F, F]],
  [ROLE.CHANNEL_MANAGER, [F, F, F, F, F, F, F]],
  [ROLE.RESELLER, [F, F, F, F, F, F, F]],
  [ROLE.CUSTOMER_SUPPORT_MANAGER, [F, F, F, F, F, F, F]],
  [ROLE.SALES, [F, F, F, F, F, F, F]],
];

const ROWS = MATRIX.flatMap(([actor, expected]) =>
  OWNERS.map((owner, i) => [actor, owner, expected[i]] as const),
);

describe('canManageExtension', () => {
  it.each(ROWS)('ROLE-06 actor role %i on an extension owned by role %s: %s', (actor, owner, expected) => {
    expect(canManageExtension(actor, owner)).toBe(expected);
  });

  it.each([
    [ROLE.SUPERUSER, true],
    [ASU, true],
    [AA, true],
    [UA, true],
    [EU, false],
    [ROLE.BILLING_ADMIN, false],
  ])('ROLE-06 role %i manages extensions at all: %s', (actor, expected) => {
    expect(managesExtensions(actor)).toBe(expected);
  });
});
