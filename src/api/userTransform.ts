// The users' transformer (USER-02): the platform knows only END_USER, and a room user is an
// end user whose last name carries ' -room-'. On the way out a ROOM_USER gets the marker and
// becomes END_USER; on the way in the request layer strips the marker from every answer
// (`withoutRoomMarker`, applied once in client.ts) and marks the user ROOM_USER.
// Only this module sees the marker: screens and machines work with userType alone.
import { isRoomLastName, stripRoomMarker, toPlatformLastName, type UserType } from '../domain/roomUsers';

interface Named {
  lastName?: string;
  userType?: string;
}

/**
 * Every answer of the platform, as the portal sees it: no string carries the marker (a user's
 * last name, an extension's userName and deviceKitName, a report row's name…), and an object
 * whose last name carried it is a ROOM_USER. Anything that is not JSON passes unchanged.
 */
export function withoutRoomMarker<T>(value: T): T {
  if (typeof value === 'string') return (isRoomLastName(value) ? stripRoomMarker(value) : value) as T;
  if (Array.isArray(value)) return value.map(withoutRoomMarker) as T;
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype)
    return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) out[key] = withoutRoomMarker(v);
  const lastName = (value as Named).lastName;
  if (typeof lastName === 'string' && isRoomLastName(lastName)) out.userType = 'ROOM_USER';
  return out as T;
}

/** A user (or a search result) as the request layer answered it → typed for the portal. */
export function fromPlatform<T extends Named>(user: T): T & { userType: UserType } {
  const answer = withoutRoomMarker(user);
  return { ...answer, userType: answer.userType === 'ROOM_USER' ? 'ROOM_USER' : 'END_USER' };
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
