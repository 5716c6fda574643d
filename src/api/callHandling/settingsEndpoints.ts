// The endpoints of the account's call settings (CALL-07), spread into ENDPOINTS
// (src/api/endpointCatalogue.ts). The PBX settings v2 are the catalogue's `pbxSettings`.
import type { EndpointSpec } from '../endpoints';

export const CALL_SETTINGS_ENDPOINTS = {
  /** C-047: the account's time zone. */
  accountTimeZone: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/timezone',
    versions: { get: '' },
  },
  /** C-122: the zones an account may choose. */
  availableTimeZones: {
    family: 'ucaas',
    path: '/api/ucaas/account/availableTimezones',
    versions: { get: '' },
    empty: { get: { items: [] } },
  },
  /** C-111, C-112. */
  internationalCalling: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/internationalCalling',
    versions: { get: '', put: '' },
  },
  /** C-113, C-114. */
  sevenDigitDialing: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/sevenDigitDialing',
    versions: { get: '', put: '' },
  },
  /** C-117. */
  callerIdSettings: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/callerIdSettings',
    versions: { get: '' },
  },
  /** C-120, C-121. */
  onHoldAudio: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/onHoldAudio',
    versions: { get: '', put: '' },
  },
} satisfies Record<string, EndpointSpec>;
