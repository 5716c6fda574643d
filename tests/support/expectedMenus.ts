// The menu items each demo role sees among the landing-area pages, by its default permission keys
// (ROLE-04, ROLE-09); shared by the navigation unit test and the Chromium run. Pages other areas add
// are checked by rule there (shown exactly when the role holds the page's key), not listed here.
import { ROLE } from '../../src/domain/roles';

/** What each demo role sees in its menus, by its default permissions. */
export const EXPECTED_MENUS: Record<number, string[]> = {
  [ROLE.SUPERUSER]: [
    'Dashboard',
    'Account search',
    'Resellers and accounts',
    'Call queues',
    'PBX summary',
    'Company summary',
    'Usage history',
    'Roles and permissions',
    'Account access',
    'My calls',
  ],
  [ROLE.PARTNER_ACCOUNT_SUPERUSER]: [
    'Dashboard',
    'Resellers and accounts',
    'Call queues',
    'PBX summary',
    'Company summary',
    'Usage history',
    'Roles and permissions',
    'Account access',
    'My calls',
  ],
  [ROLE.PARTNER_ACCOUNT_ADMINISTRATOR]: [
    'Dashboard',
    'Resellers and accounts',
    'Call queues',
    'PBX summary',
    'Company summary',
    'Usage history',
    'Roles and permissions',
    'Account access',
    'My calls',
  ],
  [ROLE.ACCOUNT_SUPER_USER]: [
    'Dashboard',
    'Call queues',
    'PBX summary',
    'Company summary',
    'Usage history',
    'Roles and permissions',
    'Account access',
    'My calls',
  ],
  [ROLE.ACCOUNT_ADMINISTRATOR]: [
    'Dashboard',
    'Call queues',
    'PBX summary',
    'Company summary',
    'Usage history',
    'Roles and permissions',
    'Account access',
    'My calls',
  ],
  [ROLE.BILLING_ADMIN]: ['Dashboard', 'Usage history', 'My calls'],
  [ROLE.REPORTS_ADMIN]: ['Dashboard', 'Company summary', 'My calls'],
  [ROLE.CALL_QUEUES_ADMIN]: ['Dashboard', 'Call queues', 'My calls'],
  [ROLE.CALL_QUEUES_REPORTING_ADMIN]: ['Dashboard', 'Call queues', 'My calls'],
  [ROLE.USERS_ADMIN]: ['Dashboard', 'PBX summary', 'My calls'],
  [ROLE.END_USER]: ['My calls'],
  [ROLE.END_USER_NO_DASHBOARD]: ['My calls'],
};

/** Every label listed above: menus are compared on these. */
export const KNOWN_MENU_LABELS: ReadonlySet<string> = new Set(Object.values(EXPECTED_MENUS).flat());

/** A menu restricted to the labels listed above, in its order. */
export const knownItems = (labels: readonly string[]) => labels.filter((l) => KNOWN_MENU_LABELS.has(l));
