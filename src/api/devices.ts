// The device and line calls (issue 16; the shared contract's shapes): one function per endpoint,
// each with a trailing signal. Lists answer an empty page in a planned outage, records and writes
// "unavailable" (decision 0074); lookups (makes, provisioning models, whether a device may be
// deleted, a line's registration) answer their defaults whatever the failure (ERR-09).
import type {
  AppType,
  Device,
  DeviceKind,
  DeviceListItem,
  Line,
  ProvisioningModel,
  RegistrationStatus,
} from '../domain/deviceAnswers';
import type { ImportDevice } from '../domain/schemas/device';
import type { ApiClient } from './client';
import { getLineRegistration, type LineRegistration, lookup } from './lookups';

export type {
  AppType,
  Device,
  DeviceKind,
  DeviceListItem,
  DeviceRegistration,
  EmergencyLocationRef,
  Line,
  RegistrationStatus,
} from '../domain/deviceAnswers';
export type { ImportDevice } from '../domain/schemas/device';

/** A line read on its own (C-440): whether it has a SIP password, never the password. */
export interface LineDetail extends Line {
  hasSipPassword: boolean;
}

export interface DeviceListParams {
  pageSize: number;
  offset: number;
  sortField?: 'name' | 'macAddress' | 'model' | 'createdAt';
  sortDirection?: 'ASC' | 'DESC';
  /** Part of a name or a MAC address. */
  keyword?: string;
  make?: string;
  model?: string;
  assigned?: boolean;
  registration?: RegistrationStatus;
}

/** The device list's page size (deviceListQuerySchema's). */
export const DEVICES_PAGE_SIZE = 100;

export const listDevices = (
  client: ApiClient,
  accountId: number,
  p: DeviceListParams,
  signal?: AbortSignal,
) =>
  client.call<{ total: number; items: DeviceListItem[] }>('devices', {
    params: { accountId },
    query: {
      _pageSize: p.pageSize,
      _offset: p.offset,
      sortField: p.sortField,
      sortDirection: p.sortDirection,
      keyword: p.keyword || undefined,
      make: p.make || undefined,
      model: p.model || undefined,
      assigned: p.assigned === undefined ? undefined : String(p.assigned),
      registration: p.registration,
    },
    signal,
  });

export const getDevice = (client: ApiClient, deviceId: number, signal?: AbortSignal) =>
  client.call<Device>('device', { params: { deviceId }, signal });

/** The body of a create (deviceCreateSchema, src/domain/schemas/device.ts). */
export interface DeviceDraft {
  name: string;
  macAddress?: string;
  make?: string;
  model?: string;
  kind?: DeviceKind;
  extensionId?: number;
  lines?: { e911LocationId?: number | null; extensionId?: number | null; appType?: AppType | null }[];
}

/** What a create answers: the secrets, shown this once and never again. */
export interface CreatedDevice {
  device: Device;
  sipPasswords: { lineId: number; sipId: string; sipPassword: string }[];
  provisioningPassword: string | null;
}

/** C-442 (v2). */
export const createDevice = (
  client: ApiClient,
  accountId: number,
  draft: DeviceDraft,
  signal?: AbortSignal,
) => client.call<CreatedDevice>('devices', { method: 'post', params: { accountId }, body: draft, signal });

/** The body of a change (deviceUpdateSchema): only the fields to change; `make: null` clears it. */
export type DeviceChange = Partial<Omit<DeviceDraft, 'make'>> & { make?: string | null };

/** Decision 0086: starts a device import (a task polled with getBulkTask). */
export const startDeviceImport = (
  client: ApiClient,
  accountId: number,
  devices: ImportDevice[],
  signal?: AbortSignal,
) =>
  client.call<{ taskId: number; status: string; total: number }>('deviceImport', {
    method: 'post',
    params: { accountId },
    accountId,
    body: { devices },
    signal,
  });

/** C-443 (v2 PUT): answers `{ device }`. */
export const updateDevice = (
  client: ApiClient,
  deviceId: number,
  change: DeviceChange,
  signal?: AbortSignal,
) => client.call<{ device: Device }>('device', { method: 'put', params: { deviceId }, body: change, signal });

export const deleteDevice = (client: ApiClient, deviceId: number, signal?: AbortSignal) =>
  client.call<unknown>('device', { method: 'delete', params: { deviceId }, signal });

/**
 * DEV-04: assign the device to an extension. On another extension it is refused (409
 * device_assigned, naming the holder) unless `replaceExisting` moves it.
 */
export const assignDevice = (
  client: ApiClient,
  deviceId: number,
  extensionId: number,
  replaceExisting = false,
  signal?: AbortSignal,
) =>
  client.call<Device>('deviceAssignment', {
    method: 'put',
    params: { deviceId },
    body: replaceExisting ? { extensionId, replace_existing: true } : { extensionId },
    signal,
  });

/** DEV-04: take the device off its extension (409 device_logged_in while another user is on it). */
export const unassignDevice = (client: ApiClient, deviceId: number, signal?: AbortSignal) =>
  client.call<Device>('deviceAssignment', { method: 'delete', params: { deviceId }, signal });

export const logoutDevice = (client: ApiClient, deviceId: number, signal?: AbortSignal) =>
  client.call<Device>('deviceLogout', { method: 'put', params: { deviceId }, signal });

export interface DuplicateMac {
  isInUse: boolean;
  extraInfo?: { accountId: number; extension: string | null };
}

export const checkDuplicateMac = (client: ApiClient, accountId: number, mac: string, signal?: AbortSignal) =>
  client.call<DuplicateMac>('duplicateMac', { params: { accountId }, query: { mac }, signal });

export const getLine = (client: ApiClient, lineId: number, signal?: AbortSignal) =>
  client.call<LineDetail>('line', { params: { lineId }, signal });

export interface LineChange {
  e911LocationId?: number | null;
  extensionId?: number | null;
  password?: string;
}

export const updateLine = (client: ApiClient, lineId: number, change: LineChange, signal?: AbortSignal) =>
  client.call<LineDetail>('line', { method: 'put', params: { lineId }, body: change, signal });

/** A new SIP password, shown once. */
export const resetSipPassword = (client: ApiClient, lineId: number, signal?: AbortSignal) =>
  client.call<{ lineId: number; sipId: string; sipPassword: string }>('sipPasswordReset', {
    method: 'put',
    params: { lineId },
    signal,
  });

/** ERR-09: a line's registration, or the status 'Currently not available' (src/api/lookups.ts). */
export { getLineRegistration, type LineRegistration };

export interface RegistrationItem {
  deviceId: number;
  lineId: number;
  sipId: string;
  status: RegistrationStatus;
  lastSeenAt: string | null;
  from: string | null;
  userAgent: string | null;
}

export interface RegistrationPage {
  items: RegistrationItem[];
  /** The next page's full path (family base included), or null on the last page. */
  next_page_uri: string | null;
}

/** C-460: one page of registrations; `uri` is a next_page_uri the platform answered. */
export const listRegistrations = (client: ApiClient, accountId: number, uri?: string, signal?: AbortSignal) =>
  client.call<RegistrationPage>('registrations', { params: { accountId }, uri, signal });

/**
 * REQ-12: every registration of the account, page after page, following next_page_uri until it
 * is null. A link answered twice would loop for ever: it fails instead of asking again.
 */
export async function followRegistrations(
  client: ApiClient,
  accountId: number,
  signal?: AbortSignal,
): Promise<RegistrationItem[]> {
  const items: RegistrationItem[] = [];
  const followed = new Set<string>();
  let page = await listRegistrations(client, accountId, undefined, signal);
  items.push(...page.items);
  while (page.next_page_uri !== null && page.next_page_uri !== undefined) {
    const next = page.next_page_uri;
    if (followed.has(next)) throw new Error(`The registrations answered the page ${next} twice`);
    followed.add(next);
    page = await listRegistrations(client, accountId, next, signal);
    items.push(...page.items);
  }
  return items;
}

/** C-170 (a lookup): the models the provisioning service supports; none when it fails. */
export const getProvisioningModels = (client: ApiClient, signal?: AbortSignal) =>
  lookup(() => client.call<ProvisioningModel[]>('provisioningModels', { signal }), [] as ProvisioningModel[]);

export interface DeviceMake {
  makeName: string;
  makeDescription: string | null;
  models: ProvisioningModel[];
}

/** C-423 (a lookup): the makes of device and their models; none when it fails. */
export const getMakes = (client: ApiClient, signal?: AbortSignal) =>
  lookup(() => client.call<DeviceMake[]>('deviceMakes', { signal }), [] as DeviceMake[]);

export interface PasswordCheck {
  valid: boolean;
  errors: string[];
}

/** C-451: whether a password meets the rules (10–64 characters, a letter and a digit, no SIP id). */
export const validatePassword = (
  client: ApiClient,
  accountId: number,
  password: string,
  signal?: AbortSignal,
) =>
  client.call<PasswordCheck>('validatePassword', {
    method: 'post',
    params: { accountId },
    body: { password },
    signal,
  });

/** C-452: answers 204; a password the rules refuse is a 400 with the errors. */
export const setDevicePassword = (
  client: ApiClient,
  deviceId: number,
  password: string,
  signal?: AbortSignal,
) =>
  client.call<unknown>('devicePassword', { method: 'put', params: { deviceId }, body: { password }, signal });

export interface LineUpdate extends LineChange {
  /** The line's id (C-456 names it `id`). */
  id: number;
}

/** C-456: many lines changed at once. */
export const bulkUpdateLines = (
  client: ApiClient,
  accountId: number,
  lines: LineUpdate[],
  signal?: AbortSignal,
) =>
  client.call<{ lines: LineDetail[] }>('accountLines', {
    method: 'put',
    params: { accountId },
    body: { lines },
    signal,
  });

export interface Deletable {
  deletable: boolean;
  /** The fax services that keep the device, when there are any. */
  faxServices?: unknown[];
}

/**
 * C-561 (a lookup): whether the device may be deleted. When that cannot be read it answers not
 * deletable, so a failed check never offers a delete the platform would refuse.
 */
export const getDeletable = (client: ApiClient, deviceId: number, signal?: AbortSignal) =>
  lookup(() => client.call<Deletable>('deviceDeletable', { params: { deviceId }, signal }), {
    deletable: false,
  } as Deletable);
