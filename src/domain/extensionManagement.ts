// Who may manage whose extension (ROLE-06, core §5).
import { isParentType, ROLE } from './roles';

const PROTECTED_FROM_ACCOUNT_ADMINISTRATOR: readonly number[] = [
  ROLE.ACCOUNT_SUPER_USER,
  ROLE.ACCOUNT_ADMINISTRATOR,
];
const PROTECTED_FROM_USERS_ADMIN: readonly number[] = [
  ROLE.ACCOUNT_SUPER_USER,
  ROLE.ACCOUNT_ADMINISTRATOR,
  ROLE.USERS_ADMIN,
];

/**
 * Whether a user of `actorRoleId` may manage an extension whose owner has `ownerRoleId`.
 * An extension with no owner user (`undefined`: a call queue, an auto attendant, an
 * unassigned extension) protects nobody, so any role that may manage extensions may manage it.
 */
export function canManageExtension(actorRoleId: number, ownerRoleId: number | undefined): boolean {
  if (isParentType(actorRoleId) || actorRoleId === ROLE.ACCOUNT_SUPER_USER) return true;
  if (actorRoleId === ROLE.ACCOUNT_ADMINISTRATOR) {
    return ownerRoleId === undefined || !PROTECTED_FROM_ACCOUNT_ADMINISTRATOR.includes(ownerRoleId);
  }
  if (actorRoleId === ROLE.USERS_ADMIN) {
    return ownerRoleId === undefined || !PROTECTED_FROM_USERS_ADMIN.includes(ownerRoleId);
  }
  return false;
}

/** Whether the role may manage any extension at all (so an extension screen shows its actions). */
export function managesExtensions(actorRoleId: number): boolean {
  return canManageExtension(actorRoleId, undefined);
}
