// The endpoints of the portal's settings, preferences, admin config and the key tool (issue 24,
// misc-cfg; decision 0116), spread into ENDPOINTS; the functions are in src/api/portalSettings.ts.
import type { EndpointSpec, OutageCall } from './endpoints';

export const PORTAL_SETTINGS_ENDPOINTS = {
  /** The account's clock (a call of our own). */
  portalSettings: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/portalSettings',
    versions: { get: '', put: '' },
    empty: { get: ({ params }: OutageCall) => ({ accountId: Number(params.accountId), timeFormat: null }) },
  },
  /** CFG-02's countryCallingCodes and countryCodeToName. */
  countries: {
    family: 'ucaas',
    path: '/api/ucaas/lookup/countries',
    versions: { get: '' },
    empty: { get: { countryCallingCodes: {}, countryCodeToName: {} } },
  },
  /** C-496 (GET) and the change of one's clock (PUT, a call of our own). */
  userPreferences: {
    family: 'appserver',
    path: '/rest/user/{userId}/preferences',
    versions: { get: '', put: '' },
    empty: { get: ({ params }: OutageCall) => ({ userId: Number(params.userId), timeFormat: null }) },
  },
  /** C-500. */
  accountInsights: {
    family: 'appserver',
    path: '/rest/account/{accountId}/adminConfig/insights',
    versions: { get: '' },
  },
  /** C-497. */
  loginConfig: {
    family: 'appserver',
    path: '/rest/account/{accountId}/adminConfig/loginConfig',
    versions: { get: '' },
  },
  /** C-498. */
  partnerSettings: {
    family: 'appserver',
    path: '/rest/account/{accountId}/adminConfig/partnerSettings',
    versions: { get: '' },
  },
  /** C-501. */
  completedTasks: {
    family: 'appserver',
    path: '/rest/account/{accountId}/adminConfig/completedTasks',
    versions: { get: '' },
  },
  /** The setup guide's progress (MISC-03, a call of our own). */
  setupGuide: { family: 'appserver', path: '/rest/account/{accountId}/setupGuide', versions: { get: '' } },
  /** The key tool's texts of the account (MISC-02, a call of our own). */
  messageTexts: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/messageTexts',
    versions: { get: '' },
    empty: { get: ({ params }: OutageCall) => ({ accountId: Number(params.accountId), items: [] }) },
  },
  /** The key tool's edit and reset of one text (MISC-02, calls of our own; provider super users only). */
  messageText: {
    family: 'ucaas',
    path: '/api/ucaas/account/{accountId}/messageTexts/{messageKey}',
    versions: { put: '', delete: '' },
  },
  /** C-557. */
  postalCode: { family: 'ucaas', path: '/api/ucaas/lookup/postalCode', versions: { get: '' } },
} satisfies Record<string, EndpointSpec>;
