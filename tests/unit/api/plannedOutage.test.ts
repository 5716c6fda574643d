// REQ-09 for every endpoint of the catalogue, through the function the pages call: a failed call
// on a planned-outage service answers the empty value of the shape that function promises (a list
// with no items and total 0), or, where no empty value can stand for the answer (a record, a
// write), a PlannedOutageFailure the page shows as "unavailable" — never a made-up record.
// Decision 0074.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  changeAccountInfo,
  getAccountDetails,
  getAccountInfo,
  getCustomAttributes,
  getResellerSettings,
  getServiceInfo,
  updateAccountAttributes,
} from '../../../src/api/account';
import {
  cancelProvision,
  cancelScheduledChange,
  changeProvision,
  changeStatusNow,
  getCancelReasons,
  getEarlyTerminationFee,
  getLifecycleInfo,
  listProvisions,
  moveProvision,
  requestCancellation,
  scheduleStatus,
  verifyServiceCancellation,
} from '../../../src/api/accountLifecycle';
import { changeApiKey, createApiKey, listApiKeys, revokeApiKey } from '../../../src/api/apiKeys';
import { getApiReference } from '../../../src/api/apiReference';
import {
  activateApp,
  deactivateApp,
  listAppActivations,
  listAppPurchaseRequests,
  listApps,
  listAppUserTypes,
  requestAppPurchase,
} from '../../../src/api/apps';
import { signOut } from '../../../src/api/auth';
import {
  changePaymentMethod,
  deletePaymentMethod,
  emailBillingSummary,
  emailInvoice,
  getBillingData,
  getBillingSummary,
  getCurrentUsage,
  getHostedPaymentPage,
  getInvoice,
  getInvoicePdf,
  getTollFreeUsage,
  getUnbilledUsage,
  getUsageBalances,
  listInvoices,
  listMemos,
  listPaymentMethods,
  makeDefaultPaymentMethod,
  payNow,
  signBillingDocument,
} from '../../../src/api/billing';
import {
  addLineGroup,
  changeLineGroup,
  deleteLineGroup,
  getBranding,
  getReferralShareLink,
  listLineGroups,
  patchBranding,
  putBranding,
} from '../../../src/api/branding';
import {
  getBulkTask,
  getBulkTaskRows,
  startPasswordReset,
  startUserImport,
  startWelcomeResend,
} from '../../../src/api/bulk';
import {
  deleteMyRules,
  deleteRules,
  getCallBlocking,
  getMyCallBlocking,
  listCallCountries,
  listSystemRules,
  listUserRules,
  saveBlockingOptions,
  saveInternationalRule,
  saveMasterSwitch,
  saveMyOptions,
  saveMyRule,
  saveRule,
  saveRuleUnchecked,
  toggleMyRules,
  toggleRules,
} from '../../../src/api/callBlocking';
import {
  createAttendant,
  deleteAttendant,
  getAttendant,
  listAttendants,
  updateAttendant,
} from '../../../src/api/callHandling/attendants';
import {
  createCallFlowEntry,
  deleteCallFlowEntry,
  getCallFlow,
  getReceptionist,
  getReceptionistGreetings,
  listCallFlowEntries,
  listReceptionistNames,
  listReceptionists,
  listServiceRoutes,
  testCallRoute,
  updateCallFlowEntry,
  updateReceptionist,
} from '../../../src/api/callHandling/callFlows';
import {
  getAccountTimeZone,
  getAvailableTimeZones,
  getCallerIdSettings,
  getInternationalCalling,
  getOnHoldAudio,
  getPbxSettings,
  getSevenDigitDialing,
  setInternationalCalling,
  setOnHoldAudio,
  setPbxSettings,
  setSevenDigitDialing,
} from '../../../src/api/callHandling/callSettings';
import {
  cancelRecording,
  type GreetingOwnerKind,
  getGreeting,
  getRecording,
  startRecording,
  uploadGreeting,
} from '../../../src/api/callHandling/greetings';
import {
  createGroup,
  createPickupGroup,
  deleteCallGroup,
  deletePagingGroup,
  deletePickupGroup,
  getCallGroup,
  getPagingGroup,
  getPickupGroup,
  listCallGroups,
  listGroups,
  listIncomingRoutes,
  listPickupGroups,
  updateCallGroup,
  updatePagingGroup,
  updatePickupGroup,
} from '../../../src/api/callHandling/groups';
import {
  createCallQueue,
  deleteCallQueue,
  getCallQueueKit,
  getCallQueueLive,
  getCallQueuesLive,
  runCallQueueAction,
  setCallQueueAgentLogin,
  setCallQueueCallPriority,
  setCallQueuePriority,
  updateCallQueueKit,
} from '../../../src/api/callHandling/queues';
import {
  createSchedule,
  deleteSchedule,
  getSchedule,
  listSchedules,
  updateSchedule,
} from '../../../src/api/callHandling/schedules';
import { getCallLogs } from '../../../src/api/callLogs';
import type { ApiClient } from '../../../src/api/client';
import { getConferenceKit, listConferenceKits, updateConferenceKit } from '../../../src/api/conference';
import {
  assignDevice,
  bulkUpdateLines,
  checkDuplicateMac,
  createDevice,
  deleteDevice,
  getDeletable,
  getDevice,
  getLine,
  getMakes,
  getProvisioningModels,
  listDevices,
  listRegistrations,
  logoutDevice,
  resetSipPassword,
  setDevicePassword,
  startDeviceImport,
  unassignDevice,
  updateDevice,
  updateLine,
  validatePassword,
} from '../../../src/api/devices';
import { ENDPOINTS, type EndpointName } from '../../../src/api/endpointCatalogue';
import { classifyFailure, SERVICE_UNAVAILABLE } from '../../../src/api/errorCatalogue';
import { getExtension, listExtensions, updateExtension } from '../../../src/api/extensions';
import { PlannedOutageFailure } from '../../../src/api/failure';
import {
  checkFaxEmail,
  deleteCoverPage,
  detachFaxService,
  getCoverPageDeletable,
  getCoverPagePdf,
  getFaxKit,
  getFaxLookups,
  listCoverPages,
  listFaxKits,
  listFaxServices,
  updateFaxKit,
  uploadCoverPage,
} from '../../../src/api/fax';
import { getSelf, getUserIdentity } from '../../../src/api/identity';
import {
  createLocation,
  deleteLocation,
  getLocation,
  listCities,
  listLocationDevices,
  listLocations,
  listNetworkLocations,
  listProvinces,
  requestNetworkLocation,
  updateLocation,
  validateLocation,
} from '../../../src/api/locations/locations';
import {
  getLineRegistration,
  getSecretQuestion,
  getSecurityQuestions,
  NO_RESPONSE,
  REGISTRATION_UNAVAILABLE,
} from '../../../src/api/lookups';
import {
  getCarrierStatus,
  getDisableConfig,
  getInboxCanDelete,
  getInboxDelegates,
  getSmsStatus,
  getTenDlcBanner,
  getTenDlcRegistration,
  saveTenDlcPart,
  setCarriersEnforced,
  setCompanySwitch,
  setDisabledCarriers,
  setInboxCanDelete,
  setInboxDelegates,
  setOffNetSmsDisabled,
  setSmsDisabled,
  setUsersMessagingDisabled,
  tenDlcPartAction,
} from '../../../src/api/messaging';
import {
  confirmMyMfaMethod,
  getMfaEnforcement,
  getMyMfa,
  getUserMfaMethods,
  newMyRecoveryCodes,
  removeMyMfaMethod,
  removeUserMfaMethod,
  setMfaEnforcement,
  startMyMfaMethod,
} from '../../../src/api/mfa';
import { changeCallMonitoring, getCallMonitoring, startMonitoringBulk } from '../../../src/api/monitoring';
import {
  createCustomTag,
  getNumber,
  getNumberProviders,
  getNumberStatuses,
  getNumbersCount,
  getNumberTask,
  getNumberTaskCsv,
  getNumberTaskRows,
  listCustomTags,
  renameCustomTag,
  retryNumberTask,
  searchNumbers,
  updateNumber,
} from '../../../src/api/numbers';
import {
  exportOrders,
  getOrder,
  getPendingOrderCount,
  getStoreAccess,
  getStoreCatalogue,
  listOrders,
  previewOrder,
  submitOrder,
} from '../../../src/api/orders';
import {
  changeOwnPassword,
  createOwnSecretQuestion,
  getOwnSecretQuestion,
  getPasswordExpired,
  getPasswordPolicy,
  getUserPolicy,
  listSecretQuestions,
  resetUserPassword,
  saveOwnSecretQuestion,
  savePasswordPolicy,
  setUserPassword,
  startAdminPasswordReset,
} from '../../../src/api/passwords';
import {
  createAccountTrust,
  deleteAccountTrust,
  getAccountRoles,
  getAccountTrusts,
  getChildAccess,
  getOwnPermissions,
  grantChildAccess,
  revokeChildAccess,
  swapAccount,
  updatePermissions,
} from '../../../src/api/permissions';
import {
  getAccountClock,
  getAccountInsights,
  getCompletedTasks,
  getCountries,
  getLoginConfig,
  getMessageTexts,
  getPartnerSettings,
  getSetupGuide,
  getUserPreferences,
  lookupPostalCode,
  resetMessageText,
  setAccountClock,
  setMessageText,
  setUserClock,
} from '../../../src/api/portalSettings';
import {
  addRecordingComment,
  cancelRecordingZip,
  deleteRecordingsForGood,
  getRecordingAudioUrl,
  getRecordingComments,
  getRecordingUsage,
  getRecordingZip,
  getTranscription,
  listRecycleBin,
  moveToRecycleBin,
  prepareRecordingZip,
  recalculateRecordingUsage,
  restoreRecordings,
  searchRecordings,
  startRecordingZip,
} from '../../../src/api/recording';
import {
  changeRecordingRuleList,
  getEndUserRecordingAccess,
  listRecordingRules,
  listRecordingServices,
  listUserRecordingRules,
  setEndUserRecordingAccess,
  setRecordingFeature,
  writeRecordingRule,
} from '../../../src/api/recordingRules';
import {
  cancelReportExport,
  changeSavedReport,
  deleteSavedReport,
  getCompanySummary,
  getGroupSummary,
  getQueueSummary,
  getReportCallLogs,
  getReportExport,
  getReportFile,
  getUserSummary,
  listAuditEvents,
  listAuditEventUsers,
  listSavedReports,
  saveReport,
  startReportExport,
} from '../../../src/api/reports';
import { getExpirationTime, keepAlive } from '../../../src/api/sessionExpiry';
import {
  changeProvisioning,
  changeSsoUsersState,
  exportSsoAudit,
  getProvisioning,
  getSsoSettings,
  getSsoUser,
  listSsoAudit,
  listSsoAuditTypes,
  listSsoUsers,
  removeSsoSettings,
  saveSsoSettings,
  setUsersSsoOnly,
  unlinkIdentity,
} from '../../../src/api/sso';
import {
  getBillHistory,
  getCallQueues,
  getCallSummary,
  getChildAccounts,
  getPbxSummary,
  searchAccounts,
} from '../../../src/api/tenants';
import {
  addPhonebookRecord,
  checkLoginName,
  createUser,
  createUserWithExtension,
  deletePhonebookRecord,
  deleteUser,
  getSecuritySettings,
  getUser,
  getUserDeleteImpact,
  listPhonebook,
  listUsers,
  PHONEBOOK_PAGE_SIZE,
  randomPassword,
  resendNewUserEmail,
  sendPinResetEmail,
  updateSecuritySettings,
  updateUser,
} from '../../../src/api/users';
import { DEFAULT_BRAND_COLOURS } from '../../../src/domain/schemas/branding';
import { DEFAULT_PASSWORD_POLICY } from '../../../src/domain/security/passwords';
import { fakeClient, json } from './support';

/** The outcome a call must have in a planned outage: this value, or the "unavailable" failure. */
const UNAVAILABLE = Symbol('unavailable');
type Expected = unknown | typeof UNAVAILABLE;
type Row = [label: string, call: (api: ApiClient) => Promise<unknown>, expected: Expected];

const list = { total: 0, items: [] };
const HANG_UP = { kind: 'hangup' } as const;
const SCHEDULE = {
  name: 'Hours',
  timeZone: null,
  hours: { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] },
  holidays: [],
  open: HANG_UP,
  closed: HANG_UP,
  holiday: null,
};

/** A greeting's fetch and upload: a record and a write, so "unavailable" (greetings and recordings, issue 18). */
const greetingRows = (ownerKind: GreetingOwnerKind, ownerId?: number): Row[] => [
  [
    'getGreeting',
    (api) => getGreeting(api, { accountId: 1, ownerKind, ownerId, greetingKey: 'main' }),
    UNAVAILABLE,
  ],
  [
    'uploadGreeting',
    (api) =>
      uploadGreeting(
        api,
        { accountId: 1, ownerKind, ownerId, greetingKey: 'main' },
        new Blob(['x']),
        'a.wav',
      ),
    UNAVAILABLE,
  ],
];

/** Every catalogue entry, with each function that calls it (or the raw call when no page uses it yet). */
const LOCATION = {
  name: 'Depot',
  countryCode: 'AU',
  region: 'VIC',
  city: 'Melbourne',
  street: '1 Collins St',
  postalCode: '3000',
} as const;
const PBX = {
  timeZone: 'Europe/London',
  operatorExtensionId: null,
  outboundCallerIdNumber: null,
  outboundCallerIdName: '',
  usersChooseCallerId: false,
};

/** A call-blocking rule and an end user's own path, for the call-blocking rows. */
const BLOCK_RULE = { kind: 'anonymous', value: '', direction: 'inbound', enabled: true, label: '' } as const;
const OWN = { accountId: 1, loginName: 'user@acme.example' };

const CALLS: Record<EndpointName, Row[]> = {
  user: [
    ['getUser', (api) => getUser(api, 7), UNAVAILABLE],
    ['createUser', (api) => createUser(api, { loginName: 'a' }), UNAVAILABLE],
    ['updateUser', (api) => updateUser(api, 7, { firstName: 'A' }), UNAVAILABLE],
    ['deleteUser', (api) => deleteUser(api, 7), UNAVAILABLE],
  ],
  accountUsers: [['listUsers', (api) => listUsers(api, 1, { pageSize: 10, offset: 0 }), list]],
  loginNameAvailable: [['checkLoginName', (api) => checkLoginName(api, 'ann'), UNAVAILABLE]],
  userWithExtension: [
    ['createUserWithExtension', (api) => createUserWithExtension(api, 1, { loginName: 'a' }), UNAVAILABLE],
  ],
  randomPassword: [['randomPassword', (api) => randomPassword(api), UNAVAILABLE]],
  resendNewUserEmail: [['resendNewUserEmail', (api) => resendNewUserEmail(api, 1, 7), UNAVAILABLE]],
  pinResetEmail: [['sendPinResetEmail', (api) => sendPinResetEmail(api, 1, 7), UNAVAILABLE]],
  userDeleteImpact: [['getUserDeleteImpact', (api) => getUserDeleteImpact(api, 1, 7), UNAVAILABLE]],
  phonebook: [
    ['listPhonebook', (api) => listPhonebook(api, 7), { ...list, pageSize: PHONEBOOK_PAGE_SIZE }],
    ['addPhonebookRecord', (api) => addPhonebookRecord(api, 7, { name: 'A', phoneNumber: '1' }), UNAVAILABLE],
    ['deletePhonebookRecord', (api) => deletePhonebookRecord(api, 7, 3), UNAVAILABLE],
  ],
  securitySettings: [
    ['getSecuritySettings', (api) => getSecuritySettings(api, 7), UNAVAILABLE],
    ['updateSecuritySettings', (api) => updateSecuritySettings(api, 7, { mfaRequired: true }), UNAVAILABLE],
  ],
  extensionList: [['listExtensions', (api) => listExtensions(api, 1, { pageSize: 10, offset: 0 }), list]],
  extension: [
    ['getExtension', (api) => getExtension(api, 5), UNAVAILABLE],
    ['updateExtension', (api) => updateExtension(api, 5, { userName: 'A' }), UNAVAILABLE],
  ],
  accountInfo: [
    ['getAccountInfo', (api) => getAccountInfo(api, 1), UNAVAILABLE],
    ['getAccountDetails', (api) => getAccountDetails(api, 1), UNAVAILABLE],
    [
      'changeAccountInfo',
      (api) => changeAccountInfo(api, 1, { name: 'A', timeZone: 'UTC', locale: 'en-us' }),
      UNAVAILABLE,
    ],
  ],
  customAttributes: [['getCustomAttributes', (api) => getCustomAttributes(api, 1), { items: [] }]],
  resellerSettings: [['getResellerSettings', (api) => getResellerSettings(api, 1), UNAVAILABLE]],
  updateAccountAttributes: [
    ['updateAccountAttributes', (api) => updateAccountAttributes(api, 1, { remove: ['a'] }), UNAVAILABLE],
  ],
  serviceInfo: [['getServiceInfo', (api) => getServiceInfo(api, 1), UNAVAILABLE]],
  accountSearch: [['searchAccounts', (api) => searchAccounts(api, 'acme'), { query: 'acme', ...list }]],
  childAccounts: [['getChildAccounts', (api) => getChildAccounts(api, 1), list]],
  callSummary: [['getCallSummary', (api) => getCallSummary(api, 1), { accountId: 1, items: [] }]],
  callQueues: [['getCallQueues', (api) => getCallQueues(api, 1), { accountId: 1, items: [] }]],
  pbxSummary: [['getPbxSummary', (api) => getPbxSummary(api, 1), UNAVAILABLE]],
  billHistory: [['getBillHistory', (api) => getBillHistory(api, 1), { accountId: 1, items: [] }]],
  selfIdentity: [['getSelf', (api) => getSelf(api), UNAVAILABLE]],
  userIdentity: [['getUserIdentity', (api) => getUserIdentity(api, 7), UNAVAILABLE]],
  callLogs: [['getCallLogs', (api) => getCallLogs(api, 7), list]],
  ownPermissions: [['getOwnPermissions', (api) => getOwnPermissions(api), UNAVAILABLE]],
  accountRoles: [['getAccountRoles', (api) => getAccountRoles(api, 1), { accountId: 1, items: [] }]],
  accountPermissions: [
    ['updatePermissions', (api) => updatePermissions(api, 1, { roleId: 2, permissions: [] }), UNAVAILABLE],
  ],
  accountSwap: [['swapAccount', (api) => swapAccount(api, 1), UNAVAILABLE]],
  accountTrusts: [
    ['getAccountTrusts', (api) => getAccountTrusts(api, 1), { trustingAccountId: 1, items: [] }],
    ['createAccountTrust', (api) => createAccountTrust(api, 1, 2), UNAVAILABLE],
    ['deleteAccountTrust', (api) => deleteAccountTrust(api, 1, 2), UNAVAILABLE],
  ],
  childAccess: [
    ['getChildAccess', (api) => getChildAccess(api, 1), { parentAccountId: 1, items: [] }],
    ['grantChildAccess', (api) => grantChildAccess(api, 1, { userId: 7, childAccountId: 2 }), UNAVAILABLE],
    ['revokeChildAccess', (api) => revokeChildAccess(api, 1, 3), UNAVAILABLE],
  ],
  bulkUserImport: [['startUserImport', (api) => startUserImport(api, 1, []), UNAVAILABLE]],
  bulkPasswordReset: [['startPasswordReset', (api) => startPasswordReset(api, 1, [7]), UNAVAILABLE]],
  bulkWelcomeResend: [['startWelcomeResend', (api) => startWelcomeResend(api, 1, [7]), UNAVAILABLE]],
  bulkTask: [['getBulkTask', (api) => getBulkTask(api, 1, 9), UNAVAILABLE]],
  bulkTaskRows: [['getBulkTaskRows', (api) => getBulkTaskRows(api, 1, 9), { taskId: 9, rows: [] }]],
  // AUTH-09: an answer that names no expiry means now + 30 minutes, so {} is its empty answer.
  sessionKeepAlive: [['keepAlive', (api) => keepAlive(api), {}]],
  sessionExpiration: [['getExpirationTime', (api) => getExpirationTime(api), {}]],
  signOut: [['signOut', (api) => signOut(api), UNAVAILABLE]],
  apiReference: [['getApiReference', (api) => getApiReference(api), UNAVAILABLE]],
  // ERR-09: lookups answer their own defaults whatever the failure.
  securityQuestions: [['getSecurityQuestions', (api) => getSecurityQuestions(api), []]],
  secretQuestion: [['getSecretQuestion', (api) => getSecretQuestion(api, 7), NO_RESPONSE]],
  lineRegistration: [
    ['getLineRegistration', (api) => getLineRegistration(api, 3), { status: REGISTRATION_UNAVAILABLE }],
  ],
  // Devices and lines (issue 16): the list and the registrations answer empty pages.
  devices: [
    ['listDevices', (api) => listDevices(api, 1, { pageSize: 100, offset: 0 }), list],
    ['createDevice', (api) => createDevice(api, 1, { name: 'Desk' }), UNAVAILABLE],
  ],
  device: [
    ['getDevice', (api) => getDevice(api, 5), UNAVAILABLE],
    ['updateDevice', (api) => updateDevice(api, 5, { name: 'Desk' }), UNAVAILABLE],
    ['deleteDevice', (api) => deleteDevice(api, 5), UNAVAILABLE],
  ],
  deviceAssignment: [
    ['assignDevice', (api) => assignDevice(api, 5, 12), UNAVAILABLE],
    ['unassignDevice', (api) => unassignDevice(api, 5), UNAVAILABLE],
  ],
  deviceImport: [['startDeviceImport', (api) => startDeviceImport(api, 1, []), UNAVAILABLE]],
  deviceLogout: [['logoutDevice', (api) => logoutDevice(api, 5), UNAVAILABLE]],
  duplicateMac: [['checkDuplicateMac', (api) => checkDuplicateMac(api, 1, '00:04:f2:aa:bb:cc'), UNAVAILABLE]],
  validatePassword: [['validatePassword', (api) => validatePassword(api, 1, 'secret123456'), UNAVAILABLE]],
  devicePassword: [['setDevicePassword', (api) => setDevicePassword(api, 5, 'secret123456'), UNAVAILABLE]],
  line: [
    ['getLine', (api) => getLine(api, 3), UNAVAILABLE],
    ['updateLine', (api) => updateLine(api, 3, { e911LocationId: 2 }), UNAVAILABLE],
  ],
  sipPasswordReset: [['resetSipPassword', (api) => resetSipPassword(api, 3), UNAVAILABLE]],
  accountLines: [['bulkUpdateLines', (api) => bulkUpdateLines(api, 1, [{ id: 3 }]), UNAVAILABLE]],
  registrations: [
    ['listRegistrations', (api) => listRegistrations(api, 1), { items: [], next_page_uri: null }],
  ],
  deviceMakes: [['getMakes', (api) => getMakes(api), []]],
  provisioningModels: [['getProvisioningModels', (api) => getProvisioningModels(api), []]],
  deviceDeletable: [['getDeletable', (api) => getDeletable(api, 5), { deletable: false }]],
  // Endpoints of the version table (REQ-06) that no page calls yet: the raw call.
  pbxSettings: [
    ['getPbxSettings', (api) => getPbxSettings(api, 1), UNAVAILABLE],
    ['setPbxSettings', (api) => setPbxSettings(api, 1, PBX), UNAVAILABLE],
  ],
  locations: [
    ['call', (api) => api.call('locations', { params: { accountId: 1 } }), list],
    ['listLocations', (api) => listLocations(api, 1), list],
    ['createLocation', (api) => createLocation(api, 1, LOCATION), UNAVAILABLE],
  ],
  // ---- emergency locations (issue 19) ----
  location: [
    ['getLocation', (api) => getLocation(api, 1, 2), UNAVAILABLE],
    ['updateLocation', (api) => updateLocation(api, 1, 2, LOCATION), UNAVAILABLE],
  ],
  locationValidate: [['validateLocation', (api) => validateLocation(api, 1, LOCATION), UNAVAILABLE]],
  locationDelete: [['deleteLocation', (api) => deleteLocation(api, 1, 2), UNAVAILABLE]],
  locationDevices: [['listLocationDevices', (api) => listLocationDevices(api, 1, 2), []]],
  provinces: [['listProvinces', (api) => listProvinces(api, 'CA'), { countryCode: 'CA', items: [] }]],
  cities: [['listCities', (api) => listCities(api, 'CA', 'ON'), []]],
  networkLocations: [['listNetworkLocations', (api) => listNetworkLocations(api, 1), []]],
  networkLocationRequests: [
    [
      'requestNetworkLocation',
      (api) => requestNetworkLocation(api, 1, { locationId: 2, network: '10.20.0.0/24', description: null }),
      UNAVAILABLE,
    ],
  ],
  orderPreview: [
    ['previewOrder', (api) => previewOrder(api, 1, [{ sku: 'A', quantity: 1 }], false), UNAVAILABLE],
  ],
  orderSubmit: [
    [
      'submitOrder',
      (api) => submitOrder(api, 1, { items: [], key: 'k-12345678', previewTotalMinor: 0 }, true),
      UNAVAILABLE,
    ],
  ],
  // the store (issue 22)
  storeAccess: [['getStoreAccess', (api) => getStoreAccess(api, 1), UNAVAILABLE]],
  storeCatalogue: [['getStoreCatalogue', (api) => getStoreCatalogue(api, 1), UNAVAILABLE]],
  orders: [['listOrders', (api) => listOrders(api, 1, { limit: 25, offset: 0 }), { total: 0, items: [] }]],
  ordersCount: [['getPendingOrderCount', (api) => getPendingOrderCount(api, 1), UNAVAILABLE]],
  order: [['getOrder', (api) => getOrder(api, 1, 7), UNAVAILABLE]],
  ordersExport: [['exportOrders', (api) => exportOrders(api, 1), UNAVAILABLE]],
  // billing (issue 22, bill-pay)
  billingData: [['getBillingData', (api) => getBillingData(api, 1), UNAVAILABLE]],
  billingSummary: [['getBillingSummary', (api) => getBillingSummary(api, 1), UNAVAILABLE]],
  billingSummaryEmail: [['emailBillingSummary', (api) => emailBillingSummary(api, 1), UNAVAILABLE]],
  invoices: [
    ['listInvoices', (api) => listInvoices(api, 1, { limit: 12, offset: 0 }), { total: 0, items: [] }],
  ],
  invoice: [['getInvoice', (api) => getInvoice(api, 1, 'INV-1'), UNAVAILABLE]],
  invoicePdf: [['getInvoicePdf', (api) => getInvoicePdf(api, 1, 'INV-1'), UNAVAILABLE]],
  invoiceEmail: [['emailInvoice', (api) => emailInvoice(api, 1, 'INV-1'), UNAVAILABLE]],
  currentUsage: [['getCurrentUsage', (api) => getCurrentUsage(api, 1), UNAVAILABLE]],
  usageBalances: [['getUsageBalances', (api) => getUsageBalances(api, 1), UNAVAILABLE]],
  tollFreeUsage: [['getTollFreeUsage', (api) => getTollFreeUsage(api, 1), UNAVAILABLE]],
  creditMemos: [
    ['listMemos', (api) => listMemos(api, 1, 'credit', { limit: 10, offset: 0 }), { total: 0, items: [] }],
  ],
  debitMemos: [
    ['listMemos', (api) => listMemos(api, 1, 'debit', { limit: 10, offset: 0 }), { total: 0, items: [] }],
  ],
  payNow: [['payNow', (api) => payNow(api, 1, 'k-12345678'), UNAVAILABLE]],
  paymentMethods: [['listPaymentMethods', (api) => listPaymentMethods(api, 1), UNAVAILABLE]],
  paymentMethod: [
    [
      'changePaymentMethod',
      (api) => changePaymentMethod(api, 1, 2, { holderName: 'A', expMonth: 1, expYear: 2030 }),
      UNAVAILABLE,
    ],
    ['deletePaymentMethod', (api) => deletePaymentMethod(api, 1, 2), UNAVAILABLE],
  ],
  defaultPaymentMethod: [
    ['makeDefaultPaymentMethod', (api) => makeDefaultPaymentMethod(api, 1, 2), UNAVAILABLE],
  ],
  hostedPaymentPage: [['getHostedPaymentPage', (api) => getHostedPaymentPage(api, 1), UNAVAILABLE]],
  digitalSignature: [
    [
      'signBillingDocument',
      (api) => signBillingDocument(api, 1, { document: 'billingTerms', signerName: 'A B', accept: true }),
      UNAVAILABLE,
    ],
  ],
  unbilledUsage: [['getUnbilledUsage', (api) => getUnbilledUsage(api, 1), UNAVAILABLE]],
  // the account lifecycle (issue 22, bill-acct)
  accountLifecycleInfo: [['getLifecycleInfo', (api) => getLifecycleInfo(api, 1), UNAVAILABLE]],
  accountStatusNow: [['changeStatusNow', (api) => changeStatusNow(api, 1, 'Suspended'), UNAVAILABLE]],
  accountStatusSchedule: [
    [
      'scheduleStatus',
      (api) => scheduleStatus(api, 1, 'Suspended', { effectiveDate: '2030-01-01' }),
      UNAVAILABLE,
    ],
  ],
  accountStatusScheduled: [['cancelScheduledChange', (api) => cancelScheduledChange(api, 1), UNAVAILABLE]],
  accountCancellation: [
    [
      'requestCancellation',
      (api) =>
        requestCancellation(api, 1, {
          cancellationDateTime: '2030-01-01T00:00:00Z',
          cancelReasonCode: 'OTHER',
        }),
      UNAVAILABLE,
    ],
  ],
  etfReasons: [['getCancelReasons', (api) => getCancelReasons(api, 1), UNAVAILABLE]],
  etfAmounts: [
    [
      'getEarlyTerminationFee',
      (api) => getEarlyTerminationFee(api, 1, { cancellationDate: '2030-01-01', cancelReasonCode: 'OTHER' }),
      UNAVAILABLE,
    ],
  ],
  provisions: [['listProvisions', (api) => listProvisions(api, 1, { limit: 25, offset: 0 }), UNAVAILABLE]],
  provisionChange: [['changeProvision', (api) => changeProvision(api, 1, 2, { quantity: 2 }), UNAVAILABLE]],
  provisionCancel: [['cancelProvision', (api) => cancelProvision(api, 1, 2, 'OTHER'), UNAVAILABLE]],
  provisionMove: [['moveProvision', (api) => moveProvision(api, 1, 2, 3), UNAVAILABLE]],
  verifyServiceCancellation: [
    ['verifyServiceCancellation', (api) => verifyServiceCancellation(api, 1, 2), UNAVAILABLE],
  ],
  invoicePreview: [['call', (api) => api.call('invoicePreview', { params: { accountId: 1 } }), UNAVAILABLE]],
  grantedPrivileges: [
    [
      'call',
      (api) => api.call('grantedPrivileges', { method: 'put', params: { userId: 7 }, accountId: 1 }),
      UNAVAILABLE,
    ],
  ],
  provisioningAccount: [
    ['call', (api) => api.call('provisioningAccount', { params: { accountId: 1 } }), UNAVAILABLE],
  ],
  phoneNumbersChangeStatus: [
    [
      'call',
      (api) => api.call('phoneNumbersChangeStatus', { method: 'post', params: { accountId: 1 } }),
      UNAVAILABLE,
    ],
  ],
  phoneNumbersBulkStatus: [
    [
      'call',
      (api) => api.call('phoneNumbersBulkStatus', { params: { accountId: 1, taskId: 't' } }),
      UNAVAILABLE,
    ],
  ],
  phoneNumbersBulk: [
    [
      'call',
      (api) => api.call('phoneNumbersBulk', { method: 'post', params: { accountId: 1 }, accountId: 1 }),
      UNAVAILABLE,
    ],
  ],
  numbersSearch: [
    ['searchNumbers', (api) => searchNumbers(api, 1, {}, { offset: 0, pageSize: 750 }), UNAVAILABLE],
  ],
  numbersCount: [['getNumbersCount', (api) => getNumbersCount(api, 1), UNAVAILABLE]],
  phoneNumber: [
    ['getNumber', (api) => getNumber(api, 1, '18005550100'), UNAVAILABLE],
    ['updateNumber', (api) => updateNumber(api, 1, '18005550100', { callerIdName: 'A' }), UNAVAILABLE],
  ],
  numbersBulkTask: [['getNumberTask', (api) => getNumberTask(api, 1, 3), UNAVAILABLE]],
  numbersBulkTaskRows: [
    ['getNumberTaskRows', (api) => getNumberTaskRows(api, 1, 3, { offset: 0, pageSize: 10 }), UNAVAILABLE],
  ],
  numbersBulkTaskCsv: [['getNumberTaskCsv', (api) => getNumberTaskCsv(api, 1, 3), UNAVAILABLE]],
  numbersBulkTaskRetry: [['retryNumberTask', (api) => retryNumberTask(api, 1, 3), UNAVAILABLE]],
  numberStatuses: [['getNumberStatuses', (api) => getNumberStatuses(api), []]],
  numberProviders: [['getNumberProviders', (api) => getNumberProviders(api), []]],
  customTags: [['listCustomTags', (api) => listCustomTags(api, 1), []]],
  customTagCreate: [['createCustomTag', (api) => createCustomTag(api, 1, { name: 'A' }), UNAVAILABLE]],
  customTag: [['renameCustomTag', (api) => renameCustomTag(api, 2, { name: 'B' }), UNAVAILABLE]],
  phoneNumbers: [['call', (api) => api.call('phoneNumbers', { params: { accountId: 1 } }), list]],
  businessTextingSms: [
    ['call', (api) => api.call('businessTextingSms', { params: { accountId: 1 } }), UNAVAILABLE],
    ['getSmsStatus', (api) => getSmsStatus(api, 1), UNAVAILABLE],
  ],
  // ---- call handling (issue 18): each part's rows under its own heading ----
  // call flows, schedules, auto-attendants, receptionist consoles
  callFlow: [['getCallFlow', (api) => getCallFlow(api, 1), UNAVAILABLE]],
  callFlowEntries: [
    ['listCallFlowEntries', (api) => listCallFlowEntries(api, 1), UNAVAILABLE],
    [
      'createCallFlowEntry',
      (api) => createCallFlowEntry(api, 1, { number: '+14155550100', destination: HANG_UP }),
      UNAVAILABLE,
    ],
  ],
  callFlowEntry: [
    [
      'updateCallFlowEntry',
      (api) => updateCallFlowEntry(api, 1, 2, { number: '+14155550100', destination: HANG_UP }),
      UNAVAILABLE,
    ],
    ['deleteCallFlowEntry', (api) => deleteCallFlowEntry(api, 1, 2), UNAVAILABLE],
  ],
  callFlowRoute: [
    [
      'testCallRoute',
      (api) => testCallRoute(api, 1, { number: '+14155550100', date: '2026-11-23', time: '10:00' }),
      UNAVAILABLE,
    ],
  ],
  attendant: [
    ['getAttendant', (api) => getAttendant(api, 3), UNAVAILABLE],
    [
      'updateAttendant',
      (api) =>
        updateAttendant(api, 3, {
          name: 'Main',
          keys: {},
          timeoutSeconds: 10,
          timeout: HANG_UP,
          invalid: HANG_UP,
        }),
      UNAVAILABLE,
    ],
  ],
  attendants: [
    ['listAttendants', (api) => listAttendants(api, 1), UNAVAILABLE],
    ['createAttendant', (api) => createAttendant(api, 1, { name: 'Menu' }), UNAVAILABLE],
  ],
  schedules: [
    ['listSchedules', (api) => listSchedules(api, 1), UNAVAILABLE],
    ['createSchedule', (api) => createSchedule(api, 1, SCHEDULE), UNAVAILABLE],
  ],
  schedule: [
    ['getSchedule', (api) => getSchedule(api, 1, 2), UNAVAILABLE],
    ['updateSchedule', (api) => updateSchedule(api, 1, 2, SCHEDULE), UNAVAILABLE],
    ['deleteSchedule', (api) => deleteSchedule(api, 1, 2), UNAVAILABLE],
  ],
  receptionists: [['listReceptionists', (api) => listReceptionists(api, 1), UNAVAILABLE]],
  receptionist: [
    ['getReceptionist', (api) => getReceptionist(api, 1, 2), UNAVAILABLE],
    [
      'updateReceptionist',
      (api) =>
        updateReceptionist(api, 1, 2, { name: 'Desk', extensionId: null, monitored: [], noAnswer: null }),
      UNAVAILABLE,
    ],
  ],
  receptionistGreetings: [
    ['getReceptionistGreetings', (api) => getReceptionistGreetings(api, 1, 2), UNAVAILABLE],
  ],
  receptionistNames: [['listReceptionistNames', (api) => listReceptionistNames(api, 1), UNAVAILABLE]],
  serviceRoutes: [['listServiceRoutes', (api) => listServiceRoutes(api, 1), UNAVAILABLE]],
  // call queues
  callQueueKit: [
    ['getCallQueueKit', (api) => getCallQueueKit(api, 1, 2), UNAVAILABLE],
    [
      'updateCallQueueKit',
      (api) =>
        updateCallQueueKit(api, 1, 2, {
          name: 'Q',
          overflow: { kind: 'hangup' },
          noAgents: { kind: 'hangup' },
        }),
      UNAVAILABLE,
    ],
  ],
  callQueueLive: [['getCallQueueLive', (api) => getCallQueueLive(api, 1, 2), UNAVAILABLE]],
  callQueueLiveForAccount: [['getCallQueuesLive', (api) => getCallQueuesLive(api, 1), UNAVAILABLE]],
  callQueuePriority: [['setCallQueuePriority', (api) => setCallQueuePriority(api, 1, [2, 3]), UNAVAILABLE]],
  callQueueCreate: [['createCallQueue', (api) => createCallQueue(api, 1, { name: 'Q' }), UNAVAILABLE]],
  nodeDelete: [
    ['deleteCallQueue', (api) => deleteCallQueue(api, 2), UNAVAILABLE],
    ['deleteAttendant', (api) => deleteAttendant(api, 2), UNAVAILABLE],
  ],
  callQueueAction: [['runCallQueueAction', (api) => runCallQueueAction(api, 1, 2, 'logInAll'), UNAVAILABLE]],
  callQueueAgentLogin: [
    ['setCallQueueAgentLogin', (api) => setCallQueueAgentLogin(api, 1, 2, 3, true), UNAVAILABLE],
  ],
  callQueueCallPriority: [
    ['setCallQueueCallPriority', (api) => setCallQueueCallPriority(api, 1, 2, 3, 5), UNAVAILABLE],
  ],
  // call, pickup and paging groups
  groups: [['listGroups', (api) => listGroups(api, 1), list]],
  groupWrite: [['createGroup', (api) => createGroup(api, 1, { kind: 'pickup', name: 'A' }), UNAVAILABLE]],
  callGroup: [
    ['getCallGroup', (api) => getCallGroup(api, 1, 2), UNAVAILABLE],
    [
      'updateCallGroup',
      (api) => updateCallGroup(api, 1, 2, { name: 'A', noAnswer: { kind: 'hangup' } }),
      UNAVAILABLE,
    ],
    ['deleteCallGroup', (api) => deleteCallGroup(api, 1, 2), UNAVAILABLE],
  ],
  pagingGroup: [
    ['getPagingGroup', (api) => getPagingGroup(api, 1, 2), UNAVAILABLE],
    ['updatePagingGroup', (api) => updatePagingGroup(api, 1, 2, { name: 'A', members: [] }), UNAVAILABLE],
    ['deletePagingGroup', (api) => deletePagingGroup(api, 1, 2), UNAVAILABLE],
  ],
  callGroupsWhole: [['listCallGroups', (api) => listCallGroups(api, 1), list]],
  pickupGroups: [
    ['listPickupGroups', (api) => listPickupGroups(api, 1), list],
    ['createPickupGroup', (api) => createPickupGroup(api, 1, { name: 'A' }), UNAVAILABLE],
  ],
  pickupGroup: [
    ['getPickupGroup', (api) => getPickupGroup(api, 1, 3), UNAVAILABLE],
    ['updatePickupGroup', (api) => updatePickupGroup(api, 1, 3, { name: 'A' }), UNAVAILABLE],
    ['deletePickupGroup', (api) => deletePickupGroup(api, 1, 3), UNAVAILABLE],
  ],
  incomingRouting: [
    ['listIncomingRoutes', (api) => listIncomingRoutes(api, 1, { pageSize: 750, offset: 0 }), list],
  ],
  // greetings and recordings
  extensionGreeting: greetingRows('extension', 7),
  callGroupGreeting: greetingRows('callGroup', 7),
  autoAttendantGreeting: greetingRows('autoAttendant', 7),
  callMonitoringGreeting: greetingRows('callMonitoring'),
  callQueueGreeting: greetingRows('callQueue', 7),
  customTagGreeting: greetingRows('customTag', 7),
  recordingRuleGreeting: greetingRows('recordingRule'),
  audioRecordings: [
    [
      'startRecording',
      (api) => startRecording(api, 1, { ownerKind: 'callQueue', ownerId: 7, phoneNumber: '1' }),
      UNAVAILABLE,
    ],
  ],
  audioRecording: [
    ['getRecording', (api) => getRecording(api, 1, 9), UNAVAILABLE],
    ['cancelRecording', (api) => cancelRecording(api, 1, 9), UNAVAILABLE],
  ],
  // call settings (CALL-07)
  accountTimeZone: [['getAccountTimeZone', (api) => getAccountTimeZone(api, 1), UNAVAILABLE]],
  availableTimeZones: [['getAvailableTimeZones', (api) => getAvailableTimeZones(api), { items: [] }]],
  internationalCalling: [
    ['getInternationalCalling', (api) => getInternationalCalling(api, 1), UNAVAILABLE],
    [
      'setInternationalCalling',
      (api) => setInternationalCalling(api, 1, { enabled: true, allowedCountries: [] }),
      UNAVAILABLE,
    ],
  ],
  sevenDigitDialing: [
    ['getSevenDigitDialing', (api) => getSevenDigitDialing(api, 1), UNAVAILABLE],
    [
      'setSevenDigitDialing',
      (api) => setSevenDigitDialing(api, 1, { enabled: false, areaCode: null }),
      UNAVAILABLE,
    ],
  ],
  callerIdSettings: [['getCallerIdSettings', (api) => getCallerIdSettings(api, 1), UNAVAILABLE]],
  onHoldAudio: [
    ['getOnHoldAudio', (api) => getOnHoldAudio(api, 1), UNAVAILABLE],
    ['setOnHoldAudio', (api) => setOnHoldAudio(api, 1, { track: 'jazz' }), UNAVAILABLE],
  ],
  // call blocking (CALL-05)
  callBlocking: [['getCallBlocking', (api) => getCallBlocking(api, 1), UNAVAILABLE]],
  callBlockingSystemRules: [
    ['listSystemRules', (api) => listSystemRules(api, 1), { accountId: 1, items: [] }],
  ],
  callBlockingUserRules: [
    ['listUserRules', (api) => listUserRules(api, 1), { accountId: 1, total: 0, items: [] }],
  ],
  callBlockingIntRule: [
    ['saveInternationalRule', (api) => saveInternationalRule(api, 1, { countryCode: 'CU' }), UNAVAILABLE],
  ],
  callBlockingRule: [['saveRule', (api) => saveRule(api, 1, BLOCK_RULE), UNAVAILABLE]],
  callBlockingRuleUnchecked: [
    ['saveRuleUnchecked', (api) => saveRuleUnchecked(api, 1, BLOCK_RULE), UNAVAILABLE],
  ],
  callBlockingOptions: [
    ['saveBlockingOptions', (api) => saveBlockingOptions(api, 1, { blockedCallAction: 'busy' }), UNAVAILABLE],
  ],
  callBlockingMasterSwitch: [['saveMasterSwitch', (api) => saveMasterSwitch(api, 1, false), UNAVAILABLE]],
  callBlockingRules: [['deleteRules', (api) => deleteRules(api, 1, [2]), UNAVAILABLE]],
  callBlockingRulesEnabled: [['toggleRules', (api) => toggleRules(api, 1, [2], false), UNAVAILABLE]],
  callCountries: [['listCallCountries', (api) => listCallCountries(api, 1), { accountId: 1, items: [] }]],
  myCallBlocking: [['getMyCallBlocking', (api) => getMyCallBlocking(api, OWN), UNAVAILABLE]],
  myCallBlockingOptions: [
    [
      'saveMyOptions',
      (api) => saveMyOptions(api, OWN, '101', { enabled: true, blockedCallAction: 'busy' }),
      UNAVAILABLE,
    ],
  ],
  myCallBlockingRule: [['saveMyRule', (api) => saveMyRule(api, OWN, '101', BLOCK_RULE), UNAVAILABLE]],
  myCallBlockingRules: [['deleteMyRules', (api) => deleteMyRules(api, OWN, '101', [2]), UNAVAILABLE]],
  myCallBlockingRulesEnabled: [
    ['toggleMyRules', (api) => toggleMyRules(api, OWN, '101', [2], true), UNAVAILABLE],
  ],
  // ---- fax and conference (issue 19) ----
  faxKits: [['listFaxKits', (api) => listFaxKits(api, 1), UNAVAILABLE]],
  faxKit: [
    ['getFaxKit', (api) => getFaxKit(api, 1, 2), UNAVAILABLE],
    [
      'updateFaxKit',
      (api) =>
        updateFaxKit(api, 1, 2, {
          faxNumber: null,
          emails: [],
          callerId: null,
          coverPageId: null,
          headerText: '',
          paperSize: 'letter',
          resolution: 'fine',
          headerTimeZone: 'UTC',
        }),
      UNAVAILABLE,
    ],
  ],
  faxServices: [['listFaxServices', (api) => listFaxServices(api, 1), UNAVAILABLE]],
  faxEmailCheck: [['checkFaxEmail', (api) => checkFaxEmail(api, 1, 'a@example.com'), UNAVAILABLE]],
  faxCoverPageDeletable: [['getCoverPageDeletable', (api) => getCoverPageDeletable(api, 3), UNAVAILABLE]],
  faxServiceDetach: [['detachFaxService', (api) => detachFaxService(api, 1, 3), UNAVAILABLE]],
  faxCoverPages: [
    ['listCoverPages', (api) => listCoverPages(api, 1), UNAVAILABLE],
    ['uploadCoverPage', (api) => uploadCoverPage(api, 1, 'Cover', new Blob(['%PDF-']), 'c.pdf'), UNAVAILABLE],
  ],
  faxCoverPage: [
    ['getCoverPagePdf', (api) => getCoverPagePdf(api, 1, 3), UNAVAILABLE],
    ['deleteCoverPage', (api) => deleteCoverPage(api, 1, 3), UNAVAILABLE],
  ],
  faxLookups: [['getFaxLookups', (api) => getFaxLookups(api), UNAVAILABLE]],
  // call recordings (issue 20)
  recordingSearch: [
    ['searchRecordings', (api) => searchRecordings(api, 1, {}), list],
    ['moveToRecycleBin', (api) => moveToRecycleBin(api, 1, [2]), UNAVAILABLE],
  ],
  recordingRecycleBin: [['listRecycleBin', (api) => listRecycleBin(api, 1, {}), list]],
  recordingRestore: [['restoreRecordings', (api) => restoreRecordings(api, 1, [2]), UNAVAILABLE]],
  recordingDeleteForGood: [
    ['deleteRecordingsForGood', (api) => deleteRecordingsForGood(api, 1, [2]), UNAVAILABLE],
  ],
  recordingComments: [
    ['getRecordingComments', (api) => getRecordingComments(api, 2), []],
    ['addRecordingComment', (api) => addRecordingComment(api, 2, 'Hi'), UNAVAILABLE],
  ],
  recordingTranscription: [['getTranscription', (api) => getTranscription(api, 2), UNAVAILABLE]],
  recordingAudio: [['getRecordingAudioUrl', (api) => getRecordingAudioUrl(api, 2), UNAVAILABLE]],
  recordingUsage: [['getRecordingUsage', (api) => getRecordingUsage(api, 1), UNAVAILABLE]],
  recordingRecalculate: [
    ['recalculateRecordingUsage', (api) => recalculateRecordingUsage(api, 1), UNAVAILABLE],
  ],
  recordingZipPrepare: [['prepareRecordingZip', (api) => prepareRecordingZip(api, 1, [2]), UNAVAILABLE]],
  recordingZipStart: [['startRecordingZip', (api) => startRecordingZip(api, 1, [2]), UNAVAILABLE]],
  recordingZip: [
    ['getRecordingZip', (api) => getRecordingZip(api, 1, '3'), UNAVAILABLE],
    ['cancelRecordingZip', (api) => cancelRecordingZip(api, 1, '3'), UNAVAILABLE],
  ],
  conferenceKits: [['listConferenceKits', (api) => listConferenceKits(api, 1), UNAVAILABLE]],
  conferenceKit: [
    ['getConferenceKit', (api) => getConferenceKit(api, 1, 2), UNAVAILABLE],
    [
      'updateConferenceKit',
      (api) =>
        updateConferenceKit(api, 1, 2, {
          name: 'Bridge',
          bridgeNumber: null,
          hostPin: '1935',
          participantPin: '2846',
          maxParticipants: 25,
          recording: false,
        }),
      UNAVAILABLE,
    ],
  ],
  // recording rules and monitoring (issue 20)
  recordingRules: [['listRecordingRules', (api) => listRecordingRules(api, 1), { accountId: 1, items: [] }]],
  recordingRuleCrud: [
    [
      'writeRecordingRule',
      (api) => writeRecordingRule(api, 1, { operation: 'delete', recordingRuleId: 2 }),
      UNAVAILABLE,
    ],
  ],
  recordingRuleList: [
    [
      'changeRecordingRuleList',
      (api) => changeRecordingRuleList(api, 1, { items: [{ recordingRuleId: 2 }] }),
      UNAVAILABLE,
    ],
  ],
  endUserRecordingAccess: [
    ['getEndUserRecordingAccess', (api) => getEndUserRecordingAccess(api, 1), UNAVAILABLE],
    ['setEndUserRecordingAccess', (api) => setEndUserRecordingAccess(api, 1, true), UNAVAILABLE],
  ],
  recordingServices: [
    ['listRecordingServices', (api) => listRecordingServices(api, 1), { accountId: 1, items: [] }],
  ],
  recordingServiceFeature: [
    [
      'setRecordingFeature',
      (api) => setRecordingFeature(api, 1, 'callRecording', 'transcription', true),
      UNAVAILABLE,
    ],
  ],
  userRecordingRules: [
    ['listUserRecordingRules', (api) => listUserRecordingRules(api, 2), { userId: 2, items: [] }],
  ],
  callMonitoring: [
    ['getCallMonitoring', (api) => getCallMonitoring(api, 1), UNAVAILABLE],
    ['changeCallMonitoring', (api) => changeCallMonitoring(api, 1, { enabled: true }), UNAVAILABLE],
  ],
  callMonitoringBulk: [
    [
      'startMonitoringBulk',
      (api) => startMonitoringBulk(api, 1, { monitorUserId: 2, extensionIds: [3], mode: 'listen' }),
      UNAVAILABLE,
    ],
  ],
  // ---- reports and the audit log (issue 21) ----
  companySummaryMetrics: [['getCompanySummary', (api) => getCompanySummary(api, 1, {}), UNAVAILABLE]],
  userSummaryMetrics: [['getUserSummary', (api) => getUserSummary(api, 1, {}), list]],
  callGroupSummaryMetrics: [['getGroupSummary', (api) => getGroupSummary(api, 1, {}), list]],
  callQueueSummaryMetrics: [['getQueueSummary', (api) => getQueueSummary(api, 1, {}), list]],
  reportCallLogs: [
    ['getReportCallLogs', (api) => getReportCallLogs(api, 1, {}, { offset: 0, pageSize: 50 }), list],
  ],
  reportExports: [
    [
      'startReportExport',
      (api) => startReportExport(api, 1, { report: 'callLogs', format: 'csv' }),
      UNAVAILABLE,
    ],
  ],
  reportExport: [['getReportExport', (api) => getReportExport(api, 1, '2'), UNAVAILABLE]],
  reportExportCancel: [['cancelReportExport', (api) => cancelReportExport(api, 1, '2'), UNAVAILABLE]],
  reportExportFile: [
    [
      'getReportFile',
      (api) => getReportFile(api, '/svc/ucaas/api/ucaas/account/1/reports/exports/2/file'),
      UNAVAILABLE,
    ],
  ],
  savedReports: [
    ['listSavedReports', (api) => listSavedReports(api, 1), list],
    ['saveReport', (api) => saveReport(api, 1, { name: 'A', report: 'callLogs' }), UNAVAILABLE],
  ],
  savedReport: [
    [
      'changeSavedReport',
      (api) => changeSavedReport(api, 1, 2, { name: 'A', report: 'callLogs' }),
      UNAVAILABLE,
    ],
    ['deleteSavedReport', (api) => deleteSavedReport(api, 1, 2), UNAVAILABLE],
  ],
  auditEvents: [['listAuditEvents', (api) => listAuditEvents(api, 1, {}, { offset: 0, pageSize: 50 }), list]],
  auditEventUsers: [['listAuditEventUsers', (api) => listAuditEventUsers(api, 1), list]],
  // API keys (issue 23)
  apiKeys: [
    ['listApiKeys', (api) => listApiKeys(api), { total: 0, items: [], apiUsers: [] }],
    ['createApiKey', (api) => createApiKey(api, { name: 'Sync', createApiUser: true }), UNAVAILABLE],
  ],
  apiKey: [
    ['changeApiKey', (api) => changeApiKey(api, 2, { name: 'Sync' }), UNAVAILABLE],
    ['revokeApiKey', (api) => revokeApiKey(api, 2), UNAVAILABLE],
  ],
  // portal settings (issue 24, misc-cfg)
  portalSettings: [
    ['getAccountClock', (api) => getAccountClock(api, 1), { accountId: 1, timeFormat: null }],
    ['setAccountClock', (api) => setAccountClock(api, 1, '24'), UNAVAILABLE],
  ],
  userPreferences: [
    ['getUserPreferences', (api) => getUserPreferences(api, 7), { userId: 7, timeFormat: null }],
    ['setUserClock', (api) => setUserClock(api, 7, '12'), UNAVAILABLE],
  ],
  countries: [
    ['getCountries', (api) => getCountries(api), { countryCallingCodes: {}, countryCodeToName: {} }],
  ],
  accountInsights: [['getAccountInsights', (api) => getAccountInsights(api, 1), UNAVAILABLE]],
  loginConfig: [['getLoginConfig', (api) => getLoginConfig(api, 1), UNAVAILABLE]],
  partnerSettings: [['getPartnerSettings', (api) => getPartnerSettings(api, 1), UNAVAILABLE]],
  completedTasks: [['getCompletedTasks', (api) => getCompletedTasks(api, 1), UNAVAILABLE]],
  messageTexts: [['getMessageTexts', (api) => getMessageTexts(api, 1), { accountId: 1, items: [] }]],
  messageText: [
    ['setMessageText', (api) => setMessageText(api, 1, 'setupGuide.intro', 'Hello'), UNAVAILABLE],
    ['resetMessageText', (api) => resetMessageText(api, 1, 'setupGuide.intro'), UNAVAILABLE],
  ],
  setupGuide: [['getSetupGuide', (api) => getSetupGuide(api, 1), UNAVAILABLE]],
  postalCode: [['lookupPostalCode', (api) => lookupPostalCode(api, 'GB', 'SW1A 1AA'), UNAVAILABLE]],
  passwordPolicy: [
    ['getPasswordPolicy', (api) => getPasswordPolicy(api, 1), UNAVAILABLE],
    ['savePasswordPolicy', (api) => savePasswordPolicy(api, 1, DEFAULT_PASSWORD_POLICY), UNAVAILABLE],
  ],
  ownPassword: [
    [
      'changeOwnPassword',
      (api) => changeOwnPassword(api, { current_password: 'a', password: 'b' }),
      UNAVAILABLE,
    ],
  ],
  userPassword: [['setUserPassword', (api) => setUserPassword(api, 7, { password: 'b' }), UNAVAILABLE]],
  passwordReset: [['resetUserPassword', (api) => resetUserPassword(api, 7, { password: 'b' }), UNAVAILABLE]],
  adminPasswordReset: [
    ['startAdminPasswordReset', (api) => startAdminPasswordReset(api, 1, 'user@acme.example'), UNAVAILABLE],
  ],
  passwordExpired: [['getPasswordExpired', (api) => getPasswordExpired(api), UNAVAILABLE]],
  secretQuestions: [['listSecretQuestions', (api) => listSecretQuestions(api), list]],
  ownSecretQuestion: [
    ['getOwnSecretQuestion', (api) => getOwnSecretQuestion(api), UNAVAILABLE],
    [
      'saveOwnSecretQuestion',
      (api) => saveOwnSecretQuestion(api, { question_id: 1, answer: 'Rex' }),
      UNAVAILABLE,
    ],
    [
      'createOwnSecretQuestion',
      (api) => createOwnSecretQuestion(api, { question_id: 1, answer: 'Rex' }),
      UNAVAILABLE,
    ],
  ],
  userPolicy: [['getUserPolicy', (api) => getUserPolicy(api, 7), UNAVAILABLE]],
  // MFA (issue 23)
  mfaMethodsSelf: [
    ['getMyMfa', (api) => getMyMfa(api), { items: [], recoveryCodesLeft: 0, enforced: false }],
    ['startMyMfaMethod', (api) => startMyMfaMethod(api, { kind: 'totp' }), UNAVAILABLE],
  ],
  mfaMethodSelf: [['removeMyMfaMethod', (api) => removeMyMfaMethod(api, 2), UNAVAILABLE]],
  mfaVerification: [['confirmMyMfaMethod', (api) => confirmMyMfaMethod(api, 2, '123456'), UNAVAILABLE]],
  mfaRecoveryCodesSelf: [['newMyRecoveryCodes', (api) => newMyRecoveryCodes(api), UNAVAILABLE]],
  mfaUserMethods: [['getUserMfaMethods', (api) => getUserMfaMethods(api, 7), { items: [] }]],
  mfaMethod: [['removeUserMfaMethod', (api) => removeUserMfaMethod(api, 2), UNAVAILABLE]],
  mfaEnforcement: [
    ['getMfaEnforcement', (api) => getMfaEnforcement(api, 1), UNAVAILABLE],
    ['setMfaEnforcement', (api) => setMfaEnforcement(api, 1, true), UNAVAILABLE],
  ],
  // SSO and SCIM provisioning settings (issue 23, sec-sso)
  ssoSettings: [
    ['getSsoSettings', (api) => getSsoSettings(api, 1), UNAVAILABLE],
    ['saveSsoSettings', (api) => saveSsoSettings(api, 1, SSO_DRAFT), UNAVAILABLE],
    ['removeSsoSettings', (api) => removeSsoSettings(api, 1), UNAVAILABLE],
  ],
  ssoUsers: [['setUsersSsoOnly', (api) => setUsersSsoOnly(api, [2], true), UNAVAILABLE]],
  ssoDisabledUsers: [
    ['listSsoUsers', (api) => listSsoUsers(api, 'disabled', { offset: 0, pageSize: 50 }), list],
  ],
  ssoNeverSignedIn: [
    ['listSsoUsers', (api) => listSsoUsers(api, 'neverSignedIn', { offset: 0, pageSize: 50 }), list],
  ],
  ssoUsersState: [['changeSsoUsersState', (api) => changeSsoUsersState(api, [2], false), UNAVAILABLE]],
  ssoAuditLogs: [['listSsoAudit', (api) => listSsoAudit(api, { offset: 0, pageSize: 50 }), list]],
  ssoAuditExport: [['exportSsoAudit', (api) => exportSsoAudit(api, {}), UNAVAILABLE]],
  ssoAuditTypes: [['listSsoAuditTypes', (api) => listSsoAuditTypes(api), { items: [] }]],
  ssoUserSelf: [['getSsoUser', (api) => getSsoUser(api, 'self'), UNAVAILABLE]],
  ssoUser: [['getSsoUser', (api) => getSsoUser(api, 7), UNAVAILABLE]],
  identity: [['unlinkIdentity', (api) => unlinkIdentity(api, 3, false), UNAVAILABLE]],
  identitySelf: [['unlinkIdentity', (api) => unlinkIdentity(api, 3, true), UNAVAILABLE]],
  provisioning: [
    ['getProvisioning', (api) => getProvisioning(api, 1), UNAVAILABLE],
    ['changeProvisioning', (api) => changeProvisioning(api, 1, { scimEnabled: true }), UNAVAILABLE],
  ],
  // messaging and business texting (issue 24)
  messageDisableConfig: [['getDisableConfig', (api) => getDisableConfig(api, 1), UNAVAILABLE]],
  vsuDisable: [['setCompanySwitch', (api) => setCompanySwitch(api, 1, 'vsuDisable', true), UNAVAILABLE]],
  companyMessagingDisable: [
    ['setCompanySwitch', (api) => setCompanySwitch(api, 1, 'companyMessagingDisable', false), UNAVAILABLE],
  ],
  smsDisable: [['setSmsDisabled', (api) => setSmsDisabled(api, true), UNAVAILABLE]],
  usersMessagingDisable: [
    ['setUsersMessagingDisabled', (api) => setUsersMessagingDisabled(api, [2], true), UNAVAILABLE],
  ],
  disabledCarriers: [
    ['setDisabledCarriers', (api) => setDisabledCarriers(api, 1, { carriers: [] }), UNAVAILABLE],
  ],
  disabledCarriersStatus: [
    ['getCarrierStatus', (api) => getCarrierStatus(api, 1), UNAVAILABLE],
    ['setCarriersEnforced', (api) => setCarriersEnforced(api, 1, true), UNAVAILABLE],
  ],
  inboxDelegates: [
    ['getInboxDelegates', (api) => getInboxDelegates(api, 2), UNAVAILABLE],
    ['setInboxDelegates', (api) => setInboxDelegates(api, 2, []), UNAVAILABLE],
  ],
  inboxCanDelete: [
    ['getInboxCanDelete', (api) => getInboxCanDelete(api, 2), UNAVAILABLE],
    ['setInboxCanDelete', (api) => setInboxCanDelete(api, 2, true), UNAVAILABLE],
  ],
  offNetSms: [['setOffNetSmsDisabled', (api) => setOffNetSmsDisabled(api, 1, true), UNAVAILABLE]],
  tenDlcBanner: [['getTenDlcBanner', (api) => getTenDlcBanner(api, 1), { show: false, text: null }]],
  tenDlcRegistration: [['getTenDlcRegistration', (api) => getTenDlcRegistration(api, 1), UNAVAILABLE]],
  tenDlcPart: [
    [
      'saveTenDlcPart',
      (api) =>
        saveTenDlcPart(api, 1, 'brand', {
          legalName: '',
          ein: '',
          website: '',
          vertical: 'Other',
          contactEmail: '',
        }),
      UNAVAILABLE,
    ],
  ],
  tenDlcPartAction: [['tenDlcPartAction', (api) => tenDlcPartAction(api, 1, 'brand', 'submit'), UNAVAILABLE]],
  // branding, the app centre and the referral share link (issue 24, misc-brand)
  branding: [
    ['getBranding', (api) => getBranding(api, 1), UNAVAILABLE],
    [
      'putBranding',
      (api) => putBranding(api, 1, { logo: null, favicon: null, colours: DEFAULT_BRAND_COLOURS }),
      UNAVAILABLE,
    ],
    ['patchBranding', (api) => patchBranding(api, 1, { logo: null }), UNAVAILABLE],
  ],
  brandingLineGroups: [
    ['listLineGroups', (api) => listLineGroups(api, 1), { total: 0, items: [] }],
    ['addLineGroup', (api) => addLineGroup(api, 1, LINE_GROUP), UNAVAILABLE],
  ],
  brandingLineGroup: [
    ['changeLineGroup', (api) => changeLineGroup(api, 1, 2, LINE_GROUP), UNAVAILABLE],
    ['deleteLineGroup', (api) => deleteLineGroup(api, 1, 2), UNAVAILABLE],
  ],
  apps: [['listApps', (api) => listApps(api, 1), { total: 0, items: [] }]],
  appUserTypes: [['listAppUserTypes', (api) => listAppUserTypes(api, 1), { total: 0, items: [] }]],
  appActivations: [['listAppActivations', (api) => listAppActivations(api, 1), UNAVAILABLE]],
  appPurchaseRequests: [
    ['listAppPurchaseRequests', (api) => listAppPurchaseRequests(api, 1), { total: 0, items: [] }],
  ],
  appActivation: [
    ['activateApp', (api) => activateApp(api, 1, 'desktop'), UNAVAILABLE],
    ['deactivateApp', (api) => deactivateApp(api, 1, 'desktop'), UNAVAILABLE],
  ],
  appPurchase: [
    [
      'requestAppPurchase',
      (api) => requestAppPurchase(api, 1, 'salesforce', { key: 'k-12345678', previewTotalMinor: 1 }),
      UNAVAILABLE,
    ],
  ],
  referralShareLink: [['getReferralShareLink', (api) => getReferralShareLink(api, 1), UNAVAILABLE]],
};

const LINE_GROUP = { name: 'Front desk', description: '', callerIdName: 'ACME', extensionIds: [] };

const SSO_DRAFT = {
  enabled: false,
  issuer: 'https://login.example.com',
  clientId: 'portal',
  domains: ['example.com'],
  jitCreation: false,
};

/** Every family down for planned maintenance, and every call answered 503. */
const inOutage = () =>
  fakeClient({
    config: { servicesWithPlannedOutages: '.' },
    answer: () => json({ status: 503, code: 'unavailable', message: 'Down for maintenance' }, 503),
  });

describe('planned outages through the endpoint catalogue (REQ-09)', () => {
  it('REQ-09 the table names every endpoint of the catalogue', () => {
    expect(Object.keys(CALLS).sort()).toEqual(Object.keys(ENDPOINTS).sort());
  });

  for (const [name, rows] of Object.entries(CALLS))
    for (const [label, call, expected] of rows)
      it(`REQ-09 ${name}: ${label} answers ${expected === UNAVAILABLE ? '"unavailable"' : 'its empty value'}`, async () => {
        const { api, requests } = inOutage();
        const answer = call(api);
        if (expected === UNAVAILABLE) {
          const failure = await answer.then(
            (value) => ({ resolved: value }),
            (error: unknown) => error,
          );
          expect(failure).toBeInstanceOf(PlannedOutageFailure);
          expect(classifyFailure(failure)).toEqual({
            kind: 'message',
            rule: 'REQ-09',
            message: SERVICE_UNAVAILABLE,
          });
        } else await expect(answer).resolves.toEqual(expected);
        // No retry in a planned outage: one request.
        expect(requests).toHaveLength(1);
      });

  it('REQ-09 a call that is not planned out fails as it did', async () => {
    const { api } = fakeClient({
      config: { servicesWithPlannedOutages: '^billing$' },
      answer: () => json({ status: 400, message: 'No' }, 400),
    });
    await expect(listUsers(api, 1, { pageSize: 10, offset: 0 })).rejects.toMatchObject({ status: 400 });
  });
});

describe('each endpoint described once', () => {
  // The request layer's own files build requests; everything else in src calls the catalogue
  // (client.call) through the area functions of src/api.
  const LAYER = ['api/client.ts', 'api/auth.ts', 'api/idp.ts', 'api/gatewayToken.ts'];
  const root = join(__dirname, '../../../src');
  const files = (readdirSync(root, { recursive: true }) as string[])
    .map((f) => f.split('\\').join('/'))
    .filter((f) => /\.tsx?$/.test(f) && !LAYER.includes(f));

  it('no file of src builds a request by hand', () => {
    const byHand = files.filter((f) =>
      /\b(client|api)\.(request|get|post|put|patch|delete|upload)\b/.test(
        readFileSync(join(root, f), 'utf8'),
      ),
    );
    expect(files.length).toBeGreaterThan(50);
    expect(byHand).toEqual([]);
  });
});
