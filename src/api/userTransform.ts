// The users' transformer (USER-02): the platform knows only END_USER, and a room user is an
// end user whose last name carries ' -room-'. On the way out a ROOM_USER gets the marker and
// becomes END_USER; on the way in the marker is stripped and the user is ROOM_USER again.
// Only this module sees the marker: screens and machines work with userType alone.
import { isRoomLastName, stripRoomMarker, toPlatformLastName, type UserType } from '../domain/roomUsers';

interface Named {
  lastName?: string;
  userType?: string;
}

/** A user (or a search result) as the platform answered it → as the portal shows it. */
export function fromPlatform<T extends Named>(user: T): T & { userType: UserType } {
  if (typeof user.lastName === 'string' && isRoomLastName(user.lastName)) {
    return { ...user, lastName: stripRoomMarker(user.lastName), userType: 'ROOM_USER' };
  }
  return { ...user, userType: 'END_USER' };
}

/** A user as the portal holds it → as the platform stores it. */
export function toPlatform<T extends Named>(user: T): T {
  if (user.lastName === undefined) {
    // An update that does not touch the name keeps the platform's type.
    const { userType: _t, ...rest } = user;
    return rest as T;
  }
  return {
    ...user,
    lastName: toPlatformLastName(user.lastName, user.userType === 'ROOM_USER' ? 'ROOM_USER' : 'END_USER'),
    userType: 'END_USER',
  };
}
