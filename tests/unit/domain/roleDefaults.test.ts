// Each role's default permission keys, stated here independently of src/domain/permissions.ts:
// which actions each resource has, and each role's level per resource (decision 0016). A key
// added to or missing from a role's defaults changes what its users may open and do.
import { describe, expect, it } from 'vitest';
import { defaultPermissions, hasPermission, type PermissionKey } from '../../../src/domain/permissions';
import { ROLE } from '../../../src/domain/roles';

const ALL = 'read create update delete';
/** The actions 'manage' stands for on each resource. */
const MANAGE: Record<string, string> = {
  account: 'read',
  users: ALL,
  extensions: ALL,
  devices: ALL,
  'phone-numbers': ALL,
  'call-queue': ALL,
  groups: ALL,
  billing: 'read update',
  purchase: 'read create',
  reports: 'read create',
  'saved-reports': ALL,
  'account-settings': 'read update',
  'account-search': 'read',
  reseller: ALL,
  'partner-menu': 'read',
  'sso-settings': 'read update delete',
  'security-settings': 'read update',
  'manage-vsu-users': ALL,
  block411: 'read update',
  'audit-log': 'read',
  roles: ALL,
  'call-recording': 'read update delete',
  'my-calls': 'read',
};

const ACCOUNT_MANAGED =
  'users:manage extensions:manage devices:manage phone-numbers:manage call-queue:manage groups:manage billing:manage purchase:manage reports:manage saved-reports:manage account-settings:manage block411:manage call-recording:manage';
const ACCOUNT_VIEWED =
  'users:view extensions:view devices:view phone-numbers:view call-queue:view groups:view billing:view purchase:view reports:view saved-reports:view account-settings:view sso-settings:view security-settings:view block411:view audit-log:view roles:view call-recording:view';
const PERSONAL = 'account:view my-calls:view';
const SUPER = `${PERSONAL} ${ACCOUNT_MANAGED} sso-settings:manage security-settings:manage audit-log:view roles:manage`;
const ADMIN = `${PERSONAL} ${ACCOUNT_MANAGED} sso-settings:view security-settings:view audit-log:view roles:view`;
const PARTNER_VIEW = 'reseller:view partner-menu:view';

/** Each role: `resource:level` entries, and `+action:resource` for single keys. */
const DEFAULTS: Record<number, string> = {
  [ROLE.SUPERUSER]: `${SUPER} account-search:view reseller:manage partner-menu:view manage-vsu-users:manage`,
  [ROLE.ACCOUNT_SUPER_USER]: SUPER,
  [ROLE.ACCOUNT_ADMINISTRATOR]: ADMIN,
  [ROLE.END_USER]: PERSONAL,
  [ROLE.ANONYMOUS]: '',
  [ROLE.END_USER_NO_DASHBOARD]: PERSONAL,
  [ROLE.API_USER]: '',
  [ROLE.BILLING_ADMIN]: `${PERSONAL} billing:manage purchase:manage`,
  [ROLE.REPORTS_ADMIN]: `${PERSONAL} reports:manage saved-reports:manage audit-log:view`,
  [ROLE.CALL_QUEUES_ADMIN]: `${PERSONAL} call-queue:manage`,
  [ROLE.USERS_ADMIN]: `${PERSONAL} users:manage extensions:manage devices:manage`,
  [ROLE.CALL_QUEUES_REPORTING_ADMIN]: `${PERSONAL} call-queue:view`,
  [ROLE.PARTNER_ACCOUNT_SUPERUSER]: `${SUPER} reseller:manage partner-menu:view`,
  [ROLE.PARTNER_ACCOUNT_ADMINISTRATOR]: `${ADMIN} ${PARTNER_VIEW}`,
  [ROLE.WHOLESALER_PROVIDER]: `${SUPER} reseller:manage partner-menu:view`,
  [ROLE.CHANNEL_MANAGER_SUPERVISOR]: `${PERSONAL} ${ACCOUNT_VIEWED} account-search:view reseller:manage partner-menu:view`,
  [ROLE.CHANNEL_MANAGER]: `${PERSONAL} ${ACCOUNT_VIEWED} account-search:view ${PARTNER_VIEW}`,
  [ROLE.TIER_2_RESELLER_MANAGER]: `${ADMIN} ${PARTNER_VIEW} +update:reseller`,
  [ROLE.TIER_2_RESELLER]: `${PERSONAL} users:manage extensions:manage devices:manage phone-numbers:manage billing:view purchase:manage ${PARTNER_VIEW}`,
  [ROLE.RESELLER_SUPPORT]: `${PERSONAL} ${ACCOUNT_VIEWED} ${PARTNER_VIEW} +update:users +update:extensions +update:devices`,
  [ROLE.RESELLER_MANAGER]: `${ADMIN} ${PARTNER_VIEW} +update:reseller`,
  [ROLE.CUSTOMER_SUPPORT_MANAGER]: `${PERSONAL} ${ACCOUNT_VIEWED} account-search:view manage-vsu-users:manage +update:users +update:extensions +update:devices +update:phone-numbers`,
  [ROLE.RESELLER]: `${PERSONAL} users:manage extensions:manage devices:manage phone-numbers:manage billing:view purchase:manage ${PARTNER_VIEW}`,
  [ROLE.ACCOUNTING]: `${PERSONAL} billing:manage purchase:view reports:view account-search:view`,
  [ROLE.ACCOUNT_MANAGEMENT]: `${PERSONAL} users:view billing:view purchase:manage account-settings:manage account-search:view`,
  [ROLE.SALES_ADMIN]: `${PERSONAL} billing:view purchase:manage account-settings:view account-search:view`,
  [ROLE.SALES]: `${PERSONAL} purchase:manage account-search:view`,
};

function expectedKeys(entries: string): string[] {
  const keys = new Set<string>();
  for (const entry of entries.split(' ').filter(Boolean)) {
    if (entry.startsWith('+')) {
      keys.add(entry.slice(1));
      continue;
    }
    const [resource, level] = entry.split(':');
    const actions = level === 'manage' ? MANAGE[resource].split(' ') : ['read'];
    for (const action of actions) keys.add(`${action}:${resource}`);
  }
  return [...keys].sort();
}

describe('default permissions of every role', () => {
  it('ROLE-04 every role of the platform has a row here, and no row is for an unknown role', () => {
    expect(
      Object.keys(DEFAULTS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(Object.values(ROLE).sort((a, b) => a - b));
  });

  it.each(Object.entries(ROLE))('ROLE-04 %s holds exactly its default keys', (_name, roleId) => {
    const expected = expectedKeys(DEFAULTS[roleId]);
    expect([...defaultPermissions(roleId)].sort()).toEqual(expected);
    // The server's check answers the same for each of those keys and for a key outside them.
    for (const key of expected) expect(hasPermission(roleId, key as PermissionKey), key).toBe(true);
    if (!expected.includes('delete:roles')) expect(hasPermission(roleId, 'delete:roles')).toBe(false);
  });

  it('ROLE-04 an unknown role holds nothing', () => {
    expect([...defaultPermissions(9999)]).toEqual([]);
    expect(hasPermission(9999, 'read:account')).toBe(false);
  });
});
