// The calls the devices pages make, in one place: the request layer of the area
// (src/api/devices.ts) in the shapes the views take.

import type { ApiClient } from '../../api/client';
import {
  followRegistrations,
  listDevices as readDevices,
  getLineRegistration as readLineRegistration,
  getMakes as readMakes,
  getProvisioningModels as readProvisioningModels,
} from '../../api/devices';
import { REGISTRATION_UNAVAILABLE } from '../../api/lookups';
import type { DeviceFilters, DeviceSort } from './DevicesListView';
import type { LineRegistration, RegistrationStatus } from './deviceLabels';

export {
  assignDevice,
  checkDuplicateMac,
  createDevice,
  DEVICES_PAGE_SIZE,
  deleteDevice,
  getDevice,
  logoutDevice,
  resetSipPassword,
  unassignDevice,
  updateDevice,
  updateLine,
} from '../../api/devices';
export { isMissingEmergencyLocation } from '../../domain/deviceErrors';

/** The table's page, with the filters as the view holds them ('' = any). */
export const listDevices = (
  api: ApiClient,
  accountId: number,
  p: DeviceFilters & {
    offset: number;
    pageSize: number;
    keyword?: string;
    sortField: DeviceSort;
    sortDirection: 'ASC' | 'DESC';
  },
  signal?: AbortSignal,
) =>
  readDevices(
    api,
    accountId,
    {
      ...p,
      assigned: p.assigned === '' ? undefined : p.assigned === 'true',
      registration: p.registration || undefined,
    },
    signal,
  );

/** ERR-09: a line's registration, or 'unavailable' when it cannot be read. */
export async function getLineRegistration(
  api: ApiClient,
  lineId: number,
  signal?: AbortSignal,
): Promise<LineRegistration> {
  const r = await readLineRegistration(api, lineId, signal);
  if (r.status === REGISTRATION_UNAVAILABLE) return 'unavailable';
  return { status: r.status as RegistrationStatus, lastSeenAt: (r.lastSeenAt as string | null) ?? null };
}

/** REQ-12: the account's lines registered now, of all its lines (every page followed). */
export async function countRegisteredLines(api: ApiClient, accountId: number, signal?: AbortSignal) {
  const items = await followRegistrations(api, accountId, signal);
  return { registered: items.filter((i) => i.status === 'registered').length, total: items.length };
}

/**
 * DEV-03: the stored models as the picker takes them (make, model). The platform's synthetic
 * entries (Auto Detect per make, Softphone/Other: ids that are not numbers) are left out here:
 * the picker offers them itself, once per make and once in all.
 */
export async function getProvisioningModels(api: ApiClient, signal?: AbortSignal) {
  const models = await readProvisioningModels(api, signal);
  return models.filter((m) => typeof m.id === 'number').map((m) => ({ make: m.makeName, model: m.name }));
}

/** The makes and their models' names, for the table's filters. */
export async function getMakes(api: ApiClient, signal?: AbortSignal) {
  const makes = await readMakes(api, signal);
  return makes.map((m) => ({ make: m.makeName, models: m.models.map((x) => x.name) }));
}
