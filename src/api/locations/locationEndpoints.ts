// The endpoints of emergency locations (issue 19, CALL-06), spread into ENDPOINTS
// (src/api/endpointCatalogue.ts). The list and create are the catalogue's `locations` (v1; the
// international widgets read v2).
import type { EndpointSpec, OutageCall } from '../endpoints';

export const LOCATION_ENDPOINTS = {
  /** C-143, C-145, C-146, C-147: one location. */
  location: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/location/{locationId}',
    versions: { get: '', put: '', patch: '', delete: '' },
  },
  /** C-075: an address's problems and its corrected form; a check, never cached. */
  locationValidate: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/emergencyLocations/validate',
    versions: { post: '' },
    noCache: true,
  },
  /** C-077: delete, refused (409) while lines use it. */
  locationDelete: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/emergencyLocations/{locationId}/delete',
    versions: { post: '' },
  },
  /** C-078: the devices and lines on a location, or on all. */
  locationDevices: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/emergencyLocations/extensiondevices',
    versions: { get: '' },
    noCache: true,
    empty: { get: ({ params }: OutageCall) => ({ accountId: params.accountId, total: 0, items: [] }) },
  },
  /** C-428: the account's network locations (subnets, Wi-Fi access points), read whole. */
  networkLocations: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/networkLocations',
    versions: { get: '' },
    noCache: true,
    empty: { get: ({ params }: OutageCall) => ({ accountId: params.accountId, total: 0, items: [] }) },
  },
  /** C-429: asks for a network to be mapped to a location (202: requested, active once provisioned). */
  networkLocationRequests: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/networkLocations/requests',
    versions: { post: '' },
  },
  /** C-165: a country's provinces. */
  provinces: {
    family: 'ucaas',
    path: '/api/ucaas/lookup/provinces/{countryCode}',
    versions: { get: '' },
    empty: { get: ({ params }: OutageCall) => ({ countryCode: params.countryCode, items: [] }) },
  },
  /** C-166: a province's major cities. */
  cities: {
    family: 'ucaas',
    path: '/api/ucaas/lookup/cities/{countryCode}/{provinceCode}',
    versions: { get: '' },
    empty: {
      get: ({ params }: OutageCall) => ({
        countryCode: params.countryCode,
        provinceCode: params.provinceCode,
        items: [],
      }),
    },
  },
} satisfies Record<string, EndpointSpec>;
