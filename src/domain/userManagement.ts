// Who may write which user (issue 10 findings 1-2; ranking in docs/decisions/0040): one rule
// for the server on every user write and for the portal to hide what it refuses. Extensions keep
// their own rule (ROLE-06, extensionManagement.ts); it does not apply to users.
import { isRoleId, ROLE, type RoleId, roleName } from './roles';

/** Higher outranks lower; equal ranks do not outrank each other. */
export const ROLE_RANK: Readonly<Record<RoleId, number>> = {
  [ROLE.SUPERUSER]: 100,
  [ROLE.PARTNER_ACCOUNT_SUPERUSER]: 90,
  [ROLE.WHOLESALER_PROVIDER]: 90,
  [ROLE.PARTNER_ACCOUNT_ADMINISTRATOR]: 80,
  [ROLE.ACCOUNT_SUPER_USER]: 70,
  [ROLE.ACCOUNT_ADMINISTRATOR]: 60,
  [ROLE.TIER_2_RESELLER_MANAGER]: 60,
  [ROLE.RESELLER_MANAGER]: 60,
  [ROLE.USERS_ADMIN]: 50,
  [ROLE.TIER_2_RESELLER]: 50,
  [ROLE.RESELLER_SUPPORT]: 50,
  [ROLE.CUSTOMER_SUPPORT_MANAGER]: 50,
  [ROLE.RESELLER]: 50,
  [ROLE.BILLING_ADMIN]: 40,
  [ROLE.REPORTS_ADMIN]: 40,
  [ROLE.CALL_QUEUES_ADMIN]: 40,
  [ROLE.CALL_QUEUES_REPORTING_ADMIN]: 40,
  [ROLE.CHANNEL_MANAGER_SUPERVISOR]: 40,
  [ROLE.CHANNEL_MANAGER]: 40,
  [ROLE.ACCOUNTING]: 40,
  [ROLE.ACCOUNT_MANAGEMENT]: 40,
  [ROLE.SALES_ADMIN]: 40,
  [ROLE.SALES]: 40,
  [ROLE.END_USER]: 10,
  [ROLE.END_USER_NO_DASHBOARD]: 10,
  [ROLE.API_USER]: 10,
  [ROLE.ANONYMOUS]: 0,
};

/** A role id the platform's table does not define is an account's custom role: it ranks here. */
export const CUSTOM_ROLE_RANK = ROLE_RANK[ROLE.ACCOUNT_ADMINISTRATOR];

export function roleRank(roleId: number): number {
  return isRoleId(roleId) ? ROLE_RANK[roleId] : CUSTOM_ROLE_RANK;
}

export function outranks(actorRoleId: number, roleId: number): boolean {
  return roleRank(actorRoleId) > roleRank(roleId);
}

/** The roles that count as an account's super user: every account keeps one active. */
export const SUPER_USER_ROLES: readonly number[] = [
  ROLE.SUPERUSER,
  ROLE.PARTNER_ACCOUNT_SUPERUSER,
  ROLE.WHOLESALER_PROVIDER,
  ROLE.ACCOUNT_SUPER_USER,
];

export function isSuperUserRole(roleId: number): boolean {
  return SUPER_USER_ROLES.includes(roleId);
}

/** Of `roleIds`, those the actor may give (a role is given only by someone who outranks it). */
export function grantableRoles(actorRoleId: number, roleIds: readonly number[]): number[] {
  return roleIds.filter((r) => outranks(actorRoleId, r));
}

export interface Actor {
  userId: number;
  roleId: number;
}

export interface TargetUser {
  userId: number;
  roleId: number;
  blockAccess: boolean;
  /** false when the platform has disabled the user; absent counts as enabled. */
  isEnable?: boolean;
}

/** A write to a user. An update without roleId or blockAccess is an edit of other fields. */
export type UserWrite =
  | { kind: 'create'; roleId: number }
  | { kind: 'update'; roleId?: number; blockAccess?: boolean }
  | { kind: 'delete' }
  | { kind: 'resetPassword' };

export type RefusalCode =
  | 'own_role'
  | 'own_block'
  | 'own_delete'
  | 'own_password_reset'
  | 'target_rank'
  | 'grant_rank'
  | 'last_super_user';

export interface Refusal {
  code: RefusalCode;
  message: string;
}

export interface WriteFacts {
  /**
   * Active super users of the target's account other than the target. Unknown (the portal):
   * the last-super-user part of the rule is left to the server.
   */
  otherActiveSuperUsers?: number;
}

const refuse = (code: RefusalCode, message: string): Refusal => ({ code, message });
const labelOf = (roleId: number) => roleName(roleId) ?? 'this custom role';

/** Why the actor may not make this write, or undefined when the rule allows it. */
export function userWriteRefusal(
  actor: Actor,
  target: TargetUser | undefined,
  write: UserWrite,
  facts: WriteFacts = {},
): Refusal | undefined {
  if (write.kind === 'create') return grantRefusal(actor, write.roleId);
  if (!target) return undefined;
  const changesRole = write.kind === 'update' && write.roleId !== undefined && write.roleId !== target.roleId;
  const blocks = write.kind === 'update' && write.blockAccess === true && !target.blockAccess;
  if (actor.userId === target.userId) {
    if (changesRole) return refuse('own_role', 'You cannot change your own role.');
    if (blocks) return refuse('own_block', 'You cannot block your own sign-in.');
    if (write.kind === 'delete') return refuse('own_delete', 'You cannot delete yourself.');
    if (write.kind === 'resetPassword')
      return refuse(
        'own_password_reset',
        'You cannot reset your own password here: change it from your profile.',
      );
    return undefined;
  }
  if (!outranks(actor.roleId, target.roleId)) {
    const verb = write.kind === 'delete' ? 'delete' : 'change';
    return refuse(
      'target_rank',
      `You cannot ${verb} this user: their role (${labelOf(target.roleId)}) is at or above yours.`,
    );
  }
  if (changesRole) {
    const grant = grantRefusal(actor, write.roleId!);
    if (grant) return grant;
  }
  const removesSuperUser =
    write.kind === 'delete' || blocks || (changesRole && !isSuperUserRole(write.roleId!));
  if (
    removesSuperUser &&
    isActiveSuperUser(target) &&
    facts.otherActiveSuperUsers !== undefined &&
    facts.otherActiveSuperUsers < 1
  ) {
    return refuse(
      'last_super_user',
      'This is the account’s last active super user: make another user super user first.',
    );
  }
  return undefined;
}

function grantRefusal(actor: Actor, roleId: number): Refusal | undefined {
  if (outranks(actor.roleId, roleId)) return undefined;
  return refuse('grant_rank', `You cannot give the role ${labelOf(roleId)}: only a higher role can.`);
}

export function isActiveSuperUser(user: Pick<TargetUser, 'roleId' | 'blockAccess' | 'isEnable'>): boolean {
  return isSuperUserRole(user.roleId) && !user.blockAccess && user.isEnable !== false;
}

/** What the portal offers on a user: the writes the rule allows, and the roles it may set. */
export interface UserActions {
  edit: boolean;
  block: boolean;
  delete: boolean;
  resetPassword: boolean;
  /** The user's own role first, then every other of `assignable` the actor may give them. */
  roles: number[];
}

export function userActions(actor: Actor, target: TargetUser, assignable: readonly number[]): UserActions {
  const allowed = (write: UserWrite) => userWriteRefusal(actor, target, write) === undefined;
  return {
    edit: allowed({ kind: 'update' }),
    block: allowed({ kind: 'update', blockAccess: true }),
    delete: allowed({ kind: 'delete' }),
    resetPassword: allowed({ kind: 'resetPassword' }),
    roles: [
      target.roleId,
      ...assignable.filter((r) => r !== target.roleId && allowed({ kind: 'update', roleId: r })),
    ],
  };
}
