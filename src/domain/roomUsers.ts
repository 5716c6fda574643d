// Room users (USER-02, USER-03): the platform knows only END_USER; a room is an end user whose
// stored last name carries the marker. Only the portal's request layer adds and strips it.
export const ROOM_MARKER = ' -room-';

export type UserType = 'END_USER' | 'ROOM_USER';

/** The last name as the platform stores it. */
export function toPlatformLastName(lastName: string, userType: UserType): string {
  const clean = stripRoomMarker(lastName);
  return userType === 'ROOM_USER' ? `${clean}${ROOM_MARKER}` : clean;
}

export function isRoomLastName(lastName: string): boolean {
  return lastName.includes(ROOM_MARKER);
}

export function stripRoomMarker(lastName: string): string {
  return lastName.split(ROOM_MARKER).join('').trimEnd();
}
