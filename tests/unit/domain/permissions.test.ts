import { describe, expect, it } from 'vitest';
import {
  actionsOf,
  defaultPermissions,
  effectivePermissions,
  formatPermissionKey,
  hasPermission,
  isPermissionKey,
  keyLevel,
  keysForLevel,
  levelOf,
  overridePermissions,
  type PermissionKey,
  type PermissionLevel,
  type PermissionOverrideEntry,
  parsePermissionKey,
  parsePermissionKeys,
  RESOURCE_ACTIONS,
  RESOURCES,
} from '../../../src/domain/permissions';
import { ROLE, ROLE_IDS } from '../../../src/domain/roles';

describe('permission keys', () => {
  it.each([
    ['read:billing', 'read', 'billing'],
    ['read:users', 'read', 'users'],
    ['read:call-queue', 'read', 'call-queue'],
    ['update:account-settings', 'update', 'account-settings'],
    ['create:groups', 'create', 'groups'],
    ['delete:saved-reports', 'delete', 'saved-reports'],
    ['read:manage-vsu-users', 'read', 'manage-vsu-users'],
    ['read:partner-menu', 'read', 'partner-menu'],
    ['read:reseller', 'read', 'reseller'],
    ['read:account-search', 'read', 'account-search'],
    ['read:sso-settings', 'read', 'sso-settings'],
    ['read:security-settings', 'read', 'security-settings'],
    ['update:block411', 'update', 'block411'],
    ['read:purchase', 'read', 'purchase'],
  ] as const)('ROLE-04 %s parses to %s on %s and formats back', (text, action, resource) => {
    expect(parsePermissionKey(text)).toEqual({ action, resource });
    expect(formatPermissionKey(action, resource)).toBe(text);
    expect(isPermissionKey(text)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['billing', 'no action'],
    ['read', 'no resource'],
    ['read:', 'empty resource'],
    [':billing', 'empty action'],
    ['write:billing', 'unknown action'],
    ['read:spaceships', 'unknown resource'],
    ['READ:billing', 'action in capitals'],
    ['read:billing:extra', 'extra part'],
    ['read billing', 'no colon'],
  ])('ROLE-04 %j is not a permission key (%s)', (text) => {
    expect(parsePermissionKey(text)).toBeUndefined();
    expect(isPermissionKey(text)).toBe(false);
  });
});

describe('parsePermissionKeys', () => {
  it.each([
    [[], []],
    [
      ['read:users', 'update:users'],
      ['read:users', 'update:users'],
    ],
    [['read:users', 'read:users'], ['read:users']],
    [['read:users', 'write:users', 'read:spaceships', ''], ['read:users']],
  ])('ROLE-04 %j keeps the known keys %j', (texts, keys) => {
    expect(parsePermissionKeys(texts)).toEqual(new Set(keys));
  });
});

describe('permission levels', () => {
  it.each([
    ['read:billing', 'view'],
    ['update:billing', 'manage'],
    ['create:groups', 'manage'],
    ['delete:saved-reports', 'manage'],
  ] as const)('ROLE-04 the key %s grants %s', (key, level) => {
    expect(keyLevel(key)).toBe(level);
  });

  it.each([
    [[], 'users', 'no_access'],
    [['read:users'], 'users', 'view'],
    [['read:users', 'update:users'], 'users', 'manage'],
    [['delete:users'], 'users', 'manage'],
    [['read:billing'], 'users', 'no_access'],
    [['read:billing', 'update:billing'], 'billing', 'manage'],
    [['read:audit-log'], 'audit-log', 'view'],
    [['create:purchase'], 'purchase', 'manage'],
  ] as [PermissionKey[], (typeof RESOURCES)[number], string][])(
    'ROLE-04 keys %j give %s the level %s',
    (keys, resource, level) => {
      expect(levelOf(new Set(keys), resource)).toBe(level);
    },
  );

  // resource, level asked for, the keys it stands for, the level those keys read back as
  it.each([
    ['users', 'no_access', [], 'no_access'],
    ['users', 'view', ['read:users'], 'view'],
    ['users', 'manage', ['read:users', 'create:users', 'update:users', 'delete:users'], 'manage'],
    ['billing', 'manage', ['read:billing', 'update:billing'], 'manage'],
    ['purchase', 'manage', ['read:purchase', 'create:purchase'], 'manage'],
    ['block411', 'view', ['read:block411'], 'view'],
    // a read-only resource offers nothing beyond view
    ['audit-log', 'manage', ['read:audit-log'], 'view'],
    ['my-calls', 'manage', ['read:my-calls'], 'view'],
  ] as [(typeof RESOURCES)[number], PermissionLevel, PermissionKey[], PermissionLevel][])(
    'ROLE-04 %s at level %s stands for %j, which reads back as %s',
    (resource, level, keys, readBack) => {
      expect(keysForLevel(resource, level)).toEqual(keys);
      expect(levelOf(new Set(keys), resource)).toBe(readBack);
    },
  );

  // A name the portal does not know (a typo, or a resource of a newer service) grants nothing,
  // whatever keys are held for it, and neither does an inherited property name.
  it.each(['', 'Users', 'toString', 'constructor'])(
    'ROLE-04 the unknown resource %j grants no keys',
    (name) => {
      const resource = name as (typeof RESOURCES)[number];
      expect(actionsOf(name)).toEqual([]);
      for (const level of ['view', 'manage', 'no_access'] as const)
        expect(keysForLevel(resource, level)).toEqual([]);
      const held = new Set([`read:${name}`, `update:${name}`] as PermissionKey[]);
      expect(levelOf(held, resource)).toBe('no_access');
      expect(levelOf(new Set([`read:${name}`] as PermissionKey[]), resource)).toBe('no_access');
    },
  );
});

describe('defaultPermissions', () => {
  // role, keys it must hold, keys it must not hold
  it.each([
    [
      ROLE.SUPERUSER,
      ['read:account-search', 'read:reseller', 'read:partner-menu', 'delete:roles', 'update:block411'],
      [],
    ],
    [
      ROLE.ACCOUNT_SUPER_USER,
      ['read:billing', 'create:purchase', 'update:sso-settings', 'delete:roles', 'update:account-settings'],
      ['read:account-search', 'read:reseller', 'read:partner-menu', 'read:manage-vsu-users'],
    ],
    [
      ROLE.ACCOUNT_ADMINISTRATOR,
      [
        'read:users',
        'create:groups',
        'delete:saved-reports',
        'read:roles',
        'read:sso-settings',
        'update:block411',
      ],
      [
        'create:roles',
        'update:sso-settings',
        'update:security-settings',
        'read:account-search',
        'read:reseller',
      ],
    ],
    [ROLE.END_USER, ['read:my-calls'], ['read:users', 'read:billing', 'read:reports', 'read:call-recording']],
    [ROLE.END_USER_NO_DASHBOARD, ['read:my-calls'], ['read:users', 'read:billing']],
    [ROLE.ANONYMOUS, [], ['read:my-calls', 'read:users']],
    [ROLE.API_USER, [], ['read:my-calls', 'read:users']],
    [
      ROLE.BILLING_ADMIN,
      ['read:billing', 'update:billing', 'read:purchase', 'create:purchase'],
      ['read:users', 'read:reports'],
    ],
    [
      ROLE.REPORTS_ADMIN,
      ['read:reports', 'create:reports', 'delete:saved-reports'],
      ['read:billing', 'read:users'],
    ],
    [
      ROLE.CALL_QUEUES_ADMIN,
      ['read:call-queue', 'update:call-queue', 'create:call-queue'],
      ['read:users', 'read:billing'],
    ],
    [ROLE.CALL_QUEUES_REPORTING_ADMIN, ['read:call-queue'], ['update:call-queue', 'read:users']],
    [
      ROLE.USERS_ADMIN,
      ['create:users', 'update:extensions', 'delete:devices'],
      ['read:billing', 'read:purchase', 'read:roles', 'read:call-queue'],
    ],
    [
      ROLE.PARTNER_ACCOUNT_SUPERUSER,
      ['read:reseller', 'read:partner-menu', 'update:users', 'read:billing', 'create:purchase'],
      ['read:account-search'],
    ],
    [
      ROLE.PARTNER_ACCOUNT_ADMINISTRATOR,
      ['read:reseller', 'read:partner-menu', 'update:users', 'read:billing'],
      ['read:account-search', 'create:roles'],
    ],
    [
      ROLE.WHOLESALER_PROVIDER,
      ['read:reseller', 'read:partner-menu', 'update:users'],
      ['read:account-search'],
    ],
    [
      ROLE.CHANNEL_MANAGER_SUPERVISOR,
      ['read:account-search', 'update:reseller', 'read:users'],
      ['update:users'],
    ],
    [
      ROLE.CHANNEL_MANAGER,
      ['read:account-search', 'read:reseller', 'read:users'],
      ['update:reseller', 'update:users'],
    ],
    [
      ROLE.TIER_2_RESELLER_MANAGER,
      ['read:reseller', 'update:reseller', 'update:users'],
      ['read:account-search'],
    ],
    [
      ROLE.TIER_2_RESELLER,
      ['read:reseller', 'create:users', 'create:purchase', 'read:billing'],
      ['update:billing'],
    ],
    [
      ROLE.RESELLER_SUPPORT,
      ['read:reseller', 'read:users', 'update:users'],
      ['create:users', 'delete:users'],
    ],
    [ROLE.RESELLER_MANAGER, ['read:reseller', 'update:reseller', 'update:users'], ['read:account-search']],
    [
      ROLE.CUSTOMER_SUPPORT_MANAGER,
      ['read:account-search', 'update:users', 'update:phone-numbers', 'read:manage-vsu-users'],
      ['delete:users', 'read:reseller'],
    ],
    [
      ROLE.RESELLER,
      ['read:reseller', 'create:users', 'create:purchase'],
      ['update:billing', 'read:account-search'],
    ],
    [
      ROLE.ACCOUNTING,
      ['read:account-search', 'update:billing', 'read:purchase', 'read:reports'],
      ['create:purchase'],
    ],
    [
      ROLE.ACCOUNT_MANAGEMENT,
      ['read:account-search', 'update:account-settings', 'create:purchase'],
      ['update:users'],
    ],
    [ROLE.SALES_ADMIN, ['read:account-search', 'create:purchase', 'read:billing'], ['update:billing']],
    [ROLE.SALES, ['read:account-search', 'create:purchase'], ['read:billing', 'read:users']],
  ] as [number, PermissionKey[], PermissionKey[]][])(
    'ROLE-04 ROLE-09 role %i holds %j and not %j',
    (roleId, held, notHeld) => {
      const keys = defaultPermissions(roleId);
      for (const key of held) expect(keys.has(key), key).toBe(true);
      for (const key of notHeld) expect(keys.has(key), key).toBe(false);
    },
  );

  it.each(ROLE_IDS.map((id) => [id]))('ROLE-04 role %i holds only actions its resources define', (roleId) => {
    for (const key of defaultPermissions(roleId)) {
      const parsed = parsePermissionKey(key);
      expect(parsed, key).toBeDefined();
      expect(RESOURCE_ACTIONS[parsed!.resource], key).toContain(parsed!.action);
    }
  });

  it.each([[ROLE.END_USER], [ROLE.END_USER_NO_DASHBOARD]])(
    'ROLE-09 end user role %i sees only personal items (its own calls, its account to start a session)',
    (roleId) => {
      expect([...defaultPermissions(roleId)].sort()).toEqual(['read:account', 'read:my-calls']);
    },
  );

  it.each(ROLE_IDS.filter((id) => id !== ROLE.ANONYMOUS && id !== ROLE.API_USER).map((id) => [id]))(
    'ROLE-04 signed-in role %i reads its account and its own calls',
    (roleId) => {
      expect(defaultPermissions(roleId).has('read:account')).toBe(true);
      expect(defaultPermissions(roleId).has('read:my-calls')).toBe(true);
    },
  );

  it('ROLE-04 the provider super user holds every key of every resource', () => {
    const all = RESOURCES.flatMap((r) => keysForLevel(r, 'manage'));
    expect([...defaultPermissions(ROLE.SUPERUSER)].sort()).toEqual(all.sort());
  });

  it.each([[0], [8], [42]])('ROLE-04 unknown role %i holds nothing', (roleId) => {
    expect(defaultPermissions(roleId).size).toBe(0);
  });

  it('ROLE-04 each call returns a fresh set', () => {
    const first = defaultPermissions(ROLE.END_USER);
    first.add('delete:users');
    expect(defaultPermissions(ROLE.END_USER).has('delete:users')).toBe(false);
  });
});

describe('hasPermission', () => {
  it.each([
    [ROLE.SUPERUSER, 'read:account-search', true],
    [ROLE.ACCOUNT_SUPER_USER, 'read:account-search', false],
    [ROLE.ACCOUNT_ADMINISTRATOR, 'update:users', true],
    [ROLE.ACCOUNT_ADMINISTRATOR, 'create:roles', false],
    [ROLE.END_USER, 'read:my-calls', true],
    [ROLE.END_USER, 'read:account', true],
    [ROLE.END_USER, 'read:reports', false],
    [ROLE.ANONYMOUS, 'read:account', false],
    [ROLE.BILLING_ADMIN, 'read:purchase', true],
    [ROLE.USERS_ADMIN, 'read:billing', false],
    [ROLE.PARTNER_ACCOUNT_ADMINISTRATOR, 'read:partner-menu', true],
    [42, 'read:account', false],
  ] as [number, PermissionKey, boolean][])('ROLE-04 role %i holds %s: %s', (roleId, key, expected) => {
    expect(hasPermission(roleId, key)).toBe(expected);
    expect(hasPermission(roleId, key)).toBe(defaultPermissions(roleId).has(key));
  });
});

describe('overridePermissions', () => {
  const entry = (
    key: PermissionKey,
    level: PermissionOverrideEntry['level'],
    mark: PermissionOverrideEntry['mark'],
  ) => ({
    key,
    level,
    mark,
  });

  it.each([
    ['nothing to nothing', [], [], [], []],
    ['same set kept', ['read:users'], ['read:users'], [entry('read:users', 'view', 'kept')], ['read:users']],
    [
      'missing key removed',
      ['read:users', 'update:users'],
      ['read:users'],
      [entry('read:users', 'view', 'kept'), entry('update:users', 'no_access', 'removed')],
      ['read:users'],
    ],
    [
      'new key default',
      ['read:users'],
      ['read:users', 'create:groups'],
      [entry('read:users', 'view', 'kept'), entry('create:groups', 'manage', 'default')],
      ['read:users', 'create:groups'],
    ],
    [
      'everything removed',
      ['read:billing', 'update:billing'],
      [],
      [entry('read:billing', 'no_access', 'removed'), entry('update:billing', 'no_access', 'removed')],
      [],
    ],
    [
      'all new from nothing',
      [],
      ['read:reports', 'read:my-calls'],
      [entry('read:reports', 'view', 'default'), entry('read:my-calls', 'view', 'default')],
      ['read:reports', 'read:my-calls'],
    ],
    [
      'held purchase stays though missing',
      ['read:purchase', 'create:purchase'],
      [],
      [entry('read:purchase', 'view', 'read-only'), entry('create:purchase', 'manage', 'read-only')],
      ['read:purchase', 'create:purchase'],
    ],
    [
      'held purchase kept read-only',
      ['read:purchase'],
      ['read:purchase'],
      [entry('read:purchase', 'view', 'read-only')],
      ['read:purchase'],
    ],
    [
      'purchase not granted by override',
      ['read:billing'],
      ['read:billing', 'create:purchase'],
      [entry('read:billing', 'view', 'kept'), entry('create:purchase', 'no_access', 'read-only')],
      ['read:billing'],
    ],
    [
      'mixed, in resource then action order',
      ['delete:users', 'read:purchase', 'read:my-calls'],
      ['read:my-calls', 'create:users', 'read:users'],
      [
        entry('read:users', 'view', 'default'),
        entry('create:users', 'manage', 'default'),
        entry('delete:users', 'no_access', 'removed'),
        entry('read:purchase', 'view', 'read-only'),
        entry('read:my-calls', 'view', 'kept'),
      ],
      ['read:users', 'create:users', 'read:purchase', 'read:my-calls'],
    ],
  ] as [string, PermissionKey[], PermissionKey[], PermissionOverrideEntry[], PermissionKey[]][])(
    'ROLE-04 override: %s',
    (_label, current, incoming, entries, effective) => {
      const result = overridePermissions(current, incoming);
      expect(result).toEqual(entries);
      expect(effectivePermissions(result)).toEqual(new Set(effective));
    },
  );
});
