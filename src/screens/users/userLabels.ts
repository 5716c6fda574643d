// Words the users screens show for roles and types.
import { displayRole, roleName } from '../../domain/roles';
import type { UserType } from '../../domain/roomUsers';

export function roleLabel(roleId: number, userType?: UserType): string {
  const label =
    displayRole(roleId, { isRoomUser: userType === 'ROOM_USER' }) ?? roleName(roleId) ?? `role ${roleId}`;
  return label[0].toUpperCase() + label.slice(1);
}

export const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

export const usersHref = (sub = '') => `#/management/m/users${sub ? `/${sub}` : ''}`;
export const extensionsHref = (sub = '') => `#/management/m/extensions${sub ? `/${sub}` : ''}`;
