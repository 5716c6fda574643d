// Permission keys action:resource, levels, default sets per role and overrides (ROLE-04, ROLE-09).
import { isRoleId, ROLE, type RoleId } from './roles';

export const ACTIONS = ['read', 'create', 'update', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

export const RESOURCES = [
  'account',
  'users',
  'extensions',
  'devices',
  'phone-numbers',
  'call-queue',
  'groups',
  'billing',
  'purchase',
  'reports',
  'saved-reports',
  'account-settings',
  'account-search',
  'reseller',
  'partner-menu',
  'sso-settings',
  'security-settings',
  'manage-vsu-users',
  'block411',
  'audit-log',
  'roles',
  'call-recording',
  'my-calls',
] as const;
export type Resource = (typeof RESOURCES)[number];

export type PermissionKey = `${Action}:${Resource}`;

export const PERMISSION_LEVELS = ['view', 'no_access', 'manage'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

export function formatPermissionKey(action: Action, resource: Resource): PermissionKey {
  return `${action}:${resource}`;
}

/** Splits 'read:billing'; undefined for anything that is not a known action and resource. */
export function parsePermissionKey(text: string): { action: Action; resource: Resource } | undefined {
  const colon = text.indexOf(':');
  if (colon < 0) return undefined;
  const action = text.slice(0, colon);
  const resource = text.slice(colon + 1);
  if (!(ACTIONS as readonly string[]).includes(action)) return undefined;
  if (!(RESOURCES as readonly string[]).includes(resource)) return undefined;
  return { action: action as Action, resource: resource as Resource };
}

export function isPermissionKey(text: string): text is PermissionKey {
  return parsePermissionKey(text) !== undefined;
}

/** The known keys among texts from the permissions service; anything else is dropped. */
export function parsePermissionKeys(texts: Iterable<string>): Set<PermissionKey> {
  return new Set([...texts].filter(isPermissionKey));
}

/**
 * The actions that mean something for each resource: 'manage' grants these, and the default
 * sets never hold a key outside them (there is no create:audit-log).
 */
export const RESOURCE_ACTIONS: Readonly<Record<Resource, readonly Action[]>> = {
  // The account's own info and flags (CFG-02): every portal session reads them to start.
  account: ['read'],
  users: ACTIONS,
  extensions: ACTIONS,
  devices: ACTIONS,
  'phone-numbers': ACTIONS,
  'call-queue': ACTIONS,
  groups: ACTIONS,
  billing: ['read', 'update'],
  purchase: ['read', 'create'],
  reports: ['read', 'create'],
  'saved-reports': ACTIONS,
  'account-settings': ['read', 'update'],
  'account-search': ['read'],
  reseller: ACTIONS,
  'partner-menu': ['read'],
  'sso-settings': ['read', 'update', 'delete'],
  'security-settings': ['read', 'update'],
  'manage-vsu-users': ACTIONS,
  block411: ['read', 'update'],
  'audit-log': ['read'],
  roles: ACTIONS,
  'call-recording': ['read', 'update', 'delete'],
  'my-calls': ['read'],
};

/** The level one key grants: reading is view, any write is manage. */
export function keyLevel(key: PermissionKey): Exclude<PermissionLevel, 'no_access'> {
  return key.startsWith('read:') ? 'view' : 'manage';
}

/** The actions a resource has; none for a name that is not a known resource (it grants nothing). */
export function actionsOf(resource: string): readonly Action[] {
  return Object.hasOwn(RESOURCE_ACTIONS, resource) ? RESOURCE_ACTIONS[resource as Resource] : [];
}

/** The level a set of keys gives on a resource: manage with any write, view with read only. */
export function levelOf(keys: ReadonlySet<PermissionKey>, resource: Resource): PermissionLevel {
  const actions = actionsOf(resource);
  if (actions.some((a) => a !== 'read' && keys.has(formatPermissionKey(a, resource)))) return 'manage';
  return actions.includes('read') && keys.has(formatPermissionKey('read', resource)) ? 'view' : 'no_access';
}

/** The keys that a level on a resource stands for; none for an unknown resource. */
export function keysForLevel(resource: Resource, level: PermissionLevel): PermissionKey[] {
  const actions = actionsOf(resource);
  if (level === 'no_access') return [];
  if (level === 'view') return actions.includes('read') ? [formatPermissionKey('read', resource)] : [];
  return actions.map((a) => formatPermissionKey(a, resource));
}

// ---- Default sets per role ----

/** Resources that live inside one customer account. */
const ACCOUNT_RESOURCES: readonly Resource[] = [
  'account',
  'users',
  'extensions',
  'devices',
  'phone-numbers',
  'call-queue',
  'groups',
  'billing',
  'purchase',
  'reports',
  'saved-reports',
  'account-settings',
  'sso-settings',
  'security-settings',
  'block411',
  'audit-log',
  'roles',
  'call-recording',
  'my-calls',
];

const manage = (...resources: Resource[]): PermissionKey[] =>
  resources.flatMap((r) => keysForLevel(r, 'manage'));
const view = (...resources: Resource[]): PermissionKey[] => resources.flatMap((r) => keysForLevel(r, 'view'));
const grant = (action: Action, ...resources: Resource[]): PermissionKey[] =>
  resources.map((r) => formatPermissionKey(action, r));

// What any signed-in user of an account holds: the account's own info and their own calls.
const PERSONAL = view('account', 'my-calls');
const ACCOUNT_SUPER_USER = manage(...ACCOUNT_RESOURCES);
// An account administrator may look at, but not change, roles and the account's sign-in security.
const ACCOUNT_ADMINISTRATOR = [
  ...manage(
    ...ACCOUNT_RESOURCES.filter((r) => r !== 'roles' && r !== 'sso-settings' && r !== 'security-settings'),
  ),
  ...view('roles', 'sso-settings', 'security-settings'),
];
const ACCOUNT_VIEWER = view(...ACCOUNT_RESOURCES);
const PARTNER = view('reseller', 'partner-menu');

const DEFAULTS: Readonly<Record<RoleId, readonly PermissionKey[]>> = {
  [ROLE.SUPERUSER]: manage(...RESOURCES),
  [ROLE.ACCOUNT_SUPER_USER]: ACCOUNT_SUPER_USER,
  [ROLE.ACCOUNT_ADMINISTRATOR]: ACCOUNT_ADMINISTRATOR,
  [ROLE.END_USER]: PERSONAL,
  [ROLE.ANONYMOUS]: [],
  [ROLE.END_USER_NO_DASHBOARD]: PERSONAL,
  // API users are governed by their API key's policies (SEC-04), not by portal menus.
  [ROLE.API_USER]: [],
  [ROLE.BILLING_ADMIN]: [...manage('billing', 'purchase'), ...PERSONAL],
  // The audit log is a report too (issue 21: a reports admin finds who changed a user).
  [ROLE.REPORTS_ADMIN]: [...manage('reports', 'saved-reports'), ...view('audit-log'), ...PERSONAL],
  [ROLE.CALL_QUEUES_ADMIN]: [...manage('call-queue'), ...PERSONAL],
  [ROLE.USERS_ADMIN]: [...manage('users', 'extensions', 'devices'), ...PERSONAL],
  [ROLE.CALL_QUEUES_REPORTING_ADMIN]: [...view('call-queue'), ...PERSONAL],
  [ROLE.PARTNER_ACCOUNT_SUPERUSER]: [...ACCOUNT_SUPER_USER, ...manage('reseller'), ...PARTNER],
  [ROLE.PARTNER_ACCOUNT_ADMINISTRATOR]: [...ACCOUNT_ADMINISTRATOR, ...PARTNER],
  [ROLE.WHOLESALER_PROVIDER]: [...ACCOUNT_SUPER_USER, ...manage('reseller'), ...PARTNER],
  [ROLE.CHANNEL_MANAGER_SUPERVISOR]: [
    ...view('account-search'),
    ...manage('reseller'),
    ...PARTNER,
    ...ACCOUNT_VIEWER,
  ],
  [ROLE.CHANNEL_MANAGER]: [...view('account-search'), ...PARTNER, ...ACCOUNT_VIEWER],
  [ROLE.TIER_2_RESELLER_MANAGER]: [...ACCOUNT_ADMINISTRATOR, ...PARTNER, ...grant('update', 'reseller')],
  [ROLE.TIER_2_RESELLER]: [
    ...manage('users', 'extensions', 'devices', 'phone-numbers', 'purchase'),
    ...view('billing'),
    ...PARTNER,
    ...PERSONAL,
  ],
  [ROLE.RESELLER_SUPPORT]: [
    ...ACCOUNT_VIEWER,
    ...grant('update', 'users', 'extensions', 'devices'),
    ...PARTNER,
  ],
  [ROLE.RESELLER_MANAGER]: [...ACCOUNT_ADMINISTRATOR, ...PARTNER, ...grant('update', 'reseller')],
  [ROLE.CUSTOMER_SUPPORT_MANAGER]: [
    ...view('account-search'),
    ...ACCOUNT_VIEWER,
    ...grant('update', 'users', 'extensions', 'devices', 'phone-numbers'),
    ...manage('manage-vsu-users'),
  ],
  [ROLE.RESELLER]: [
    ...manage('users', 'extensions', 'devices', 'phone-numbers', 'purchase'),
    ...view('billing'),
    ...PARTNER,
    ...PERSONAL,
  ],
  [ROLE.ACCOUNTING]: [...view('account-search', 'purchase', 'reports'), ...manage('billing'), ...PERSONAL],
  [ROLE.ACCOUNT_MANAGEMENT]: [
    ...view('account-search', 'billing', 'users'),
    ...manage('account-settings', 'purchase'),
    ...PERSONAL,
  ],
  [ROLE.SALES_ADMIN]: [
    ...view('account-search', 'billing', 'account-settings'),
    ...manage('purchase'),
    ...PERSONAL,
  ],
  [ROLE.SALES]: [...view('account-search'), ...manage('purchase'), ...PERSONAL],
};

/** A fresh set of the permissions a role holds before any override; empty for an unknown role. */
export function defaultPermissions(roleId: number): Set<PermissionKey> {
  return new Set(isRoleId(roleId) ? DEFAULTS[roleId] : []);
}

const DEFAULT_SETS = new Map<number, ReadonlySet<PermissionKey>>(
  Object.entries(DEFAULTS).map(([id, keys]) => [Number(id), new Set(keys)]),
);

/** Whether a role's default set holds the key (the server's check; no override applied). */
export function hasPermission(roleId: number, key: PermissionKey): boolean {
  return DEFAULT_SETS.get(roleId)?.has(key) ?? false;
}

// ---- Overrides (ROLE-04); see docs/decisions/0004-permission-override.md ----

/** kept: in both sets; default: new with the override; removed: missing from it; read-only: purchase. */
export type OverrideMark = 'kept' | 'default' | 'removed' | 'read-only';

export interface PermissionOverrideEntry {
  key: PermissionKey;
  /** The level this key grants after the override ('no_access' when it no longer applies). */
  level: PermissionLevel;
  mark: OverrideMark;
}

const keyOrder = (key: PermissionKey): number => {
  const { action, resource } = parsePermissionKey(key)!;
  return RESOURCES.indexOf(resource) * ACTIONS.length + ACTIONS.indexOf(action);
};

/**
 * Compares the permissions held now with an incoming set and marks every key of either:
 * missing from the incoming set → removed; new in it → default; in both → kept. Purchase keys
 * are read-only: an override neither grants nor takes them, they keep their current state.
 * Entries come in resource order, then read, create, update, delete.
 */
export function overridePermissions(
  current: Iterable<PermissionKey>,
  incoming: Iterable<PermissionKey>,
): PermissionOverrideEntry[] {
  const now = new Set(current);
  const next = new Set(incoming);
  const all = [...new Set([...now, ...next])].sort((a, b) => keyOrder(a) - keyOrder(b));
  return all.map((key): PermissionOverrideEntry => {
    if (parsePermissionKey(key)!.resource === 'purchase') {
      return { key, level: now.has(key) ? keyLevel(key) : 'no_access', mark: 'read-only' };
    }
    if (!next.has(key)) return { key, level: 'no_access', mark: 'removed' };
    return { key, level: keyLevel(key), mark: now.has(key) ? 'kept' : 'default' };
  });
}

/** The keys held once an override is applied. */
export function effectivePermissions(entries: readonly PermissionOverrideEntry[]): Set<PermissionKey> {
  return new Set(entries.filter((e) => e.level !== 'no_access').map((e) => e.key));
}
