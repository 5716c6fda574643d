// The user-management rule (docs/decisions/0040): a table of actor, target, write and facts
// against the refusal the rule answers.
import { describe, expect, it } from 'vitest';
import { ROLE, ROLE_IDS } from '../../../src/domain/roles';
import {
  grantableRoles,
  type RefusalCode,
  roleRank,
  type TargetUser,
  type UserWrite,
  userActions,
  userWriteRefusal,
  type WriteFacts,
} from '../../../src/domain/userManagement';
import { ASSIGNABLE_ROLES, assignableRoles } from '../../../src/domain/userRules';

const ME = 1;
const OTHER = 2;
const actor = (roleId: number) => ({ userId: ME, roleId });
const target = (roleId: number, extra: Partial<TargetUser> = {}): TargetUser => ({
  userId: OTHER,
  roleId,
  blockAccess: false,
  ...extra,
});
const self = (roleId: number): TargetUser => ({ userId: ME, roleId, blockAccess: false });

const { SUPERUSER: PSU, PARTNER_ACCOUNT_SUPERUSER: P77, PARTNER_ACCOUNT_ADMINISTRATOR: P78 } = ROLE;
const { ACCOUNT_SUPER_USER: ASU, ACCOUNT_ADMINISTRATOR: AA, USERS_ADMIN: UA, END_USER: EU } = ROLE;
const CUSTOM = 1000;

type Row = [string, number, TargetUser | undefined, UserWrite, WriteFacts, RefusalCode | undefined];

const TABLE: Row[] = [
  // Own account: role, block, delete and password reset refused; other fields allowed.
  ['own role, even to a lower one', P78, self(P78), { kind: 'update', roleId: ASU }, {}, 'own_role'],
  ['own role unchanged is no change', AA, self(AA), { kind: 'update', roleId: AA }, {}, undefined],
  [
    'own block',
    PSU,
    self(PSU),
    { kind: 'update', blockAccess: true },
    { otherActiveSuperUsers: 3 },
    'own_block',
  ],
  ['own delete', ASU, self(ASU), { kind: 'delete' }, {}, 'own_delete'],
  ['own password reset', UA, self(UA), { kind: 'resetPassword' }, {}, 'own_password_reset'],
  ['own name and numbers', EU, self(EU), { kind: 'update' }, {}, undefined],
  // Targets at or above the actor's rank.
  [
    '78 demotes 77',
    P78,
    target(P77),
    { kind: 'update', roleId: EU },
    { otherActiveSuperUsers: 1 },
    'target_rank',
  ],
  ['78 blocks 77', P78, target(P77), { kind: 'update', blockAccess: true }, {}, 'target_rank'],
  ['78 deletes 77', P78, target(P77), { kind: 'delete' }, {}, 'target_rank'],
  ['ASU edits another ASU', ASU, target(ASU), { kind: 'update' }, {}, 'target_rank'],
  ['AA resets an ASU password', AA, target(ASU), { kind: 'resetPassword' }, {}, 'target_rank'],
  ['UA edits a UA', UA, target(UA), { kind: 'update' }, {}, 'target_rank'],
  ['UA edits a custom role holder', UA, target(CUSTOM), { kind: 'update' }, {}, 'target_rank'],
  ['AA edits a custom role holder', AA, target(CUSTOM), { kind: 'update' }, {}, 'target_rank'],
  [
    'end user edits an end user',
    EU,
    target(ROLE.END_USER_NO_DASHBOARD),
    { kind: 'update' },
    {},
    'target_rank',
  ],
  [
    'billing admin blocks an end user',
    ROLE.BILLING_ADMIN,
    target(EU),
    { kind: 'update', blockAccess: true },
    {},
    undefined,
  ],
  // Granting needs a higher role than the one given.
  ['UA creates an AA', UA, undefined, { kind: 'create', roleId: AA }, {}, 'grant_rank'],
  ['UA creates a UA', UA, undefined, { kind: 'create', roleId: UA }, {}, 'grant_rank'],
  ['UA creates an end user', UA, undefined, { kind: 'create', roleId: EU }, {}, undefined],
  ['ASU creates an ASU', ASU, undefined, { kind: 'create', roleId: ASU }, {}, 'grant_rank'],
  ['78 creates an ASU', P78, undefined, { kind: 'create', roleId: ASU }, {}, undefined],
  ['AA promotes an end user to AA', AA, target(EU), { kind: 'update', roleId: AA }, {}, 'grant_rank'],
  ['ASU promotes an end user to AA', ASU, target(EU), { kind: 'update', roleId: AA }, {}, undefined],
  ['ASU gives a custom role', ASU, target(EU), { kind: 'update', roleId: CUSTOM }, {}, undefined],
  ['78 restores 77', P78, target(EU), { kind: 'update', roleId: P77 }, {}, 'grant_rank'],
  ['77 restores 78', P77, target(EU), { kind: 'update', roleId: P78 }, {}, undefined],
  ['provider restores 77', PSU, target(EU), { kind: 'update', roleId: P77 }, {}, undefined],
  // The last active super user of an account.
  [
    'demote the last ASU',
    P78,
    target(ASU),
    { kind: 'update', roleId: AA },
    { otherActiveSuperUsers: 0 },
    'last_super_user',
  ],
  [
    'block the last 77',
    PSU,
    target(P77),
    { kind: 'update', blockAccess: true },
    { otherActiveSuperUsers: 0 },
    'last_super_user',
  ],
  [
    'delete the last ASU',
    P77,
    target(ASU),
    { kind: 'delete' },
    { otherActiveSuperUsers: 0 },
    'last_super_user',
  ],
  [
    'demote an ASU with another left',
    P78,
    target(ASU),
    { kind: 'update', roleId: AA },
    { otherActiveSuperUsers: 1 },
    undefined,
  ],
  ['edit the last ASU', P78, target(ASU), { kind: 'update' }, { otherActiveSuperUsers: 0 }, undefined],
  [
    'reset the last ASU password',
    P78,
    target(ASU),
    { kind: 'resetPassword' },
    { otherActiveSuperUsers: 0 },
    undefined,
  ],
  ['unknown count (portal) leaves it to the server', P78, target(ASU), { kind: 'delete' }, {}, undefined],
  [
    'a blocked ASU is not the active one',
    P78,
    target(ASU, { blockAccess: true }),
    { kind: 'delete' },
    { otherActiveSuperUsers: 0 },
    undefined,
  ],
  [
    'a disabled ASU is not the active one',
    P78,
    target(ASU, { isEnable: false }),
    { kind: 'delete' },
    { otherActiveSuperUsers: 0 },
    undefined,
  ],
  [
    'unblocking is not blocking',
    P78,
    target(ASU, { blockAccess: true }),
    { kind: 'update', blockAccess: true },
    { otherActiveSuperUsers: 0 },
    undefined,
  ],
];

describe('userWriteRefusal', () => {
  it.each(TABLE)('%s', (_title, actorRole, tgt, write, facts, expected) => {
    expect(userWriteRefusal(actor(actorRole), tgt, write, facts)?.code).toBe(expected);
  });

  it('says why in plain words', () => {
    expect(userWriteRefusal(actor(P78), self(P78), { kind: 'update', roleId: ASU })?.message).toBe(
      'You cannot change your own role.',
    );
    expect(userWriteRefusal(actor(P78), target(P77), { kind: 'delete' })?.message).toBe(
      'You cannot delete this user: their role (partner account superuser) is at or above yours.',
    );
    expect(userWriteRefusal(actor(UA), undefined, { kind: 'create', roleId: AA })?.message).toBe(
      'You cannot give the role account administrator: only a higher role can.',
    );
  });
});

describe('ranks', () => {
  it('every platform role has a rank; the provider super user is above all, anonymous below all', () => {
    for (const id of ROLE_IDS) {
      if (id !== PSU) expect(roleRank(PSU)).toBeGreaterThan(roleRank(id));
      if (id !== ROLE.ANONYMOUS) expect(roleRank(ROLE.ANONYMOUS)).toBeLessThan(roleRank(id));
    }
  });

  it('parent types and account admins rank in order: 1 > 77 > 78 > 2 > 3 > 23 > end users', () => {
    const order = [PSU, P77, P78, ASU, AA, UA, EU];
    for (let i = 1; i < order.length; i++) expect(roleRank(order[i - 1])).toBeGreaterThan(roleRank(order[i]));
    expect(roleRank(ROLE.END_USER_NO_DASHBOARD)).toBe(roleRank(EU));
  });

  it('grantable roles are those strictly below the actor', () => {
    expect(grantableRoles(UA, ASSIGNABLE_ROLES)).toEqual([
      EU,
      ROLE.END_USER_NO_DASHBOARD,
      ROLE.BILLING_ADMIN,
      ROLE.REPORTS_ADMIN,
      ROLE.CALL_QUEUES_ADMIN,
      ROLE.CALL_QUEUES_REPORTING_ADMIN,
    ]);
    expect(grantableRoles(ASU, ASSIGNABLE_ROLES)).not.toContain(ASU);
    expect(grantableRoles(PSU, assignableRoles('partner'))).toEqual(expect.arrayContaining([P77, P78]));
    expect(grantableRoles(P77, assignableRoles('partner'))).toContain(P78);
    expect(grantableRoles(P77, assignableRoles('partner'))).not.toContain(P77);
    expect(assignableRoles('customer')).not.toContain(P77);
  });
});

describe('userActions (what the portal offers)', () => {
  it('on oneself: edit only; the role stays', () => {
    expect(userActions(actor(AA), self(AA), ASSIGNABLE_ROLES)).toEqual({
      edit: true,
      block: false,
      delete: false,
      resetPassword: false,
      roles: [AA],
    });
  });

  it('a partner admin on the partner super user: nothing', () => {
    expect(userActions(actor(P78), target(P77), assignableRoles('partner'))).toMatchObject({
      edit: false,
      block: false,
      delete: false,
      roles: [P77],
    });
  });

  it('an account administrator on an end user: everything, roles below its own', () => {
    const a = userActions(actor(AA), target(EU), ASSIGNABLE_ROLES);
    expect(a).toMatchObject({ edit: true, block: true, delete: true, resetPassword: true });
    expect(a.roles[0]).toBe(EU);
    expect(a.roles).toContain(UA);
    expect(a.roles).not.toContain(AA);
    expect(a.roles).not.toContain(ASU);
  });
});
