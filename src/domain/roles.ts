// Role ids of core §3 (ROLE-01). The numbers are the platform's; never renumber them.
export const ROLE = {
  SUPERUSER: 1,
  ACCOUNT_SUPER_USER: 2,
  ACCOUNT_ADMINISTRATOR: 3,
  END_USER: 4,
  ANONYMOUS: 5,
  END_USER_NO_DASHBOARD: 6,
  API_USER: 7,
  BILLING_ADMIN: 20,
  REPORTS_ADMIN: 21,
  CALL_QUEUES_ADMIN: 22,
  USERS_ADMIN: 23,
  CALL_QUEUES_REPORTING_ADMIN: 24,
  PARTNER_ACCOUNT_SUPERUSER: 77,
  PARTNER_ACCOUNT_ADMINISTRATOR: 78,
  WHOLESALER_PROVIDER: 79,
  CHANNEL_MANAGER_SUPERVISOR: 80,
  CHANNEL_MANAGER: 81,
  TIER_2_RESELLER_MANAGER: 82,
  TIER_2_RESELLER: 83,
  RESELLER_SUPPORT: 84,
  RESELLER_MANAGER: 92,
  CUSTOMER_SUPPORT_MANAGER: 93,
  RESELLER: 94,
  ACCOUNTING: 96,
  ACCOUNT_MANAGEMENT: 97,
  SALES_ADMIN: 98,
  SALES: 99,
} as const;

export type RoleId = (typeof ROLE)[keyof typeof ROLE];

const ROLE_NAMES: Record<RoleId, string> = {
  1: 'superuser',
  2: 'account super user',
  3: 'account administrator',
  4: 'end user',
  5: 'anonymous',
  6: 'end user no dashboard',
  7: 'API user',
  20: 'billing admin',
  21: 'reports admin',
  22: 'call queues admin',
  23: 'users admin',
  24: 'call queues reporting admin',
  77: 'partner account superuser',
  78: 'partner account administrator',
  79: 'wholesaler provider',
  80: 'channel manager supervisor',
  81: 'channel manager',
  82: 'tier 2 reseller manager',
  83: 'tier 2 reseller',
  84: 'reseller support',
  92: 'reseller manager',
  93: 'customer support manager',
  94: 'reseller',
  96: 'accounting',
  97: 'account management',
  98: 'sales admin',
  99: 'sales',
};

export function isRoleId(id: number): id is RoleId {
  return Object.hasOwn(ROLE_NAMES, id);
}

/** The role table's name for an id, or undefined for an id the platform does not define. */
export function roleName(id: number): string | undefined {
  return isRoleId(id) ? ROLE_NAMES[id] : undefined;
}

/** Every role id of core §3, in table order. */
export const ROLE_IDS: readonly RoleId[] = Object.values(ROLE);

// Display roles of core §6 (ROLE-01): the labels the portal shows. They are not one-to-one
// with role ids: 'room user' is an end user marked as a room (USER-02), and 'partner super
// user' and 'sales manager' are labels the platform lists without a role id of their own.
export const DISPLAY_ROLES = [
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
] as const;

export type DisplayRole = (typeof DISPLAY_ROLES)[number];

const DISPLAY_ROLE_BY_ID: Partial<Record<RoleId, DisplayRole>> = {
  1: 'provider super user',
  2: 'account super user',
  3: 'account administrator',
  4: 'end user',
  5: 'anonymous',
  6: 'end user no dashboard',
  20: 'billing admin',
  21: 'reports admin',
  22: 'call queues admin',
  23: 'users admin',
  24: 'call queues reporting admin',
  77: 'partner account super user',
  78: 'partner account administrator',
  93: 'customer support manager',
  96: 'accounting',
  97: 'account management',
  99: 'sales',
};

/**
 * The display role for a role id, or undefined when core §6 lists no label for it
 * (callers fall back to `roleName`). A room user is an end user flagged as a room.
 */
export function displayRole(roleId: number, options: { isRoomUser?: boolean } = {}): DisplayRole | undefined {
  if (!isRoleId(roleId)) return undefined;
  if (roleId === ROLE.END_USER && options.isRoomUser) return 'room user';
  return DISPLAY_ROLE_BY_ID[roleId];
}

// Role groups of core §6 and cat §6 (ROLE-05, ROLE-07).
const PARENT_TYPES: readonly number[] = [
  ROLE.SUPERUSER,
  ROLE.PARTNER_ACCOUNT_SUPERUSER,
  ROLE.PARTNER_ACCOUNT_ADMINISTRATOR,
];
const ACCOUNT_ADMINS: readonly number[] = [ROLE.ACCOUNT_SUPER_USER, ROLE.ACCOUNT_ADMINISTRATOR];
const END_USERS: readonly number[] = [ROLE.END_USER, ROLE.END_USER_NO_DASHBOARD];
const PENDING_ORDERS_ROLES: readonly number[] = [
  ROLE.SUPERUSER,
  ROLE.PARTNER_ACCOUNT_SUPERUSER,
  ROLE.PARTNER_ACCOUNT_ADMINISTRATOR,
  ROLE.ACCOUNT_SUPER_USER,
  ROLE.ACCOUNT_ADMINISTRATOR,
  ROLE.BILLING_ADMIN,
];

/** Provider super user and the two partner administrators: they act on child accounts. */
export function isParentType(roleId: number): boolean {
  return PARENT_TYPES.includes(roleId);
}

export function isAccountAdmin(roleId: number): boolean {
  return ACCOUNT_ADMINS.includes(roleId);
}

export function isEndUser(roleId: number): boolean {
  return END_USERS.includes(roleId);
}

/** Who sees the notice of pending orders (ROLE-05, BILL-06). */
export function canSeePendingOrders(roleId: number): boolean {
  return PENDING_ORDERS_ROLES.includes(roleId);
}

/** A wholesale partner is recognised by its account-type text (ROLE-05). */
export function isWholesalePartner(accountTypeText: string | null | undefined): boolean {
  return (accountTypeText ?? '').toLowerCase().includes('wholesaler');
}

/** These roles have no own extension to look up after sign-in (ROLE-07). */
export function skipsExtensionLookup(roleId: number): boolean {
  return PARENT_TYPES.includes(roleId);
}
