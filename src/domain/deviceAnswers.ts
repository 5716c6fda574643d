// The answers of the devices area (issue 16, DEV-01), once: the server's reads build them, the
// request layer types its calls with them and the screens show them.

export type DeviceKind = 'deskphone' | 'softphone' | 'mobile';
export type RegistrationStatus = 'registered' | 'unregistered' | 'never';
export type AppType = 'desktop' | 'mobile' | 'mobileconnect';

export interface EmergencyLocationRef {
  id: number;
  name: string;
  status: 'provisioned' | 'provisioning';
}

export interface Line {
  id: number;
  clientId: string | null;
  sipId: string;
  accountId: number;
  e911LocationId: number | null;
  e911Location: EmergencyLocationRef | null;
  extensionId: number | null;
  extensionNumber: string | null;
  appType: AppType | null;
  position: number;
}

export interface DeviceRegistration {
  status: RegistrationStatus;
  lastSeenAt: string | null;
  from: string | null;
  userAgent: string | null;
}

/** DEV-01: a device as the platform answers it; never a SIP password or provisioning secret. */
export interface Device {
  id: number;
  accountId: number;
  name: string;
  macAddress: string | null;
  make: string | null;
  model: string | null;
  kind: DeviceKind;
  extensionId: number | null;
  extension: { id: number; extensionNumber: string; userName: string; userId: number | null } | null;
  loggedInUser: { id: number; name: string; extensionNumber: string | null } | null;
  loggedInAt: string | null;
  lines: Line[];
  registration: DeviceRegistration;
  lastProvisionedAt: string | null;
  lastProvisionedFrom: string | null;
  provisioningUser: string | null;
}

/** A row of the device list (C-448). */
export interface DeviceListItem {
  id: number;
  name: string;
  macAddress: string | null;
  make: string | null;
  model: string | null;
  kind: DeviceKind;
  extensionId: number | null;
  extensionNumber: string | null;
  userName: string | null;
  loggedInUserName: string | null;
  lineCount: number;
  registrationStatus: RegistrationStatus;
  lastProvisionedAt: string | null;
}

/** A model of phone (C-170, C-466); 'Auto Detect' (per make) and 'Softphone/Other' are among them. */
export interface ProvisioningModel {
  /** A number for a stored model, text for the two synthetic entries (DEV-03). */
  id: number | string;
  name: string;
  partnerNumber: string | null;
  provisionModel: string;
  autoProvisionModel: string | null;
  numOfLines: number | null;
  description: string | null;
  makeName: string;
  makeDescription: string | null;
}
