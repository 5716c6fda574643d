// What the devices screens show for the area's values, and the shapes they show (the shared
// contract of issue 16, DEV-01). The views take these as props, so they do not depend on the
// request layer.
import type {
  AppType,
  Device,
  DeviceRegistration,
  Line,
  RegistrationStatus,
} from '../../domain/deviceAnswers';
import { stripRoomMarker } from '../../domain/roomUsers';

export type { AppType, RegistrationStatus };

/** A line as the device page shows it. */
export type DeviceLine = Pick<
  Line,
  | 'id'
  | 'sipId'
  | 'e911LocationId'
  | 'e911Location'
  | 'extensionId'
  | 'extensionNumber'
  | 'appType'
  | 'position'
>;

/** A device as its page shows it: the platform's answer (DEV-01) without what the page does not use. */
export type DeviceDetail = Omit<Device, 'lines' | 'registration' | 'provisioningUser'> & {
  lines: DeviceLine[];
  registration: Pick<DeviceRegistration, 'status' | 'lastSeenAt'>;
};

export interface DeviceListRow {
  id: number;
  name: string;
  macAddress: string | null;
  make: string | null;
  model: string | null;
  extensionNumber: string | null;
  userName: string | null;
  loggedInUserName: string | null;
  registrationStatus: RegistrationStatus;
  lastProvisionedAt: string | null;
}

/** A line's registration as read on its own: unknown when that read failed (ERR-09). */
export type LineRegistration = { status: RegistrationStatus; lastSeenAt: string | null } | 'unavailable';

export const devicesHref = (sub = '') => `#/management/m/devices${sub ? `/${sub}` : ''}`;

export const APP_TYPE_LABEL: Record<AppType, string> = {
  desktop: 'Desktop app',
  mobile: 'Mobile app',
  mobileconnect: 'Mobile Connect',
};

export const REGISTRATION_LABEL: Record<RegistrationStatus, string> = {
  registered: 'Registered',
  unregistered: 'Unregistered',
  never: 'Never registered',
};

export const REGISTRATION_TONE = {
  registered: 'success',
  unregistered: 'warning',
  never: 'neutral',
} as const;

/** ERR-09: what a line's registration shows when it cannot be read. */
export const REGISTRATION_UNAVAILABLE = 'Currently not available';

export const makeModel = (d: { make: string | null; model: string | null }) => {
  // A model's name often starts with its make ("Yealink T54W"): said once.
  if (d.model && d.make && d.model.startsWith(`${d.make} `)) return d.model;
  return [d.make, d.model ?? (d.make ? 'Auto Detect' : null)].filter(Boolean).join(' ') || 'Softphone/Other';
};

/** A user's name as the platform stores it, without the room user's marker (USER-02). */
export const personName = (name: string | null | undefined) => (name ? stripRoomMarker(name) : '');
